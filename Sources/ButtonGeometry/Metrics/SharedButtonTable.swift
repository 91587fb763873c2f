/// The numbers every platform's content-fitting buttons share: states, the focus ring, the
/// subtitle, symbols and the activity indicator inside a button, and the fills measured on iOS
/// that every platform's tinted and disabled styles take.
package struct SharedButtonTable: MetricTable {
    /// A symbol takes the title's point size, drawn in a square this many times that size
    /// (UIKit's measured box is in its own table).
    package var symbolBoxPerPointSize: Metric<Double>
    /// Space between the image (or activity indicator) and the title, in points (UIKit's is its own).
    package var imagePadding: Metric<Double>
    /// How far below the title the subtitle sits, in points.
    package var subtitleGap: Metric<Double>
    /// Outside iOS and iPadOS (no text style table here), how much smaller the subtitle is than
    /// the title, in points.
    package var subtitleSizeStep: Metric<Double>
    /// Outside iOS and iPadOS, how much shorter the subtitle's line is than the title's, in points.
    package var subtitleLineStep: Metric<Double>
    /// The activity indicator inside a button: the medium indicator's diameter, scaled down to the
    /// title's line height when the line is shorter.
    package var spinnerDiameter: Metric<Double>
    /// Highlighted: every colour of the button at this opacity.
    package var highlightedOpacity: Metric<Double>
    /// The focus ring's width, in points.
    package var focusRingWidth: Metric<Double>
    /// How far outside the shape the focus ring starts, in points.
    package var focusRingOffset: Metric<Double>
    /// The focus ring's opacity over the tint.
    package var focusRingOpacity: Metric<Double>
    /// A border inside the shape (gradient and help buttons): this many pixels wide.
    package var borderPixels: Metric<Double>
    /// The tinted style's fill: the tint at this opacity, light appearance.
    package var tintedOpacityLight: Metric<Double>
    /// The tinted fill's opacity in dark mode.
    package var tintedOpacityDark: Metric<Double>
    /// The gray style's fill.
    package var grayFill: Metric<SystemColor>
    /// The gray style's label.
    package var grayLabel: Metric<LabelInk>
    /// Button Shapes on a plain button: its shape is filled with this.
    package var buttonShapesFill: Metric<SystemColor>
    /// Disabled, light appearance: the fill (seen as 233,233,234 over white).
    package var disabledFillLight: Metric<RGBA>
    /// Disabled, light appearance: the label (seen as 194,194,196 over that fill).
    package var disabledLabelLight: Metric<RGBA>
    /// Disabled, dark appearance (and macOS in both): the fill.
    package var disabledFillDark: Metric<SystemColor>
    /// Disabled, dark appearance (and macOS in both): the label.
    package var disabledLabelDark: Metric<SystemColor>

    package static let platforms = Platform.allCases
    package static let kind = "button"

    package static let guidelines = SharedButtonTable(
        symbolBoxPerPointSize: Metric(1.2, .ours("no render of a SwiftUI or other platform's symbol beside a title measured yet")),
        imagePadding: Metric(8, .reimplemented(.composeCupertino, detail: "its gap between image and title; watchOS, tvOS and visionOS take it too (ours)")),
        subtitleGap: Metric(2, .ours("no render of a button with a subtitle found")),
        subtitleSizeStep: Metric(2, .ours("no text style table for these platforms here: the subtitle one step smaller")),
        subtitleLineStep: Metric(3, .ours("no text style table for these platforms here: the subtitle's line one step shorter")),
        spinnerDiameter: Metric(20, .reimplemented(.flutter, detail: "CupertinoActivityIndicator's medium size")),
        highlightedOpacity: Metric(0.4, .reimplemented(.flutter, detail: "CupertinoButton's pressed opacity; applied to every style (ours)")),
        focusRingWidth: Metric(3, .ours("no render of a focused button found")),
        focusRingOffset: Metric(3.5, .reimplemented(.flutter, detail: "CupertinoButton's focus ring")),
        focusRingOpacity: Metric(0.8, .reimplemented(.flutter, detail: "CupertinoButton's focus ring, the tint at 0.8")),
        borderPixels: Metric(1, .ours("a hairline: one pixel at any scale")),
        tintedOpacityLight: Metric(0.18, .measured(
            CorpusEntry.prefireRegistrationTinted + CorpusEntry.nativebookStar.filter { $0.id != "nativebook-star-dark" },
            how: "systemBlue over white seen as 209,231,255 (iOS 16 and 17), and 46/255 in the star renders")),
        tintedOpacityDark: Metric(0.25, .measured(CorpusEntry.nativebookStarDark, how: "systemBlue's dark value at 64/255")),
        grayFill: Metric(.secondarySystemFill, .measured(CorpusEntry.nativebookOutline, how: "the gray Outline button's fill is secondarySystemFill, 41/255 light and 82/255 dark")),
        grayLabel: Metric(.tint, .measured(CorpusEntry.nativebookOutline, how: "the gray Outline button's title is systemBlue")),
        buttonShapesFill: Metric(.secondarySystemFill, .ours("no render with Button Shapes on found")),
        disabledFillLight: Metric(RGBA(120, 120, 128, 42), .measured(CorpusEntry.prefireSignInDisabled, how: "seen as 233,233,234 over white (iOS 16 and 17)")),
        disabledLabelLight: Metric(RGBA(60, 60, 67, 58), .measured(CorpusEntry.prefireSignInDisabled, how: "seen as 194,194,196 over that fill (iOS 16 and 17)")),
        disabledFillDark: Metric(.tertiarySystemFill, .reimplemented(.flutter, detail: "CupertinoButton's disabled colour; no dark render measured yet")),
        disabledLabelDark: Metric(.tertiaryLabel, .reimplemented(.flutter, detail: "CupertinoButton's disabled colour; no dark render measured yet")))

    static let probe = "what UIKit resolved on iOS 26.1"

    /// Release 26 on iOS and iPadOS (the only platforms drawn in 26 so far): UIKit's resolved
    /// colours for the states, the gray style's label, and the pressed opacity; the rest as the
    /// guidelines' table, which no 26 render contradicts.
    package static let liquidGlass: SharedButtonTable? = {
        var t = guidelines
        t.highlightedOpacity = Metric(0.75, .reimplemented(
            .uikit26Probe, detail: "statesPerFactory.filled.highlighted: the background and the title at 0.75 of their alpha; \(probe)"))
        t.grayFill = Metric(.secondarySystemFill, .reimplemented(.uikit26Probe, detail: "factoryLayout.gray: 0.4706, 0.4706, 0.502 at 0.16, secondarySystemFill; \(probe)"))
        t.grayLabel = Metric(.system(.label), .reimplemented(.uikit26Probe, detail: "factoryLayout.gray.titleColor: black light, white dark, not the tint; \(probe)"))
        t.tintedOpacityLight = Metric(0.18, .reimplemented(.uikit26Probe, detail: "factoryLayout.tinted: the tint at 0.18; \(probe)"))
        t.disabledFillLight = Metric(RGBA(120, 120, 128, 31), .reimplemented(
            .uikit26Probe, detail: "statesPerFactory.filled.disabled: 0.4706, 0.4706, 0.502 at 0.12; \(probe)"))
        t.disabledLabelLight = Metric(RGBA(60, 60, 67, 76), .reimplemented(
            .uikit26Probe, detail: "statesPerFactory.filled.disabled.titleColor: 0.2353, 0.2353, 0.2627 at 0.298 (tertiaryLabel); \(probe)"))
        return t
    }()
}
