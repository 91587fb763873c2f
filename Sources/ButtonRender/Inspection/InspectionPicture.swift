import ButtonGeometry
import Inspect
import Raster
import Typography

/// What `inspect --expect --picture` draws: the screenshot and our render of the expected spec
/// side by side, an overlay of the two outlines on the screenshot, and their difference, with
/// the figures that differ listed under them in the renderer's fonts.
///
/// Guarantees: one picture pixel is one pixel of the screenshot (the picture's scale is the
/// image's), and every panel shows the same part of it: the measured shape (or, without one,
/// the switch's track or the label's ink) with a margin, laid on the measured backdrop where
/// the part runs past the image. Ours is drawn at our layout's own size, its shape's centre on
/// the measured shape's centre (to a whole pixel), so that the panels differ only where the
/// buttons do, not where the screenshot put its button. The same inputs give the same pixels.
package struct InspectionPicture {
    /// Our outline's color, drawn just inside our shape's edge.
    package static let oursColor = RGBA(0, 64, 255)
    /// The measured outline's color, drawn just outside the measured edge, so that two
    /// outlines in the same place both show.
    package static let yoursColor = RGBA(230, 0, 150)
    /// How wide each outline is, in pixels of the image: two, so that wherever the edge lies
    /// within a pixel one pixel of the line is wholly covered and shows its pure color.
    package static let outlinePixels = 2.0
    /// Around the outlines, in points.
    static let margin = 12.0
    /// Between panels and around the picture, in points.
    static let gap = 16.0
    /// The captions' and the list's type size, in points, and the height of each line.
    static let textSize = 13.0, lineHeight = 18.0
    static let textColor = ResolvedColor(token: "picture text", rgba: RGBA(60, 60, 67))
    static let frameColor = ResolvedColor(token: "panel frame", rgba: RGBA(199, 199, 204))

    /// The screenshot's part shown, in its pixels (may run past the image).
    package var part: PixelRect
    /// Where our render's top-left pixel lies in the part.
    package var oursOffset: (x: Int, y: Int)
    /// The scene: four panels in two rows, captions over them, the list under them.
    package var scene: DrawingScene

    /// Lays out the picture of `comparison`, the measurement of `image` (with `options`, as
    /// `ButtonInspection.compare` took them) against our render of `spec`.
    package init(
        image: Pixmap, comparison c: InspectionComparison, options: InspectionOptions, spec: ButtonSpec, renderer: Renderer
    ) throws {
        let s = options.scale
        var spec = spec
        spec.scale = s
        let layout = try renderer.layout(spec)
        let backdrop = c.image.backdrop
        var ours = try renderer.draw(layout, background: backdrop)
        if options.monochrome { ours = ours.luminanceGray() }

        // Each outline in the pixels of its own image.
        let origin = options.region ?? c.image.chosenRegion?.region
        let yours = Self.outline(measured: c.image, origin: origin)
        let oursOutline: Outline? = layout.shape.map { Outline(shape: Renderer.inset($0, by: 0), pixelBounds: $0.frame.points * s) }
            ?? Self.outline(measured: c.ours, origin: c.ours.chosenRegion?.region)
        let oursCanvas = Rect(x: 0, y: 0, width: Double(ours.width), height: Double(ours.height))
        let yoursBox = yours?.pixelBounds ?? Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        let oursBox = oursOutline?.pixelBounds ?? oursCanvas
        let dx = Int((yoursBox.midX - oursBox.midX).rounded()), dy = Int((yoursBox.midY - oursBox.midY).rounded())

        // The part: both outlines, moved into place, and a margin, on whole pixels.
        let m = (Self.margin * s).rounded()
        let moved = oursBox.offsetBy(Double(dx), Double(dy))
        let x0 = Int((min(yoursBox.x, moved.x) - m).rounded(.down)), y0 = Int((min(yoursBox.y, moved.y) - m).rounded(.down))
        let x1 = Int((max(yoursBox.maxX, moved.maxX) + m).rounded(.up)), y1 = Int((max(yoursBox.maxY, moved.maxY) + m).rounded(.up))
        part = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        oursOffset = (dx - x0, dy - y0)
        try Renderer.checkMemory(width: part.width, height: part.height)

        var yoursPanel = try Pixmap(width: part.width, height: part.height, fill: backdrop)
        yoursPanel.draw(image, atX: -x0, y: -y0)
        var oursPanel = try Pixmap(width: part.width, height: part.height, fill: backdrop)
        oursPanel.draw(ours, atX: oursOffset.x, y: oursOffset.y)
        let tolerance = Int(c.tolerances.colorLevels)
        let difference = ImageComparison.compare(
            expected: oursPanel, actual: yoursPanel, options: .init(maxChannelDelta: tolerance)).diff ?? yoursPanel

        // The outlines, in points of the part.
        let w = Self.outlinePixels / s
        func inPart(_ o: Outline, dx: Int, dy: Int) -> SceneShape {
            o.shape.moved(by: Double(dx - x0) / s, Double(dy - y0) / s)
        }
        var overlay: [SceneItem] = []
        if let yours {
            let edge = inPart(yours, dx: 0, dy: 0)
            overlay.append(.fill(SceneFill(.band(outer: edge.grown(by: w), inner: edge), .solid(ResolvedColor(token: "yours", rgba: Self.yoursColor)))))
        }
        if let oursOutline {
            let edge = inPart(oursOutline, dx: dx, dy: dy)
            overlay.append(.fill(SceneFill(.band(outer: edge, inner: edge.grown(by: -w)), .solid(ResolvedColor(token: "ours", rgba: Self.oursColor)))))
        }

        // Two rows of two panels, each with its caption above; then the list. A column is as
        // wide as its panel or its caption, whichever is wider.
        let g = (Self.gap * s).rounded(), caption = (Self.lineHeight * s).rounded()
        let pw = Double(part.width), ph = Double(part.height)
        let panels: [(String, Pixmap, [SceneItem])] = [
            ("yours", yoursPanel, []),
            ("ours", oursPanel, []),
            ("outlines", Self.faded(yoursPanel), overlay),
            ("difference", difference, []),
        ]
        func shaped(_ text: String) throws -> ShapedLine { try renderer.measurer.shape(text, font: FontRequest(size: Self.textSize)) }
        let captions = try panels.map { try shaped($0.0) }
        let column = max(pw, (captions.map(\.width).max() ?? 0) * s)
        let columns = [g, g + column + g], rows = [g + caption, g + caption + ph + g + caption]
        var items: [SceneItem] = []
        for (i, panel) in panels.enumerated() {
            let x = columns[i % 2], y = rows[i / 2]
            items.append(.fill(SceneFill(.rect(Rect(x: (x - 1) / s, y: (y - 1) / s, width: (pw + 2) / s, height: (ph + 2) / s)), .solid(Self.frameColor))))
            var placed = DrawingScene(pixelWidth: part.width, pixelHeight: part.height, scale: s, background: .clear, items: panel.2)
            placed.backdropImage = panel.1
            items.append(.placed(placed, at: Point(x / s, y / s)))
            items.append(.glyphs(GlyphRun(
                text: panel.0, line: captions[i], origin: Point(x / s, (y - caption * 0.3) / s), color: Self.textColor, compositing: .oneOutline)))
        }
        var widest = columns[1] + column + g
        var baseline = (rows[1] + ph + g) / s + Self.textSize
        for (line, color) in Self.listed(c, tolerance: tolerance) {
            let run = try shaped(line)
            widest = max(widest, g + run.width * s + g)
            items.append(.glyphs(GlyphRun(text: line, line: run, origin: Point(g / s, baseline), color: color, compositing: .oneOutline)))
            baseline += Self.lineHeight
        }
        scene = DrawingScene(
            pixelWidth: Int(widest.rounded(.up)), pixelHeight: Int(((baseline - Self.lineHeight) * s + g).rounded(.up)), scale: s,
            background: RGBA(255, 255, 255), title: "inspect --expect: yours beside ours", items: items)
    }

    /// The lines under the panels: what the panels and the outlines' colors mean, then each
    /// figure that differs with both values, or that all agree.
    static func listed(_ c: InspectionComparison, tolerance: Int) -> [(String, ResolvedColor)] {
        var lines: [(String, ResolvedColor)] = [
            ("ours: the expected spec's outline, drawn inside its edge", ResolvedColor(token: "ours", rgba: oursColor)),
            ("yours: the outline measured in the screenshot, drawn outside its edge", ResolvedColor(token: "yours", rgba: yoursColor)),
            ("difference: red where a channel differs by more than \(tolerance) levels", textColor),
        ]
        let differing = c.figures.filter { $0.verdict == .differs }
        guard !differing.isEmpty else {
            lines.append(("every figure agrees within the tolerances", textColor))
            return lines
        }
        lines.append(("\(differing.count) figure\(differing.count == 1 ? "" : "s") outside the tolerances:", textColor))
        for f in differing {
            // Corner pixels has no value of its own on either side, only their difference.
            if f.figure == "corner pixels", let d = f.difference, let t = f.tolerance {
                lines.append(("corner pixels: \(Int(d))/255 of a pixel's coverage apart at worst, tolerance \(Int(t))/255", textColor))
                continue
            }
            let tolerance = f.tolerance.map { ", tolerance \($0.decimalText(places: 2))" } ?? ""
            lines.append(("\(f.figure): yours \(f.image), ours \(f.ours)\(tolerance)", textColor))
        }
        return lines
    }

    /// An outline found by measuring: the shape, else a switch's track, else the label's ink;
    /// in pixels of the whole image.
    private static func outline(measured m: Inspection, origin: PixelRegion?) -> Outline? {
        let ox = Double(origin?.x ?? 0), oy = Double(origin?.y ?? 0), s = m.scale
        if let shape = m.shape {
            let r = shape.frame.pixels.offsetBy(ox, oy)
            let points = r * (1 / s)
            let outline: SceneShape
            if shape.isCapsule {
                outline = shape.capsuleEnd?.curve == .continuous ? .continuousCapsule(points) : .capsule(points)
            } else {
                outline = .roundedRect(points, radius: shape.radius, curve: shape.betterCurve)
            }
            return Outline(shape: outline, pixelBounds: r)
        }
        if let track = m.switchControl?.track {
            let r = track.pixels.offsetBy(ox, oy)
            return Outline(shape: .capsule(r * (1 / s)), pixelBounds: r)
        }
        if let ink = m.label?.ink {
            let r = ink.pixels.offsetBy(ox, oy)
            return Outline(shape: .rect(r * (1 / s)), pixelBounds: r)
        }
        return nil
    }

    /// The screenshot under the outlines: gray at two fifths of its contrast, so that the
    /// outlines' colors stand out on any button.
    static func faded(_ image: Pixmap) -> Pixmap {
        var out = image
        out.withUnsafeMutablePixels { pixels in
            for i in pixels.indices {
                let p = PremultipliedColor(packed: pixels[i]).straight
                let luma = 0.299 * Double(p.red) + 0.587 * Double(p.green) + 0.114 * Double(p.blue)
                let g = UInt8((255 - (255 - luma) * 0.4).rounded())
                pixels[i] = RGBA(g, g, g).premultiplied.packed
            }
        }
        return out
    }
}

