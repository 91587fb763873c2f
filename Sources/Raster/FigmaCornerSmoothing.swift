// sin, cos, tan: the C library's, without Foundation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A corner as Figma draws it with corner smoothing: for radius r and smoothing s (Figma's
/// percentage over 100), a circular arc of 90(1 - s) degrees in the middle, and on each side a
/// cubic that carries it out along the edge, so that the curve leaves each edge (1 + s) r from
/// the corner. At s = 0 it is a quarter circle.
///
/// In the (u, v) coordinates of `ContinuousCorner` (u back along the incoming edge from the
/// corner, v out along the outgoing one), in the units of the radius given.
///
/// Sources: Daniel Furse, "Desperately seeking squircles", Figma blog, 2018
/// (https://www.figma.com/blog/desperately-seeking-squircles/), for the construction; Figma's
/// own code is not published, so the handle lengths are those of the public reimplementation,
/// phamfoo/figma-squircle (MIT), `getPathParamsForCorner` in src/draw.ts at commit
/// 45622dc2e9b23d69a44be673d15d1152c50df8d8 (MartinRGB/Figma_Squircles_Approximation's
/// reverse engineering). Its README says it does not guarantee Figma's exact result.
///
/// Guarantees: `radius` >= 0, `smoothing` in 0...1 and `extent` = (1 + `smoothing`) `radius`,
/// at most the budget; the curve is G1 where the cubics meet the arc and the edges.
package struct FigmaCornerSmoothing: Sendable, Equatable {
    /// The arc's radius, after the clamp to the budget.
    package let radius: Double
    /// The smoothing in 0...1, after the clamp to the budget.
    package let smoothing: Double
    /// How far from the corner the curve leaves each edge: (1 + smoothing) radius.
    package let extent: Double
    /// The first cubic's handles: from the edge point (extent, 0) its control points lie a and
    /// a + b back along the edge (figma-squircle's a = 2b).
    package let a: Double, b: Double
    /// The first cubic's end, where the arc begins: c further along and d off the edge.
    package let c: Double, d: Double
    /// The arc's chord runs at 45 degrees; this is each of its two legs.
    package let arcSectionLength: Double

    /// A corner of `radius` and `smoothing` (clamped to 0...1) on a `width` x `height`
    /// rectangle whose four corners share the radius.
    ///
    /// Figma's clamp, as figma-squircle does it without `preserveSmoothing`: the corner may use
    /// half the short side (the budget); the radius is clamped to it, and the smoothing to what
    /// keeps (1 + s) r within it, so a large radius on a short side loses its smoothing first.
    /// Our buttons' corners are well inside it: at the fitted smoothings the curve needs half
    /// the short side to be 1.65 r (path squircle) or 1.73 r (Core Animation's), which every
    /// iOS button size has; the watchOS 22 pt radius on 52 pt does not (see `CornerEquivalent`).
    package init(radius: Double, smoothing: Double, width: Double = .infinity, height: Double = .infinity) {
        let budget = max(0, min(width, height) / 2)
        let r = min(max(0, radius), budget)
        var s = min(max(0, smoothing), 1)
        if r > 0 { s = min(s, budget / r - 1) }
        self.radius = r
        self.smoothing = s
        extent = min((1 + s) * r, budget)
        let degree = Double.pi / 180
        // The arc keeps 90(1 - s) degrees, symmetric about the diagonal; the angle each cubic
        // takes from it is 45 s degrees.
        let arcMeasure = 90 * (1 - s)
        arcSectionLength = sin(arcMeasure / 2 * degree) * r * 2.0.squareRoot()
        let angleAlpha = (90 - arcMeasure) / 2
        let p3ToP4 = r * tan(angleAlpha / 2 * degree)
        let angleBeta = 45 * s
        c = p3ToP4 * cos(angleBeta * degree)
        d = c * tan(angleBeta * degree)
        b = (extent - arcSectionLength - c - d) / 3
        a = 2 * b
    }

    /// The first cubic, from where the curve leaves the incoming edge to where the arc begins;
    /// the last is its mirror image in the diagonal.
    package var leading: (start: ContinuousCorner.UV, segment: ContinuousCorner.Segment) {
        typealias UV = ContinuousCorner.UV
        let p = extent
        return (UV(p, 0), ContinuousCorner.Segment(c1: UV(p - a, 0), c2: UV(p - a - b, 0), end: UV(p - a - b - c, d)))
    }

    /// A point of the curve: `t` in 0...1 runs along the first cubic, 1...2 along the arc (by
    /// angle), 2...3 along the last cubic, from (extent, 0) to (0, extent).
    package func point(at t: Double) -> ContinuousCorner.UV {
        let t = min(max(0, t), 3)
        if t <= 1 { return cubic(t) }
        if t >= 2 {
            let mirrored = cubic(3 - t)
            return ContinuousCorner.UV(mirrored.v, mirrored.u)
        }
        // The arc's centre is (r, r); it starts 45 s degrees round from the incoming edge's
        // tangent point and ends as far from the outgoing edge's.
        let start = 45 * smoothing * Double.pi / 180
        let angle = start + (t - 1) * (Double.pi / 2 - 2 * start)
        return ContinuousCorner.UV(radius * (1 - sin(angle)), radius * (1 - cos(angle)))
    }

    private func cubic(_ t: Double) -> ContinuousCorner.UV {
        let (start, s) = leading
        let m = 1 - t
        let (w0, w1, w2, w3) = (m * m * m, 3 * m * m * t, 3 * m * t * t, t * t * t)
        return ContinuousCorner.UV(
            w0 * start.u + w1 * s.c1.u + w2 * s.c2.u + w3 * s.end.u,
            w0 * start.v + w1 * s.c1.v + w2 * s.c2.v + w3 * s.end.v
        )
    }
}
