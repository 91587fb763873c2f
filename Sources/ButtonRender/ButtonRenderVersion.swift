/// The release, in one place: `buttonrender --version` prints it, and a release changes it here.
public enum ButtonRenderVersion {
    /// The version, as semantic versioning numbers it (0.5.0 renamed the types that clashed with SwiftUI's).
    public static let current = "0.5.0"
}
