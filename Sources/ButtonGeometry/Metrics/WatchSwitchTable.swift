/// The watchOS switch: a smaller iOS switch (its knob-to-track proportions and shadow, scaled),
/// in the iOS colours; ours, no render of it being found.
package struct WatchSwitchTable: MetricTable {
    /// The track's width.
    package var trackWidth: Metric<Double>
    /// The track's height.
    package var trackHeight: Metric<Double>
    /// The knob's diameter.
    package var knobDiameter: Metric<Double>
    /// The gap between the knob and the track's edge.
    package var knobInset: Metric<Double>
    /// The knob's shadow: black at this alpha (0...255).
    package var shadowAlpha: Metric<UInt8>
    /// How far down the shadow falls, in points.
    package var shadowOffsetY: Metric<Double>
    /// The shadow's Gaussian standard deviation, in points.
    package var shadowSigma: Metric<Double>
    /// The whole control's opacity when disabled.
    package var disabledOpacity: Metric<Double>

    package static func key(_ generation: DesignGeneration) -> MetricTableKey {
        MetricTableKey(platforms: [.watchOS], kind: "switch", framework: nil, generation: generation)
    }

    package static func table(_ generation: DesignGeneration) -> Self {
        switch generation {
        case .guidelines: return guidelines
        }
    }

    static let noRender = "no Apple render of this switch found in public snapshot tests; the iOS switch scaled"

    static func ours<V>(_ value: V) -> Metric<V> { Metric(value, .ours(noRender)) }

    static let guidelines = WatchSwitchTable(
        trackWidth: ours(42), trackHeight: ours(26), knobDiameter: ours(22), knobInset: ours(2),
        shadowAlpha: ours(35), shadowOffsetY: ours(1.6), shadowSigma: ours(2.1), disabledOpacity: ours(0.5))
}
