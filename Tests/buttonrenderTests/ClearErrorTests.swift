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
}
