/// A button's size: iOS sizes, or macOS and visionOS control sizes.
public enum Size: String, Codable, CaseIterable, Sendable {
    case mini, small, medium, regular, large
    case extraLarge = "extra-large"
}
