/// The system colors (M: Flutter's `cupertino/colors.dart`, each linked to UIKit's
/// documentation), resolved per appearance, plus the macOS colors there.
public enum SystemColor: String, CaseIterable, Sendable {
    /// The accent colors.
    case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink, systemPurple, systemIndigo, systemTeal
    /// The grays, darkest to lightest in light mode.
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    /// The label colors, for primary to quaternary text.
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    /// The fill colors for thin and small shapes, most to least opaque.
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    /// The background colors.
    case systemBackground, secondarySystemBackground
    /// Pure white and black, the same in both appearances.
    case white, black

    /// The color's RGBA value in an appearance.
    public func resolve(_ appearance: Appearance) -> RGBA {
        let (light, dark) = values
        return appearance == .light ? light : dark
    }

    /// The color in an appearance, named by its token.
    public func resolved(_ appearance: Appearance) -> ResolvedColor {
        ResolvedColor(token: rawValue, rgba: resolve(appearance))
    }

    /// The color with Increase Contrast on or off. On, each color takes its increased-contrast
    /// value (`increasedContrastValues`); a color without a separate one stays as it is.
    public func resolved(_ appearance: Appearance, increasedContrast: Bool) -> ResolvedColor {
        guard increasedContrast, let (light, dark) = increasedContrastValues else { return resolved(appearance) }
        return ResolvedColor(token: rawValue + " (increased contrast)", rgba: appearance == .light ? light : dark)
    }

    /// The increased-contrast values, light and dark (M: Flutter's `CupertinoColors`, whose
    /// `highContrastColor` and `darkHighContrastColor` follow UIKit's documentation, at
    /// flutter/flutter 028212b5f8a4800b41334fa720592bcb8e7abbbf
    /// packages/flutter/lib/src/cupertino/colors.dart). nil where the value does not change.
    private var increasedContrastValues: (RGBA, RGBA)? {
        switch self {
        case .systemBlue: return (RGBA(0, 64, 221), RGBA(64, 156, 255))
        case .systemRed: return (RGBA(215, 0, 21), RGBA(255, 105, 97))
        case .systemGreen: return (RGBA(36, 138, 61), RGBA(48, 219, 91))
        case .systemOrange: return (RGBA(201, 52, 0), RGBA(255, 179, 64))
        case .systemYellow: return (RGBA(160, 90, 0), RGBA(255, 212, 38))
        case .systemPink: return (RGBA(211, 15, 69), RGBA(255, 100, 130))
        case .systemPurple: return (RGBA(137, 68, 171), RGBA(218, 143, 255))
        case .systemIndigo: return (RGBA(54, 52, 163), RGBA(125, 122, 255))
        // Flutter's teal is the old one (now systemCyan); these are the current teal's, as
        // public copies of Apple's palette give them (R).
        case .systemTeal: return (RGBA(0, 130, 153), RGBA(93, 230, 255))
        case .systemGray: return (RGBA(108, 108, 112), RGBA(174, 174, 178))
        case .systemGray2: return (RGBA(142, 142, 147), RGBA(124, 124, 128))
        case .systemGray3: return (RGBA(174, 174, 178), RGBA(84, 84, 86))
        case .systemGray4: return (RGBA(188, 188, 192), RGBA(68, 68, 70))
        case .systemGray5: return (RGBA(216, 216, 220), RGBA(54, 54, 56))
        case .systemGray6: return (RGBA(235, 235, 240), RGBA(36, 36, 38))
        case .secondaryLabel: return (RGBA(60, 60, 67, 173), RGBA(235, 235, 245, 173))
        case .tertiaryLabel: return (RGBA(60, 60, 67, 96), RGBA(235, 235, 245, 96))
        case .quaternaryLabel: return (RGBA(60, 60, 67, 66), RGBA(235, 235, 245, 61))
        case .systemFill: return (RGBA(120, 120, 128, 71), RGBA(120, 120, 128, 112))
        case .secondarySystemFill: return (RGBA(120, 120, 128, 61), RGBA(120, 120, 128, 102))
        case .tertiarySystemFill: return (RGBA(118, 118, 128, 51), RGBA(118, 118, 128, 81))
        case .quaternarySystemFill: return (RGBA(116, 116, 128, 40), RGBA(118, 118, 128, 66))
        case .secondarySystemBackground: return (RGBA(235, 235, 240), RGBA(36, 36, 38))
        case .label, .systemBackground, .white, .black: return nil
        }
    }

