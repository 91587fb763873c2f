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
    /// Items drawn together, then laid on what is below at one opacity.
    case group(SceneGroup)
    /// Another scene (a sheet's button) drawn on its own canvas, placed with its top-left
    /// corner at a point on this scene's pixel grid.
    case placed(DrawingScene, at: Point)
}
