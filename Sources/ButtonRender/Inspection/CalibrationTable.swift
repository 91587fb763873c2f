/// The calibration report: one block per entry, then a summary line.
package enum CalibrationTable {
    /// The calibration table as calibrate prints it: one row per figure, Apple's value, ours and the verdict.
    package static func report(_ results: [CalibrationResult]) -> String {
        var out = ""
        for r in results {
            let e = r.entry
            out += "== \(e.name) (\(e.current ? "current, judged" : "history, shown only"); \(r.remeasured ? "measured now" : "recorded"))\n"
            out += "   \(e.repository) \(e.path) @ \(e.commit.prefix(10))\n"
            out += "   \(e.framework), \(e.system): \(e.configuration)\n"
            out += fixes(e.name)
            out += InspectionTable.rows(r.comparison).map { "   " + $0 }.joined(separator: "\n") + "\n\n"
        }
        let current = results.filter(\.entry.current)
        let failing = current.filter { !$0.comparison.agrees }
        out += "\(results.count) entries, \(current.count) current: "
        out += failing.isEmpty ? "every judged figure within the tolerances\n" : "\(failing.count) with figures outside the tolerances (\(failing.map(\.entry.name).joined(separator: ", ")))\n"
        return out
    }
}

extension CalibrationTable {
    /// The metric table figures the entry's render was measured for, read from the tables (the
    /// entries whose source cites it): "   fixes: iOS, iPadOS: system button (SwiftUI):
    /// largeDynamicCornerRadius 9.02, ...". Nothing for a render no figure cites.
    static func fixes(_ entry: String) -> String {
        let cited = MetricTables.measured(on: entry)
        guard !cited.isEmpty else { return "" }
        var byTable: [(title: String, figures: [String])] = []
        for m in cited {
            let figure = "\(m.figure) \(m.value)"
            if let last = byTable.indices.last, byTable[last].title == m.table.title { byTable[last].figures.append(figure) } else {
                byTable.append((m.table.title, [figure]))
            }
        }
        return byTable.map { "   fixes: \($0.title): \($0.figures.joined(separator: ", "))\n" }.joined()
    }
}

/// The rows of a comparison, shared by `inspect --expect` and `calibrate`.
enum InspectionTable {
    static func rows(_ c: InspectionComparison) -> [String] {
        var lines = ["figure".padding(32) + "Apple/image".padding(14) + "ours".padding(14) + "difference".padding(12) + "verdict"]
        for f in c.figures {
            let d = f.difference.map { ($0 >= 0 ? "+" : "") + $0.decimalText(places: 2) } ?? ""
            let verdict: String
            switch f.verdict {
            case .agrees: verdict = "ok"
            case .differs: verdict = f.tolerance.map { "DIFFERS (tolerance \($0.decimalText(places: 2)))" } ?? "DIFFERS"
            case .fontDependent: verdict = "font (not judged)"
            case .excused: verdict = "not judged: " + (f.reason ?? "")
            }
            lines.append(f.figure.padding(32) + f.image.padding(14) + f.ours.padding(14) + d.padding(12) + verdict)
        }
        return lines
    }
}
