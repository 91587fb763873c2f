/// The watchOS switch: a smaller iOS switch (its knob-to-track proportions and shadow, scaled),
/// in the iOS colours; ours, no render of it being found.
package struct WatchSwitchTable: MetricTable {
    /// The track, knob, shadow and disabled opacity.
    package var control: SwitchFigures

    package static let platforms: [Platform] = [.watchOS]
    package static let kind = "switch"

    static let noRender = "no Apple render of this switch found in public snapshot tests; the iOS switch scaled"

    static func ours<V>(_ value: V) -> Metric<V> { Metric(value, .ours(noRender)) }

    package static let guidelines = WatchSwitchTable(control: SwitchFigures(
        trackWidth: ours(42), trackHeight: ours(26), knobDiameter: ours(22), knobInset: ours(2),
        shadowAlpha: ours(35), shadowOffsetY: ours(1.6), shadowSigma: ours(2.1), disabledOpacity: ours(0.5)))
}
