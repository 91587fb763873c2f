/// One table of metrics: a struct whose stored properties are its figures (`Metric` or
/// `PerSize`), one instance per design generation. The entries are read from the properties
/// themselves, so a figure is written once and the article, the layout JSON's `sources` and the
/// "our choices" query all follow it. A new generation is a new instance beside `guidelines`
/// and a case in `table(_:)`.
package protocol MetricTable: Sendable {
    /// The platforms the table applies to.
    static var platforms: [Platform] { get }
    /// The kind of control, in the guidelines' words ("system button", "push button", "switch").
    static var kind: String { get }
    /// UIKit or SwiftUI, where the two draw differently; nil where there is one drawing.
    static var framework: Framework? { get }
    /// The table of the guidelines' generation.
    static var guidelines: Self { get }
    /// The table of Liquid Glass (release 26), where its figures differ from the guidelines' and
    /// have been measured or cited; nil where the kind is unchanged or not yet known (the layout
    /// refuses a kind in 26 that no table or render fixes).
    static var liquidGlass: Self? { get }
    /// The generations that have the kind at all (glass: only Liquid Glass).
    static var generations: [DesignGeneration] { get }
}

extension MetricTable {
    /// One drawing for every framework, unless the table says otherwise.
    package static var framework: Framework? { nil }

    /// Unchanged in release 26, or not yet known there, unless the table says otherwise.
    package static var liquidGlass: Self? { nil }

    /// Every generation has the kind, unless the table says otherwise.
    package static var generations: [DesignGeneration] { DesignGeneration.allCases }

    /// What the table is for, in a generation.
    package static func key(_ generation: DesignGeneration) -> MetricTableKey {
        MetricTableKey(platforms: platforms, kind: kind, framework: framework, generation: generation)
    }

    /// The table of a generation.
    package static func table(_ generation: DesignGeneration) -> Self {
        switch generation {
        case .guidelines: return guidelines
        case .liquidGlass: return liquidGlass ?? guidelines
        }
    }
}

/// One row of a table as the article prints it.
package typealias MetricRow = (figure: String, value: String, source: MetricSource)

/// A figure of a table that can list itself as rows: one for a `Metric`, one a size for `PerSize`.
package protocol MetricRows {
    /// The rows under a figure's name.
    func rows(figure: String) -> [MetricRow]
}

extension Metric: MetricRows {
    /// The metric's one row.
    package func rows(figure: String) -> [MetricRow] {
        [(figure, value.metricText, source)]
    }
}

/// The rows of every figure a value holds, each under its property's name, in declaration order.
func reflectedRows(of subject: Any) -> [MetricRow] {
    Mirror(reflecting: subject).children.flatMap { child -> [MetricRow] in
        guard let label = child.label, let rows = child.value as? any MetricRows else { return [] }
        return rows.rows(figure: label)
    }
}

extension MetricTable {
    /// Every figure of the table of a generation, in the order the table declares them.
    package static func entries(_ generation: DesignGeneration) -> [MetricEntry] {
        // A generation lists the tables it has of its own; the rest are the guidelines'.
        if generation == .liquidGlass && liquidGlass == nil || !generations.contains(generation) { return [] }
        let key = key(generation)
        return reflectedRows(of: table(generation)).map { MetricEntry(table: key, figure: $0.figure, value: $0.value, source: $0.source) }
    }
}

/// Every table, and the queries over all of them.
package enum MetricTables {
    /// The tables, in the order the article lists them.
    package static let all: [any MetricTable.Type] = [
        UIKitButtonTable.self, SwiftUIButtonTable.self, IOSSystemProvidedButtonTable.self, SharedButtonTable.self,
        MacPushButtonTable.self, MacGradientButtonTable.self, MacHelpButtonTable.self, MacImageButtonTable.self, WatchButtonTable.self, TVButtonTable.self, VisionButtonTable.self,
        IOSSwitchTable.self, MacSwitchTable.self, WatchSwitchTable.self, SwitchGlyphTable.self, TypographyTable.self, SystemColorTable.self,
        ActivityIndicatorTable.self, AccessibilityTable.self, GlassTable.self,
    ]

    /// Every entry of a generation.
    package static func entries(_ generation: DesignGeneration = .guidelines) -> [MetricEntry] {
        all.flatMap { $0.entries(generation) }
    }

    /// Our choices: every number no public source gives, with the reason for each.
    package static func ours(_ generation: DesignGeneration = .guidelines) -> [MetricEntry] {
        entries(generation).filter { $0.source.isOurs }
    }
}

extension MetricTables {
    /// The figures measured on a calibration corpus entry (by its id): what that Apple render
    /// fixed, as the calibration report names them.
    package static func measured(on corpusEntry: String, _ generation: DesignGeneration = .guidelines) -> [MetricEntry] {
        entries(generation).filter { entry in
            if case .measured(let renders, _) = entry.source { return renders.contains { $0.id == corpusEntry } }
            return false
        }
    }
}
