import ButtonGeometry
import Raster
import Typography

/// Draws a `ButtonLayout` into an `Pixmap`: shadow, focus ring, shape, border, symbol or
/// spinner, title, subtitle, and a companion button when there is one.
public struct Renderer: Sendable {
    /// Measures and shapes text with the renderer's fonts.
    public let measurer: TypographyMeasurer

    /// A renderer drawing with a font chain of your own.
    public init(chain: FontChain) { measurer = TypographyMeasurer(chain: chain) }

    /// A renderer with the bundled fonts, with `font` as the primary font, or with the SF Pro
    /// files in `fontDirectory` (`FontLibrary.chain(sfProFolder:)`).
    public init(font: String? = nil, fontDirectory: String? = nil) throws(TypographyError) {
        if let fontDirectory {
            self.init(chain: try FontLibrary.chain(sfProFolder: fontDirectory))
        } else {
            self.init(chain: font == nil ? try FontLibrary.shared() : try FontLibrary.chain(primaryFont: font))
        }
    }

    /// The layout of `spec`, measured with this renderer's fonts.
    public func layout(_ spec: ButtonSpec) throws -> ButtonLayout {
        try ButtonLayout.make(for: spec, measurer: measurer)
    }

    /// Lays out and draws `spec` on `background`; by default the platform's own backdrop
    /// (`Backdrop`), as the command line and the goldens draw it.
    public func render(_ spec: ButtonSpec, background: RGBA? = nil) throws -> (image: Pixmap, layout: ButtonLayout) {
        let layout = try layout(spec)
        return (try draw(layout, background: background), layout)
    }

    /// The memory asked for before a canvas is drawn, per byte of the canvas: encoding holds the
    /// canvas, its filtered rows (as large) and room for the compressed file (a quarter of
    /// them), 2.25x; drawing holds less (the canvas and a shadow's masks). The rest is margin
    /// for what the process allocates meanwhile.
    package static let memoryPerCanvasByte = 2.5
    /// Margin that does not grow with the canvas: glyph outlines, the layout, the file's name.
    package static let memoryMargin = 16 * 1_048_576

    /// Throws `RasterError.outOfMemory` unless the system can give what drawing and encoding a
    /// canvas of `width` x `height` px take (`memoryPerCanvasByte`): asked before the first
    /// pixel, so that no buffer made later for the same canvas stops the process.
    package static func checkMemory(width: Int, height: Int) throws(RasterError) {
        try Pixmap.validate(width: width, height: height)
        try Allocation.check(bytes: Int(memoryPerCanvasByte * Double(width * height * 4)) + memoryMargin)
    }

    /// Draws a layout on a canvas of its pixel size, on `background`; by default the platform's
    /// own backdrop (`Backdrop`). Throws `RasterError.outOfMemory` when the system cannot give
    /// the memory the canvas and its encoding take.
    public func draw(_ layout: ButtonLayout, background: RGBA? = nil) throws -> Pixmap {
        let s = layout.scale
        let background = background ?? Backdrop.color(nil, for: layout.spec)
        let width = max(1, layout.canvas.pixels.width), height = max(1, layout.canvas.pixels.height)
        try Self.checkMemory(width: width, height: height)
        var image = try Pixmap(width: width, height: height, fill: background)
        // Made on first use: a plain button (shape on the fast path, text from glyph masks) needs none.
        var raster = CanvasRasterizer(width: image.width, height: image.height)

        if let shadow = layout.shadow, let shape = layout.shape {
            let path = outline(shape, scale: s).applying(.translation(0, shadow.offsetY * s))
            image.drawBlurredShadow(of: path, color: shadow.color.rgba, radius: Int((shadow.blur * s / 3).rounded()), passes: 3)
        }
        if let ring = layout.focusRing {
            let outer = ring.frame.points * s
            let inner = outer.insetBy(ring.width * s)
            var path = Shapes.roundedRect(outer, radius: ring.cornerRadius * s, curve: .circular)
            path.append(mirrored(Shapes.roundedRect(inner, radius: max(0, ring.cornerRadius - ring.width) * s, curve: .circular), inner))
            raster.with { $0.fill(path, with: ring.color.rgba, into: &image) }
        }
        if let shape = layout.shape { drawShape(shape, scale: s, into: &image, raster: &raster) }
        if let companion = layout.companion, let shape = companion.shape { drawShape(shape, scale: s, into: &image, raster: &raster) }
        try drawContent(symbol: layout.symbol, title: layout.title, subtitle: layout.subtitle, scale: s, into: &image, raster: &raster)
        if let companion = layout.companion {
            try drawContent(symbol: companion.symbol, title: companion.title, subtitle: nil, scale: s, into: &image, raster: &raster)
        }
        if let control = layout.switchControl {
            if control.opacity < 1 {
                // One layer, so the track does not show through the translucent knob.
                var layer = try Pixmap(width: image.width, height: image.height)
                drawSwitch(control, scale: s, into: &layer)
                image.draw(layer, atX: 0, y: 0, opacity: UInt8((min(1, max(0, control.opacity)) * 255).rounded()))
            } else {
                drawSwitch(control, scale: s, into: &image)
            }
        }
        if let spinner = layout.spinner {
            let f = spinner.frame.points
            raster.with { raster in
                ActivityIndicator.draw(
                    into: &image, rasterizer: &raster, center: Point(f.midX * s, f.midY * s), radius: spinner.radius * s,
                    color: spinner.color.rgba, frame: spinner.frameIndex)
            }
        }
        return image
    }

