@testable import ButtonRender
import Testing

/// The calibration report says, for each Apple render, which figures of the metric tables were
/// measured on it: read from the tables, so that the report and the tables cannot disagree.
@Suite struct CalibrationCitationTests {
    @Test func eachRenderNamesTheFiguresItFixed() {
        let radius = SwiftUIButtonTable.table(.guidelines).largeDynamicCornerRadius!
        let line = CalibrationTable.fixes("approach-bordered-prominent-large-ios18")
        #expect(line.contains("iOS, iPadOS: system button (SwiftUI): "), "\(line)")
        #expect(line.contains("largeDynamicCornerRadius \(radius.value.metricText)"), "\(line)")
        // A render no figure cites says nothing.
        #expect(CalibrationTable.fixes("no-such-entry").isEmpty)
    }

    /// Every figure measured on a render is named, with its value, on that render's lines.
    @Test func everyCitedFigureIsInItsRendersLines() {
        var checked = 0
        for entry in MetricTables.entries() {
            guard case .measured(let renders, _) = entry.source else { continue }
            for render in renders {
                #expect(CalibrationTable.fixes(render.id).contains("\(entry.figure) \(entry.value)"), "\(render.id): \(entry.figure)")
                checked += 1
            }
        }
        #expect(checked > 20)
    }
}
