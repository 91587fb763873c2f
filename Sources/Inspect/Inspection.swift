import Raster

/// What `Inspector` measured in one image. Lengths are in points unless a name says pixels;
/// a rectangle's origin is the region's top-left corner.
public struct Inspection: Hashable, Sendable, Codable {
    /// Pixels per point used for every length below.
    public var scale: Double
    /// The backdrop, straight RGBA.
    public var backdrop: StraightColor
    public var subject: InspectionOptions.Subject
    public var shape: ShapeMeasurement?
    public var label: LabelMeasurement?
    public var spinner: SpinnerMeasurement?
}

/// A rectangle in points and in pixels.
public struct MeasuredRect: Hashable, Sendable, Codable {
    public var x: Double, y: Double, width: Double, height: Double
    public var pixels: SubpixelRect

    init(pixels r: SubpixelRect, scale s: Double) {
        pixels = r
        x = r.x / s; y = r.y / s; width = r.width / s; height = r.height / s
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
}

/// A rectangle in pixels with fractional edges.
public struct SubpixelRect: Hashable, Sendable, Codable {
    public var x: Double, y: Double, width: Double, height: Double
}

/// A measured color: what the pixels show over the backdrop, and the straight RGBA of the
/// ink when its alpha can be solved.
public struct MeasuredColor: Hashable, Sendable, Codable {
    /// As the image stores it (straight RGBA).
    public var seen: StraightColor
    /// The opaque ink whose alpha was solved, or nil when none was given.
    public var ink: StraightColor?
    /// The ink's alpha (0...1) over what lies behind it; 1 for an opaque color.
    public var alpha: Double
}

/// One corner curve fitted to the shape's four corners.
public struct CornerFit: Hashable, Sendable, Codable {
    public var curve: CornerProfile
    /// In points.
    public var radius: Double
    /// Root-mean-square coverage error over the corner pixels (0...1).
    public var rmsError: Double
}

/// The button's visible shape.
public struct ShapeMeasurement: Hashable, Sendable, Codable {
    public var frame: MeasuredRect
    public var fill: MeasuredColor
    public var continuous: CornerFit
    public var circular: CornerFit
    /// The curve whose fit has the smaller error.
    public var betterCurve: CornerProfile
    /// The radius of the better fit, in points.
    public var radius: Double { betterCurve == .continuous ? continuous.radius : circular.radius }
    /// True when the better radius is half the short side: the ends are half circles, where
    /// the two curves are the same.
    public var isCapsule: Bool
}

/// The label's ink.
public struct LabelMeasurement: Hashable, Sendable, Codable {
    public var color: MeasuredColor
    public var ink: MeasuredRect
    /// From the shape's top (or the ink's region top when there is no shape), in points.
    public var baseline: Double
    /// Baseline to the top of the ink: the cap height when the tallest glyph is a capital.
    public var capHeight: Double
    /// Ink to the shape's left and right edges, in points; nil without a shape.
    public var paddingLeft: Double?
    public var paddingRight: Double?
}

/// An activity indicator.
public struct SpinnerMeasurement: Hashable, Sendable, Codable {
    /// The centre, in points.
    public var centerX: Double, centerY: Double
    public var tickCount: Int
    /// Where the ticks start and end, measured from the centre along each tick, in points.
    public var innerRadius: Double
    public var outerRadius: Double
    /// Across a tick at half its length, in points.
    public var tickWidth: Double
    /// Each tick's alpha, from the most opaque tick clockwise.
    public var alphas: [Double]
    /// The head tick's direction, degrees clockwise from 12 o'clock.
    public var headAngle: Double
    /// The opaque color the alphas are solved against.
    public var ink: StraightColor
}

extension StraightColor {
    /// "#RRGGBBAA", for reports.
    public var hexRGBA: String { "#" + [red, green, blue, alpha].map(Self.hexByte).joined() }
    /// "#RRGGBB", for reports.
    public var hexRGB: String { "#" + [red, green, blue].map(Self.hexByte).joined() }
    private static func hexByte(_ v: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
    }
}
