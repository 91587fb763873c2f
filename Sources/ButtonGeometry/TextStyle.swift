/// A Dynamic Type text style at the default (Large) size: size and leading (A: the HIG's Typography tables).
package struct TextStyle: Hashable, Codable, Sendable {
    /// The style's name as the guidelines give it (body, callout, ...).
    package var name: String
    /// The point size at the default Dynamic Type size.
    package var size: Double
    /// The line height (leading) at that size, in points.
    package var lineHeight: Double

    /// SF Pro's cap height per em (SF Pro Text, 0.705): what a stand-in font is sized to match,
    /// and where a label's capitals reach above its baseline.
    package static let sfProCapHeightPerEm = 0.705

    /// Body: 17 pt on 22, the large button's title.
    package static let body = TextStyle(name: "body", size: 17, lineHeight: 22)
    /// Callout: 16 pt on 21.
    package static let callout = TextStyle(name: "callout", size: 16, lineHeight: 21)
    /// Subheadline: 15 pt on 20, the medium and small buttons' title.
    package static let subheadline = TextStyle(name: "subheadline", size: 15, lineHeight: 20)
    /// Footnote: 13 pt on 18.
    package static let footnote = TextStyle(name: "footnote", size: 13, lineHeight: 18)
    /// Caption 1: 12 pt on 16.
    package static let caption1 = TextStyle(name: "caption1", size: 12, lineHeight: 16)
    /// Caption 2: 11 pt on 13.
    package static let caption2 = TextStyle(name: "caption2", size: 11, lineHeight: 13)

    /// The next style down, for subtitles ("a smaller text size than the label": 17 -> 15, 15 -> 13).
    package var smaller: TextStyle {
        switch size {
        case 17...: return .subheadline
        case 15..<17: return .footnote
        case 13..<15: return .caption1
        default: return .caption2
        }
    }

    /// The style scaled for a content size category.
    package func scaled(_ category: DynamicTypeCategory) -> TextStyle {
        let f = category.scaleFactor
        return TextStyle(name: name, size: (size * f * 2).rounded() / 2, lineHeight: (lineHeight * f).rounded())
    }

    /// SF Pro tracking in points at a size (A-derived: Apple's tracking table as public tools copy it), linear between rows.
    package static func tracking(forSize size: Double) -> Double {
        let table: [(Double, Double)] = [
            (11, 0.066), (12, 0), (13, -0.078), (15, -0.24), (16, -0.32), (17, -0.44), (20, -0.46), (22, -0.26),
            (28, 0.39), (34, 0.41),
        ]
        if size <= table[0].0 { return table[0].1 }
        for i in 1..<table.count where size <= table[i].0 {
            let (s0, t0) = table[i - 1], (s1, t1) = table[i]
            return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
        }
        return table[table.count - 1].1
    }
}
