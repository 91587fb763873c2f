/// Measured lines of one text, before placement.
struct TextBlock {
    var lines: [(String, LineMeasurement)]
    var font: FontSpec
    var truncated: Bool

    var width: Double { lines.map(\.1.width).max() ?? 0 }
    var height: Double { Double(lines.count) * font.lineHeight }

    /// Where each line sits across its block.
    enum Alignment { case left, center, right }

    /// Lines in `rect`, centred unless `alignment` says otherwise, each baseline placed in its
    /// line box as UIKit does: the font's ascent-plus-descent box centred in the line height.
    func placed(in rect: Rect, alignment: Alignment = .center, color: ResolvedColor, scale: Double) -> TextLayout {
        var out: [TextLine] = []
        for (i, (text, m)) in lines.enumerated() {
            let top = rect.y + Double(i) * font.lineHeight
            let baseline = top + (font.lineHeight - (m.ascent + m.descent)) / 2 + m.ascent
            let x: Double
            switch alignment {
            case .left: x = rect.x
            case .center: x = rect.midX - m.width / 2
            case .right: x = rect.maxX - m.width
            }
            out.append(TextLine(text: text, x: x, baseline: baseline, width: m.width))
        }
        return TextLayout(
            text: lines.map(\.0).joined(separator: "\n"), lines: out, frame: Frame(rect, scale: scale),
            font: font, color: color, truncated: truncated)
    }
}
