/// A font weight, as the guidelines name them.
public enum FontWeight: String, Codable, CaseIterable, Sendable {
    case regular, medium, semibold, bold
}

/// What the layout asks a text measurer for: a size, a weight, and whether the text is a
/// symbol name (drawn from the symbol font) or text.
public struct FontRequest: Hashable, Codable, Sendable {
    /// Text is shaped from the text fonts; a symbol is looked up by name in the symbol font.
    public enum Kind: String, Codable, Sendable { case text, symbol }

    public var size: Double
    public var weight: FontWeight
    /// Extra space after each character, in points (SF Pro's tracking table).
    public var tracking: Double
    public var kind: Kind

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
    public var descent: Double
    /// The font family that drew most of the line, for reports.
    public var family: String
    /// The weight that drew it, when the fonts lack the one asked for; nil when it was drawn
    /// as asked. The layout reports this, never a weight that was not drawn.
    public var drawnWeight: FontWeight?

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
