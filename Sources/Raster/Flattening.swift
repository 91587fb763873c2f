/// How finely curves are cut into lines before the rasterizer sees them.
package enum Flattening {
    /// The largest distance, in pixels, between a curve and the chords that replace it.
    ///
    /// Between a chord of length L and its curve lies a lens at most this thick, thinning
    /// towards the ends at least as a parabola does (the distance's second derivative is
    /// bounded), so its area is at most 2/3 x distance x L. A chord no longer than sqrt(2) px
    /// may put all of its lens in one pixel: 0.943 x 0.002 = 0.0019 (0.48/255). A longer
    /// chord puts at most sqrt(2) px of its length in a pixel, up to sqrt(2) x distance, so
    /// such chords keep to 2/3 of the tolerance. With the half level lost to rounding coverage
    /// to a byte, every pixel stays within one level of its exact area.
    package static let tolerance: Double = 0.002

    /// A first step takes this share of what the bend at its start allows: a little short, so
    /// that a rising curvature rarely fails the check and costs a retry.
    static let firstStepShare = 0.95
    /// A step that failed is retried at this share of the length the measured deviation allows
    /// (the deviation grows with the square of the step: aim just inside the bound) ...
    static let retryShare = 0.98
    /// ... and never longer than this share of the failed step, so retries always shrink.
    static let retryShrinkLimit = 0.9

    /// The most lines one curve may become, so absurd inputs cannot stall a render.
    static let maximumSegments = 4_096

    /// Calls `body` with each chord end of a quadratic, in order, the last being `p1`.
    ///
    /// The quadratic is raised to the cubic that traces the same curve, so both kinds share
    /// one adaptive flattener.
    @inline(__always) static func forEachQuadPoint(
        _ p0: Point, _ c: Point, _ p1: Point, tolerance: Double, _ body: (Point) -> Void
    ) {
        forEachCubicPoint(p0, p0 + (c - p0) * (2.0 / 3.0), p1 + (c - p1) * (2.0 / 3.0), p1, tolerance: tolerance, body)
    }

    /// Calls `body` with each chord end of a cubic, in order, the last being `p1`.
    ///
    /// Each chord is as long as the curve allows. On a parameter range [t0, t1] let L be the
    /// chord and n its unit normal; the curve's distance from the chord's line is
    /// |(B - L) . n|, a function that is zero at both ends and whose second derivative is
    /// B'' . n. B'' is linear in t, so |B'' . n| is largest at an end, and the distance is at
    /// most (t1 - t0)^2 / 8 x max(|B''(t0) . n|, |B''(t1) . n|). A step is proposed from the
    /// curve's own normal at t0 (where that bound is nearly tight) and shrunk until the bound,
    /// taken with the real chord, is within `tolerance`. Only the normal part of B'' counts, so
    /// the uneven speed of a cubic's parameter costs no chords, unlike a bound on |B''|.
    /// Where a chord is too short to have a direction, |B''| bounds the distance instead.
    static func forEachCubicPoint(
        _ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, tolerance: Double, _ body: (Point) -> Void
    ) {
        let a = p0 - c1 * 2 + c2, b = c1 - c2 * 2 + p1
        // B'(t) = 3(q0 (1-t)^2 + 2 q1 (1-t) t + q2 t^2); B''(t) = 6(a (1-t) + b t).
        let q0 = c1 - p0, q1 = c2 - c1, q2 = p1 - c2
        let eightTolerance = 8 * tolerance
        let squaredLimit = eightTolerance * eightTolerance
        // Chords longer than sqrt(2) px keep to 2/3 of the tolerance (see `tolerance`).
        let squaredLongLimit = squaredLimit * (4.0 / 9.0)
        var t = 0.0
        var start = p0
        var dd0 = a * 6
        var chords = 0
        // The first step from the curve's own normal at its start; each later one from the
        // bend met at the end of the chord before, which is already at hand.
        let d0 = q0 * 3
        let speed0 = d0.length
        var bend = speed0 > 1e-9 ? abs(d0.x * dd0.y - d0.y * dd0.x) / speed0 : dd0.length
        while t < 1 {
            chords += 1
            if chords >= maximumSegments || !t.isFinite {
                body(p1)
                return
            }
            var h = bend > 0 ? firstStepShare * (eightTolerance / bend).squareRoot() : 1
            while true {
                let t1 = h >= 1 - t ? 1 : t + h
                let end = t1 == 1 ? p1 : cubicPoint(p0, c1, c2, p1, t1)
                let dd1 = (a * (1 - t1) + b * t1) * 6
                let chord = end - start
                let squaredLength = chord.x * chord.x + chord.y * chord.y
                let span = t1 - t
                // deviation = span^2 / 8 x bound <= tolerance, squared to spare the roots.
                let bound: Double, scale: Double, bendAtEnd: Double
                if squaredLength > 1e-18 {
                    let atEnd = abs(chord.x * dd1.y - chord.y * dd1.x)
                    bound = max(abs(chord.x * dd0.y - chord.y * dd0.x), atEnd)
                    scale = squaredLength
                    bendAtEnd = atEnd / squaredLength.squareRoot()
                } else {
                    bound = max(dd0.length, dd1.length)
                    scale = 1
                    bendAtEnd = dd1.length
                }
                let lhs = span * span * bound
                let limit = squaredLength > 2 ? squaredLongLimit : squaredLimit
                if lhs * lhs <= limit * scale && movesForward(q0, q1, q2, along: chord, from: t, to: t1) {
                    body(end)
                    start = end
                    t = t1
                    dd0 = dd1
                    bend = bendAtEnd
                    break
                }
                h = span * min(retryShrinkLimit, retryShare * ((limit * scale).squareRoot() / lhs).squareRoot())
            }
        }
    }

    /// Whether the curve's projection on `chord` never turns back on [t0, t1], so that its
    /// distance from the chord's line is its distance from the chord itself (a cusp could
    /// otherwise run past the chord's end while staying near its line).
    ///
    /// B'(t) . chord = 3(a (1-t)^2 + 2b (1-t) t + c t^2) with a, b, c the control differences
    /// dotted with the chord: a quadratic, checked at both ends and at its vertex.
    @inline(__always) private static func movesForward(_ q0: Point, _ q1: Point, _ q2: Point, along chord: Point, from t0: Double, to t1: Double) -> Bool {
        let a = q0.x * chord.x + q0.y * chord.y
        let b = q1.x * chord.x + q1.y * chord.y
        let c = q2.x * chord.x + q2.y * chord.y
        func f(_ t: Double) -> Double { a + 2 * (b - a) * t + (a - 2 * b + c) * t * t }
        guard f(t0) >= 0, f(t1) >= 0 else { return false }
        let curvature = a - 2 * b + c
        guard curvature > 0 else { return true }
        let vertex = (a - b) / curvature
        return vertex <= t0 || vertex >= t1 || f(vertex) >= 0
    }

    static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(
            a * p0.x + b * c1.x + c * c2.x + d * p1.x,
            a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }
}
