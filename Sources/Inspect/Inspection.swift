import Raster

/// What `Inspector` measured in one image. Lengths are in points unless a name says pixels;
/// a rectangle's origin is the region's top-left corner.
public struct Inspection: Hashable, Sendable, Codable {
    /// Pixels per point used for every length below.
    public var scale: Double
    /// The backdrop, straight RGBA; over a backdrop image, that image's mean under the pixels
    /// that show the shape's fill (under the ink, without a fill).
    public var backdrop: RGBA
    /// True when each pixel was measured against its own pixel of a backdrop image
    /// (`InspectionOptions.backdropImage`); nil otherwise.
    public var measuredOverBackdropImage: Bool?
    /// Whether a button or an activity indicator was measured.
    public var subject: InspectionOptions.Subject
    /// The shape, when a button with a visible shape was found.
    public var shape: ShapeMeasurement?
    /// The label's ink, when there is one.
    public var label: LabelMeasurement?
    /// Why a label the shape holds was not measured: "the same in the backdrop image" when it is
    /// drawn there alike, so that its pixels cannot be told from the backdrop's. Nil otherwise.
    public var labelNotMeasured: String?
    /// The indicator, when one was measured.
    public var spinner: SpinnerMeasurement?
    /// The switch, when one was measured.
    public var switchControl: SwitchMeasurement?
    /// The part of the image measured, when no region was given and the image held more than
    /// one thing; every position above is relative to it.
    public var chosenRegion: ChosenRegion?
}

/// The region `inspect` chose for its subject, and why.
public struct ChosenRegion: Hashable, Sendable, Codable {
    /// In pixels of the whole image.
    public var region: PixelRegion
    /// What was chosen: "the largest button-sized thing of 3 ...".
    public var reason: String
}

/// A switch: its track, knob and the knob's shadow on the track.
public struct SwitchMeasurement: Hashable, Sendable, Codable {
    /// The track's bounds, from its edges' coverage.
    public var track: MeasuredRect
    /// The track's color, on the far side of the knob.
    public var trackColor: MeasuredColor
    /// The knob's bounds.
    public var knob: MeasuredRect
    /// The knob's color.
    public var knobColor: MeasuredColor
    /// True when the knob sits at the right end (on, left to right).
    public var knobAtRight: Bool
    /// The knob's distance from the track's nearer end, in points.
    public var knobInset: Double
    /// How far the track darkens toward black just below the knob (0...1): the shadow's alpha there.
    public var shadowBelow: Double
    /// The same one point beside the knob, on the far side.
    public var shadowBeside: Double
}

/// A rectangle in points and in pixels.
public struct MeasuredRect: Hashable, Sendable, Codable {
    /// The rectangle in points: left, top, width, height.
    public var x: Double, y: Double, width: Double, height: Double
    /// The same rectangle in pixels.
    public var pixels: Rect

    init(pixels r: Rect, scale s: Double) {
        pixels = r
        x = r.x / s; y = r.y / s; width = r.width / s; height = r.height / s
    }

    /// The right edge, in points.
    public var maxX: Double { x + width }
    /// The bottom edge, in points.
    public var maxY: Double { y + height }
    /// The horizontal centre, in points.
    public var midX: Double { x + width / 2 }
    /// The vertical centre, in points.
    public var midY: Double { y + height / 2 }
}

/// A measured color: what the pixels show over the backdrop, and the straight RGBA of the
/// ink when its alpha can be solved.
public struct MeasuredColor: Hashable, Sendable, Codable {
    /// As the image stores it (straight RGBA).
    public var seen: RGBA
    /// The opaque ink whose alpha was solved, or nil when none was given.
    public var ink: RGBA?
    /// The ink's alpha (0...1) over what lies behind it; 1 for an opaque color.
    public var alpha: Double
}

/// One corner curve fitted to the shape's four corners.
public struct CornerFit: Hashable, Sendable, Codable {
    /// Which curve was fitted.
    public var curve: CornerCurve
    /// In points.
    public var radius: Double
    /// Root-mean-square coverage error over the corner pixels (0...1).
    public var rmsError: Double
}

