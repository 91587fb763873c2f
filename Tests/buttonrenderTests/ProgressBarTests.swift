import Foundation
import Testing
@testable import ButtonRenderCommandLine

/// The batch progress line: percentage, count, rate and time left; nothing but the summary
/// when standard error is not a terminal.
@Suite(.serialized) final class ProgressBarTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    init() throws { temporary = try TemporaryFolder("buttonrender-progress") }

    @Test func lineSaysHowFarHowFastAndHowLong() {
        #expect(ProgressBar.line(done: 45, total: 100, seconds: 9) == "[#########...........] 45% 45/100  5.0/s  11 s left")
        #expect(ProgressBar.line(done: 300, total: 10_000, seconds: 1.5) == "[....................] 3% 300/10000  200/s  49 s left")
        #expect(ProgressBar.line(done: 10, total: 1000, seconds: 10) == "[....................] 1% 10/1000  1.0/s  17 min left")
        #expect(ProgressBar.line(done: 8, total: 8, seconds: 2) == "[####################] 100% 8/8  4.0/s")
        #expect(ProgressBar.line(done: 0, total: 8, seconds: 0) == "[....................] 0% 0/8")
    }

    /// Piped (not a terminal): the summary line alone.
    @Test func nothingButTheSummaryOffATerminal() throws {
        try Data(#"[{"name": "a", "spec": {}}, {"name": "b", "spec": {}}]"#.utf8).write(to: folder.appendingPathComponent("m.json"))
        let r = try CLI.run(["batch", "m.json", "--out", "out"], in: folder)
        #expect(r.status == 0)
        #expect(r.stderr.hasPrefix("rendered 2 of 2 in ") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }
}
