/// The release, in one place: `buttonrender --version` prints it, and a release changes it here.
public enum ButtonRenderVersion {
    public static let current = "0.4.0"
}
