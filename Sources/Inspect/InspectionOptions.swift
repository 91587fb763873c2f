import Raster

/// What the caller knows about an image before it is measured.
public struct InspectionOptions: Hashable, Sendable {
    /// What the image shows.
    public enum Subject: String, Hashable, Sendable, CaseIterable, Codable {
        /// A button shape with a label, or a label alone (plain buttons).
        case button
        /// An activity indicator: ticks around an empty centre.
        case spinner
        /// A switch: a capsule track with a round knob at one end (never decided automatically).
        case `switch`
        /// Decided from the image: a spinner when the ink is square and its centre is empty.
        case auto
    }

    /// Pixels per point.
    public var scale: Double
    /// The color behind the button; nil samples it from the region's corners.
    public var backdrop: RGBA?
    /// What lies behind the button pixel by pixel: the same scene drawn without it (a plain
    /// snapshot over the same busy background), the size of the whole image (a region cuts both
    /// alike). Each pixel is then measured against its own pixel of it, not one color, and
    /// `backdrop` must be nil; for buttons only. Where the label is drawn the same in both, it
    /// is not measured (`Inspection.labelNotMeasured`).
    public var backdropImage: Pixmap?
    /// The part of the image to measure, in pixels; nil for the whole image.
    public var region: PixelRegion?
    /// What to look for: a button, an activity indicator, or whichever the image shows.
    public var subject: Subject
    /// The fill's own color, when it may be translucent (a tinted fill is the tint at some
    /// alpha): its alpha over the backdrop is solved. Nil reports the fill as seen.
    public var fillInk: RGBA?
    /// The same for the label over the fill, and for spinner ticks over the backdrop (nil for
    /// ticks: black over a light backdrop, white over a dark one).
    public var labelInk: RGBA?
    /// A translucent color laid over the whole region after the button was drawn (an
    /// accessibility snapshot's element marker): taken out of every pixel before measuring.
    public var overlay: Overlay?
    /// The image was rendered in gray, as its luminance (an accessibility snapshot's
    /// monochrome mode): our render is turned gray the same way before it is compared.
    public var monochrome = false

    /// A solid color over the image at an alpha, as an overlay view draws it.
    public struct Overlay: Hashable, Sendable, Codable {
        /// The overlay's opaque color.
        public var color: RGBA
        /// Its alpha, 0 to 1 (less than 1).
        public var alpha: Double
        /// An overlay from its color and alpha.
        public init(color: RGBA, alpha: Double) {
            self.color = color
            self.alpha = alpha
        }
    }

    /// Options from their parts; the defaults inspect the whole image at @2x, backdrop sampled.
    public init(
        scale: Double = 2, backdrop: RGBA? = nil, region: PixelRegion? = nil, subject: Subject = .auto,
        fillInk: RGBA? = nil, labelInk: RGBA? = nil, backdropImage: Pixmap? = nil
    ) {
        self.scale = scale
        self.backdrop = backdrop
        self.backdropImage = backdropImage
        self.region = region
        self.subject = subject
        self.fillInk = fillInk
        self.labelInk = labelInk
    }
}

/// A rectangle of whole pixels.
public struct PixelRegion: Hashable, Sendable, Codable {
    /// Left, top, width and height, in pixels.
    public var x: Int, y: Int, width: Int, height: Int

    /// A region from its top-left pixel and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}
