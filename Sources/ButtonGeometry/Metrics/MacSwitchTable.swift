/// The macOS switch (NSSwitch) per control size, as AppKit's switch looks since macOS 11: all
/// ours, no render of it being found in public snapshot tests. The large control size draws as
/// regular in AppKit, so it is refused, not drawn.
package struct MacSwitchTable: MetricTable {
    /// The track's width per control size.
    package var trackWidth: PerSize<Double>
    /// The track's height per control size.
    package var trackHeight: PerSize<Double>
    /// The gap between the knob and the track's edge (the knob's diameter is the track's height less twice this).
    package var knobInset: Metric<Double>
    /// The knob's shadow: black at this alpha (0...255).
    package var shadowAlpha: Metric<UInt8>
    /// How far down the shadow falls, in points.
    package var shadowOffsetY: Metric<Double>
    /// The shadow's Gaussian standard deviation, in points.
    package var shadowSigma: Metric<Double>
    /// The hairline ring around the knob: its width in points.
    package var knobRingWidth: Metric<Double>
    /// The ring: black at this alpha (0...255).
    package var knobRingAlpha: Metric<UInt8>
    /// The whole control's opacity when disabled.
    package var disabledOpacity: Metric<Double>
    /// The off track, light: black at 9% over the window.
    package var offTrackLight: Metric<RGBA>
    /// The off track, dark: white at 15%.
    package var offTrackDark: Metric<RGBA>
    /// The knob, light.
    package var knobLight: Metric<RGBA>
    /// The knob, dark: a light gray.
    package var knobDark: Metric<RGBA>

    package static let platforms: [Platform] = [.macOS]
    package static let kind = "switch"

    static let noRender = "no Apple render of this switch found in public snapshot tests"

    static func ours<V>(_ value: V) -> Metric<V> { Metric(value, .ours(noRender)) }

    package static let guidelines = MacSwitchTable(
        trackWidth: PerSize([(.mini, ours(26)), (.small, ours(32)), (.regular, ours(38))], otherwise: .regular),
        trackHeight: PerSize([(.mini, ours(15)), (.small, ours(18)), (.regular, ours(22))], otherwise: .regular),
        knobInset: ours(1),
        shadowAlpha: ours(51), shadowOffsetY: ours(0.5), shadowSigma: ours(0.6),
        knobRingWidth: ours(0.5), knobRingAlpha: ours(31),
        disabledOpacity: ours(0.5),
        offTrackLight: ours(RGBA(0, 0, 0, 23)), offTrackDark: ours(RGBA(255, 255, 255, 38)),
        knobLight: ours(RGBA(255, 255, 255)), knobDark: ours(RGBA(223, 223, 223)))
}
