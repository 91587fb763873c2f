import ButtonGeometry
import Raster

extension DrawingScene {
    /// The scene's pixels: a canvas of `pixelWidth` x `pixelHeight` on `background`, every
    /// item drawn with exact-area coverage, source-over. Throws `RasterError.outOfMemory`
    /// when the system cannot give the memory the canvas and its encoding take.
    public func rasterized() throws -> Pixmap {
        try Renderer.checkMemory(width: pixelWidth, height: pixelHeight)
        var image = try Pixmap(width: pixelWidth, height: pixelHeight, fill: background)
        if let backdrop = backdropImage {
            let origin = backdropImageOrigin(backdrop)
            image.draw(backdrop, atX: origin.x, y: origin.y)
        }
        try draw(items, into: &image)
        return image
    }

    private func draw(_ items: [SceneItem], into image: inout Pixmap) throws {
        let s = scale
        // Made on first use: a plain button (shape on the fast path, text from glyph masks) needs none.
        var raster = CanvasRasterizer(width: image.width, height: image.height)
        for item in items {
            switch item {
            case .fill(let fill):
                draw(fill, into: &image, raster: &raster)
            case .shadow(let shadow):
                let path = shadow.shape.path(scale: s).applying(.translation(shadow.offset.x * s, shadow.offset.y * s))
                image.drawBlurredShadow(
                    of: path, color: shadow.color.rgba, radius: shadow.boxRadius(scale: s), passes: 3, clippedTo: shadow.clip?.path(scale: s))
            case .glass(let glass):
                image.filterBackdrop(inside: glass.shape.path(scale: s), radius: glass.boxRadius(scale: s), passes: 3, matrix: glass.matrix)
            case .glyphs(let run):
                let origin = Point(run.origin.x * s, run.origin.y * s)
                switch run.compositing {
                case .eachGlyph:
                    // Each glyph's mask, placed on its whole pixel with its fraction inside:
                    // the outlines' coverage, without a rasterizer of the canvas's size.
                    image.fill(run.line.masks(origin: origin, scale: s), with: run.color.rgba)
                case .oneOutline:
                    raster.with { $0.fill(run.line.path(origin: origin, scale: s), with: run.color.rgba, into: &image) }
                }
            case .group(let group):
                var layer = try Pixmap(width: image.width, height: image.height)
                try draw(group.items, into: &layer)
                image.draw(layer, atX: 0, y: 0, opacity: group.alpha)
            case .placed(let scene, let origin):
                image.draw(try scene.rasterized(), atX: Int((origin.x * s).rounded()), y: Int((origin.y * s).rounded()))
            }
        }
    }

    private func draw(_ fill: SceneFill, into image: inout Pixmap, raster: inout CanvasRasterizer) {
        let s = scale
        let t = fill.transform
        let transform = Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx * s, ty: t.ty * s)
        switch fill.paint {
        case .solid(let color):
            // Rounded rectangles and capsules in place take the exact fast path (one corner
            // rasterized, mirrored to the others, on whole pixels; the general path otherwise).
            switch (fill.shape, t == .identity) {
            case (.roundedRect(let r, let radius, let curve), true):
                image.fillRoundedRect(r * s, radius: radius * s, curve: curve, with: color.rgba)
            case (.capsule(let r), true):
                let r = r * s
                image.fillRoundedRect(r, radius: min(r.width, r.height) / 2, curve: .circular, with: color.rgba)
            default:
                raster.with { $0.fill(fill.shape.path(scale: s), with: color.rgba, transform: transform, into: &image) }
            }
        case let .verticalGradient(top, from, bottom, to):
            let path = fill.shape.path(scale: s).applying(transform)
            raster.with { $0.fill(path, verticalGradientFrom: top.rgba, at: from * s, to: bottom.rgba, at: to * s, into: &image) }
        }
    }
}

/// A rasterizer of the canvas's size, allocated (and its cells zeroed) on first use.
struct CanvasRasterizer {
    let width: Int
    let height: Int
    private var rasterizer: Rasterizer?

    init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

    /// Runs `body` with the rasterizer, made now if this is its first use.
    mutating func with<R>(_ body: (inout Rasterizer) throws -> R) rethrows -> R {
        var r = rasterizer ?? Rasterizer(width: width, height: height)
        rasterizer = nil  // the cell buffer stays uniquely referenced while `body` writes it
        defer { rasterizer = r }
        return try body(&r)
    }
}
