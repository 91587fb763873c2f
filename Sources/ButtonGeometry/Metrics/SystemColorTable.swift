/// The system colours, light and dark, and their Increase Contrast values: Flutter's
/// `CupertinoColors` (each documented there as UIKit's) unless a row says otherwise. `SystemColor`
/// reads its values here.
package struct SystemColorTable: MetricTable {
    /// Each colour in the light and dark appearances.
    package var colors: PerColor
    /// The colours that change with Increase Contrast, light and dark.
    package var increasedContrast: PerColor

    package static let platforms = Platform.allCases
    package static let kind = "system colours"

    static let flutterSays = "CupertinoColors, at flutter/flutter 028212b5f8a4800b41334fa720592bcb8e7abbbf, packages/flutter/lib/src/cupertino/colors.dart"
    static let flutter = MetricSource.reimplemented(.flutter, detail: flutterSays)
    static let uikit = MetricSource.apple(.uikitStandardColors, says: "UIKit's documented values, not in Flutter's table")

    static func pair(_ light: RGBA, _ dark: RGBA, _ source: MetricSource = flutter) -> Metric<ColorPair> {
        Metric(ColorPair(light: light, dark: dark), source)
    }

    package static let guidelines = SystemColorTable(
        colors: PerColor([
            (.systemBlue, pair(RGBA(0, 122, 255), RGBA(10, 132, 255))),
            (.systemRed, pair(RGBA(255, 59, 48), RGBA(255, 69, 58))),
            (.systemGreen, pair(RGBA(52, 199, 89), RGBA(48, 209, 88))),
            (.systemOrange, pair(RGBA(255, 149, 0), RGBA(255, 159, 10), uikit)),
            (.systemYellow, pair(RGBA(255, 204, 0), RGBA(255, 214, 10), uikit)),
            (.systemPink, pair(RGBA(255, 45, 85), RGBA(255, 55, 95), uikit)),
            (.systemPurple, pair(RGBA(175, 82, 222), RGBA(191, 90, 242), uikit)),
            (.systemIndigo, pair(RGBA(88, 86, 214), RGBA(94, 92, 230), uikit)),
            (.systemTeal, pair(RGBA(48, 176, 199), RGBA(64, 200, 224), uikit)),
            (.systemGray, pair(RGBA(142, 142, 147), RGBA(142, 142, 147))),
            (.systemGray2, pair(RGBA(174, 174, 178), RGBA(99, 99, 102))),
            (.systemGray3, pair(RGBA(199, 199, 204), RGBA(72, 72, 74))),
            (.systemGray4, pair(RGBA(209, 209, 214), RGBA(58, 58, 60))),
            (.systemGray5, pair(RGBA(229, 229, 234), RGBA(44, 44, 46))),
            (.systemGray6, pair(RGBA(242, 242, 247), RGBA(28, 28, 30))),
            (.label, pair(RGBA(0, 0, 0, 255), RGBA(255, 255, 255, 255))),
            (.secondaryLabel, pair(RGBA(60, 60, 67, 153), RGBA(235, 235, 245, 153))),
            (.tertiaryLabel, pair(RGBA(60, 60, 67, 76), RGBA(235, 235, 245, 76))),
            (.quaternaryLabel, pair(RGBA(60, 60, 67, 45), RGBA(235, 235, 245, 40))),
            (.systemFill, pair(RGBA(120, 120, 128, 51), RGBA(120, 120, 128, 91))),
            (.secondarySystemFill, pair(RGBA(120, 120, 128, 41), RGBA(120, 120, 128, 82), .measured(CorpusEntry.nativebookOutline, how: "0.16 and 0.32 of 255, rounded as UIKit's renders show them"))),
            (.tertiarySystemFill, pair(RGBA(118, 118, 128, 30), RGBA(118, 118, 128, 61))),
            (.quaternarySystemFill, pair(RGBA(116, 116, 128, 20), RGBA(118, 118, 128, 45))),
            (.systemBackground, pair(RGBA(255, 255, 255), RGBA(0, 0, 0))),
            (.secondarySystemBackground, pair(RGBA(242, 242, 247), RGBA(28, 28, 30))),
            (.white, pair(RGBA(255, 255, 255), RGBA(255, 255, 255), .ours("pure white and black, the same in both appearances"))),
            (.black, pair(RGBA(0, 0, 0), RGBA(0, 0, 0), .ours("pure white and black, the same in both appearances"))),
        ]),
        increasedContrast: PerColor([
            (.systemBlue, pair(RGBA(0, 64, 221), RGBA(64, 156, 255))),
            (.systemRed, pair(RGBA(215, 0, 21), RGBA(255, 105, 97))),
            (.systemGreen, pair(RGBA(36, 138, 61), RGBA(48, 219, 91))),
            (.systemOrange, pair(RGBA(201, 52, 0), RGBA(255, 179, 64))),
            (.systemYellow, pair(RGBA(160, 90, 0), RGBA(255, 212, 38))),
            (.systemPink, pair(RGBA(211, 15, 69), RGBA(255, 100, 130))),
            (.systemPurple, pair(RGBA(137, 68, 171), RGBA(218, 143, 255))),
            (.systemIndigo, pair(RGBA(54, 52, 163), RGBA(125, 122, 255))),
            (.systemTeal, pair(RGBA(0, 130, 153), RGBA(93, 230, 255), .ours("Flutter's teal is the old one (today's systemCyan): these are the current teal's, as public copies of Apple's palette give them"))),
            (.systemGray, pair(RGBA(108, 108, 112), RGBA(174, 174, 178))),
            (.systemGray2, pair(RGBA(142, 142, 147), RGBA(124, 124, 128))),
            (.systemGray3, pair(RGBA(174, 174, 178), RGBA(84, 84, 86))),
            (.systemGray4, pair(RGBA(188, 188, 192), RGBA(68, 68, 70))),
            (.systemGray5, pair(RGBA(216, 216, 220), RGBA(54, 54, 56))),
            (.systemGray6, pair(RGBA(235, 235, 240), RGBA(36, 36, 38))),
            (.secondaryLabel, pair(RGBA(60, 60, 67, 173), RGBA(235, 235, 245, 173))),
            (.tertiaryLabel, pair(RGBA(60, 60, 67, 96), RGBA(235, 235, 245, 96))),
            (.quaternaryLabel, pair(RGBA(60, 60, 67, 66), RGBA(235, 235, 245, 61))),
            (.systemFill, pair(RGBA(120, 120, 128, 71), RGBA(120, 120, 128, 112))),
            (.secondarySystemFill, pair(RGBA(120, 120, 128, 61), RGBA(120, 120, 128, 102))),
            (.tertiarySystemFill, pair(RGBA(118, 118, 128, 51), RGBA(118, 118, 128, 81))),
            (.quaternarySystemFill, pair(RGBA(116, 116, 128, 40), RGBA(118, 118, 128, 66))),
            (.secondarySystemBackground, pair(RGBA(235, 235, 240), RGBA(36, 36, 38))),
        ], suffix: " (increased contrast)"))
}

