/// The Metrics and Their Sources article's tables, made from the metric tables themselves:
/// `scripts/metrics-table` writes them into the article, and a test fails when the article and
/// the tables disagree.
extension MetricTables {
    /// The heading the generated section starts with; it runs to the next `## ` heading.
    package static let articleHeading = "## The Tables"

    /// The generated section: the heading, one sentence, one Markdown table per metric table of
    /// the guidelines' design, then release 26's tables: those figures it changes or adds.
    package static func markdown() -> String {
        var lines = [
            articleHeading, "",
            "Made from the tables in `Sources/ButtonGeometry/Metrics` by `scripts/metrics-table`; a test fails when this section and the tables disagree.",
            "Lengths are in points, alphas of colours out of 255, opacities and shares from 0 to 1. A figure that differs by size names the size in parentheses.",
            "",
        ]
        func tables(_ generation: DesignGeneration, heading: String) {
            for table in all {
                let entries = table.entries(generation)
                guard !entries.isEmpty else { continue }
                lines += ["\(heading) \(table.key(generation).title)", "", "| figure | value | source |", "|---|---|---|"]
                for entry in entries {
                    lines.append("| `\(entry.figure)` | \(cell(entry.value)) | \(cell(entry.source.markdown)) |")
                }
                lines.append("")
            }
        }
        tables(.guidelines, heading: "###")
        lines += [
            "### Release 26 (Liquid Glass)", "",
            "What `--os-version 26` draws with: each table release 26 has of its own, whole (a figure it does not change keeps the guidelines' value and source). A table not listed here is the guidelines' in 26 too, for the kinds 26 draws; the kinds it refuses are in the Liquid Glass article.",
            "",
        ]
        tables(.liquidGlass, heading: "####")
        return lines.joined(separator: "\n")
    }

    /// A table cell's text, its pipes escaped.
    private static func cell(_ text: String) -> String {
        text.replacingPipes()
    }

    /// The article with its generated section made anew: from the heading up to the next `## `
    /// heading, or the end. Nil when the article has no such heading.
    package static func regenerated(_ article: String) -> String? {
        guard let (before, _, after) = split(article) else { return nil }
        return (before + [markdown()] + after).joined(separator: "\n")
    }

    /// The article's generated section as it stands; nil when it has none.
    package static func section(in article: String) -> String? {
        split(article).map { $0.section.joined(separator: "\n") }
    }

    /// The article's lines before the section, the section's, and those after it.
    private static func split(_ article: String) -> (before: [String], section: [String], after: [String])? {
        let lines = article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: articleHeading) else { return nil }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return (Array(lines[..<start]), Array(lines[start..<end]), Array(lines[end...]))
    }
}

extension String {
    /// The text with each `|` escaped, so that it stays in one Markdown table cell.
    fileprivate func replacingPipes() -> String {
        var out = ""
        for c in self { out += c == "|" ? "\\|" : String(c) }
        return out
    }
}
