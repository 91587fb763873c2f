import Foundation
import Testing

@Suite(.serialized) final class BatchCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("buttonrender-batch-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    // Each test gets its own instance; its folder goes with it.
    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ text: String, _ name: String = "cases.json") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func rendersEveryCase() throws {
        let file = try write(#"[{"name": "a", "spec": {}}, {"name": "b", "spec": {"platform": "macos"}}, {"name": "s", "spinner": {"size": "large"}}]"#)
        let r = try CLI.run(["batch", file, "--out", "out", "--jobs", "2"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted() == ["a.png", "b.png", "s.png"])
        #expect(r.stderr.contains("rendered 3 of 3"))
    }

    @Test func oneBadItemDoesNotStopTheOthers() throws {
        let file = try write(#"{"cases": [{"name": "good", "spec": {}}, {"name": "bad", "spec": {"role": ["destructive", "primary"]}}, {"name": "also-good", "spec": {"style": "gray"}}, {"name": "emoji", "spec": {"content": {"title": "😀"}}}]}"#)
        let r = try CLI.run(["batch", file, "--out", "out"], in: folder)
        #expect(r.status == 1)
        #expect(r.stderr.contains("2 failed") && r.stderr.contains("bad: a destructive button cannot have the primary role") && r.stderr.contains("U+1F600"))
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        #expect(written == ["also-good.png", "good.png"])
    }

    @Test func pathEscapesAreRefused() throws {
        let file = try write(#"[{"name": "../escape", "spec": {}}, {"name": "/tmp/abs", "spec": {}}, {"name": "sub/dir", "spec": {}}, {"name": "fine", "spec": {}}]"#)
        let r = try CLI.run(["batch", file, "--out", "out"], in: folder)
        #expect(r.status == 1)
        #expect(r.stderr.contains("../escape") && r.stderr.contains("is not allowed"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escape.png").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == ["fine.png"])
    }

    @Test func malformedFileNamesLineAndColumn() throws {
        let file = try write("[\n  {\"name\": \"a\", \"spec\": {\"style\": \"filled\"}},\n  {\"name\": \"b\" \"spec\": {}}\n]\n")
        let r = try CLI.run(["batch", file, "--out", "out"], in: folder)
        #expect(r.status == 65)
        #expect(r.stderr.contains("cases.json:3:16: expected ',' or '}'"))
        let wrongValue = try write("[\n  {\"name\": \"a\",\n   \"spec\": {\"size\": \"huge\"}}\n]\n", "value.json")
        let v = try CLI.run(["batch", wrongValue, "--out", "out"], in: folder)
        #expect(v.status == 65 && v.stderr.contains("value.json:3:") && v.stderr.contains("size"))
    }

    @Test func jobsOutsideOneTo256AreRefused() throws {
        let file = try write(#"[{"name": "a", "spec": {}}]"#)
        for jobs in ["0", "257"] {
            let r = try CLI.run(["batch", file, "--out", "out", "--jobs", jobs], in: folder)
            #expect(r.status == 64 && r.stderr.contains("--jobs \(jobs) is not allowed: give a number from 1 to 256"), "\(r.stderr)")
        }
        // ArgumentParser reads "-3" as an option, so the value is missing: still a usage error.
        #expect(try CLI.run(["batch", file, "--out", "out", "--jobs", "-3"], in: folder).status == 64)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func missingFileAndUnwritableFolder() throws {
        #expect(try CLI.run(["batch", "nope.json", "--out", "out"], in: folder).status == 66)
        let file = try write(#"[{"name": "a", "spec": {}}]"#)
        try Data().write(to: folder.appendingPathComponent("plainfile"))
        let r = try CLI.run(["batch", file, "--out", "plainfile/sub"], in: folder)
        #expect(r.status == 73 && r.stderr.contains("cannot create the output folder plainfile/sub: plainfile is a file, not a folder"))
    }
}

extension BatchCommandTests {
    /// A case list from a pipe (`batch <(...)`, here standard input) is read whole; one longer
    /// than the case-list limit is refused (65) once it passes it.
    @Test func aCaseListFromAPipe() throws {
        _ = try write(#"[{"name": "a", "spec": {}}, {"name": "b", "spec": {"style": "gray"}}]"#)
        let piped = try CLI.shell(#"cat cases.json | "$0" batch /dev/stdin --out out"#, in: folder)
        #expect(piped.status == 0 && piped.stderr.contains("rendered 2 of 2"), "\(piped.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted() == ["a.png", "b.png"])
        let endless = try CLI.shell(#"head -c 70000000 /dev/zero | "$0" batch /dev/stdin --out big"#, in: folder)
        #expect(endless.status == 65 && endless.stderr.contains("holds more than 67108864 bytes; the most a case list may have is 67108864 (64 MiB)"), "\(endless.stderr)")
    }

    /// A case list that starts with a UTF-8 byte-order mark (as some editors save) is read, and
    /// an error in it is placed at the column the editor shows.
    @Test func aByteOrderMarkIsSkipped() throws {
        let file = folder.appendingPathComponent("bom.json")
        try (Data([0xEF, 0xBB, 0xBF]) + Data(#"[{"name": "a", "spec": {}}]"#.utf8)).write(to: file)
        let r = try CLI.run(["batch", "bom.json", "--out", "out"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        try (Data([0xEF, 0xBB, 0xBF]) + Data(#"[{"name": "a" "spec": {}}]"#.utf8)).write(to: file)
        let bad = try CLI.run(["batch", "bom.json", "--out", "out"], in: folder)
        #expect(bad.status == 65 && bad.stderr.contains("bom.json:1:15: expected ',' or '}'"), "\(bad.stderr)")
    }

    /// Names and reasons of failed items reach standard error escaped: an escape sequence, a
    /// carriage return, a bell and a fake summary line stay visible text.
    @Test func failuresArePrintedEscaped() throws {
        _ = try write(#"[{"name": "x\u001b[2J\r\u0007\nrendered 9 of 9", "spec": {}}, {"name": "t", "spec": {"content": {"title": "a\u001b[2Jb"}}}]"#)
        let r = try CLI.run(["batch", "cases.json", "--out", "out"], in: folder)
        #expect(r.status == 1)
        for raw in ["\u{1B}", "\r", "\u{7}"] { #expect(!r.stderr.contains(raw), "\(r.stderr.debugDescription)") }
        #expect(!r.stderr.split(separator: "\n").contains { $0.hasPrefix("rendered 9 of 9") }, "\(r.stderr)")
        #expect(r.stderr.contains("x\\u{1B}[2J\\u{D}\\u{7}\\u{A}rendered 9 of 9"), "\(r.stderr)")
    }
}

/// Two batch shards write every case of the file exactly once between them.
@Suite(.serialized) final class BatchShardTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    init() throws { temporary = try TemporaryFolder("buttonrender-shard") }

    @Test func twoShardsCoverTheFile() throws {
        let cases = (0..<12).map { #"{"name": "c\#($0)", "spec": {"style": "plain", "scale": 1}}"# }
        try Data(("[" + cases.joined(separator: ",") + "]").utf8).write(to: folder.appendingPathComponent("m.json"))
        var written: [String] = []
        for i in 1...2 {
            let r = try CLI.run(["batch", "m.json", "--out", "out\(i)", "--shard", "\(i)/2"], in: folder)
            #expect(r.status == 0, "\(r.stderr)")
            written += try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out\(i)").path)
        }
        #expect(written.sorted() == (0..<12).map { "c\($0).png" }.sorted())
        #expect(try CLI.run(["batch", "m.json", "--out", "x", "--shard", "3/2"], in: folder).status == 64)
    }
}
