/// Apple's continuous ("squircle") corner, in units of the corner radius (METRICS.md).
///
/// Coordinates are (u, v): u measured from the corner back along the incoming edge, v along
/// the outgoing edge. The straight edge ends `extent` radii before the corner; three cubics
/// then reach the outgoing edge at the same distance.
public enum ContinuousCorner {
    /// How far from the corner, in radii, the curve leaves the straight edge.
    public static let extent = 1.528665

    /// The three cubics as (control 1, control 2, end), published by PaintCode.
    public static let segments: [(c1: (u: Double, v: Double), c2: (u: Double, v: Double), end: (u: Double, v: Double))] = [
        ((1.088492957618529, 0), (0.868406944063002, 0), (0.631493792830993, 0.074911387847016)),
        ((0.372823826625747, 0.16905955604437), (0.16905955604437, 0.372823826625747), (0.074911387847016, 0.631493792830993)),
        ((0, 0.868406944063002), (0, 1.088492957618529), (0, extent)),
    ]

    /// The largest radius whose curve fits a w x h rectangle: the short-side clamp.
    public static func maximumRadius(width: Double, height: Double) -> Double {
        min(width, height) / 2 / extent
    }
}
