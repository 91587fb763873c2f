import ButtonGeometry
import Raster

extension ShapeLayout {
    /// The corner as a designer sets it: "continuous, r 8.67" (Core Animation's and the path
    /// squircle are both Apple's continuous corner to a design tool), "circular, r 6",
    /// "capsule, r 25.17", "circle", "square".
    package var cornerWords: String {
        let r = "r " + cornerRadius.shortDecimalText(places: 2)
        switch kind {
        case .circle: return "circle"
        case .capsule: return "capsule, " + r
        case .roundedRect where cornerRadius == 0: return "square"
        case .roundedRect: return (cornerCurve == .circular ? "circular, " : "continuous, ") + r
        }
    }

    /// The corner in Figma's terms, where it has a continuous corner to set: the smoothing that
    /// comes closest (`CornerEquivalent`), and how far its outline stays from ours, in points.
    package var figmaCorner: (smoothing: Double, error: Double)? {
        guard kind == .roundedRect, cornerRadius > 0, cornerCurve != .circular else { return nil }
        let fit = CornerEquivalent.figma(for: cornerCurve)
        // Both hold only while neither corner is clamped: ours needs `extent` radii of half the
        // short side, Figma's 1 + smoothing (a watch button's 22 pt on 52 pt is clamped in both).
        let half = min(frame.points.width, frame.points.height) / 2
        guard cornerRadius * ContinuousCorner.profile(cornerCurve).extent <= half + 1e-9, cornerRadius * (1 + fit.smoothing) <= half + 1e-9 else { return nil }
        return (fit.smoothing, fit.maximumError * cornerRadius)
    }

    /// "continuous, r 8.67 · Figma 73%": the corner words, and Figma's smoothing where it applies.
    package var cornerWordsWithFigma: String {
        guard let figma = figmaCorner else { return cornerWords }
        return cornerWords + " · Figma \(Int((figma.smoothing * 100).rounded()))%"
    }
}
