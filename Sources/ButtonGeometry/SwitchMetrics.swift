/// The system switch's numbers for one platform and control size, gathered from its platform's
/// table with each source (`IOSSwitchTable`, `MacSwitchTable`, `WatchSwitchTable`).
///
/// The track is a capsule (its ends are half circles: a continuous corner and a circular one
/// are the same curve when the radius is half the height, so the curve does not arise), and
/// the knob a circle inset from the track's ends and sides by the same distance.
struct SwitchMetrics {
    var trackWidth: Metric<Double>, trackHeight: Metric<Double>
    var knobDiameter: Double
    /// A pill knob's width; nil for a circle.
    var knobWidth: Double? = nil
    /// The gap between the knob and the track's edge (top, bottom and the near end), in points.
    var knobInset: Metric<Double>
    var shadowAlpha: Metric<UInt8>, shadowOffsetY: Metric<Double>, shadowSigma: Metric<Double>
    /// A hairline ring around the knob (macOS), or nil.
    var knobRing: (width: Metric<Double>, alpha: Metric<UInt8>)?
    /// The opacity of the whole control when disabled, drawn as one layer.
    var disabledOpacity: Metric<Double>
    /// Where the knob's diameter comes from.
    var knobSource: String

    /// The metrics for a spec's platform and size (macOS: mini, small, regular).
    static func make(_ spec: ButtonSpec) -> SwitchMetrics {
        switch spec.platform {
        case .macOS:
            let t = MacSwitchTable.table(spec.generation)
            let height = t.trackHeight[spec.size]
            return SwitchMetrics(
                trackWidth: t.trackWidth[spec.size], trackHeight: height, knobDiameter: height.value - 2 * t.knobInset.value, knobInset: t.knobInset,
                shadowAlpha: t.shadowAlpha, shadowOffsetY: t.shadowOffsetY, shadowSigma: t.shadowSigma,
                knobRing: (t.knobRingWidth, t.knobRingAlpha), disabledOpacity: t.disabledOpacity, knobSource: t.knobInset.sourceText)
        case .watchOS:
            return make(WatchSwitchTable.table(spec.generation).control)
        default:
            return make(IOSSwitchTable.table(spec.generation).control)
        }
    }

    /// The metrics of a switch of one size.
    private static func make(_ f: SwitchFigures) -> SwitchMetrics {
        SwitchMetrics(
            trackWidth: f.trackWidth, trackHeight: f.trackHeight, knobDiameter: f.knobDiameter.value, knobWidth: f.knobWidth?.value, knobInset: f.knobInset,
            shadowAlpha: f.shadowAlpha, shadowOffsetY: f.shadowOffsetY, shadowSigma: f.shadowSigma,
            knobRing: nil, disabledOpacity: f.disabledOpacity, knobSource: (f.knobWidth ?? f.knobDiameter).sourceText)
    }
}
