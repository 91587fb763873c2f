import ButtonGeometry
import Raster

extension SheetLayout {
    /// The sheet's scene: each panel's background, its buttons (each on its own canvas, as
    /// `Renderer.scene(_:background:)` draws it), crisp annotation lines, then the labels.
    public func scene(with renderer: Renderer) throws -> DrawingScene {
        let s = scale
        var items: [SceneItem] = []
        for panel in panels {
            items.append(.fill(SceneFill(.rect(panel.frame), .solid(panel.background))))
            for cell in panel.cells {
                // On whole pixels, where the button's own canvas lands.
                let origin = Point((cell.origin.x * s).rounded() / s, (cell.origin.y * s).rounded() / s)
                items.append(.placed(try renderer.scene(cell.layout), at: origin))
            }
            for mark in panel.marks { items += Self.items(mark, scale: s) }
            for label in panel.labels {
                let line = try renderer.measurer.shape(label.text, font: label.font)
                items.append(.glyphs(GlyphRun(text: label.text, line: line, origin: Point(label.x, label.baseline), color: label.color, compositing: .oneOutline)))
            }
        }
        return DrawingScene(
            pixelWidth: Int((width * s).rounded(.up)), pixelHeight: Int((height * s).rounded(.up)), scale: s,
            background: .clear, items: items)
    }

    /// Draws the sheet: its scene, rasterized.
    public func draw(with renderer: Renderer) throws -> Pixmap {
        try scene(with: renderer).rasterized()
    }

    /// A mark's fills: lines one pixel wide on whole pixels, so that they stay sharp at every
    /// scale; a diagonal leader as a thin quad one pixel wide.
    private static func items(_ mark: Mark, scale s: Double) -> [SceneItem] {
        func px(_ v: Double) -> Double { (v * s).rounded(.down) }
        func segment(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ c: ResolvedColor, _ dashed: Bool) -> [SceneItem] {
            if y0 == y1 || x0 == x1 {
                let horizontal = y0 == y1
                let start = horizontal ? px(min(x0, x1)) : px(min(y0, y1))
                let end = horizontal ? px(max(x0, x1)) + 1 : px(max(y0, y1)) + 1
                let fixed = horizontal ? px(y0) : px(x0)
                let step = dashed ? 7.0 : end - start
                var items: [SceneItem] = []
                var a = start
                while a < end {
                    let b = min(end, a + (dashed ? 4 : step))
                    let r = horizontal ? Rect(x: a, y: fixed, width: b - a, height: 1) : Rect(x: fixed, y: a, width: 1, height: b - a)
                    items.append(.fill(SceneFill(.rect(Rect(x: r.x / s, y: r.y / s, width: r.width / s, height: r.height / s)), .solid(c))))
                    a += step
                }
                return items
            }
            let (ax, ay, bx, by) = (x0 * s, y0 * s, x1 * s, y1 * s)
            let len = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
            guard len > 0 else { return [] }
            let nx = -(by - ay) / len * 0.5 / s, ny = (bx - ax) / len * 0.5 / s
            var p = BezierPath()
            p.move(to: Point(x0 + nx, y0 + ny)); p.line(to: Point(x1 + nx, y1 + ny))
            p.line(to: Point(x1 - nx, y1 - ny)); p.line(to: Point(x0 - nx, y0 - ny)); p.close()
            return [.fill(SceneFill(.path(p), .solid(c)))]
        }
        switch mark {
        case let .line(x0, y0, x1, y1, c, dashed): return segment(x0, y0, x1, y1, c, dashed)
        case let .disc(center, radius, c):
            return [.fill(SceneFill(.ellipse(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)), .solid(c)))]
        case let .outline(r, c, dashed):
            let right = r.maxX - 1 / s, bottom = r.maxY - 1 / s
            return segment(r.x, r.y, right, r.y, c, dashed) + segment(r.x, bottom, right, bottom, c, dashed)
                + segment(r.x, r.y, r.x, bottom, c, dashed) + segment(right, r.y, right, bottom, c, dashed)
        }
    }
}
