import ButtonGeometry
import Raster

/// What to draw, in points, in order: the stage between a layout and its pixels or its SVG.
///
/// Every geometric decision (ring radii, a border inside or outside its shape, a shadow's blur,
/// which parts share an opacity) is made once, in building the scene (`Renderer.scene(_:background:)`,
/// `SheetLayout.scene(with:)`); a backend (`rasterized()`, `svg()`) only draws what it says.
///
/// Guarantees: coordinates are in points, origin top-left, y down; the scene was built for
/// `scale` pixels per point, so frames lie on that scale's pixel grid and each blur was chosen
/// for it. Items draw in order, each source-over what is below.
///
/// Named `DrawingScene` rather than `Scene`: SwiftUI's `Scene` is imported beside this library.
public struct DrawingScene: Sendable {
    /// The canvas's size in pixels at `scale` (what the raster backend allocates).
    public var pixelWidth: Int
    /// The canvas's height in pixels.
    public var pixelHeight: Int
    /// Pixels per point.
    public var scale: Double
    /// The colour under everything (transparent for none).
    public var background: RGBA
    /// An image over the background and under every item (what glass blurs: a screenshot of the
    /// content behind a button), centred on the canvas at one image pixel a canvas pixel.
    public var backdropImage: Pixmap?
    /// What the drawing shows, for a reader or a screen reader: a button's title.
    public var title: String?
    /// What to draw, bottom first.
    public var items: [SceneItem]

    /// A scene from its canvas, background, title and items.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double, background: RGBA, title: String? = nil, items: [SceneItem] = []) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.background = background
        self.title = title
        self.items = items
    }

    /// Where the backdrop image's top-left pixel lies on the canvas: centred, on whole pixels
    /// (the left and top margins take the odd pixel's floor).
    public func backdropImageOrigin(_ image: Pixmap) -> (x: Int, y: Int) {
        ((pixelWidth - image.width) >> 1, (pixelHeight - image.height) >> 1)
    }

    /// The relative luminance (0 to 1, of linear sRGB) of what lies under a rectangle of the
    /// canvas, averaged: the background, with the backdrop image over it. What glass adapts to.
    public func meanLuminance(under rect: Rect) -> Double {
        let luminance = AccessibilityReport.luminance
        // A transparent canvas is taken as white: what an image viewer shows behind it.
        let base = background.alpha == 0 ? RGBA(255, 255, 255) : background
        guard let image = backdropImage else { return luminance(base) }
        let origin = backdropImageOrigin(image)
        let x0 = max(0, Int((rect.x * scale).rounded(.down))), y0 = max(0, Int((rect.y * scale).rounded(.down)))
        let x1 = min(pixelWidth, Int((rect.maxX * scale).rounded(.up))), y1 = min(pixelHeight, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return luminance(base) }
        var sum = 0.0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let ix = x - origin.x, iy = y - origin.y
                guard ix >= 0, iy >= 0, ix < image.width, iy < image.height else { sum += luminance(base); continue }
                let p = image[ix, iy].straight
                let a = Double(p.alpha) / 255
                func over(_ c: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(c) * a + Double(b) * (1 - a)).rounded()) }
                sum += luminance(RGBA(over(p.red, base.red), over(p.green, base.green), over(p.blue, base.blue)))
            }
        }
        return sum / Double((x1 - x0) * (y1 - y0))
    }

    /// The canvas's width in points.
    public var width: Double { Double(pixelWidth) / scale }
    /// The canvas's height in points.
    public var height: Double { Double(pixelHeight) / scale }
}

/// One thing a scene draws.
public enum SceneItem: Sendable {
    /// A shape filled with a paint.
    case fill(SceneFill)
    /// A blurred copy of a shape, under what casts it.
    case shadow(SceneShadow)
    /// A line of glyphs.
    case glyphs(GlyphRun)
    /// Liquid Glass: what lies below, blurred and recoloured, seen through a shape.
    case glass(SceneGlass)
    /// Items drawn together, then laid on what is below at one opacity.
    case group(SceneGroup)
    /// Another scene (a sheet's button) drawn on its own canvas, placed with its top-left
    /// corner at a point on this scene's pixel grid.
    case placed(DrawingScene, at: Point)
}
