/// What the accessibility report judges against: contrast minimums and the hit target, as
/// Apple's guidelines (and WCAG 2.x, which they follow) give them.
package struct AccessibilityTable: MetricTable {
    /// The minimum contrast for text up to `largeTextSize` at a regular weight.
    package var textMinimum: Metric<Double>
    /// The minimum for text from `largeTextSize`, or bold.
    package var largeTextMinimum: Metric<Double>
    /// The point size from which text counts as large.
    package var largeTextSize: Metric<Double>
    /// The minimum for the parts of a control that identify it (WCAG 1.4.11).
    package var nonTextMinimum: Metric<Double>
    /// The smallest hit target, in points (visionOS has its own).
    package var minimumHitTarget: Metric<Double>

    package static let platforms = Platform.allCases
    package static let kind = "accessibility check"

    package static let guidelines = AccessibilityTable(
        textMinimum: Metric(4.5, .apple(.higAccessibility, says: "a contrast of at least 4.5:1 for text up to 17 pt (WCAG 1.4.3's)")),
        largeTextMinimum: Metric(3, .apple(.higAccessibility, says: "3:1 from 18 pt, or bold")),
        largeTextSize: Metric(18, .apple(.higAccessibility, says: "text of 18 pt and more is large")),
        nonTextMinimum: Metric(3, .apple(.higAccessibility, says: "3:1 for the parts of a control that identify it (WCAG 1.4.11)")),
        minimumHitTarget: Metric(44, .apple(.higAccessibility, says: "44 x 44 pt")))
}