/// One outline: its shape in points of the image it belongs to, and its bounds in that
/// image's pixels.
private struct Outline {
    var shape: SceneShape
    var pixelBounds: Rect
}

extension SceneShape {
    /// The same shape moved by `dx`, `dy` points.
    fileprivate func moved(by dx: Double, _ dy: Double) -> SceneShape {
        switch self {
        case .rect(let r): return .rect(r.offsetBy(dx, dy))
        case .roundedRect(let r, let radius, let curve): return .roundedRect(r.offsetBy(dx, dy), radius: radius, curve: curve)
        case .capsule(let r): return .capsule(r.offsetBy(dx, dy))
        case .continuousCapsule(let r): return .continuousCapsule(r.offsetBy(dx, dy))
        case .ellipse(let r): return .ellipse(r.offsetBy(dx, dy))
        case .path(let p): return .path(p.applying(.translation(dx, dy)))
        case .band(let outer, let inner): return .band(outer: outer.moved(by: dx, dy), inner: inner.moved(by: dx, dy))
        }
    }

    /// The shape grown by `d` points on every side (shrunk for a negative `d`), its corners
    /// keeping their centres, as a border's outline is.
    fileprivate func grown(by d: Double) -> SceneShape {
        switch self {
        case .rect(let r): return .rect(r.insetBy(-d))
        case .roundedRect(let r, let radius, let curve): return .roundedRect(r.insetBy(-d), radius: max(0, radius + d), curve: curve)
        case .capsule(let r): return .capsule(r.insetBy(-d))
        case .continuousCapsule(let r): return .continuousCapsule(r.insetBy(-d))
        case .ellipse(let r): return .ellipse(r.insetBy(-d))
        case .path, .band: return self
        }
    }
}
