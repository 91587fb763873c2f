import Foundation
import PNG
import Raster
import Testing

/// Paths that come from data (golden names, case names, a shard report's entries) stay inside
/// the folder they belong to: a link there is replaced, never written through; a link out of the
/// folder is never read through; a report's case name cannot climb out of it.
@Suite(.serialized) final class PathContainmentTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    var golden: URL { folder.appendingPathComponent("G") }
    var victim: URL { folder.appendingPathComponent("victim.txt") }
    let victimBytes = Data("not yours\n".utf8)

    init() throws {
        temporary = try TemporaryFolder("buttonrender-paths")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        let manifest = #"{"cases": [{"name": "x", "spec": {"style": "filled"}}, {"name": "y", "spec": {"style": "gray"}}]}"#
        try Data(manifest.utf8).write(to: golden.appendingPathComponent("manifest.json"))
        try victimBytes.write(to: victim)
    }

    func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }

    /// `record --mode failed` and `check --record failed` replace a golden that is a link out of
    /// the folder with a golden of their own; the link's target is untouched.
    @Test func aLinkedGoldenIsReplacedNotWrittenThrough() throws {
        for command in [["record", "--golden", "G", "--mode", "failed"], ["check", "--golden", "G", "--record", "failed", "--report", "r"]] {
            let link = golden.appendingPathComponent("x.png")
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../victim.txt")
            _ = try CLI.run(command, in: folder)
            #expect(try Data(contentsOf: victim) == victimBytes, "\(command)")
            #expect(!isLink(link), "\(command)")
            #expect(try PNG.decode(Data(contentsOf: link)).width > 0, "\(command)")
        }
    }

    /// `check` does not read a golden through a link out of the folder: the case is reported as
    /// corrupt, naming the link, and nothing of the target reaches the report.
    @Test func aGoldenLinkedOutOfTheFolderIsNotRead() throws {
        #expect(try CLI.run(["record", "--golden", "G"], in: folder).status == 0)
        let secret = folder.appendingPathComponent("secret.png")
        try FileManager.default.copyItem(at: golden.appendingPathComponent("y.png"), to: secret)
        try FileManager.default.removeItem(at: golden.appendingPathComponent("x.png"))
        try FileManager.default.createSymbolicLink(atPath: golden.appendingPathComponent("x.png").path, withDestinationPath: "../secret.png")
        let r = try CLI.run(["check", "--golden", "G", "--report", "r"], in: folder)
        #expect(r.status == 65, "\(r.stderr)")
        let out = String(decoding: r.stdout, as: UTF8.self) + r.stderr
        #expect(out.contains("x.png") && out.contains("leads out of"), "\(out)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r/x/expected.png").path))
    }

    /// A batch's output named like a case but linked elsewhere is replaced, not written through.
    @Test func aBatchReplacesALinkedOutput() throws {
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("x.png").path, withDestinationPath: "../victim.txt")
        #expect(try CLI.run(["batch", "G/manifest.json", "--out", "out"], in: folder).status == 0)
        #expect(try Data(contentsOf: victim) == victimBytes)
        #expect(!isLink(out.appendingPathComponent("x.png")))
    }

    /// A shard report whose case name climbs out of the report, or whose image is a link out of
    /// the shard, is refused (65): nothing is read or written outside the folders given.
    @Test func mergedReportsStayInsideTheirFolders() throws {
        try Data([1, 2, 3]).write(to: golden.appendingPathComponent("x.png"))
        #expect(try CLI.run(["check", "--golden", "G", "--report", "shard"], in: folder).status == 65)
        let data = folder.appendingPathComponent("shard/report.json")
        let original = try String(contentsOf: data, encoding: .utf8)
        #expect(original.contains(#""name":"x""#) || original.contains(#""name" : "x""#), "\(original)")

        // A name that climbs out.
        try Data(original.replacingOccurrences(of: #""name":"x""#, with: #""name":"../outside""#)
            .replacingOccurrences(of: #""name" : "x""#, with: #""name" : "../outside""#).utf8).write(to: data)
        let climbing = try CLI.run(["check", "--merge-reports", "shard", "--golden", "G", "--report", "merged"], in: folder)
        #expect(climbing.status == 65 && climbing.stderr.contains("../outside") && climbing.stderr.contains("not a plain file name"), "\(climbing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("outside").path))

        // An image that is a link out of the shard.
        try Data(original.utf8).write(to: data)
        let image = folder.appendingPathComponent("shard/x/actual.png")
        try FileManager.default.removeItem(at: image)
        try FileManager.default.createSymbolicLink(atPath: image.path, withDestinationPath: "../../victim.txt")
        let linked = try CLI.run(["check", "--merge-reports", "shard", "--golden", "G", "--report", "merged2"], in: folder)
        #expect(linked.status == 65 && linked.stderr.contains("leads out of"), "\(linked.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged2/x/actual.png").path))
    }

    /// `spinner --frames DIR` names its files itself: a `frame-3.png` that is a link out of the
    /// folder is replaced by the frame, its target untouched.
    @Test func spinnerFramesReplaceALinkedFrame() throws {
        let out = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("frame-3.png").path, withDestinationPath: "../victim.txt")
        let r = try CLI.run(["spinner", "--frames", "frames"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: victim) == victimBytes)
        #expect(!isLink(out.appendingPathComponent("frame-3.png")))
        #expect(try PNG.decode(Data(contentsOf: out.appendingPathComponent("frame-3.png"))).width > 0)
    }

    /// A case's folder in a report (`check --report`, `--merge-reports`) that is a link out of
    /// the report is refused (73), and nothing is written through it.
    @Test func aReportCaseFolderLinkedOutIsRefused() throws {
        try Data([1, 2, 3]).write(to: golden.appendingPathComponent("x.png"))
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        for name in ["r", "merged"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("\(name)/x").path, withDestinationPath: "../elsewhere")
        }
        let check = try CLI.run(["check", "--golden", "G", "--report", "r"], in: folder)
        #expect(check.status == 73 && check.stderr.contains("r/x: it is a link, which may lead out of"), "\(check.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(try CLI.run(["check", "--golden", "G", "--report", "shard"], in: folder).status == 65)
        let merge = try CLI.run(["check", "--merge-reports", "shard", "--golden", "G", "--report", "merged"], in: folder)
        #expect(merge.status == 73 && merge.stderr.contains("merged/x: it is a link, which may lead out of"), "\(merge.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }
}
