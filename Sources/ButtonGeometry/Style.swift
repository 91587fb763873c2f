/// A button's visual style, in the guidelines' words.
public enum Style: String, Codable, CaseIterable, Sendable {
    /// iOS, iPadOS, watchOS, tvOS, visionOS: the four system styles.
    case filled, tinted, gray, plain
    /// iOS and iPadOS system buttons with familiar behaviors.
    case info, close, contactAdd = "contact-add"
    /// macOS button types.
    case push, flexible, gradient, help, image
    /// The system switch (UISwitch, NSSwitch, SwiftUI's Toggle): iOS, iPadOS, macOS, watchOS.
    case `switch`

    /// The four system styles every platform but macOS offers (`Platform.styles` lists each
    /// platform's), whose drawing on iOS and iPadOS differs between UIKit and SwiftUI.
    public static let systemStyles: [Style] = [.filled, .tinted, .gray, .plain]

    /// False for the kinds that show a fixed symbol and no text: gradient (the guidelines:
    /// "symbols or interface icons — not text"), help (the system's question mark), Info,
    /// Close and Contact Add (system symbols), and the switch (its label stands beside it).
    /// Their default title is empty and a title is refused.
    public var takesTitle: Bool {
        switch self {
        case .gradient, .help, .info, .close, .contactAdd, .switch: return false
        default: return true
        }
    }
}
