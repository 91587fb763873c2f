/// A colour as an asset catalog's colour set holds it: a system colour by name, one value for
/// both appearances, or a light value and a dark one. What `tint`, `baseBackgroundColor`,
/// `baseForegroundColor`, `strokeColor` and a backdrop take.
///
/// Written `systemBlue`, `#5E2CA5` (or `#RRGGBBAA`), or `#5E2CA5/#9D6BE0` (light, then dark);
/// in JSON also `{"light": "#5E2CA5", "dark": "#9D6BE0"}`.
public enum ColorSet: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A system color by name, resolved per appearance.
    case system(SystemColor)
    /// A fixed color, the same in both appearances.
    case custom(RGBA)
    /// One color in light mode and another in dark mode, as a colour set's "Any" and "Dark"
    /// appearances.
    case pair(light: RGBA, dark: RGBA)

    /// Parses `systemBlue`, `#RRGGBB`, `#RRGGBBAA` or a pair of hex values, `light/dark`.
    public init?(_ text: String) {
        if let c = SystemColor(rawValue: text) {
            self = .system(c)
        } else if let c = RGBA(hex: text) {
            self = .custom(c)
        } else {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let light = RGBA(hex: String(parts[0])), let dark = RGBA(hex: String(parts[1])) else { return nil }
            self = .pair(light: light, dark: dark)
        }
    }

    /// How to write one, for error messages.
    public static let forms = "#RRGGBB, #RRGGBBAA, a pair light/dark such as #5E2CA5/#9D6BE0, or a system color ("
        + SystemColor.allCases.map(\.rawValue).joined(separator: ", ") + ")"

    /// Why `text` is not a colour: a pair's part that is wrong is named.
    public static func refusal(_ text: String, what: String = "color") -> String {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 2 {
            return "\(what) '\(text)' has \(parts.count) parts: a pair is two, light/dark (such as #5E2CA5/#9D6BE0)"
        }
        if parts.count == 2 {
            let bad = parts.first { RGBA(hex: String($0)) == nil }.map(String.init) ?? ""
            return "\(what) '\(text)': '\(bad)' is not #RRGGBB or #RRGGBBAA (each part of a light/dark pair is a hex value)"
        }
        return "\(what) '\(text)' is not " + forms
    }

    public var description: String {
        switch self {
        case .system(let c): return c.rawValue
        case .custom(let c): return c.description
        case let .pair(light, dark): return "\(light.description)/\(dark.description)"
        }
    }

    /// The colour in an appearance, named by its token (the system name or hex).
    public func resolved(_ appearance: Appearance, increasedContrast: Bool = false, generation: DesignGeneration = .guidelines) -> ResolvedColor {
        switch self {
        case .system(let c): return c.resolved(appearance, increasedContrast: increasedContrast, generation: generation)
        case .custom(let c): return ResolvedColor(token: c.description, rgba: c)
        case let .pair(light, dark):
            let c = appearance == .light ? light : dark
            return ResolvedColor(token: c.description, rgba: c)
        }
    }

    private enum PairKeys: String, CodingKey, CaseIterable { case light, dark }

    /// A colour from its text, or a `{"light": …, "dark": …}` pair; an error lists the forms.
    public init(from decoder: Decoder) throws {
        if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil {
            let c = try decoder.strictContainer(keyedBy: PairKeys.self)
            func value(_ key: PairKeys) throws -> RGBA {
                let text = try c.decode(String.self, forKey: key)
                guard let rgba = RGBA(hex: text) else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "'\(text)' is not #RRGGBB or #RRGGBBAA")
                }
                return rgba
            }
            self = .pair(light: try value(.light), dark: try value(.dark))
            return
        }
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = ColorSet(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.refusal(text))
        }
        self = color
    }

    /// The text form, which the pair has too (`#5E2CA5/#9D6BE0`).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
