/// The iOS and iPadOS switch (UISwitch, SwiftUI's Toggle), measured on AccessibilitySnapshot's
/// UISwitch references (iOS 17.5 and 18.5, @3x), which are gray: colours are judged by luminance.
package struct IOSSwitchTable: MetricTable {
    /// The track, knob, shadow and disabled opacity.
    package var control: SwitchFigures
    /// The on track's colour when no tint is given.
    package var onTrack: Metric<SystemColor>
    /// The off track's colour.
    package var offTrack: Metric<SystemColor>
    /// The knob's colour.
    package var knob: Metric<SystemColor>

    package static let platforms: [Platform] = [.iOS, .iPadOS]
    package static let kind = "switch"

    static let renders = CorpusEntry.uiSwitch
    static let shadowFit = "a Gaussian fitted to the knob's shadow on the off track (black at 0.136, 1.87 pt down, sigma 2.5 pt; RMS error 0.0028 in alpha over the track, the same on iOS 17.5), cut off at the track's edge as in the render"
    static let byLuminance = "by luminance, the renders being gray (light; dark takes the same token's dark value, not measured)"

    package static let guidelines = IOSSwitchTable(
        control: SwitchFigures(
            trackWidth: Metric(51, .measured(renders, how: "the track fills the control's 51 x 31 pt bounds")),
            trackHeight: Metric(31, .measured(renders, how: "the track fills the control's 51 x 31 pt bounds")),
            knobDiameter: Metric(27, .measured(renders, how: "a 27 pt circle")),
            knobInset: Metric(2, .measured(renders, how: "2 pt in from the track's edges")),
            shadowAlpha: Metric(35, .measured(CorpusEntry.uiSwitchOffIOS18, how: shadowFit)),
            shadowOffsetY: Metric(1.9, .measured(CorpusEntry.uiSwitchOffIOS18, how: shadowFit)),
            shadowSigma: Metric(2.5, .measured(CorpusEntry.uiSwitchOffIOS18, how: shadowFit)),
            disabledOpacity: Metric(0.5, .measured(renders, how: "the disabled track seen as 210, which systemGreen at 0.5 over white gives; the knob stays white"))),
        onTrack: Metric(.systemGreen, .measured(renders, how: "173, systemGreen's luminance; " + byLuminance)),
        offTrack: Metric(.secondarySystemFill, .measured(renders, how: "233, secondarySystemFill's over white; " + byLuminance)),
        knob: Metric(.white, .measured(renders, how: byLuminance)))
}
