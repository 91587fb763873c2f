/// watchOS buttons: the corner radii are the guidelines'; the rest is ours, no watch render
/// being in the corpus.
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
    /// The platter behind a gray button.
    package var platter: Metric<RGBA>
    /// The screen width a spec gets when it names none: a 45 mm watch's.
    package var screenWidth: Metric<Double>
    /// What the button is drawn on when no background is given: the watch's black.
    package var backdrop: Metric<RGBA>

    package static let platforms: [Platform] = [.watchOS]
    package static let kind = "button"

    static let noRender = "no watchOS render in the calibration corpus"

    package static let guidelines = WatchButtonTable(
        height: Metric(52, .ours(noRender)),
        fontSize: Metric(17, .ours(noRender)),
        horizontalPadding: Metric(12, .ours(noRender)),
        verticalPadding: Metric(4, .ours(noRender + "; the height is a minimum of 52 anyway")),
        pairGap: Metric(8, .ours(noRender)),
        nonScrollingCornerRadius: Metric(22, .apple(.higButtons, says: "\"In nonscrolling views, buttons use a 22-point corner radius.\"")),
        scrollingCornerRadius: Metric(9, .apple(.higButtons, says: "\"In scrolling views, buttons use a 9-point corner radius.\"")),
        platter: Metric(RGBA(242, 244, 252, 36), .apple(.designResources, says: "the watchOS design template's button platter, measured")),
        screenWidth: Metric(198, .ours("a 45 mm watch (41 mm: 176, 49 mm: 205), to verify")),
        backdrop: Metric(RGBA(0, 0, 0), .ours("the watch's black, so that the button looks as people see it")))
}
