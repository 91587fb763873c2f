/// A Dynamic Type text style at the default (Large) size: size and leading (`TypographyTable`).
package struct TextStyleMetrics: Hashable, Codable, Sendable {
    /// The style's name as the guidelines give it (body, callout, ...).
    package var name: String
    /// The point size at the default Dynamic Type size.
    package var size: Double
    /// The line height (leading) at that size, in points.
    package var lineHeight: Double

    /// SF Pro's cap height per em (the typography table's).
    package static let sfProCapHeightPerEm = TypographyTable.guidelines.sfProCapHeightPerEm.value

    /// Body: 17 pt on 22, the large button's title.
    package static let body = TypographyTable.guidelines.body.value
    /// Callout: 16 pt on 21.
    package static let callout = TypographyTable.guidelines.callout.value
    /// Subheadline: 15 pt on 20, the medium and small buttons' title.
    package static let subheadline = TypographyTable.guidelines.subheadline.value
    /// Footnote: 13 pt on 18.
    package static let footnote = TypographyTable.guidelines.footnote.value
    /// Caption 1: 12 pt on 16.
    package static let caption1 = TypographyTable.guidelines.caption1.value
    /// Caption 2: 11 pt on 13.
    package static let caption2 = TypographyTable.guidelines.caption2.value

    /// The next style down, for subtitles ("a smaller text size than the label": 17 -> 15, 15 -> 13).
    package var smaller: TextStyleMetrics {
        switch size {
        case 17...: return .subheadline
        case 15..<17: return .footnote
        case 13..<15: return .caption1
        default: return .caption2
        }
    }

    /// The style scaled for a content size category.
    package func scaled(_ category: DynamicTypeCategory) -> TextStyleMetrics {
        let f = category.scaleFactor
        return TextStyleMetrics(name: name, size: (size * f * 2).rounded() / 2, lineHeight: (lineHeight * f).rounded())
    }

    /// SF Pro tracking in points at a size (the typography table's), linear between rows.
    package static func tracking(forSize size: Double) -> Double {
        TypographyTable.guidelines.tracking.value.tracking(at: size)
    }
}
