/// A button's visual style, in the guidelines' words.
public enum Style: String, Codable, CaseIterable, Sendable {
    /// iOS, iPadOS, watchOS, tvOS, visionOS: the four system styles.
    case filled, tinted, gray, plain
    /// iOS and iPadOS system buttons with familiar behaviors.
    case info, close, contactAdd = "contact-add"
    /// macOS button types.
    case push, flexible, gradient, help, image
}
