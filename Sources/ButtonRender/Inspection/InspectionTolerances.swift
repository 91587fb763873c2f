/// How far a measured figure may be from ours and still agree.
public struct InspectionTolerances: Hashable, Sendable, Codable {
    /// Frames, baselines, tick radii and widths, in points.
    public var length: Double
    /// Corner radii, in points.
    public var radius: Double
    /// Colors, in levels per channel (0...255).
    public var colorLevels: Double
    /// Solved alphas (0...1); also a rim's alpha of white over the fill and a soft shadow's of
    /// black just below the edge: 0.02 is five levels over white, and a level and a half on
    /// dark glass's rim (a level of white over a fill of 18 is 0.004 of alpha), where Apple's
    /// sides read 0.11 to 0.14 (lit from one side) and their mean is judged.
    public var alpha: Double
    /// Coverage of each corner pixel (0...1): 8/255, the goal for UIKit's corners,
    /// which our Core Animation corner meets on every measured render.
    public var cornerPixels: Double
    /// Where a capsule's sides start to curve, in multiples of the end's radius: 0.1, well
    /// inside the 0.25 r between a half circle and SwiftUI's continuous capsule.
    public var curveStart: Double
    /// A rim's width, in pixels of the image: a rim ends on a whole pixel (its last step is
    /// a pixel wide at @3x), and its edge is read to a fraction, so one pixel is the step of
    /// the reading; converted to points at the image's scale.
    public var rimWidthPixels: Double

    /// 0.25 pt, 0.25 pt, 2 levels, 0.02: a quarter point is half a pixel at @2x, two levels
    /// are what compression and color management move, 0.02 alpha is five levels over white.
    public static let standard = InspectionTolerances(length: 0.25, radius: 0.25, colorLevels: 2, alpha: 0.02)

    /// Tolerances from their parts: lengths and radii in points, colors in levels, alpha 0 to 1.
    public init(
        length: Double, radius: Double, colorLevels: Double, alpha: Double, cornerPixels: Double = 8.0 / 255, curveStart: Double = 0.1,
        rimWidthPixels: Double = 1
    ) {
        self.rimWidthPixels = rimWidthPixels
        self.cornerPixels = cornerPixels
        self.curveStart = curveStart
        self.length = length
        self.radius = radius
        self.colorLevels = colorLevels
        self.alpha = alpha
    }
}
