/// Measured lines of one text, before placement.
struct TextBlock {
    var lines: [(String, LineMeasurement)]
    var font: FontSpec
    var truncated: Bool

    var width: Double { lines.map(\.1.width).max() ?? 0 }
    var height: Double { Double(lines.count) * font.lineHeight }

    /// Lines centred in `rect`, each baseline placed in its line box as UIKit does: the font's
    /// ascent-plus-descent box centred in the line height.
    func placed(in rect: Rect, color: ResolvedColor, scale: Double) -> TextLayout {
        var out: [TextLine] = []
        for (i, (text, m)) in lines.enumerated() {
            let top = rect.y + Double(i) * font.lineHeight
            let baseline = top + (font.lineHeight - (m.ascent + m.descent)) / 2 + m.ascent
            out.append(TextLine(text: text, x: rect.midX - m.width / 2, baseline: baseline, width: m.width))
        }
        return TextLayout(
            text: lines.map(\.0).joined(separator: "\n"), lines: out, frame: Frame(rect, scale: scale),
            font: font, color: color, truncated: truncated)
    }
}
