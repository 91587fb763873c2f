/// How finely curves are cut into lines before the rasterizer sees them.
public enum Flattening {
    /// The largest distance, in pixels, between a curve and the chords that replace it.
    ///
    /// Between a chord and its curve lies a lens of area at most 2/3 x distance x length, and
    /// at most sqrt(2) px of it fits in one pixel, so a pixel's coverage errs by at most
    /// 0.943 x 0.002 = 0.0019 (0.48/255): with the half level lost to rounding coverage to a
    /// byte, every pixel stays within one level of its exact area.
    public static let tolerance: Double = 0.002

    /// A cubic is cut into this many equal parameter ranges, each flattened by its own
    /// curvature bound, so the flat ends of a continuous corner get few chords.
    static let cubicChunks = 8

    /// The most lines one curve may become, so absurd inputs cannot stall a render.
    static let maximumSegments = 4_096

    /// Lines replacing a quadratic from `p0` via `c` to `p1`, within `tolerance`.
    ///
    /// A uniform split into n pieces deviates by at most |B''| / (8 n^2), and
    /// |B''| = 2 |p0 - 2c + p1| for a quadratic.
    static func quadSegments(_ p0: Point, _ c: Point, _ p1: Point, tolerance: Double) -> Int {
        let dd = (p0 - c * 2 + p1).length
        return segmentCount((dd / (4 * tolerance)).squareRoot())
    }

    /// Lines replacing the part of a cubic from parameter `t0` to `t1`, within `tolerance`.
    ///
    /// B''(t) = 6((1-t)A + tB) with A = p0 - 2c1 + c2 and B = c1 - 2c2 + p1 is linear in t, so
    /// its largest length on [t0, t1] is at an end; n pieces of that range deviate by at most
    /// max|B''| (t1 - t0)^2 / (8 n^2).
    static func cubicSegments(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, from t0: Double, to t1: Double, tolerance: Double) -> Int {
        let a = p0 - c1 * 2 + c2, b = c1 - c2 * 2 + p1
        let m0 = (a * (1 - t0) + b * t0).length, m1 = (a * (1 - t1) + b * t1).length
        let h = t1 - t0
        return segmentCount(h * (6 * max(m0, m1) / (8 * tolerance)).squareRoot())
    }

    /// Calls `body` with each chord end of a cubic, in order, the last being `p1`: split
    /// uniformly when few chords are needed, per chunk otherwise.
    @inline(__always) static func forEachCubicPoint(
        _ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, tolerance: Double, _ body: (Point) -> Void
    ) {
        let uniform = cubicSegments(p0, c1, c2, p1, from: 0, to: 1, tolerance: tolerance)
        let chunks = uniform <= cubicChunks * 2 ? 1 : cubicChunks
        for chunk in 0..<chunks {
            let ta = Double(chunk) / Double(chunks), tb = Double(chunk + 1) / Double(chunks)
            let n = chunks == 1 ? uniform : cubicSegments(p0, c1, c2, p1, from: ta, to: tb, tolerance: tolerance)
            for i in 1...n where !(chunk == chunks - 1 && i == n) {
                body(cubicPoint(p0, c1, c2, p1, ta + (tb - ta) * Double(i) / Double(n)))
            }
        }
        body(p1)
    }

    private static func segmentCount(_ raw: Double) -> Int {
        guard raw.isFinite else { return maximumSegments }
        return min(maximumSegments, max(1, Int(raw.rounded(.up))))
    }

    static func quadPoint(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let mt = 1 - t
        return Point(
            mt * mt * p0.x + 2 * mt * t * c.x + t * t * p1.x,
            mt * mt * p0.y + 2 * mt * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(
            a * p0.x + b * c1.x + c * c2.x + d * p1.x,
            a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }
}