/// The button's visible shape.
public struct ShapeMeasurement: Hashable, Sendable, Codable {
    /// The shape's bounds, from its edges' coverage.
    public var frame: MeasuredRect
    /// The fill, with its alpha solved when translucent.
    public var fill: MeasuredColor
    /// The best fit with Apple's continuous curve.
    public var continuous: CornerFit
    /// The best fit with a quarter circle.
    public var circular: CornerFit
    /// The best fit with Core Animation's continuous corner and its edge antialiasing, as
    /// UIKit's button configurations draw it.
    public var layer: CornerFit?
    /// The curve whose fit has the smallest error.
    public var betterCurve: CornerCurve
    /// The radius of the better fit, in points.
    public var radius: Double {
        switch betterCurve {
        case .continuous: return continuous.radius
        case .circular: return circular.radius
        case .layer: return layer?.radius ?? continuous.radius
        }
    }
    /// True when the better fit's corners meet in the middle of the short sides: the ends have
    /// no straight part.
    public var isCapsule: Bool
    /// A capsule's ends: their curve and where it starts; nil for other shapes.
    public var capsuleEnd: CapsuleEnd?
    /// A band along the inside of the edge that is not the fill (Liquid Glass's light rim),
    /// when two sides or more show one; the edge is then measured against it.
    public var rim: RimMeasurement?
    /// A soft shadow around the shape on a uniform backdrop, when there is one.
    public var shadow: ShadowMeasurement?
}

/// A rim: a band along the inside of a shape's edge, brighter than the fill or of another
/// color, read in the middle of each side that shows one.
public struct RimMeasurement: Hashable, Sendable, Codable {
    /// From the edge to the first pixel of fill inward, in points, the sides' mean: a rim ends
    /// on a whole pixel, so this is read to a pixel.
    public var width: Double
    /// The rim's outermost fully covered pixel, the sides' mean: seen, and as white over the
    /// fill at the alpha that comes nearest.
    public var color: MeasuredColor
    /// The faintest side's alpha, and the brightest's: they differ where the rim is lit from
    /// one direction.
    public var faintestAlpha: Double, brightestAlpha: Double
    /// How many of the four sides show it.
    public var sides: Int
}

/// A soft shadow around a shape: the backdrop darkened toward black, smoothly, read along the
/// middle column below and above the shape and the middle row beside it.
public struct ShadowMeasurement: Hashable, Sendable, Codable {
    /// The alpha of black over the backdrop in the first pixel wholly below the shape's edge.
    public var alphaBelow: Double
    /// The darkest alpha along the column below the shape.
    public var darkest: Double
    /// How far below the shape's edge the backdrop is darkened by more than the noise, in
    /// points, to the region's edge at most.
    public var reachBelow: Double
    /// The same beside the shape, the mean of its two sides.
    public var reachSides: Double
    /// The same above the shape (0 when it shows none there: a shadow cast far down).
    public var reachAbove: Double
}

/// How a capsule's long sides turn into its ends.
public struct CapsuleEnd: Hashable, Sendable, Codable {
    /// `.circular` for half circles; `.continuous` when the end is not a half circle: a
    /// continuous curve fits it better, or its sides start to curve before a half circle's.
    public var curve: CornerCurve
    /// How far from the end the long sides start to curve, in multiples of the end's radius
    /// (half the short side): about 1.0 for a half circle, 1.22 to 1.28 for SwiftUI's
    /// continuous capsule. Nil for a radius under two pixels.
    public var curveStart: Double?
}

/// The label's ink.
public struct LabelMeasurement: Hashable, Sendable, Codable {
    /// The label's color, with its alpha solved when an ink is given.
    public var color: MeasuredColor
    /// The box holding every pixel of the label's ink.
    public var ink: MeasuredRect
    /// From the shape's top (or the ink's region top when there is no shape), in points.
    public var baseline: Double
    /// Baseline to the top of the ink: the cap height when the tallest glyph is a capital.
    public var capHeight: Double
    /// Ink to the shape's left and right edges, in points; nil without a shape.
    public var paddingLeft: Double?
    /// Ink to the shape's right edge, in points; nil without a shape.
    public var paddingRight: Double?
}

/// An activity indicator.
public struct SpinnerMeasurement: Hashable, Sendable, Codable {
    /// The centre, in points.
    public var centerX: Double, centerY: Double
    /// How many ticks were found.
    public var tickCount: Int
    /// Where the ticks start and end, measured from the centre along each tick, in points.
    public var innerRadius: Double
    /// Where the ticks end, from the centre, in points.
    public var outerRadius: Double
    /// Across a tick at half its length, in points.
    public var tickWidth: Double
    /// Each tick's alpha, from the most opaque tick clockwise.
    public var alphas: [Double]
    /// The head tick's direction, degrees clockwise from 12 o'clock.
    public var headAngle: Double
    /// The opaque color the alphas are solved against.
    public var ink: RGBA
}

extension RGBA {
    /// "#RRGGBBAA", for reports.
    package var hexRGBA: String { "#" + [red, green, blue, alpha].map(Self.hexByte).joined() }
    /// "#RRGGBB", for reports.
    package var hexRGB: String { "#" + [red, green, blue].map(Self.hexByte).joined() }
    private static func hexByte(_ v: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
    }
}
