import ButtonGeometry
import Raster

extension SheetLayout {
    /// Draws the sheet: backgrounds, buttons, labels and crisp annotation lines.
    public func draw(with renderer: Renderer) throws -> Pixmap {
        let s = scale
        let pixelWidth = Int((width * s).rounded(.up)), pixelHeight = Int((height * s).rounded(.up))
        try Renderer.checkMemory(width: pixelWidth, height: pixelHeight)
        var image = try Pixmap(width: pixelWidth, height: pixelHeight)
        var raster = Rasterizer(width: image.width, height: image.height)
        for panel in panels {
            let f = panel.frame
            raster.fill(Shapes.rect(f * s), with: panel.background.rgba, into: &image)
            for cell in panel.cells {
                let button = try renderer.draw(cell.layout)
                image.draw(button, atX: Int((cell.origin.x * s).rounded()), y: Int((cell.origin.y * s).rounded()))
            }
            for mark in panel.marks { draw(mark, into: &image, raster: &raster) }
            for label in panel.labels {
                let shaped = try renderer.measurer.shape(label.text, font: label.font)
                raster.fill(shaped.path(origin: Point(label.x * s, label.baseline * s), scale: s), with: label.color.rgba, into: &image)
            }
        }
        return image
    }

    /// Lines one pixel wide, on whole pixels, so they stay sharp at every scale.
    private func draw(_ mark: Mark, into image: inout Pixmap, raster: inout Rasterizer) {
        let s = scale
        func px(_ v: Double) -> Double { (v * s).rounded(.down) }
        func segment(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ c: ResolvedColor, _ dashed: Bool) {
            if y0 == y1 || x0 == x1 {
                let horizontal = y0 == y1
                let start = horizontal ? px(min(x0, x1)) : px(min(y0, y1))
                let end = horizontal ? px(max(x0, x1)) + 1 : px(max(y0, y1)) + 1
                let fixed = horizontal ? px(y0) : px(x0)
                let step = dashed ? 7.0 : end - start
                var a = start
                while a < end {
                    let b = min(end, a + (dashed ? 4 : step))
                    let r = horizontal ? Rect(x: a, y: fixed, width: b - a, height: 1) : Rect(x: fixed, y: a, width: 1, height: b - a)
                    raster.fill(Shapes.rect(r), with: c.rgba, into: &image)
                    a += step
                }
            } else {
                // A diagonal leader: a thin antialiased quad one pixel wide.
                let (ax, ay, bx, by) = (x0 * s, y0 * s, x1 * s, y1 * s)
                let len = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
                guard len > 0 else { return }
                let nx = -(by - ay) / len * 0.5, ny = (bx - ax) / len * 0.5
                var p = BezierPath()
                p.move(to: Point(ax + nx, ay + ny)); p.line(to: Point(bx + nx, by + ny))
                p.line(to: Point(bx - nx, by - ny)); p.line(to: Point(ax - nx, ay - ny)); p.close()
                raster.fill(p, with: c.rgba, into: &image)
            }
        }
        switch mark {
        case let .line(x0, y0, x1, y1, c, dashed): segment(x0, y0, x1, y1, c, dashed)
        case let .disc(center, radius, c):
            raster.fill(Shapes.circle(center: center * s, radius: radius * s), with: c.rgba, into: &image)
        case let .outline(r, c, dashed):
            let right = r.maxX - 1 / s, bottom = r.maxY - 1 / s
            segment(r.x, r.y, right, r.y, c, dashed)
            segment(r.x, bottom, right, bottom, c, dashed)
            segment(r.x, r.y, r.x, bottom, c, dashed)
            segment(right, r.y, right, bottom, c, dashed)
        }
    }

}
