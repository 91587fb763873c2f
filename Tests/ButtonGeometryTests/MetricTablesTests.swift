import Foundation
import Testing
@testable import ButtonGeometry

/// The metric tables as data: every entry has a source, "our choices" is a query, the article's
/// tables are the data's, and a layout cites only entries that exist.
@Suite struct MetricTablesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Metrics and Their Sources article's "The Tables" section is what the tables make:
    /// a value or a source changed in one and not the other fails here.
    @Test func theArticleShowsTheTables() throws {
        let url = Self.root.appendingPathComponent("Sources/ButtonRender/ButtonRender.docc/MetricsAndSources.md")
        let article = try String(contentsOf: url, encoding: .utf8)
        let section = try #require(MetricTables.section(in: article), "the article has no \"\(MetricTables.articleHeading)\" section")
        let expected = MetricTables.markdown()
        let stale = zip(section.split(separator: "\n"), expected.split(separator: "\n")).first { $0 != $1 }
        #expect(section == expected, "the article's tables differ from the data (run scripts/metrics-table); first difference: \(stale.map { "\($0.0) -> \($0.1)" } ?? "the length")")
    }

    /// Regenerating an article keeps its prose and replaces only the section.
    @Test func regeneratingReplacesOnlyTheSection() throws {
        let article = "# A\n\nProse.\n\n\(MetricTables.articleHeading)\n\nSTALE ROW\n\n## After\n\nMore.\n"
        let out = try #require(MetricTables.regenerated(article))
        #expect(out.hasPrefix("# A\n\nProse.\n\n" + MetricTables.markdown()))
        #expect(out.hasSuffix("\n## After\n\nMore.\n") && !out.contains("STALE ROW"))
        #expect(MetricTables.section(in: out) == MetricTables.markdown())
        #expect(MetricTables.regenerated("# No section\n") == nil)
    }

    /// "Our choices" is a query over the tables: every entry whose source is ours, with a reason.
    @Test func ourChoicesAreAQuery() {
        let ours = MetricTables.ours()
        #expect(!ours.isEmpty && ours.allSatisfy { $0.source.isOurs })
        #expect(ours.contains { $0.table.platforms == [.tvOS] && $0.figure == "focusScale" })
        #expect(!ours.contains { $0.figure == "minimumHeight (large)" && $0.table.framework == .swiftui })
        for entry in ours { #expect(entry.source.text.count > "ours: ".count + 10, "\(entry.table.title) \(entry.figure) gives no reason") }
    }

    /// Each table's figures are unique, and every table has a key of its own.
    @Test func figuresAreUniqueInTheirTable() {
        let keys = MetricTables.all.map { $0.key(.guidelines) }
        #expect(Set(keys).count == keys.count)
        for table in MetricTables.all {
            for generation in table.generations {
                let figures = table.entries(generation).map(\.figure)
                #expect(Set(figures).count == figures.count, "\(table.key(generation).title)")
                #expect(!figures.isEmpty || generation == .liquidGlass, "\(table.key(generation).title)")
            }
        }
    }

    /// Every corpus entry a table cites is in `Tests/Calibration/apple-renders.json`, with the
    /// same repository, commit and path.
    @Test func citedRendersAreInTheCorpus() throws {
        struct Corpus: Decodable {
            struct Entry: Decodable { var name, repository, commit, path: String }
            var entries: [Entry]
        }
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Tests/Calibration/apple-renders.json"))
        let corpus = Dictionary(try JSONDecoder().decode(Corpus.self, from: data).entries.map { ($0.name, $0) }) { a, _ in a }
        var cited: [CorpusEntry] = []
        for entry in MetricTables.entries() {
            if case let .measured(entries, _) = entry.source { cited += entries }
        }
        #expect(!cited.isEmpty)
        for e in cited {
            let found = try #require(corpus[e.id], "\(e.id) is not in the corpus")
            #expect(found.repository == e.repository && found.commit == e.commit && found.path == e.path, "\(e.id)")
        }
    }

    /// Every platform's layouts cite their sources, and each cited figure is a row of a table.
    @Test func layoutsCiteEntriesThatExist() throws {
        let figures = Set((MetricTables.entries() + MetricTables.entries(.liquidGlass)).map(\.figure))
        for platform in Platform.allCases {
            for style in platform.styles {
                for size in platform.sizes(for: style) {
                    for (state, release) in [ButtonState.normal, .highlighted, .disabled, .focused].flatMap({ s in [nil, OSVersion.liquidGlass].map { (s, $0) } }) {
                        var spec = ButtonSpec(platform: platform, style: style, size: size, state: state, osVersion: release)
                        if style.takesTitle { spec.content = Content(title: "Add", subtitle: "Sub", symbol: "plus") }
                        if style == .gradient { spec.content.symbol = "plus" }
                        guard (try? ButtonLayout.validate(spec)) != nil else { continue }
                        let l = try layout(spec)
                        let sources = try #require(l.sources, "\(platform) \(style) \(size) \(state) cites nothing")
                        for key in sources.keys { #expect(figures.contains(key), "\(platform) \(style): \(key) is no table's figure") }
                    }
                }
            }
        }
    }

    /// What a layout cites is what it used: the SwiftUI large button's measured height and radius,
    /// a small UIKit button's own insets, and no subtitle figure without a subtitle.
    @Test func citationsFollowTheLayout() throws {
        let large = try #require(try layout(ButtonSpec(style: .filled, size: .large, framework: .swiftui)).sources)
        #expect(large["minimumHeight (large)"]?.hasPrefix("measured: approach-bordered-prominent-large-ios18") == true)
        #expect(large["largeDynamicCornerRadius"]?.contains("9.02") == true)
        #expect(large["subtitleGap"] == nil && large["symbolBoxPerPointSize"] == nil)
        let small = try #require(try layout(ButtonSpec(style: .gray, size: .small)).sources)
        #expect(small["insets (small)"]?.hasPrefix("ours: ") == true && small["grayFill"] != nil)
        let watch = try #require(try layout(ButtonSpec(platform: .watchOS, style: .gray, scrolling: true)).sources)
        #expect(watch["scrollingCornerRadius"]?.hasPrefix("Apple: Human Interface Guidelines: Buttons") == true && watch["nonScrollingCornerRadius"] == nil)
    }
}
