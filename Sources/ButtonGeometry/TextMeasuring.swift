/// A font weight, as the guidelines name them.
public enum FontWeight: String, Codable, CaseIterable, Sendable, StrictStringEnum {
    /// The four weights buttons use (semibold for primary and large labels).
    case regular, medium, semibold, bold

    /// The weight the system draws when Bold Text is on: two steps heavier on SF's weight scale
    /// (ultralight, thin, light, regular, medium, semibold, bold, heavy, black), as Core Text's
    /// `CTFontGetAccessibilityBoldWeightOfWeight` maps the system font's weights (R: the
    /// Accessibility article gives the sources). Heavy and black have no font here, so semibold
    /// and bold both become bold, the heaviest weight that ships in `Fonts/`.
    package var withBoldText: FontWeight {
        switch self {
        case .regular: return .semibold
        case .medium, .semibold, .bold: return .bold
        }
    }
}

/// What the layout asks a text measurer for: a size, a weight, and whether the text is a
/// symbol name (drawn from the symbol font) or text.
public struct FontRequest: Hashable, Codable, Sendable {
    /// Text is shaped from the text fonts; a symbol is looked up by name in the symbol font.
    public enum Kind: String, Codable, Sendable {
        /// Text, shaped from the text fonts.
        case text
        /// A symbol name, looked up in the symbol font.
        case symbol
    }

    /// The point size asked for.
    public var size: Double
    /// The weight asked for.
    public var weight: FontWeight
    /// Extra space after each character, in points (SF Pro's tracking table).
    public var tracking: Double
    /// Whether the request is for text or a symbol.
    public var kind: Kind

    /// A request for text or a symbol at a size, weight and tracking.
    public init(size: Double, weight: FontWeight = .regular, tracking: Double = 0, kind: Kind = .text) {
        self.size = size
        self.weight = weight
        self.tracking = tracking
        self.kind = kind
    }
}

/// One line of text as measured, in points.
public struct LineMeasurement: Hashable, Sendable {
    /// The advance width, kerning and tracking included.
    public var width: Double
    /// The font's ascender and descender (positive), which place the baseline in a line box.
    public var ascent: Double
    /// The font's descender below the baseline, positive.
    public var descent: Double
    /// The font family that drew most of the line, for reports.
    public var family: String
    /// The weight that drew it, when the fonts lack the one asked for; nil when it was drawn
    /// as asked. The layout reports this, never a weight that was not drawn.
    public var drawnWeight: FontWeight?

    /// A measurement from its width, the font's vertical metrics, its family and the weight drawn.
    public init(width: Double, ascent: Double, descent: Double, family: String, drawnWeight: FontWeight? = nil) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.family = family
        self.drawnWeight = drawnWeight
    }
}

/// Measures single lines of text. The geometry core knows nothing of fonts: `ButtonRender`
/// adapts `Typography` to this, and tests use fixed-advance stand-ins.
public protocol TextMeasuring: Sendable {
    /// The width and vertical metrics of `text` on one line. Throws when the text cannot be
    /// drawn (a character no font has, an unknown symbol name).
    func measure(_ text: String, font: FontRequest) throws -> LineMeasurement
}
