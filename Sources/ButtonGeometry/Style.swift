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
    /// Liquid Glass, from release 26 on (iOS and iPadOS): `UIButton.Configuration.glass()` and
    /// SwiftUI's `.glass`; the prominent kind is tinted glass (`.prominentGlass()`,
    /// `.glassProminent`); the clear kinds (`.clearGlass()`, `.prominentClearGlass()`) let more
    /// of the content behind them show through.
    case glass, prominentGlass = "prominent-glass", clearGlass = "clear-glass", prominentClearGlass = "prominent-clear-glass"

    /// The four system styles every platform but macOS offers (`Platform.styles` lists each
    /// platform's), whose drawing on iOS and iPadOS differs between UIKit and SwiftUI.
    public static let systemStyles: [Style] = [.filled, .tinted, .gray, .plain]

    /// The Liquid Glass styles, which exist from release 26 on.
    public static let glassStyles: [Style] = [.glass, .prominentGlass, .clearGlass, .prominentClearGlass]

    /// Whether the style is one of the Liquid Glass styles.
    public var isGlass: Bool { Self.glassStyles.contains(self) }

    /// Whether the glass is tinted with the accent colour (the prominent kinds).
    public var isProminentGlass: Bool { self == .prominentGlass || self == .prominentClearGlass }

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
