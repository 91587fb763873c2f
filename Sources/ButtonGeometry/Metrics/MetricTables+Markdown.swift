/// The Metrics and Their Sources article's tables, made from the metric tables themselves:
/// `scripts/metrics-table` writes them into the article, and a test fails when the article and
/// the tables disagree.
extension MetricTables {
    /// The heading the generated section starts with; it runs to the next `## ` heading.
    package static let articleHeading = "## The Tables"

    /// The generated section: the heading, one sentence, and one Markdown table per metric table.
    package static func markdown(_ generation: DesignGeneration = .guidelines) -> String {
        var lines = [
            articleHeading, "",
            "Made from the tables in `Sources/ButtonGeometry/Metrics` by `scripts/metrics-table`; a test fails when this section and the tables disagree.",
            "Lengths are in points, alphas of colours out of 255, opacities and shares from 0 to 1. A figure that differs by size names the size in parentheses.",
            "",
        ]
        for table in all {
            let key = table.key(generation)
            lines += ["### \(key.title)", "", "| figure | value | source |", "|---|---|---|"]
            for entry in table.entries(generation) {
                lines.append("| `\(entry.figure)` | \(cell(entry.value)) | \(cell(entry.source.markdown)) |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// A table cell's text, its pipes escaped.
    private static func cell(_ text: String) -> String {
        text.replacingPipes()
    }

    /// The article with its generated section made anew: from the heading up to the next `## `
    /// heading, or the end. Nil when the article has no such heading.
    package static func regenerated(_ article: String, _ generation: DesignGeneration = .guidelines) -> String? {
        guard let (before, _, after) = split(article) else { return nil }
        return (before + [markdown(generation)] + after).joined(separator: "\n")
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
