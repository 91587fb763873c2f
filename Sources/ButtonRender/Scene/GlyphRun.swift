import ButtonGeometry
import Raster
import Typography

/// A line of shaped glyphs, drawn as their outlines: a title, a subtitle, a symbol, a label.
public struct GlyphRun: Sendable {
    /// The text the glyphs spell (a symbol's name for a symbol), for a reader.
    public var text: String
    /// The shaped glyphs, their fonts and pen positions.
    package var line: ShapedLine
    /// Where the pen starts: the line's left end on its baseline, in points.
    public var origin: Point
    /// The glyphs' colour.
    public var color: ResolvedColor
    /// Whether the glyphs are laid down one by one or as one outline.
    public var compositing: Compositing

    /// How a run's glyphs meet the canvas. They differ where glyphs overlap (a tight kerning
    /// pair, a combining mark): laid down one by one, a translucent colour covers the overlap
    /// twice; as one outline, once. The coverage of each pixel is exact either way, summed
    /// in a different order, so the two may differ by one level in a few edge pixels.
    public enum Compositing: Hashable, Sendable {
        /// Each glyph's area mask laid on the canvas in turn: a button's text and symbol.
        case eachGlyph
        /// The run's outlines filled at once: a sheet's labels.
        case oneOutline
    }

    /// A run of `line` (spelling `text`) from `origin`, in `color`, composited as `compositing`.
    package init(text: String, line: ShapedLine, origin: Point, color: ResolvedColor, compositing: Compositing = .eachGlyph) {
        self.text = text
        self.line = line
        self.origin = origin
        self.color = color
        self.compositing = compositing
    }

    /// Each glyph's outline in points, y down: font units scaled to the glyph's size, its pen
    /// at the run's origin plus its advance. What a backend fills.
    public var outlines: [BezierPath] {
        line.glyphs.map { glyph in
            let unit = glyph.size / glyph.font.unitsPerEm
            return glyph.font.glyph(glyph.index).outline.applying(
                Transform(a: unit, b: 0, c: 0, d: -unit, tx: origin.x + glyph.x, ty: origin.y))
        }
    }
}
