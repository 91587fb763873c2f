/// The On/Off Labels glyphs (iOS, iPadOS, watchOS): a bar on the on side and a ring on the off
/// side, each centred in the part of the track the knob leaves bare and moved one knob inset
/// toward the knob. Sizes are given at a 31 pt track and scale with the track's height; the bar
/// is white and the ring systemGray. No Apple render with the setting on was found: all ours.
package struct SwitchGlyphTable: MetricTable {
    /// The track height the sizes below are given at.
    package var referenceTrackHeight: Metric<Double>
    /// The bar's width at that height.
    package var barWidth: Metric<Double>
    /// The bar's height at that height.
    package var barHeight: Metric<Double>
    /// The ring's outer diameter at that height.
    package var ringDiameter: Metric<Double>
    /// The ring's line width at that height.
    package var ringLine: Metric<Double>

    package static let platforms: [Platform] = [.iOS, .iPadOS, .watchOS]
    package static let kind = "switch's On/Off Labels"

    static let noRender = "no Apple render with On/Off Labels found"

    static func ours(_ value: Double) -> Metric<Double> { Metric(value, .ours(noRender)) }

    package static let guidelines = SwitchGlyphTable(
        referenceTrackHeight: Metric(31, .measured(CorpusEntry.uiSwitch, how: "the iOS switch's track")),
        barWidth: ours(1), barHeight: ours(10), ringDiameter: ours(9), ringLine: ours(1.5))
}
