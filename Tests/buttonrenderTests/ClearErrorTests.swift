import Foundation
import Testing

/// Errors that name the problem and the valid choices, where they named neither (each was
/// reproduced against the code before: "Missing value for '--scale'", a bare "invalid" shard,
/// a golden folder or link loop reported as "NEW ... no golden", the CHANGED lines lost when the
/// report folder could not be written, `Golden/manifest.json` named whatever --golden said).
@Suite(.serialized) final class ClearErrorTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    var golden: URL { folder.appendingPathComponent("G") }

    init() throws {
        temporary = try TemporaryFolder("buttonrender-errors")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        let manifest = #"{"cases": [{"name": "a", "spec": {}}, {"name": "b", "spec": {"style": "gray"}}, {"name": "c", "spec": {"style": "plain"}}]}"#
        try Data(manifest.utf8).write(to: golden.appendingPathComponent("manifest.json"))
    }

    @Test func negativeNumbersAreJudgedAsNumbers() throws {
        for (arguments, says) in [(["--scale", "-1"], "scale -1.0 is not allowed: give a number from 0.5 to 8"),
                                  (["sheet", "--scale", "-2"], "scale -2.0 is not allowed"),
                                  (["--width", "-5"], "-5")] {
            let r = try CLI.run(arguments, in: folder)
            #expect(r.status == 64 && r.stderr.contains(says) && !r.stderr.contains("Missing value"), "\(arguments): \(r.stderr)")
        }
    }

    @Test func shardsSayWhatIsWrong() throws {
        for (shard, says) in [("3/2", "shard 3 of 2 does not exist: shards are numbered 1 to 2"), ("0/4", "shard 0 of 4 does not exist"),
                              ("2/1001", "must be from 1 to 1000"), ("half", "give i/n, two whole numbers")] {
            let r = try CLI.run(["check", "--golden", "G", "--shard", shard], in: folder)
            #expect(r.status == 64 && r.stderr.contains(says), "\(shard): \(r.stderr)")
        }
    }

    /// A golden that is a folder, a link loop or a link to nothing is corrupt, with the reason.
    @Test func goldensThatAreNotFilesSayWhatTheyAre() throws {
        try FileManager.default.createDirectory(at: golden.appendingPathComponent("a.png"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: golden.appendingPathComponent("b.png").path, withDestinationPath: "b.png")
        try FileManager.default.createSymbolicLink(atPath: golden.appendingPathComponent("c.png").path, withDestinationPath: "nowhere.png")
        let r = try CLI.run(["check", "--golden", "G", "--report", "r"], in: folder)
        let out = String(decoding: r.stdout, as: UTF8.self)
        #expect(r.status == 65)
        #expect(out.contains("CORRUPT a:") && out.contains("it is a folder, not a regular file"), "\(out)")
        #expect(out.contains("CORRUPT b:") && out.contains("Too many levels of symbolic links"), "\(out)")
        #expect(out.contains("CORRUPT c:") && out.contains("No such file or directory") && !out.contains("NEW"), "\(out)")
    }

    /// The check's findings are printed even when its report cannot be written; then 73.
    @Test func aReportThatCannotBeWrittenKeepsTheFindings() throws {
        #expect(try CLI.run(["record", "--golden", "G"], in: folder).status == 0)
        try Data("x".utf8).write(to: golden.appendingPathComponent("a.png"))
        try Data().write(to: folder.appendingPathComponent("blocker"))
        let r = try CLI.run(["check", "--golden", "G", "--report", "blocker/report"], in: folder)
        #expect(r.status == 73, "\(r.stderr)")
        #expect(String(decoding: r.stdout, as: UTF8.self).contains("CORRUPT a:") && r.stderr.contains("the report could not be written"), "\(r.stderr)")
    }

    @Test func anUnknownCaseNamesTheManifestLookedIn() throws {
        let r = try CLI.run(["check", "--golden", "G", "--only", "zzz"], in: folder)
        #expect(r.status == 64 && r.stderr.contains("no case named 'zzz' in " + golden.appendingPathComponent("manifest.json").path), "\(r.stderr)")
        #expect(!r.stderr.contains("Golden/manifest.json"))
    }

    /// Options that change nothing are refused with the reason, as --framework elsewhere is:
    /// a size on watchOS or on the iOS switch (even the one it has), and any title on a help
    /// button (even the default's words, which the spec would drop).
    @Test func optionsWithoutEffectAreRefused() throws {
        for (arguments, says) in [
            (["--platform", "watchos", "--size", "large"], "size large has no effect here: a watchOS button takes the screen's width"),
            (["--platform", "watchos", "--size", "small"], "size small has no effect here"),
            (["--style", "switch", "--size", "large"], "size large has no effect here: the switch has one size on ios"),
            (["--platform", "macos", "--style", "help", "--title", "Button"], "a help button cannot have a title"),
            (["--platform", "macos", "--style", "help", "--title", "Buttons"], "a help button cannot have a title"),
        ] {
            let r = try CLI.run(arguments + ["-o", "x.png"], in: folder)
            #expect(r.status == 64 && r.stderr.contains(says), "\(arguments): \(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
        #expect(try CLI.run(["--platform", "macos", "--style", "switch", "--size", "mini", "-o", "m.png"], in: folder).status == 0)
        #expect(try CLI.run(["--platform", "macos", "--style", "help", "-o", "h.png"], in: folder).status == 0)
    }

    /// Runs the binary with its address space limited to about 390 MB, as `ulimit -v` does.
    private func runLimited(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        try CLI.shell(#"ulimit -v 400000 && exec "$0" "$@""#, arguments, in: folder)
    }

    /// A canvas the system has no memory for (8,000 x 8,000 px under a 390 MB limit) is an error
    /// and exit 73, not the runtime's "failed to allocate" (exit 134); in a batch it fails that
    /// case alone, and the cases on either side are written.
    @Test func memoryTheSystemCannotGiveIsAnErrorNotACrash() throws {
        let render = try runLimited(["--scale", "8", "--width", "1000", "--height", "1000", "-o", "huge.png"])
        #expect(render.status == 73 && render.stderr.contains("out of memory: the system cannot give the"), "\(render.status): \(render.stderr.prefix(300))")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("huge.png").path))
        let cases = #"{"cases": [{"name": "a", "spec": {}}, {"name": "huge", "spec": {"scale": 8, "width": 1000, "height": 1000}}, {"name": "b", "spec": {"style": "gray"}}]}"#
        try Data(cases.utf8).write(to: folder.appendingPathComponent("cases.json"))
        let batch = try runLimited(["batch", "cases.json", "--out", "out", "--jobs", "1"])
        #expect(batch.status == 1 && batch.stderr.contains("huge: out of memory"), "\(batch.status): \(batch.stderr.prefix(300))")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        #expect(written == ["a.png", "b.png"])
    }
}
