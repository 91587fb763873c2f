/// Liquid Glass on iOS and iPadOS 26 (`UIButton.Configuration.glass()` and `.prominentGlass()`),
/// measured on UIKit's own buttons over white, black, systemBlue, systemGreen and systemRed
/// (`cnb-*` entries: gunumdogdu/cupertino_native_better's screenshots, Display P3 converted to
/// sRGB with their embedded profile, @3x). Glass over a light backdrop is the backdrop mixed with
/// near-white; over black it turns dark: two appearances, chosen by what lies behind.
package struct GlassTable: MetricTable {
    /// How much the backdrop is blurred before it is mixed: a Gaussian's deviation, in points.
    package var blur: Metric<Double>
    /// Over light content: the share of `lightToward` mixed into the backdrop.
    package var lightMix: Metric<Double>
    /// Over light content: the colour mixed in.
    package var lightToward: Metric<RGBA>
    /// Over dark content: the share mixed in.
    package var darkMix: Metric<Double>
    /// Over dark content: the colour mixed in.
    package var darkToward: Metric<RGBA>
    /// Below this relative luminance (0 to 1) of the blurred backdrop, the dark appearance.
    package var darkBelowLuminance: Metric<Double>
    /// The light rim along the inside of the edge, in points.
    package var rimWidth: Metric<Double>
    /// White at this alpha at the rim's outer edge, over light content.
    package var rimAlphaLight: Metric<Double>
    /// White at this alpha at the rim's outer edge, over dark content.
    package var rimAlphaDark: Metric<Double>
    /// The rim's alpha in three steps from the edge inward, as shares of its edge alpha.
    package var rimProfile: Metric<[Double]>
    /// Prominent glass: white at this alpha at the rim's outer edge, over its tint.
    package var prominentRimAlpha: Metric<Double>
    /// The shadow below the glass: its fall, in points.
    package var shadowOffsetY: Metric<Double>
    /// The shadow's Gaussian deviation, in points.
    package var shadowSigma: Metric<Double>
    /// The shadow's black at its densest.
    package var shadowAlpha: Metric<Double>
    /// The capsule's ends (the glass kinds are capsules, `.capsule` their corner style).
    package var capsuleCurve: Metric<CornerCurve>
    /// The glass style's label (the tint, when one is given, as `baseForegroundColor`).
    package var label: Metric<LabelInk>
    /// Prominent glass's label, over its tint.
    package var prominentLabel: Metric<SystemColor>

    package static let platforms: [Platform] = [.iOS, .iPadOS]
    package static let kind = "glass button"
    package static let framework: Framework? = .uikit

    static let renders = CorpusEntry.cupertinoGlass
    static let prominent = CorpusEntry.cupertinoProminentGlass
    static let darkMode = CorpusEntry.homeAssistantGlassDark

    /// The guidelines' design has no glass; its table is only the release 26 one, which the
    /// validation keeps from being drawn without `--os-version 26`.
    package static let guidelines = GlassTable(
        blur: Metric(6, .ours("uniform backdrops show no blur; 6 pt keeps a photo behind the glass recognisable, as Apple's buttons do")),
        lightMix: Metric(0.57, .measured(renders, how: "fill = backdrop x (1 - a) + C x a over white, blue, green and red: a 0.57, C 252 (residual RMS 1.8, 6.2, 0.7 levels for red, green, blue; green's green channel 10 off)")),
        lightToward: Metric(RGBA(252, 252, 252), .measured(renders, how: "the same fit: 253 over white, 146,199,255 over systemBlue, 163,245,184 over systemGreen, 255,171,167 over systemRed")),
        darkMix: Metric(0.57, .ours("one backdrop (black) shows the dark glass: its share is taken as the light glass's")),
        darkToward: Metric(RGBA(32, 32, 32), .measured(renders + darkMode, how: "18 over black, the dark glass: 32 at the light glass's share; in dark mode SwiftUI's regular glass shows 19 over black, the same material (the glass follows what lies behind it, not the appearance)")),
        darkBelowLuminance: Metric(0.1, .ours("black turns the glass dark and systemBlue (luminance 0.21) does not; the switch is put between them")),
        rimWidth: Metric(1, .measured(renders, how: "3 px at @3x along the whole edge, brightest at the outer pixel")),
        rimAlphaLight: Metric(0.35, .measured(renders, how: "white over the fill at the outer pixel: 0.27 to 0.51 over blue, green and red (P3 clipping spreads the channels); about the same all round (brighter upper left and lower right, approximated)")),
        rimAlphaDark: Metric(0.13, .measured(renders + darkMode, how: "over black: 48, 39, 27 over the 18 fill, white at 0.127, 0.089, 0.038; in dark mode 47, 40, 32 over 19, white at 0.12")),
        rimProfile: Metric([1, 0.7, 0.3], .measured(renders, how: "the three pixels over black, 0.127 : 0.089 : 0.038")),
        prominentRimAlpha: Metric(0.21, .measured(prominent, how: "54 over the fill's 2 in red at the outer pixel (green and blue clip in sRGB)")),
        shadowOffsetY: Metric(8, .measured(renders, how: "on white: 4.3% darker just below the edge, 2.0% above, 3.1% at the side; a blurred capsule fits at 8 pt down")),
        shadowSigma: Metric(18, .measured(renders, how: "the same fit: the darkening fades out about 40 pt from the edge")),
        shadowAlpha: Metric(0.105, .measured(renders, how: "the same fit's peak, on white (colours read darker, 0.21 to 0.29: approximated by the white one)")),
        capsuleCurve: Metric(.continuous, .measured(renders, how: "the straight edge starts to curve about 1.5 r from the end, not r: not half circles")),
        label: Metric(.system(.label), .reimplemented(.uikit26Probe, detail: "factoryLayout.glass.titleColor: black light, white dark; the renders' blue labels are the tint set as baseForegroundColor")),
        prominentLabel: Metric(.white, .measured(prominent, how: "white on the tint (a later screenshot reads light cyan, 142,255,255 in sRGB: the P3 white of a vibrant label, clipped)")))

    package static let liquidGlass: GlassTable? = guidelines
    package static let generations: [DesignGeneration] = [.liquidGlass]
}
