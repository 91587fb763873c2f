/// visionOS buttons: heights from the guidelines; the glass, padding and text ours.
package struct VisionButtonTable: MetricTable {
    /// The button's height per size.
    package var height: PerSize<Double>
    /// The title's point size per size.
    package var fontSize: PerSize<Double>
    /// Line height per point of text size, rounded to the point.
    package var lineHeightPerPoint: Metric<Double>
    /// Horizontal padding on each side, as a share of the button's height, rounded to the point.
    package var paddingPerHeight: Metric<Double>
    /// The glass's fill.
    package var glass: Metric<RGBA>
    /// The label on glass.
    package var label: Metric<RGBA>
    /// The one appearance: the system colours on glass take their dark variants.
    package var appearance: Metric<Appearance>
    /// What the glass is drawn on when no background is given: a neutral gray standing in for
    /// the passthrough behind it.
    package var backdrop: Metric<RGBA>
    /// The smallest hit target, in points.
    package var minimumHitTarget: Metric<Double>

    package static let platforms: [Platform] = [.visionOS]
    package static let kind = "button"

    static let noRender = "no visionOS render in the calibration corpus"
    static let heightsSay = "the button heights per size, mini 28 to extra large 64"
    static let noTextSize = "the guidelines give the heights, not the title's size: one step of the type ramp a size"

    package static let guidelines = VisionButtonTable(
        height: PerSize([
            (.mini, Metric(28, .apple(.higButtons, says: heightsSay))),
            (.small, Metric(32, .apple(.higButtons, says: heightsSay))),
            (.regular, Metric(44, .apple(.higButtons, says: heightsSay))),
            (.large, Metric(52, .apple(.higButtons, says: heightsSay))),
            (.extraLarge, Metric(64, .apple(.higButtons, says: heightsSay))),
        ], otherwise: .regular),
        fontSize: PerSize([
            (.mini, Metric(13, .ours(noTextSize))),
            (.small, Metric(15, .ours(noTextSize))),
            (.regular, Metric(17, .ours(noTextSize))),
            (.large, Metric(19, .ours(noTextSize))),
            (.extraLarge, Metric(22, .ours(noTextSize))),
        ], otherwise: .regular),
        lineHeightPerPoint: Metric(1.3, .ours(noRender)),
        paddingPerHeight: Metric(0.45, .ours(noRender)),
        glass: Metric(RGBA(128, 128, 128, 77), .ours(noRender + "; no source shows a tinted glass, so tinted, gray and (with Button Shapes) plain draw this same glass")),
        label: Metric(RGBA(255, 255, 255), .ours(noRender)),
        appearance: Metric(.dark, .ours("visionOS has no Dark Mode setting; its glass takes the system colours' dark variants")),
        backdrop: Metric(RGBA(0x40, 0x40, 0x48), .ours("a neutral gray standing in for the passthrough behind the glass")),
        minimumHitTarget: Metric(60, .apple(.higAccessibility, says: "60 x 60 pt on visionOS")))
}
