import Foundation
import Testing

/// Work refused or skipped before it costs: a text too long for any canvas is refused before
/// shaping, and a layout-only run draws nothing.
@Suite(.serialized) final class ResourceLimitTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws { temporary = try TemporaryFolder("buttonrender-limits") }

    /// A 10-million-character title was shaped in full (2.9 s, 585 MB) before the canvas check.
    @Test func hugeTitleIsRefusedBeforeShaping() throws {
        let title = String(repeating: "x", count: 10_000_000)
        try Data(#"[{"name": "big", "spec": {"content": {"title": ""#.utf8 + Data(title.utf8) + Data(#""}}}]"#.utf8))
            .write(to: folder.appendingPathComponent("big.json"))
        let start = ContinuousClock.now
        let r = try CLI.run(["batch", "big.json", "--out", "out"], in: folder)
        #expect(r.status == 1 && r.stderr.contains("the title has 10000000 characters; the most a label may have is 4096"), "\(r.stderr)")
        #expect(ContinuousClock.now - start < .seconds(10))
        let ok = try CLI.run(["--title", String(repeating: "x", count: 4096), "--width", "300", "-o", "t.png"], in: folder)
        #expect(ok.status == 0, "\(ok.stderr)")
    }

    /// Only the layout is asked for: a canvas too large to draw (24,000 px) still lays out.
    @Test func layoutOnlyDoesNotDraw() throws {
        let layout = try CLI.run(["--layout-json", "--scale", "8", "--width", "3000"], in: folder)
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(String(decoding: layout.stdout, as: UTF8.self).contains("\"width\" : 24000"))
        let drawn = try CLI.run(["--layout-json", "--scale", "8", "--width", "3000", "-o", "t.png"], in: folder)
        #expect(drawn.status == 64 && drawn.stderr.contains("too large"))
    }
}
