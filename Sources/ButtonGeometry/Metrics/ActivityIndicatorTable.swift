/// The activity indicator (`UIActivityIndicatorView`, SwiftUI's `ProgressView`), alone and in a
/// loading button: ticks with round ends around a centre, the leading one darkest, those behind
/// it fading. Radii and widths are fractions of the indicator's radius.
package struct ActivityIndicatorTable: MetricTable {
    /// The medium indicator's diameter, in points.
    package var mediumDiameter: Metric<Double>
    /// The medium indicator's tick count (also its frames a revolution).
    package var mediumTickCount: Metric<Int>
    /// Where a medium tick starts, its round end included, as a fraction of the radius.
    package var mediumTickStart: Metric<Double>
    /// Where a medium tick ends.
    package var mediumTickEnd: Metric<Double>
    /// A medium tick's width.
    package var mediumTickWidth: Metric<Double>
    /// The medium ticks' alphas (of 255), from the leading tick backwards.
    package var mediumTickAlphas: Metric<[UInt8]>
    /// The large indicator's diameter, in points.
    package var largeDiameter: Metric<Double>
    /// The large indicator's tick count.
    package var largeTickCount: Metric<Int>
    /// Where a large tick starts.
    package var largeTickStart: Metric<Double>
    /// Where a large tick ends.
    package var largeTickEnd: Metric<Double>
    /// A large tick's width.
    package var largeTickWidth: Metric<Double>
    /// The large ticks' alphas (of 255), from the leading tick backwards.
    package var largeTickAlphas: Metric<[UInt8]>
    /// The ticks' colour alone in the light appearance.
    package var colorLight: Metric<RGBA>
    /// The ticks' colour alone in the dark appearance.
    package var colorDark: Metric<RGBA>
    /// Revolutions a second: each frame shows for 1 / (tick count x this) s.
    package var revolutionsPerSecond: Metric<Double>

    package static let platforms: [Platform] = [.iOS, .iPadOS]
    package static let kind = "activity indicator"

    package static let guidelines: ActivityIndicatorTable = {
        let medium = CorpusEntry.approachProgressViewMedium, large = CorpusEntry.catLibraryLargeSpinner
        let flutter = "CupertinoActivityIndicator"
        return ActivityIndicatorTable(
            mediumDiameter: Metric(20, .measured(medium, how: "the ticks end 10 pt from the centre")),
            mediumTickCount: Metric(8, .measured(medium, how: "8 ticks")),
            mediumTickStart: Metric(1.0 / 3, .reimplemented(.flutter, detail: "\(flutter)'s ticks from r/3 to r")),
            mediumTickEnd: Metric(1, .reimplemented(.flutter, detail: "\(flutter)'s ticks from r/3 to r")),
            mediumTickWidth: Metric(0.25, .measured(medium, how: "2.51 pt wide at r = 10 (Flutter's r/5 was narrower)")),
            mediumTickAlphas: Metric([130, 108, 86, 64, 42, 42, 42, 42], .measured(medium, how: "130, 109, 86, 64, 42 of 60,60,67: 22 less a tick to 42, then level")),
            largeDiameter: Metric(37, .ours("UIActivityIndicatorView's large style as commonly given; the render's ticks end 17.45 pt from the centre, inside it")),
            largeTickCount: Metric(12, .measured(large, how: "12 ticks")),
            largeTickStart: Metric(7.53 / 18.5, .measured(large, how: "from 7.53 pt")),
            largeTickEnd: Metric(17.45 / 18.5, .measured(large, how: "to 17.45 pt")),
            largeTickWidth: Metric(3.0 / 18.5, .measured(large, how: "3.0 pt wide")),
            largeTickAlphas: Metric(
                [130, 115, 101, 86, 71, 56, 42, 42, 42, 42, 42, 42],
                .measured(large, how: "0.509, 0.452, 0.396, 0.337, 0.277, 0.220, then 0.164 of 60,60,67: 14.5 less a tick to 42")),
            colorLight: Metric(RGBA(red: 60, green: 60, blue: 67), .measured(large, how: "the ticks' ink (Flutter's 60,60,68 was a level off)")),
            colorDark: Metric(RGBA(red: 235, green: 235, blue: 245), .ours("no dark render: the dark label colour, as the light ink is the light label's")),
            revolutionsPerSecond: Metric(1, .reimplemented(.flutter, detail: "\(flutter) turns once a second; no Apple render gives the timing")))
    }()
}
