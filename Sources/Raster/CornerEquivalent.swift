/// What a designer types in Figma, or a web engineer in CSS, to draw one of our corners: the
/// fitted Figma corner smoothing (`FigmaCornerSmoothing`) and CSS `corner-shape:
/// superellipse(K)` (`CSSCornerShape`), each with how far it stays from our curve.
///
/// The error is the largest distance between the two outlines, each corner's curve with its
/// straight edges continued, measured both ways (the symmetric Hausdorff distance), in radii:
/// in points it is that times the radius. Each value minimises it at the precision people type
/// (Figma's smoothing in whole percent, CSS's K and radius scale to 0.01), fitted once by
/// scripts/fit-corner-equivalents; CornerEquivalentTests measures the errors again.
///
/// The equivalences hold while neither side clamps its corner: ours needs half the short side
/// to be `ContinuousCorner.profile(curve).extent` radii, Figma's (1 + smoothing) radii (it
/// then lowers the smoothing, where we lower the radius). Every iOS button size is clear of
/// both; the watchOS button's 22 pt radius on 52 pt is not (we draw it at 17.0 pt, Figma's 65%
/// would fall to 18%). A capsule is circular in both, except SwiftUI's continuous capsule
/// (`Shapes.continuousCapsule`), which neither draws.
package enum CornerEquivalent {
    /// Figma's corner smoothing (0...1) for a corner of the same radius.
    package static func figma(for curve: CornerCurve) -> (smoothing: Double, maximumError: Double) {
        switch curve {
        case .circular:
            return (0, 0)
        case .continuous:
            // 65%: 0.017 pt at r = 8.67, 0.024 pt at 12. 64%, 65% and 66% tie: Figma's arc
            // keeps the circle's 45-degree point at every smoothing and the path squircle's
            // lies 0.00196 r further out, so that point holds the largest distance across the
            // three; 65% is the middle. 60%, the value often quoted for iOS, is 0.00361 r.
            return (0.65, 0.0019605)
        case .layer:
            // 73%: 0.011 pt at r = 8.67, 0.015 pt at 12 (60%: 0.00599 r).
            return (0.73, 0.0012625)
        }
    }

    /// CSS's superellipse K and border-radius (as a multiple of our radius) that fit best.
    /// At the same radius the fit is poor (`cssAtSameRadius`): our curves leave the edge 1.53
    /// and 2.09 radii from the corner, a superellipse at 1, so a larger border-radius with a
    /// squarer curve (K > 1) does nearly four times better.
    package static func css(for curve: CornerCurve) -> (superellipseK: Double, radiusScale: Double, maximumError: Double) {
        switch curve {
        case .circular: return (CSSCornerShape.round, 1, 0)
        // superellipse(1.37), border-radius 1.23 r (10.66 px at r = 8.67): 0.029 pt; 0.040 pt at 12.
        case .continuous: return (1.37, 1.23, 0.0033731)
        // superellipse(1.58), border-radius 1.40 r (12.14 px at r = 8.67): 0.038 pt; 0.053 pt at 12.
        case .layer: return (1.58, 1.40, 0.0044339)
        }
    }

    /// CSS's superellipse K that fits best with border-radius equal to our radius. Both come
    /// out a little nearer `bevel` than `round` (K < 1); `round` itself is 0.0138 r (path
    /// squircle) and 0.0173 r (Core Animation's) away, `squircle` (K = 2) 0.19 r.
    package static func cssAtSameRadius(for curve: CornerCurve) -> (superellipseK: Double, radiusScale: Double, maximumError: Double) {
        switch curve {
        case .circular: return (CSSCornerShape.round, 1, 0)
        // 0.11 pt at r = 8.67, 0.15 pt at 12.
        case .continuous: return (0.96, 1, 0.0127498)
        // 0.14 pt at r = 8.67, 0.19 pt at 12.
        case .layer: return (0.94, 1, 0.0161872)
        }
    }
}