extension SystemColorTable {
    static let hig2025 = "the June 2025 revision's values"
    static func pair26(_ light: RGBA, _ dark: RGBA) -> Metric<ColorPair> {
        pair(light, dark, .reimplemented(.higColors2025, detail: hig2025))
    }

    /// Release 26's hues, as the guidelines' Color page gives them since June 2025; systemBlue's
    /// light and dark values are also what UIKit resolved on iOS 26.1. A colour not listed is the
    /// guidelines' (the grays, labels, fills and backgrounds, which the same page keeps), and
    /// Increase Contrast keeps the guidelines' values: no 26 values of them are published.
    package static let liquidGlass: SystemColorTable? = SystemColorTable(
        colors: PerColor([
            (.systemBlue, pair(RGBA(0, 136, 255), RGBA(0, 145, 255), .reimplemented(
                .uikit26Probe, detail: "factoryLayout.plain.titleColor: 0, 0.5333, 1 light and 0, 0.5686, 1 dark; the June 2025 Color page's #0088FF and #0091FF"))),
            (.systemRed, pair26(RGBA(255, 56, 60), RGBA(255, 66, 69))),
            (.systemGreen, pair26(RGBA(52, 199, 89), RGBA(48, 209, 88))),
            (.systemOrange, pair26(RGBA(255, 141, 40), RGBA(255, 146, 48))),
            (.systemYellow, pair26(RGBA(255, 204, 0), RGBA(255, 214, 0))),
            (.systemPink, pair26(RGBA(255, 45, 85), RGBA(255, 55, 95))),
            (.systemPurple, pair26(RGBA(203, 48, 224), RGBA(219, 52, 242))),
            (.systemIndigo, pair26(RGBA(97, 85, 245), RGBA(109, 124, 255))),
            (.systemTeal, pair26(RGBA(0, 195, 208), RGBA(0, 210, 224))),
        ]),
        increasedContrast: PerColor([]))
}

/// A colour in the light and dark appearances.
package struct ColorPair: Hashable, Sendable, MetricValue {
    /// The light appearance's value.
    package var light: RGBA
    /// The dark appearance's value.
    package var dark: RGBA

    /// "#007AFF light, #0A84FF dark".
    package var metricText: String { "\(light.metricText) light, \(dark.metricText) dark" }
}

/// One colour pair a system colour, in the table's order; a colour the table does not list has
/// no row (Increase Contrast leaves it as it is).
package struct PerColor: Sendable, MetricRows {
    /// The colours in the order the article lists them.
    package let rows: [(color: SystemColor, metric: Metric<ColorPair>)]
    /// What the rows' names end with ("systemBlue (increased contrast)").
    package let suffix: String
    private let byColor: [SystemColor: Metric<ColorPair>]

    /// A table of colours.
    package init(_ rows: [(SystemColor, Metric<ColorPair>)], suffix: String = "") {
        self.rows = rows.map { (color: $0.0, metric: $0.1) }
        self.suffix = suffix
        self.byColor = Dictionary(uniqueKeysWithValues: rows.map { ($0.0, $0.1) })
    }

    /// A colour's pair, if the table lists it.
    package subscript(_ color: SystemColor) -> Metric<ColorPair>? { byColor[color] }

    /// One row a colour, named after it.
    package func rows(figure: String) -> [MetricRow] {
        rows.map { ($0.color.rawValue + suffix, $0.metric.value.metricText, $0.metric.source) }
    }
}
