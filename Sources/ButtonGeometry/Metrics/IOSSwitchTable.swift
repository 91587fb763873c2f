/// The iOS and iPadOS switch (UISwitch, SwiftUI's Toggle), measured on AccessibilitySnapshot's
/// UISwitch references (iOS 17.5 and 18.5, @3x), which are gray: colours are judged by luminance.
package struct IOSSwitchTable: MetricTable {
    /// The track, knob, shadow and disabled opacity.
    package var control: SwitchFigures
    /// The on track's colour when no tint is given.
    package var onTrack: Metric<SystemColor>
    /// The off track's colour.
    package var offTrack: Metric<SystemColor>
    /// Release 26: the off track's colour in light mode, a colour of its own (nil: `offTrack`).
    package var offTrackLight: Metric<RGBA>? = nil
    /// Release 26: the off track's colour in dark mode (nil: `offTrack`'s dark value).
    package var offTrackDark: Metric<RGBA>? = nil
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

    static let toggle26 = CorpusEntry.cupertinoToggle
    /// AccessibilitySnapshot's UISwitch on iOS 26.2, which `inspect` cannot read as a switch:
    /// its layer snapshot draws the track but not the knob.
    static let uiSwitch26 = "cashapp/AccessibilitySnapshot at 5b03db81f494, Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_26_2_402x874@3x.png (UISwitch, gray, no knob drawn)"

    /// Release 26: wider and shorter, a white pill knob without a resting shadow, a darker off
    /// track (AccessibilitySnapshot's 26.2 UISwitch references, whose layer snapshot does not draw
    /// the knob, and a SwiftUI Toggle's screenshot on iOS 26, which does).
    package static let liquidGlass: IOSSwitchTable? = {
        var t = guidelines
        t.control.trackWidth = Metric(63, .measured(toggle26, how: "62.94 pt; UISwitch reads 62.97 in \(uiSwitch26)"))
        t.control.trackHeight = Metric(28, .measured(toggle26, how: "28.00 pt, as UISwitch's; the ends ease into the sides within 0.23 pt of half circles, drawn as half circles"))
        t.control.knobDiameter = Metric(24, .measured(toggle26, how: "a white pill 36.93 x 23.95 pt: 24 pt tall"))
        t.control.knobWidth = Metric(37, .measured(toggle26, how: "a white pill 36.93 x 23.95 pt: 37 pt wide"))
        t.control.knobInset = Metric(2, .measured(toggle26, how: "2 pt from the top, bottom and near end"))
        t.control.shadowAlpha = Metric(0, .measured(toggle26, how: "no shadow at rest: the pixels touching the knob are the track's colour exactly"))
        t.control.disabledOpacity = Metric(0.5, .measured(toggle26, how: "the disabled off track 226, 226, 227 is the off track at 0.5 over white; in \(uiSwitch26) the disabled on track reads 210.7, systemGreen at 0.5 over white 210.4"))
        t.onTrack = Metric(.systemGreen, .measured(toggle26, how: "the Toggle's is its tint exactly; UISwitch's reads 173.6 in \(uiSwitch26), systemGreen's luminance 173.9"))
        t.offTrackLight = Metric(RGBA(120, 120, 128, 110), .measured(
            toggle26, how: "seen as 197, 197, 199 over white (the disabled off track 226 at 0.5 undone; UISwitch's gray 197.9 agrees): systemGray's 120, 120, 128 at 0.43 gives it; an opaque #C5C5C7 would too, which no other backdrop tells apart"))
        t.offTrackDark = Metric(RGBA(142, 142, 147, 140), .measured(
            toggleDark26, how: "seen as 90, 90, 94 over the grouped row's 28, 28, 29: systemGray (142, 142, 147) at 0.55 gives it, each channel's alpha within 0.007 (the light value is the same gray at 0.52 within 0.006); the knob stays white, without a shadow"))
        return t
    }()

    /// A SwiftUI Toggle, off, in dark mode on iOS 26 (home-assistant/iOS's snapshot).
    static let toggleDark26 = CorpusEntry.homeAssistantToggleDark
}
