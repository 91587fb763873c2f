import ButtonGeometry
import Inspect

/// What a screenshot shows of a button's accessibility: its label's contrast as measured and its
/// visible shape against the 44 x 44 pt minimum, for any team's Apple-style button (web,
/// Flutter, Android) measured by `inspect`. The thresholds are `AccessibilityReport`'s.
package struct ScreenshotAccessibility: Hashable, Codable, Sendable {
    /// The label's contrast with what lies behind it, as the pixels show them.
    package struct LabelContrast: Hashable, Codable, Sendable {
        /// WCAG 2.x contrast ratio, 1 to 21.
        package var ratio: Double
        /// The label's color and the color behind it, opaque, as #RRGGBB.
        package var label: String, behind: String
        /// The point size the cap height implies, as if the font were SF Pro (0.705 em).
        package var estimatedTextSize: Double
        /// 4.5 below 18 pt, 3 from 18 pt (the weight cannot be told from pixels: a bold label
        /// needs only 3).
        package var minimum: Double
        /// True when the ratio reaches the minimum.
        package var meets: Bool
    }

    /// The visible shape's size, in points.
    package struct VisibleShape: Hashable, Codable, Sendable {
        /// Its width and height.
        package var width: Double, height: Double
        /// 44 pt.
        package var minimum: Double
        /// True when both sides reach the minimum; when not, the hit target has to reach past
        /// the visible shape, which no screenshot shows.
        package var meets: Bool
    }

    /// nil when no label was measured.
    package var labelContrast: LabelContrast?
    /// nil when no shape was measured (a plain button: its frame is not visible).
    package var visibleShape: VisibleShape?

    /// The checks a measurement allows.
    package init(_ m: Inspection) {
        let behind = m.shape.map { AccessibilityReport.over($0.fill.seen, Self.opaque(m.backdrop)) } ?? Self.opaque(m.backdrop)
        if let l = m.label {
            let ink = AccessibilityReport.over(l.color.seen, behind)
            let ratio = AccessibilityReport.contrast(ink, behind)
            let size = l.capHeight / TextStyleMetrics.sfProCapHeightPerEm
            let minimum = size >= AccessibilityReport.largeTextSize ? AccessibilityReport.largeTextMinimum : AccessibilityReport.textMinimum
            labelContrast = LabelContrast(
                ratio: ratio, label: ink.description, behind: behind.description, estimatedTextSize: size, minimum: minimum, meets: ratio >= minimum)
        }
        if let s = m.shape {
            let minimum = Platform.iOS.minimumHitTarget
            visibleShape = VisibleShape(
                width: s.frame.width, height: s.frame.height, minimum: minimum,
                meets: s.frame.width >= minimum - 0.005 && s.frame.height >= minimum - 0.005)
        }
    }

    private static func opaque(_ c: RGBA) -> RGBA { c.alpha == 255 ? c : AccessibilityReport.over(c, RGBA(255, 255, 255)) }
}
