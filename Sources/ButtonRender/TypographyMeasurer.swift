import ButtonGeometry
import Typography

/// `Typography` as the geometry core's `TextMeasuring`: frames fit the real text.
public struct TypographyMeasurer: TextMeasuring {
    /// The fonts text is measured and drawn with.
    public let chain: FontChain

    /// A measurer over a font chain.
    public init(chain: FontChain) { self.chain = chain }

    /// The width and vertical metrics of one line of text (or a symbol) as it would be drawn.
    public func measure(_ text: String, font: FontRequest) throws -> LineMeasurement {
        let line = try shape(text, font: font)
        let drawn = Self.fontWeight(line.weight)
        return LineMeasurement(
            width: line.width, ascent: line.ascent, descent: line.descent, family: line.family,
            drawnWeight: font.kind == .text && drawn != font.weight ? drawn : nil)
    }

    func shape(_ text: String, font: FontRequest) throws(TypographyError) -> ShapedLine {
        switch font.kind {
        case .symbol: return try chain.shapeSymbol(text, size: font.size)
        case .text: return try chain.shape(text, size: font.size, weight: Self.weight(font.weight), tracking: font.tracking)
        }
    }

    static func fontWeight(_ w: FontChain.Weight) -> FontWeight {
        switch w {
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        }
    }

    static func weight(_ w: FontWeight) -> FontChain.Weight {
        switch w {
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        }
    }
}