    private var values: (RGBA, RGBA) {
        switch self {
        case .systemBlue: return (RGBA(0, 122, 255), RGBA(10, 132, 255))
        case .systemRed: return (RGBA(255, 59, 48), RGBA(255, 69, 58))
        case .systemGreen: return (RGBA(52, 199, 89), RGBA(48, 209, 88))
        // Not in Flutter's table: UIKit's documented values.
        case .systemOrange: return (RGBA(255, 149, 0), RGBA(255, 159, 10))
        case .systemYellow: return (RGBA(255, 204, 0), RGBA(255, 214, 10))
        case .systemPink: return (RGBA(255, 45, 85), RGBA(255, 55, 95))
        case .systemPurple: return (RGBA(175, 82, 222), RGBA(191, 90, 242))
        case .systemIndigo: return (RGBA(88, 86, 214), RGBA(94, 92, 230))
        case .systemTeal: return (RGBA(48, 176, 199), RGBA(64, 200, 224))
        case .systemGray: return (RGBA(142, 142, 147), RGBA(142, 142, 147))
        case .systemGray2: return (RGBA(174, 174, 178), RGBA(99, 99, 102))
        case .systemGray3: return (RGBA(199, 199, 204), RGBA(72, 72, 74))
        case .systemGray4: return (RGBA(209, 209, 214), RGBA(58, 58, 60))
        case .systemGray5: return (RGBA(229, 229, 234), RGBA(44, 44, 46))
        case .systemGray6: return (RGBA(242, 242, 247), RGBA(28, 28, 30))
        case .label: return (RGBA(0, 0, 0, 255), RGBA(255, 255, 255, 255))
        case .secondaryLabel: return (RGBA(60, 60, 67, 153), RGBA(235, 235, 245, 153))
        case .tertiaryLabel: return (RGBA(60, 60, 67, 76), RGBA(235, 235, 245, 76))
        case .quaternaryLabel: return (RGBA(60, 60, 67, 45), RGBA(235, 235, 245, 40))
        case .systemFill: return (RGBA(120, 120, 128, 51), RGBA(120, 120, 128, 91))
        // 0.16 and 0.32 of 255, rounded as UIKit's renders show them (P: the nativebook-outline entries).
        case .secondarySystemFill: return (RGBA(120, 120, 128, 41), RGBA(120, 120, 128, 82))
        case .tertiarySystemFill: return (RGBA(118, 118, 128, 30), RGBA(118, 118, 128, 61))
        case .quaternarySystemFill: return (RGBA(116, 116, 128, 20), RGBA(118, 118, 128, 45))
        case .systemBackground: return (RGBA(255, 255, 255), RGBA(0, 0, 0))
        case .secondarySystemBackground: return (RGBA(242, 242, 247), RGBA(28, 28, 30))
        case .white: return (RGBA(255, 255, 255), RGBA(255, 255, 255))
        case .black: return (RGBA(0, 0, 0), RGBA(0, 0, 0))
        }
    }
}

/// A tint as given: a system color name or a hex value.
public enum Tint: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A system color by name, resolved per appearance.
    case system(SystemColor)
    /// A fixed color, the same in both appearances.
    case custom(RGBA)

    /// Parses `systemBlue`, `#RRGGBB` or `#RRGGBBAA`.
    public init?(_ text: String) {
        if let c = SystemColor(rawValue: text) {
            self = .system(c)
        } else if let c = RGBA(hex: text) {
            self = .custom(c)
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .system(let c): return c.rawValue
        case .custom(let c): return c.description
        }
    }

    /// The tint's color in an appearance, named by its token (the system name or hex).
    public func resolved(_ appearance: Appearance, increasedContrast: Bool = false) -> ResolvedColor {
        switch self {
        case .system(let c): return c.resolved(appearance, increasedContrast: increasedContrast)
        case .custom(let c): return ResolvedColor(token: c.description, rgba: c)
        }
    }

    /// A tint from its text; an error lists the system colors.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let tint = Tint(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "tint '\(text)' is neither #RRGGBB, #RRGGBBAA nor a system color (\(SystemColor.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        self = tint
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
