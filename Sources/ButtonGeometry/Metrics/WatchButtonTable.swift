/// watchOS buttons: in the guidelines' design the corner radii are the guidelines' and the rest
/// is ours, no render of that design being in the corpus; release 26's are measured.
package struct WatchButtonTable: MetricTable {
    /// The height for one- and two-line titles, a minimum.
    package var height: Metric<Double>
    /// The title's font size at the default text size.
    package var fontSize: Metric<Double>
    /// The padding on each side of the title.
    package var horizontalPadding: Metric<Double>
    /// The space above and below the title.
    package var verticalPadding: Metric<Double>
    /// The gap between two buttons side by side.
    package var pairGap: Metric<Double>
    /// The corner radius in a view that does not scroll.
    package var nonScrollingCornerRadius: Metric<Double>
    /// The corner radius in a scrolling view.
    package var scrollingCornerRadius: Metric<Double>
    /// A capsule's ends (a button whose radius is half its height).
    package var capsuleCurve: Metric<CornerCurve>
    /// The platter behind a gray button.
    package var platter: Metric<RGBA>
    /// The screen width a spec gets when it names none: a 45 mm watch's.
    package var screenWidth: Metric<Double>
    /// What the button is drawn on when no background is given: the watch's black.
    package var backdrop: Metric<RGBA>

    package static let platforms: [Platform] = [.watchOS]
    package static let kind = "button"

    static let noRender = "no watchOS render of the guidelines' design in the calibration corpus"

    package static let guidelines = WatchButtonTable(
        height: Metric(52, .ours(noRender)),
        fontSize: Metric(17, .ours(noRender)),
        horizontalPadding: Metric(12, .ours(noRender)),
        verticalPadding: Metric(4, .ours(noRender + "; the height is a minimum of 52 anyway")),
        pairGap: Metric(8, .ours(noRender)),
        nonScrollingCornerRadius: Metric(22, .apple(.higButtons, says: "\"In nonscrolling views, buttons use a 22-point corner radius.\"")),
        scrollingCornerRadius: Metric(9, .apple(.higButtons, says: "\"In scrolling views, buttons use a 9-point corner radius.\"")),
        capsuleCurve: Metric(.circular, .ours("the guidelines' radii make no capsule; half circles where a radius given makes one, as before")),
        platter: Metric(RGBA(242, 244, 252, 36), .apple(.designResources, says: "the watchOS design template's button platter, measured")),
        screenWidth: Metric(198, .ours("a 45 mm watch (41 mm: 176, 49 mm: 205), to verify")),
        backdrop: Metric(RGBA(0, 0, 0), .ours("the watch's black, so that the button looks as people see it")))

    static let renders26 = CorpusEntry.beerChillerWatch26

    /// Release 26: SwiftUI's default buttons on watchOS 26 are capsules of 52.5 pt on a lighter
    /// platter, in a scroll view and outside one alike. `LiquidGlassCoverage` refuses what has no
    /// render.
    package static let liquidGlass: WatchButtonTable? = {
        var t = guidelines
        t.height = Metric(52.5, .measured(renders26 + [CorpusEntry.simPulseWatch26], how: "105 px at @2x, all three buttons, one line each, in a scroll view and outside one"))
        t.scrollingCornerRadius = Metric(26.25, .measured(renders26, how: "capsules: half the 52.5 pt height"))
        t.capsuleCurve = Metric(.continuous, .measured(
            [CorpusEntry.simPulseWatch26] + renders26,
            how: "over plain black the ends leave the straight edge 1.45 r from the end, as SwiftUI's capsules do on iOS; 0.71 px below the top where a half circle meets it. kechel/pumpfoil's Apple Watch Ultra 3 capture at 0c061005b6d6901e5383cf24bc467946536cd0d4 (screenshots/watch/apple/Simulator Screenshot - Apple Watch Ultra 3 (49mm) - 2026-06-26 at 12.02.14.png) reads 0.75 px there, and BeerChiller's, over a dithered gradient, 0.83"))
        t.nonScrollingCornerRadius = Metric(26.25, .measured(
            [CorpusEntry.simPulseWatch26], how: "a capsule outside a scroll view too (a VStack): 105 px tall at @2x, 178 pt wide, the platter's 70, 70, 73 over black, as in BeerChiller's scroll view"))
        t.platter = Metric(RGBA(210, 210, 219, 85), .measured(
            renders26, how: "the untinted button reads 90, 83, 76 over the backdrop's 30, 20, 4 and follows its gradient: 210, 210, 219 at a third fits both ends of it within a level (70, 70, 73 over black)"))
        return t
    }()
}
