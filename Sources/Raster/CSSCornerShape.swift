// pow, sin, cos: the C library's, without Foundation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A corner as CSS draws `border-radius: r; corner-shape: superellipse(K)`.
///
/// CSS Borders and Box Decorations Level 4 (Editor's Draft, https://drafts.csswg.org/css-borders-4/),
/// section "Rendering corner-shape" (#corner-shape-rendering), its canonical superellipse
/// formula: with n = 2^|K|, the curve x^n + y^n = 1 in the unit square, scaled to the
/// border-radius box and, for negative K, turned about the box's centre (so `scoop`, K = -1,
/// is a circle about the corner). The keywords (#typedef-corner-shape-value): `round` =
/// superellipse(1), the ellipse border-radius alone draws; `squircle` = superellipse(2), n = 4;
/// `bevel` = superellipse(0); `square` and `notch` = superellipse(+/-infinity). Read in
/// css-borders-4/Overview.bs as w3c/csswg-drafts pull request 12313 (June 2025) shows it; MDN's
/// superellipse() page gives the same x^(2^K) + y^(2^K) = 1. The draft lets user agents
/// approximate the curve with Béziers: Chromium 156's came within 0.0014 r of it (K = 1, 1.37
/// and 2 at a 400 px radius, read from its antialiased edge).
///
/// In the (u, v) coordinates of `ContinuousCorner`, in the units of the radius given; only a
/// circular radius (the same horizontally and vertically), which is all our corners have.
package struct CSSCornerShape: Sendable, Equatable {
    /// `round`: the quarter ellipse of border-radius alone.
    package static let round = 1.0
    /// `squircle`.
    package static let squircle = 2.0

    /// The superellipse parameter K: any real, or +/-infinity.
    package let superellipseK: Double
    /// The border-radius, >= 0.
    package let radius: Double

    /// A corner of `border-radius: radius` (negative becomes 0; NaN K becomes `round`).
    package init(superellipseK: Double, radius: Double) {
        self.superellipseK = superellipseK.isNaN ? Self.round : superellipseK
        self.radius = max(0, radius)
    }

    /// The canonical formula's exponent n = 2^|K|.
    package var exponent: Double { pow(2, abs(superellipseK)) }

    /// A point of the curve: `t` in 0...1 runs from (radius, 0) on the incoming edge to
    /// (0, radius) on the outgoing one.
    ///
    /// Parametrised as x = cos(theta)^(2/n), y = sin(theta)^(2/n), theta = t pi/2, which lies
    /// on x^n + y^n = 1 for every theta.
    package func point(at t: Double) -> ContinuousCorner.UV {
        let t = min(max(0, t), 1)
        guard superellipseK.isFinite else {
            // square: in to the corner and out; notch: in to the box's far corner and out.
            let turn = superellipseK > 0 ? 0.0 : radius
            return t < 0.5
                ? ContinuousCorner.UV(radius + (turn - radius) * 2 * t, turn * 2 * t)
                : ContinuousCorner.UV(turn * (2 - 2 * t), turn + (radius - turn) * (2 * t - 1))
        }
        let e = 2 / exponent, theta = t * Double.pi / 2
        // Exact at the ends, where cos or sin only nearly vanish.
        let x = t == 1 ? 0 : pow(cos(theta), e), y = t == 0 ? 0 : pow(sin(theta), e)
        // Convex: the curve bows out toward the corner, whose unit-square coordinates are
        // (1, 1); concave: toward the box's centre of curvature at (0, 0).
        return superellipseK >= 0
            ? ContinuousCorner.UV(radius * (1 - y), radius * (1 - x))
            : ContinuousCorner.UV(radius * x, radius * y)
    }
}
