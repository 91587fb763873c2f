/// A button's size: iOS sizes, or macOS and visionOS control sizes.
public enum Size: String, Codable, CaseIterable, Sendable {
    /// The sizes the platforms name: iOS small, medium, large; macOS mini, small, regular, large; visionOS mini to extra large.
    case mini, small, medium, regular, large
    /// visionOS's largest size.
    case extraLarge = "extra-large"
}
