/// The macOS push button (and the flexible-height button, drawn alike): AppKit's renders in the
/// calibration corpus for the regular size, WebKit's cells and macos_ui for the others. Its face
/// and label colours are also what the help button and the text-only kinds draw with.
package struct MacPushButtonTable: MetricTable {
    /// The face's height per control size.
    package var height: PerSize<Double>
    /// The face's corner radius per control size.
    package var cornerRadius: PerSize<Double>
    /// The face's corner curve.
    package var cornerCurve: Metric<CornerCurve>
    /// How far the label sits above the face's optical centre, per point of font size.
    package var opticalLiftPerPoint: Metric<Double>
    /// The label's font size per control size.
    package var fontSize: PerSize<Double>
    /// Line height per point of font size, rounded to the point.
    package var lineHeightPerPoint: Metric<Double>
    /// Horizontal padding on each side of the content, per control size.
    package var horizontalPadding: PerSize<Double>
    /// Space between a symbol and the title.
    package var imagePadding: Metric<Double>
    /// The flexible-height button's padding above and below its lines.
    package var flexibleVerticalPadding: Metric<Double>
    /// The face's hairline ring just outside it, light and dark: its width in points.
    package var ringWidth: Metric<Double>
    /// The ring's colour.
    package var ringColor: Metric<RGBA>
    /// The face's drop shadow, light and dark: how far down it falls, in points.
    package var shadowOffsetY: Metric<Double>
    /// The shadow's blur, in points.
    package var shadowBlur: Metric<Double>
    /// The shadow's colour.
    package var shadowColor: Metric<RGBA>
    /// Room around the face for that shadow, in points.
    package var shadowMargin: Metric<Double>
    /// The face in the light appearance.
    package var faceLight: Metric<RGBA>
    /// The face in the dark appearance: translucent white, so the window shows through.
    package var faceDark: Metric<RGBA>
    /// The dark face's highlight, a line along the inside of its top edge.
    package var highlightDark: Metric<RGBA>
    /// That highlight's width, in points.
    package var highlightWidth: Metric<Double>
    /// The default (primary) button's gradient, top, light.
    package var defaultGradientTopLight: Metric<RGBA>
    /// The default button's gradient, bottom, light.
    package var defaultGradientBottomLight: Metric<RGBA>
    /// The default button's gradient, top, dark.
    package var defaultGradientTopDark: Metric<RGBA>
    /// The default button's gradient, bottom, dark.
    package var defaultGradientBottomDark: Metric<RGBA>
    /// The default (primary) button's title weight.
    package var defaultTitleWeight: Metric<FontWeight>
    /// controlTextColor, light.
    package var labelLight: Metric<RGBA>
    /// controlTextColor, dark.
    package var labelDark: Metric<RGBA>
    /// The window a dark button is drawn on when no background is given, where the face is
    /// translucent and was measured on one; nil: the dark system background, as elsewhere.
    package var windowDark: Metric<RGBA>?

    package static let platforms: [Platform] = [.macOS]
    package static let kind = "push button"

    static let renders = CorpusEntry.pushRegular
    static let edgeRenders = renders + CorpusEntry.keyboardCowboyPush
    static let darkFace = "the dark Cancel button reads 101,101,101 on windowBackgroundColor's 50,50,50 (white at 0.25 gives 101.2)"
    static let darkHighlight = "the dark face's top pixel row (@2x) reads 132 where the face reads 101 (white at 0.20 over it gives 131.8); the row below 107, the rest of the face 101"
    static let edge = "fitted to the alphas around Apple's face at @2x, outward from its edge: above 25, 8, 3, 1; at the sides 34, 12, 4, 1; below 60, 27, 11, 3 (of 255, black); the dark face's (KeyboardCowboy, macOS 11.3) read alike: above 25, 5; at the sides 31, 5; below 51, 26, 10"
    static let webKitCell = "its cells (15, 18, 28 pt) hold the face and one point of shadow below it; the face is the cell less that point, as the regular size measures (ours)"

    package static let guidelines = MacPushButtonTable(
        height: PerSize([
            (.mini, Metric(14, .apple(.webKitButtonMac, says: webKitCell))),
            (.small, Metric(17, .apple(.webKitButtonMac, says: webKitCell))),
            (.regular, Metric(20, .measured(renders, how: "20.00 pt on macOS 11, 13 and 14 alike"))),
            (.large, Metric(27, .apple(.webKitButtonMac, says: webKitCell))),
        ], otherwise: .regular),
        cornerRadius: PerSize([
            (.mini, Metric(2, .reimplemented(.macosUI, detail: "its push button's radius"))),
            (.small, Metric(2, .reimplemented(.macosUI, detail: "its push button's radius"))),
            (.regular, Metric(5.13, .measured(renders, how: "a circular corner fits better than a continuous one in all three"))),
            (.large, Metric(7, .reimplemented(.macosUI, detail: "its push button's radius"))),
        ], otherwise: .regular),
        cornerCurve: Metric(.circular, .measured(renders, how: "a circular corner fits better than a continuous one in all three")),
        opticalLiftPerPoint: Metric(0.58 / 13, .measured(
            renders,
            how: "the label's baseline is 14.0 pt below the 20 pt face's top: half of SF's 0.705 em cap height below the centre (10 + 4.58), less 0.58 pt at 13 pt, scaled with the font")),
        fontSize: PerSize([
            (.mini, Metric(9, .reimplemented(.macosUI, detail: "its push button's font size"))),
            (.small, Metric(11, .reimplemented(.macosUI, detail: "its push button's font size"))),
            (.regular, Metric(13, .reimplemented(.macosUI, detail: "its push button's font size"))),
        ], otherwise: .regular),
        lineHeightPerPoint: Metric(1.2, .ours("the system font's customary 1.2 leading; no render of two lines measured")),
        horizontalPadding: PerSize([
            (.mini, Metric(6, .ours("no public source gives the padding"))),
            (.small, Metric(8, .ours("no public source gives the padding"))),
            (.regular, Metric(12, .ours("no public source gives the padding"))),
            (.large, Metric(14, .ours("no public source gives the padding"))),
        ], otherwise: .regular),
        imagePadding: Metric(4, .ours("no render of a push button with a symbol found")),
        flexibleVerticalPadding: Metric(4, .ours("no render of a flexible-height button found")),
        ringWidth: Metric(0.5, .measured(edgeRenders, how: "no inner stroke; " + edge)),
        ringColor: Metric(RGBA(0, 0, 0, 10), .measured(edgeRenders, how: edge)),
        shadowOffsetY: Metric(0.5, .measured(edgeRenders, how: edge)),
        shadowBlur: Metric(1.5, .measured(edgeRenders, how: edge)),
        shadowColor: Metric(RGBA(0, 0, 0, 69), .measured(edgeRenders, how: edge)),
        shadowMargin: Metric(3, .ours("whole points that hold the shadow's blur and offset")),
        faceLight: Metric(RGBA(255, 255, 255), .measured(renders, how: "the face's fill, seen as 255,255,255")),
        faceDark: Metric(RGBA(255, 255, 255, 64), .measured(CorpusEntry.keyboardCowboyPush, how: darkFace)),
        highlightDark: Metric(RGBA(255, 255, 255, 51), .measured(CorpusEntry.keyboardCowboyPush, how: darkHighlight)),
        highlightWidth: Metric(0.5, .measured(CorpusEntry.keyboardCowboyPush, how: "one pixel at @2x; " + darkHighlight)),
        defaultGradientTopLight: Metric(RGBA(39, 125, 255), .reimplemented(.macosUI, detail: "the default button's gradient; Tk's aqua theme agrees")),
        defaultGradientBottomLight: Metric(RGBA(1, 101, 255), .reimplemented(.macosUI, detail: "the default button's gradient; Tk's aqua theme agrees")),
        defaultGradientTopDark: Metric(RGBA(0, 114, 238), .reimplemented(.macosUI, detail: "the default button's gradient; Tk's aqua theme agrees")),
        defaultGradientBottomDark: Metric(RGBA(0, 94, 211), .reimplemented(.macosUI, detail: "the default button's gradient; Tk's aqua theme agrees")),
        defaultTitleWeight: Metric(.semibold, .ours("the primary role's weight on every platform: no render of macOS's default button before 26 has been measured")),
        labelLight: Metric(RGBA(0, 0, 0, 217), .reimplemented(.macosUI, detail: "controlTextColor; the renders agree (38,38,38 seen)")),
        labelDark: Metric(RGBA(255, 255, 255, 217), .measured(
            CorpusEntry.keyboardCowboyPush, how: "controlTextColor in dark mode: the dark Cancel label's solid pixels read 232,232,232 on the 101 face (white at 0.85 gives 231.9)")),
        windowDark: nil)

    static let renders26 = CorpusEntry.reconnectPush26
    static let large26 = [CorpusEntry.pineLargeDefault26]
    static let flat26 = "no ring, highlight or shadow: the window's colour meets the face's in one pixel on every side, light and dark"
    static let p3 = "the file is Display P3; converted with its embedded profile"

    /// Release 26 (macOS Tahoe): larger, flat and continuous, measured on SwiftUI's default
    /// buttons in a macOS 26 window: the regular size, and the large default button (a capsule).
    /// `LiquidGlassCoverage` refuses the rest.
    package static let liquidGlass: MacPushButtonTable? = {
        var t = guidelines
        t.height = PerSize([
            (.regular, Metric(24, .measured(renders26 + [CorpusEntry.irrlichtDefault26], how: "24.00 pt (48 px at @2x), Cancel and Continue, light and dark; Irrlicht's windowless Apply too"))),
            (.large, Metric(28, .measured(large26, how: "28.00 pt (56 px at @2x): Open Folder…, a .borderedProminent at .controlSize(.large), dark"))),
        ], otherwise: .regular)
        t.cornerRadius = PerSize([
            (.regular, Metric(5.85, .measured(renders26 + [CorpusEntry.irrlichtDefault26], how: "continuous 5.99 and 6.00 pt on the two gray faces (circular 6.05 fits worse, rms 0.052 against 0.029), 5.69 and 5.69 on the two blue ones: 5.85 lies within 0.16 of all four; Irrlicht's blue Apply reads 5.83"))),
            (.large, Metric(14, .measured(large26, how: "a capsule: its ends, read in sRGB (the file is Display P3), fit a radius of 13.76 pt where half the height is 14, and leave the straight edge 1.25 r from the end, a continuous curve"))),
        ], otherwise: .regular)
        t.cornerCurve = Metric(.continuous, .measured(
            renders26 + large26, how: "a continuous corner fits the gray faces better than a circular or Core Animation's one; the large default button's capsule ends are continuous too, leaving the straight edge 1.25 r from the end (ours 1.20)"))
        t.opticalLiftPerPoint = Metric(-0.43 / 13, .measured(
            renders26, how: "the baseline is 17.01 pt below the 24 pt face's top, light and dark: 0.43 pt below half of SF's 0.705 em cap height below the centre (12 + 4.58), at 13 pt"))
        t.horizontalPadding = PerSize([
            (.regular, Metric(12, .measured(renders26, how: "the label's ink lies 12.7 and 13.2 pt from the Cancel face's ends, 12.7 and 12.6 from Continue's: 12 pt to the text's advance, as before, puts ours' within 0.2 of that"))),
            (.large, Metric(14, .measured(large26, how: "the label's ink lies 14.7 and 15.3 pt from Open Folder…'s ends; 14 pt to the text's advance puts ours' within 0.4 of that"))),
        ], otherwise: .regular)
        t.ringWidth = Metric(0, .measured(renders26, how: flat26))
        t.ringColor = Metric(RGBA(0, 0, 0, 0), .measured(renders26, how: flat26))
        t.shadowColor = Metric(RGBA(0, 0, 0, 0), .measured(renders26, how: flat26))
        t.shadowOffsetY = Metric(0, .measured(renders26, how: flat26))
        t.shadowBlur = Metric(0, .measured(renders26, how: flat26))
        t.shadowMargin = Metric(0, .measured(renders26, how: flat26))
        t.highlightDark = Metric(RGBA(255, 255, 255, 0), .measured(renders26, how: flat26))
        t.highlightWidth = Metric(0, .measured(renders26, how: flat26))
        t.faceLight = Metric(RGBA(236, 236, 236), .measured(
            renders26, how: "236, 236, 236 on the window's white; one backdrop, so drawn opaque (black at 0.075 over white reads the same)"))
        t.faceDark = Metric(RGBA(255, 255, 255, 19), .measured(
            renders26 + [CorpusEntry.typeWhisperPush26],
            how: "white at 0.075 over what lies behind: 47, 47, 47 on reconnect's window's 30, 30, 30 (0.076) and 58, 63, 66 on TypeWhisper's form row's 42, 47, 50 (0.075, 0.077, 0.078); 19/255 gives 47 and 58, 62, 65"))
        let accent = "the default button is flat #007AFF, light and dark (\(p3))"
        t.defaultGradientTopLight = Metric(RGBA(0, 122, 255), .measured(renders26, how: accent))
        t.defaultGradientBottomLight = Metric(RGBA(0, 122, 255), .measured(renders26, how: accent))
        t.defaultGradientTopDark = Metric(RGBA(0, 122, 255), .measured(renders26, how: accent))
        t.defaultGradientBottomDark = Metric(RGBA(0, 122, 255), .measured(renders26, how: accent))
        t.defaultTitleWeight = Metric(.regular, .measured(renders26, how: "Continue's title has Cancel's cap height (9.55 and 9.54 pt) and stroke: regular, as its neighbour's"))
        t.labelLight = Metric(RGBA(0, 0, 0, 217), .measured(renders26, how: "controlTextColor, as before: 36, 36, 36 seen on the 236 face (black at 0.85 gives 35.4)"))
        t.labelDark = Metric(RGBA(255, 255, 255, 217), .measured(renders26, how: "controlTextColor, as before: 223, 223, 223 seen on the 47 face (white at 0.85 gives 223.8)"))
        t.windowDark = Metric(RGBA(30, 30, 30), .measured(renders26, how: "the dark window behind Cancel and Continue reads 30, 30, 30: the translucent face shows 47 on it, as Apple's does"))
        return t
    }()
}
