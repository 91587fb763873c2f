/// Apple's continuous ("squircle") corner, in units of the corner radius (METRICS.md).
///
/// Coordinates are (u, v): u measured from the corner back along the incoming edge, v along
/// the outgoing edge. The straight edge ends `extent` radii before the corner; three cubics
/// then reach the outgoing edge at the same distance.
public enum ContinuousCorner {
    /// A point of the corner, in radii.
    public struct UV: Sendable {
        /// Along the incoming edge, back from the corner.
        public let u: Double
        /// Along the outgoing edge, out from the corner.
        public let v: Double
        init(_ u: Double, _ v: Double) { (self.u, self.v) = (u, v) }
    }

    /// One cubic of the corner: its two control points and its end.
    ///
    /// A struct, not a tuple: tuple types are built by the Swift runtime on use, behind a
    /// lock, and the corner is read on every rounded-rect fill.
    public struct Segment: Sendable {
        /// The first control point.
        public let c1: UV
        /// The second control point.
        public let c2: UV
        /// The end point.
        public let end: UV
    }

    /// How far from the corner, in radii, the curve leaves the straight edge.
    public static let extent = 1.528665

    /// The three cubics, published by PaintCode.
    public static let segments: [Segment] = [
        Segment(c1: UV(1.088492957618529, 0), c2: UV(0.868406944063002, 0), end: UV(0.631493792830993, 0.074911387847016)),
        Segment(c1: UV(0.372823826625747, 0.16905955604437), c2: UV(0.16905955604437, 0.372823826625747), end: UV(0.074911387847016, 0.631493792830993)),
        Segment(c1: UV(0, 0.868406944063002), c2: UV(0, 1.088492957618529), end: UV(0, extent)),
    ]

    /// The largest radius whose curve fits a w x h rectangle: the short-side clamp.
    public static func maximumRadius(width: Double, height: Double) -> Double {
        min(width, height) / 2 / extent
    }
}
