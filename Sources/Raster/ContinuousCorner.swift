/// Apple's continuous ("squircle") corner, in units of the corner radius, as
/// PaintCode published it (six public reimplementations agree).
///
/// Coordinates are (u, v): u measured from the corner back along the incoming edge, v along
/// the outgoing edge. The straight edge ends `extent` radii before the corner; three cubics
/// then reach the outgoing edge at the same distance.
package enum ContinuousCorner {
    /// A point of the corner, in radii.
    package struct UV: Sendable {
        /// Along the incoming edge, back from the corner.
        package let u: Double
        /// Along the outgoing edge, out from the corner.
        package let v: Double
        /// A point from its two coordinates, in radii.
        package init(_ u: Double, _ v: Double) { (self.u, self.v) = (u, v) }
    }

    /// One cubic of the corner: its two control points and its end.
    ///
    /// A struct, not a tuple: tuple types are built by the Swift runtime on use, behind a
    /// lock, and the corner is read on every rounded-rect fill.
    package struct Segment: Sendable {
        /// The first control point.
        package let c1: UV
        /// The second control point.
        package let c2: UV
        /// The end point.
        package let end: UV
        /// A segment from its control points and end.
        package init(c1: UV, c2: UV, end: UV) { (self.c1, self.c2, self.end) = (c1, c2, end) }
    }

    /// The extent and cubics of a continuous curve: the path squircle's, or Core Animation's.
    package static func profile(_ curve: CornerCurve) -> (extent: Double, segments: [Segment]) {
        curve == .layer ? (LayerCorner.extent, LayerCorner.segments) : (extent, segments)
    }

    /// How far from the corner, in radii, the curve leaves the straight edge.
    package static let extent = 1.528665

    /// The three cubics, published by PaintCode.
    package static let segments: [Segment] = [
        Segment(c1: UV(1.088492957618529, 0), c2: UV(0.868406944063002, 0), end: UV(0.631493792830993, 0.074911387847016)),
        Segment(c1: UV(0.372823826625747, 0.16905955604437), c2: UV(0.16905955604437, 0.372823826625747), end: UV(0.074911387847016, 0.631493792830993)),
        Segment(c1: UV(0, 0.868406944063002), c2: UV(0, 1.088492957618529), end: UV(0, extent)),
    ]

    /// The largest radius whose curve fits a w x h rectangle: the short-side clamp.
    package static func maximumRadius(width: Double, height: Double) -> Double {
        min(width, height) / 2 / extent
    }

    /// A quarter of a continuous capsule's end, in radii of half the short side: the corner
    /// from where it leaves the long edge (`extent`, 0) to the middle of the end (0, 1), where
    /// it meets its mirror image. The corner's radius is half the short side, so the third
    /// cubic, which would run on to v = `extent`, is cut where it crosses the middle (0.0096
    /// radii short of the end) and its end moved onto the end. Fitted, not published: of the
    /// shapes tried on SwiftUI's iOS 16 and 17 capsules (54 pt at @1x), this one is within
    /// 11/255 of every pixel of the end; left cut, the two halves meet in a point within 57.
    package static let capsuleQuarter: [Segment] = {
        let last = segments[2], start = segments[1].end
        func v(_ t: Double) -> Double {
            let s = 1 - t
            return s * s * s * start.v + 3 * s * s * t * last.c1.v + 3 * s * t * t * last.c2.v + t * t * t * last.end.v
        }
        // v rises monotonically along the third cubic (its control points' v do): bisect for v = 1.
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if v(mid) < 1 { lo = mid } else { hi = mid }
        }
        let t = (lo + hi) / 2
        // de Casteljau: the part of the third cubic before t.
        func mix(_ a: UV, _ b: UV) -> UV { UV(a.u + (b.u - a.u) * t, a.v + (b.v - a.v) * t) }
        let (ab, bc) = (mix(start, last.c1), mix(last.c1, last.c2))
        let abc = mix(ab, bc)
        return [segments[0], segments[1], Segment(c1: ab, c2: abc, end: UV(0, 1))]
    }()
}

/// Core Animation's continuous corner (`CALayer.cornerCurve = .continuous`), in units of the
/// corner radius, in the same (u, v) coordinates as `ContinuousCorner`.
///
/// Fitted, not published: three symmetric cubics whose seven numbers were fitted by least
/// squares to the corners of 15 UIKit button-configuration renders (NativeBook, iOS 17, @3x;
/// radii 5 to 11.7 pt, all four corners each), drawn with `LayerCorner.coverage`. The radius is
/// scaled so that the `.dynamic` corner style's radii come out as whole pixels, as they do at
/// every measured size. Every corner pixel of every render is within 8.1/255 of Apple's
/// (the Calibration article lists them).
package enum LayerCorner {
    /// How far from the corner, in radii, the curve leaves the straight edge.
    package static let extent = 2.08639
    /// The three cubics, from the incoming edge to the outgoing one.
    package static let segments: [ContinuousCorner.Segment] = {
        typealias UV = ContinuousCorner.UV
        let (p1, p2, q1, q2, s1, s2) = (1.06705, 0.84785, 0.60886, 0.08634, 0.37946, 0.16971)
        return [
            ContinuousCorner.Segment(c1: UV(p1, 0), c2: UV(p2, 0), end: UV(q1, q2)),
            ContinuousCorner.Segment(c1: UV(s1, s2), c2: UV(s2, s1), end: UV(q2, q1)),
            ContinuousCorner.Segment(c1: UV(0, p2), c2: UV(0, p1), end: UV(0, extent)),
        ]
    }()

    /// The largest radius whose curve fits a w x h rectangle.
    package static func maximumRadius(width: Double, height: Double) -> Double {
        min(width, height) / 2 / extent
    }

    /// Core Animation's edge coverage for a pixel whose centre lies `distance` outside the
    /// edge (negative inside), where the edge's unit normal is (nx, ny): a linear ramp as wide
    /// as the pixel's extent along the normal. It is exact for axis-aligned edges and differs
    /// from exact area by up to 1/8 at 45 degrees, which is what Apple's corners show.
    @inline(__always) package static func coverage(distance: Double, nx: Double, ny: Double) -> Double {
        min(1, max(0, 0.5 - distance / (abs(nx) + abs(ny))))
    }
}