    private func drawShape(_ shape: ShapeLayout, scale s: Double, into image: inout Pixmap, raster: inout CanvasRasterizer) {
        if let gradient = shape.gradient, gradient.count == 2 {
            let path = outline(shape, scale: s)
            let r = shape.frame.points * s
            raster.with { $0.fill(path, verticalGradientFrom: gradient[0].rgba, at: r.y, to: gradient[1].rgba, at: r.maxY, into: &image) }
        } else if let fill = shape.fill {
            let r = shape.frame.points * s
            switch shape.kind {
            case .roundedRect, .capsule:
                // Exact either way; on whole pixels (frames are snapped) one corner is mirrored.
                let radius = shape.kind == .capsule ? min(r.width, r.height) / 2 : shape.cornerRadius * s
                let curve = shape.kind == .roundedRect ? shape.cornerCurve : .circular
                image.fillRoundedRect(r, radius: radius, curve: curve, with: fill.rgba)
            case .circle:
                raster.with { $0.fill(outline(shape, scale: s), with: fill.rgba, into: &image) }
            }
        }
        if let border = shape.border, border.outside {
            // A ring from the shape's edge outward, keeping its corners.
            let r = shape.frame.points * s
            let w = border.width * s
            let outer = r.insetBy(-w)
            let curve = shape.cornerCurve
            var ring = shape.kind == .circle ? Shapes.ellipse(outer) : Shapes.roundedRect(outer, radius: shape.cornerRadius * s + w, curve: curve)
            ring.append(mirrored(outline(shape, scale: s), r))
            raster.with { $0.fill(ring, with: border.color.rgba, into: &image) }
        } else if let border = shape.border {
            let r = shape.frame.points * s
            let w = border.width * s
            let inner = r.insetBy(w)
            var ring = outline(shape, scale: s)
            let innerRadius = max(0, shape.cornerRadius * s - w)
            let curve = shape.cornerCurve
            ring.append(mirrored(shape.kind == .circle ? Shapes.ellipse(inner) : Shapes.roundedRect(inner, radius: innerRadius, curve: curve), inner))
            raster.with { $0.fill(ring, with: border.color.rgba, into: &image) }
        }
    }

    /// Track, the knob's shadow on the track, glyphs, knob.
    private func drawSwitch(_ control: SwitchLayout, scale s: Double, into layer: inout Pixmap) {
        var raster = CanvasRasterizer(width: layer.width, height: layer.height)
        drawShape(control.track, scale: s, into: &layer, raster: &raster)
        let trackPath = outline(control.track, scale: s)
        let knob = control.knob.frame.points * s
        let shadow = control.knob.shadow
        let sigma = shadow.sigma * s
        // Three box passes of radius r have the variance of a Gaussian of r(r + 1).
        let radius = Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)
        layer.drawBlurredShadow(
            of: Shapes.ellipse(knob).applying(.translation(0, shadow.offsetY * s)), color: shadow.color.rgba,
            radius: radius, passes: 3, clippedTo: trackPath)
        for glyph in control.glyphs {
            let r = glyph.frame.points * s
            let w = glyph.lineWidth * s
            var path: BezierPath
            switch glyph.kind {
            case .bar:
                path = Shapes.capsule(r)
            case .ring:
                path = ellipseRing(outer: r, inner: r.insetBy(w))
            }
            raster.with { $0.fill(path, with: glyph.color.rgba, into: &layer) }
        }
        if let ring = control.knob.ring {
            let path = ellipseRing(outer: knob.insetBy(-ring.width * s), inner: knob)
            raster.with { $0.fill(path, with: ring.color.rgba, into: &layer) }
        }
        raster.with { $0.fill(Shapes.ellipse(knob), with: control.knob.fill.rgba, into: &layer) }
    }

    /// The band between two ellipses: the inner one drawn the other way round cuts it out.
    private func ellipseRing(outer: Rect, inner: Rect) -> BezierPath {
        var path = Shapes.ellipse(outer)
        path.append(mirrored(Shapes.ellipse(inner), inner))
        return path
    }

    private func drawContent(
        symbol: SymbolLayout?, title: TextLayout?, subtitle: TextLayout?, scale s: Double,
        into image: inout Pixmap, raster: inout CanvasRasterizer
    ) throws {
        if let symbol {
            let line = try measurer.shape(symbol.name, font: symbol.font.request)
            image.fill(line.masks(origin: Point(symbol.x * s, symbol.baseline * s), scale: s), with: symbol.color.rgba)
        }
        for text in [title, subtitle].compactMap({ $0 }) {
            for line in text.lines {
                let shaped = try measurer.shape(line.text, font: text.font.request)
                image.fill(shaped.masks(origin: Point(line.x * s, line.baseline * s), scale: s), with: text.color.rgba)
            }
        }
    }

    /// The shape's outline in pixels.
    func outline(_ shape: ShapeLayout, scale s: Double) -> BezierPath {
        let r = shape.frame.points * s
        switch shape.kind {
        case .circle: return Shapes.ellipse(r)
        case .capsule: return Shapes.capsule(r)
        case .roundedRect:
            return Shapes.roundedRect(r, radius: shape.cornerRadius * s, curve: shape.cornerCurve)
        }
    }

    /// A symmetric shape drawn the other way round, so that nonzero winding cuts it out.
    private func mirrored(_ path: BezierPath, _ r: Rect) -> BezierPath {
        path.applying(Transform(a: -1, b: 0, c: 0, d: 1, tx: 2 * r.midX, ty: 0))
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
