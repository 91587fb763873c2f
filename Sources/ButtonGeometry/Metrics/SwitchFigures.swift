/// The figures of a switch of one size (iOS, iPadOS, watchOS): the tables of those switches
/// hold one each, and list its figures as their own rows.
package struct SwitchFigures: Sendable, MetricRows {
    /// The track's width.
    package var trackWidth: Metric<Double>
    /// The track's height.
    package var trackHeight: Metric<Double>
    /// The knob's diameter (its height, when it is a pill).
    package var knobDiameter: Metric<Double>
    /// A pill knob's width (release 26's); nil for a circle.
    package var knobWidth: Metric<Double>? = nil
    /// The gap between the knob and the track's edge.
    package var knobInset: Metric<Double>
    /// The knob's shadow: black at this alpha (0...255) at its densest.
    package var shadowAlpha: Metric<UInt8>
    /// How far down the shadow falls, in points.
    package var shadowOffsetY: Metric<Double>
    /// The shadow's Gaussian standard deviation, in points.
    package var shadowSigma: Metric<Double>
    /// The whole control's opacity when disabled, drawn as one layer.
    package var disabledOpacity: Metric<Double>

    /// Each figure's row under its own name: the table lists them as its own.
    package func rows(figure: String) -> [MetricRow] { reflectedRows(of: self) }
}
