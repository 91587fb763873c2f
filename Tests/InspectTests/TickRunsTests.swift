import Testing
@testable import Inspect

/// Whether a ring holds ticks, from its samples a degree apart: what tells a loading button's
/// indicator from a letter O beside it.
@Suite struct TickRunsTests {
    /// "#" ink, "." gap, clockwise from 12 o'clock.
    static func samples(_ text: String) -> [Bool] { text.map { $0 == "#" } }

    /// NativeBook's "Outline" at @3x (nativebook-outline-m): the O's stroke read on a circle
    /// at 0.8 of its half width, as `SubjectFinder` samples it. The circle grazes the stroke's
    /// inner edge, so single samples flicker; run by run they made 8 inks and 8 gaps, and the O
    /// was taken out of the label as an indicator.
    static let letterO = "...........................#....#####.############.###############################################################################.############.#####....#.....................................................#....#####.############.############################################################################################.#####....#.........................."

    @Test func aLetterOHasTwoStrokesNotTicks() {
        let o = Self.samples(Self.letterO)
        #expect(o.count == 360)
        let runs = SubjectFinder.tickRuns(o)
        #expect(runs.ink == 2 && runs.gaps == 2, "\(runs)")
    }

    /// Eight ticks of 18 degrees with 27-degree gaps, one flickering sample in each: 8 and 8.
    @Test func eightTicksAreEight() {
        let tick = String(repeating: "#", count: 18) + String(repeating: ".", count: 13) + "#" + String(repeating: ".", count: 13)
        let runs = SubjectFinder.tickRuns(Self.samples(String(repeating: tick, count: 8)))
        #expect(runs.ink == 8 && runs.gaps == 8, "\(runs)")
    }
}
