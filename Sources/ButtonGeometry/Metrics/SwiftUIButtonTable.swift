/// SwiftUI's bordered button styles on iOS and iPadOS (`--framework swiftui`): the large and
/// medium (regular control) sizes measured on Apple's renders, the small ours.
package struct SwiftUIButtonTable: MetricTable {
    /// Content insets at the default text size, scaled with it.
    package var insets: PerSize<Insets>
    /// The shape's minimum height at the default text size.
    package var minimumHeight: PerSize<Double>
    /// The title's text style per size.
    package var titleStyle: PerSize<TextStyleMetrics>
    /// The large size's `.dynamic` radius; nil where the large size is a capsule (release 26).
    package var largeDynamicCornerRadius: Metric<Double>?
    /// The medium size's `.dynamic` radius; nil where the medium size is a capsule (release 26;
    /// the small size is one in both generations, ours).
    package var mediumDynamicCornerRadius: Metric<Double>?
    /// The curve of that corner: the path squircle (`UIBezierPath`'s), with exact-area edges.
    package var cornerCurve: Metric<CornerCurve>
    /// The curve of a capsule's ends (the medium and small sizes, and the `.capsule` corner
    /// style): continuous from iOS 16 on, half circles on iOS 15.
    package var capsuleCurve: Metric<CornerCurve>
    /// The capsule's ends on iOS 15 (`--os-version 15`): half circles.
    package var capsuleCurveBefore16: Metric<CornerCurve>
    /// The `.small` corner style's radius, in points.
    package var smallCornerRadius: Metric<Double>
    /// The `.medium` corner style's radius, in points.
    package var mediumCornerRadius: Metric<Double>
    /// The `.large` corner style's radius, in points (the design kits').
    package var largeCornerRadius: Metric<Double>
    /// Whether the vertical insets and the minimum height stay the default text size's at larger
    /// ones; nil where they grow with the text (before 26: ours, no SwiftUI render at a larger
    /// size). Smaller sizes scale them down, and the horizontal insets and image padding grow,
    /// either way (ours: no render).
    package var keepsVerticalInsetsAtLargerText: Metric<Bool>?
    /// `.bordered` under `.tint(_:)` (`--tint`), light mode: the tint at this opacity instead of
    /// the gray fill; an app's accent colour alone leaves it gray. Nil where no render tells the
    /// wash from the gray (before 26): the gray fill, with the tint as its label.
    package var borderedTintOpacityLight: Metric<Double>?
    /// The same in dark mode.
    package var borderedTintOpacityDark: Metric<Double>?
    /// A disabled button's fill in light mode, where SwiftUI's differs from the shared table's
    /// (UIKit's, in release 26); nil where it is the shared table's.
    package var disabledFillLight: Metric<RGBA>?
    /// A disabled button's label in light mode, likewise.
    package var disabledLabelLight: Metric<RGBA>?

    package static let platforms: [Platform] = [.iOS, .iPadOS]
    package static let kind = "system button"
    package static let framework: Framework? = .swiftui

    static let noSmallRender = "no SwiftUI render of the small size yet"
    static let deleteRenders = CorpusEntry.a11yBorderedDelete
    static let deleteHow = "a .bordered \"Delete\" at the regular control size is 73.33 x 34.33 pt on iOS 18.5 and 26.2: 17 pt text (the title 49.33 pt wide) and 7 x 12 insets"
    static let largeRenders = CorpusEntry.approachBorderedProminentLarge + CorpusEntry.prefireSignIn
        + CorpusEntry.prefireSignInDisabled + CorpusEntry.prefireRegistrationTinted

    package static let guidelines = SwiftUIButtonTable(
        insets: PerSize([
            (.small, Metric(Insets(vertical: 4, horizontal: 12), .ours(noSmallRender))),
            (.medium, Metric(Insets(vertical: 7, horizontal: 12), .measured(deleteRenders, how: deleteHow + ", as an Apple engineer gives them (forums thread 733541)"))),
            (.large, Metric(Insets(vertical: 14, horizontal: 20), .ours("50 pt tall, as commonly measured"))),
        ], otherwise: .large),
        minimumHeight: PerSize([
            (.small, Metric(28, .ours(noSmallRender))),
            (.medium, Metric(34.33, .measured(deleteRenders, how: "103 px at @3x: Body's 20.33 pt line and 7 pt above and below"))),
            (.large, Metric(50.33, .measured(
                CorpusEntry.approachBorderedProminentLarge,
                how: "151 px at @3x on iOS 18 (iOS 16 and 17 drew 49.33-49.5); not rounded, it snaps to 50.5 at @2x as SF's 17 pt line does"))),
        ], otherwise: .large),
        titleStyle: PerSize([
            (.small, Metric(.subheadline, .apple(.higTypography, says: "Subheadline"))),
            (.medium, Metric(.body, .measured(deleteRenders, how: deleteHow))),
            (.large, Metric(.body, .apple(.higTypography, says: "Body"))),
        ], otherwise: .small),
        largeDynamicCornerRadius: Metric(9.02, .measured(
            largeRenders,
            how: "every large SwiftUI button (iOS 16, 17 and 18, @2x and @3x) fits a continuous corner of 9.02 pt (RMS 0.002-0.006; a circular arc 0.04-0.06); at 9.02 every corner pixel of the iOS 18 render is within 3/255 of ours, at 9.00 within 9")),
        mediumDynamicCornerRadius: Metric(7, .measured(
            [deleteRenders[0]],
            how: "iOS 18.5: a rounded rectangle, not a capsule; a continuous corner of 7.0 pt fits (circular 7.42 pt fits as well: the fill is 20 levels from its backdrop there), read with the test tool's marker mirrored away")),
        cornerCurve: Metric(.continuous, .measured(CorpusEntry.approachBorderedProminentLarge, how: "UIBezierPath's squircle fits the corner best")),
        capsuleCurve: Metric(.continuous, .measured(
            CorpusEntry.revenueCatCapsules,
            how: "iOS 16 and 17 .large .capsule renders (@1x, 54 pt tall, light and dark): the long edge starts to curve 1.24-1.31 r from the end (iOS 15: 0.94-0.98 r, a half circle); two continuous corners of radius r meeting at the end's middle (Shapes.continuousCapsule) fit every pixel of the end within 11/255 (RMS 1.0/255), half circles within 102/255 (RMS 8.7/255)")),
        capsuleCurveBefore16: Metric(.circular, .measured(
            CorpusEntry.revenueCatCapsules.filter { $0.id.hasSuffix("ios15") },
            how: "the iOS 15 renders of the same capsule: the long edge starts to curve 0.94-0.98 r from the end, a half circle")),
        smallCornerRadius: Metric(6, .reimplemented(.composeCupertino, detail: "its small bordered radius, as an iOS 14 bordered replica also draws it")),
        mediumCornerRadius: Metric(8, .reimplemented(.composeCupertino, detail: "its medium bordered radius, as an iOS 14 bordered replica also draws it")),
        largeCornerRadius: Metric(12, .reimplemented(.composeCupertino, detail: "the design kits' large radius")),
        keepsVerticalInsetsAtLargerText: nil,
        borderedTintOpacityLight: nil, borderedTintOpacityDark: nil,
        disabledFillLight: nil, disabledLabelLight: nil)

    /// Release 26: every size is a capsule whose height is the label's line and its insets, with
    /// no minimum; the small size is measured in bordered only and the large in bordered prominent
    /// only, and their other styles are refused (`LiquidGlassCoverage`).
    package static let liquidGlass: SwiftUIButtonTable? = {
        var t = guidelines
        t.mediumDynamicCornerRadius = nil
        t.largeDynamicCornerRadius = nil
        let small = CorpusEntry.pumpfoilSmallDestructive
        t.insets = PerSize([
            (.small, Metric(Insets(vertical: 5, horizontal: 12), .measured(
                [small], how: "a .bordered at .controlSize(.small) is 28 pt: Subheadline's 17.9 pt line and 5 above and below, a capsule; its ink 12.7 to 14.7 pt from the ends, as at the regular size's 12"))),
            (.medium, Metric(Insets(vertical: 7, horizontal: 12), .measured([deleteRenders[1]], how: deleteHow))),
            (.large, Metric(Insets(vertical: 15, horizontal: 20), .measured(
                [CorpusEntry.odysseyDisabledLarge], how: "a .borderedProminent at .controlSize(.large) is 50.33 pt: body's 20.33 pt line and 15 above and below, a capsule; the 20 beside the label is ours (its label fills the width it is given)"))),
        ], otherwise: .medium)
        t.minimumHeight = PerSize([
            (.small, Metric(0, .measured([small], how: "none: 28 pt is the line and the insets"))),
            (.medium, Metric(0, .measured(
                [deleteRenders[1]] + CorpusEntry.swiftUIGarden + CorpusEntry.ivibeProminent + CorpusEntry.odysseyDestructiveBordered,
                how: "none: a .bordered with a .caption label is 28.33 pt, its 14.33 pt line and 7 above and below; with body, 34.33 pt, as iOS 18.5, in the bordered, bordered prominent, glass and glass prominent styles alike (swiftui-garden, 246 x 103 px at @3x each; ivibe's prominent ones)"))),
            (.large, Metric(0, .measured([CorpusEntry.odysseyDisabledLarge], how: "none: 50.33 pt is the line and the insets"))),
        ], otherwise: .medium)
        t.titleStyle = PerSize([
            (.small, Metric(.subheadline, .measured([small], how: "its \"Trennen\" has Subheadline's 15 pt capitals (10.6 pt of cap height)"))),
            (.medium, Metric(.body, .measured([deleteRenders[1]], how: deleteHow))),
            (.large, Metric(.body, .measured([CorpusEntry.odysseyDisabledLarge], how: "its \"Pair\" has a 11.94 pt P stem, body's 17 pt capitals"))),
        ], otherwise: .medium)
        t.keepsVerticalInsetsAtLargerText = Metric(true, .measured(
            [CorpusEntry.ivibeProminentAX2], how: "a .borderedProminent at accessibility 2 (33 pt text) whose label is framed 44 pt tall (.frame(minHeight: 44)) is 58 pt: that frame and 7 pt above and below, as at the default size, not 14"))
        t.borderedTintOpacityDark = Metric(0.25, .measured(
            [CorpusEntry.pumpfoilBorderedTintDark], how: "a .bordered \"Meine\" under .tint(.accentColor) (system blue) is 21, 57, 86 over the dark cell's 28, 28, 30: 0, 145, 255 at 0.25, as UIKit's tinted style in dark mode"))
        t.borderedTintOpacityLight = Metric(0.18, .measured(
            [CorpusEntry.ivibeBorderedTint, CorpusEntry.pumpfoilSmallAccent], how: "a .bordered \"나중에\" under .tint(.blue) is 209, 234, 255 over white: systemBlue (#0088FF) at 0.18, as UIKit's tinted style; under the app's accent colour alone it stays gray, 233, 233, 235, its label the accent (\"Importieren\")"))
        t.disabledFillLight = Metric(RGBA(120, 120, 128, 41), .measured(
            [CorpusEntry.odysseyDisabledLarge, CorpusEntry.ivibeDisabledProminent], how: "a disabled .borderedProminent is 233, 233, 235 over white, and 232.5, 232.5, 235 under an alert's dimming undone in its lower rows (the upper lie under the alert's shadow): secondarySystemFill (UIKit's 26 disabled fill is 0.12)"))
        t.disabledLabelLight = Metric(RGBA(60, 60, 67, 62), .measured(
            [CorpusEntry.odysseyDisabledLarge, CorpusEntry.ivibeDisabledProminent], how: "its label reads tertiaryLabel's gray at 0.226 over white (194, 194, 197, a large \"Pair\", the direct reading) and 0.25 to 0.26 through the dimming undone (189, 189, 191, a regular Korean label, by the x 0.8 model); 0.24 is the middle, within 0.02 of both, not a reading of either (UIKit's 26 disabled title is 0.30)"))
        return t
    }()
}
