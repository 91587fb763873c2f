import Foundation
import PNG
import Raster
import Testing

@Suite(.serialized) final class GoldenCommandTests {
    let folder: URL
    let golden: URL

    /// A small golden folder of four cases, recorded by the CLI itself.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("buttonrender-golden-\(UUID())")
        golden = folder.appendingPathComponent("Golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        let manifest = #"{"cases": [{"name": "a", "spec": {"style": "filled"}}, {"name": "b", "spec": {"style": "tinted", "size": "small"}}, {"name": "c", "spec": {"platform": "macos"}}, {"name": "s", "spinner": {"size": "medium", "appearance": "light", "frame": 2, "scale": 2}}]}"#
        try Data(manifest.utf8).write(to: golden.appendingPathComponent("manifest.json"))
        let r = try CLI.run(["record", "--golden", golden.path], in: folder)
        precondition(r.status == 0, r.stderr)
    }

    // Each test gets its own instance; its folder goes with it.
    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Changes one pixel of a golden and deletes another: one `changed` case and one `new`.
    func changeAAndDeleteB() throws -> Data {
        let path = golden.appendingPathComponent("a.png")
        var image = try PNG.decode(try Data(contentsOf: path))
        image[10, 10] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        let changed = try PNG.encode(image, scale: 2)
        try changed.write(to: path)
        try FileManager.default.removeItem(at: golden.appendingPathComponent("b.png"))
        return changed
    }

    func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: golden.appendingPathComponent(name).path) }

    @Test func recordModesWriteWhatTheirNamesSay() throws {
        let changed = try changeAAndDeleteB()
        let cBefore = bytes("c.png")
        let missing = try CLI.run(["record", "--golden", golden.path, "--mode", "missing"], in: folder)
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(String(decoding: missing.stdout, as: UTF8.self).contains("recorded 1 of 4 cases"))
        #expect(bytes("b.png") != nil && bytes("a.png") == changed && bytes("c.png") == cBefore)
        let failed = try CLI.run(["record", "--golden", golden.path, "--mode", "failed"], in: folder)
        #expect(String(decoding: failed.stdout, as: UTF8.self).contains("a: changed: 1 of"))
        #expect(bytes("a.png") != changed && bytes("c.png") == cBefore)
        let never = try CLI.run(["record", "--golden", golden.path, "--mode", "never"], in: folder)
        #expect(never.status == 0 && String(decoding: never.stdout, as: UTF8.self).contains("recorded 0 of 0 cases"))
        let bogus = try CLI.run(["record", "--golden", golden.path, "--mode", "some"], in: folder)
        #expect(bogus.status == 64 && bogus.stderr.contains("never") && bogus.stderr.contains("failed"))
    }

    /// `check --record` and `BUTTONRENDER_RECORD`: the check reports what it found and fails,
    /// then writes what the mode selects; the next check passes.
    @Test func checkRecordsByOptionOrEnvironment() throws {
        let changed = try changeAAndDeleteB()
        let byEnvironment = try CLI.run(["check", "--golden", golden.path], in: folder, environment: ["BUTTONRENDER_RECORD": "missing"])
        let out = String(decoding: byEnvironment.stdout, as: UTF8.self)
        #expect(byEnvironment.status == 65 && out.contains("NEW b") && out.contains("RECORDED b: new") && !out.contains("RECORDED a"))
        #expect(bytes("b.png") != nil && bytes("a.png") == changed)
        // Within the check's tolerance, a's golden passes, so failed mode keeps it.
        let tolerant = try CLI.run(["check", "--golden", golden.path, "--record", "failed", "--max-different-pixels", "1"], in: folder)
        #expect(tolerant.status == 0 && bytes("a.png") == changed, "\(String(decoding: tolerant.stdout, as: UTF8.self))")
        let byOption = try CLI.run(["check", "--golden", golden.path, "--record", "failed"], in: folder, environment: ["BUTTONRENDER_RECORD": "never"])
        #expect(byOption.status == 1 && String(decoding: byOption.stdout, as: UTF8.self).contains("RECORDED a: changed"))
        let again = try CLI.run(["check", "--golden", golden.path], in: folder)
        #expect(again.status == 0 && String(decoding: again.stdout, as: UTF8.self).contains("4 of 4 cases match"))
        let bogus = try CLI.run(["check", "--golden", golden.path], in: folder, environment: ["BUTTONRENDER_RECORD": "yes"])
        #expect(bogus.status == 64 && bogus.stderr.contains("BUTTONRENDER_RECORD 'yes' is not a record mode: choose one of never, missing, failed, all"))
    }

    @Test func checkPassesOnFreshGoldens() throws {
        let r = try CLI.run(["check", "--golden", golden.path], in: folder)
        #expect(r.status == 0)
        #expect(String(decoding: r.stdout, as: UTF8.self).contains("4 of 4 cases match"))
    }

    /// A CI matrix: each shard checks its share and writes its report; `--merge-reports` joins
    /// them into the page and JUnit file one unsharded check would give.
    @Test func shardReportsMergeIntoOne() throws {
        let path = golden.appendingPathComponent("a.png")
        var image = try PNG.decode(try Data(contentsOf: path))
        image[10, 10] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        try PNG.encode(image, scale: 2).write(to: path)
        try Data([1, 2, 3]).write(to: golden.appendingPathComponent("old.png"))
        var shardStatuses: [Int32] = []
        for i in 1...3 {
            let r = try CLI.run(["check", "--golden", golden.path, "--shard", "\(i)/3", "--report", "shard\(i)"], in: folder)
            shardStatuses.append(r.status)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("shard\(i)/report.json").path), "shard \(i): \(r.stderr)")
        }
        #expect(shardStatuses.contains(1))
        let whole = try CLI.run(["check", "--golden", golden.path, "--report", "whole", "--junit", "whole.xml"], in: folder)
        let merged = try CLI.run(["check", "--merge-reports", "shard3", "shard1", "shard2", "--golden", golden.path, "--report", "merged", "--junit", "merged.xml"], in: folder)
        #expect(merged.status == 1 && whole.status == 1, "\(merged.stderr)")
        let out = String(decoding: merged.stdout, as: UTF8.self)
        #expect(out.contains("CHANGED a: 1 of") && out.contains("3 of 4 cases match") && out.contains("MISSING old.png"))
        #expect(out.contains("buttonrender record --golden=\(golden.path) --only a"))
        // The shards checked golden.path: a merge naming it another way is accepted, one naming
        // another folder is refused.
        #expect(try CLI.run(["check", "--merge-reports", "shard1", "shard2", "shard3", "--report", "m0"], in: folder).status == 1)
        let otherFolder = try CLI.run(["check", "--merge-reports", "shard1", "shard2", "shard3", "--golden", "Other", "--report", "m1"], in: folder)
        #expect(otherFolder.status == 65 && otherFolder.stderr.contains("checked the golden folder '\(golden.path)', not 'Other'"), "\(otherFolder.stderr)")
        // The same cases, statuses and messages as the unsharded run, once each.
        func data(_ name: String) throws -> [String: String] {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("\(name)/report.json"))) as! [String: Any]
            #expect(json["orphans"] as? [String] == ["old.png"], "\(name)")
            return Dictionary(uniqueKeysWithValues: (json["entries"] as! [[String: Any]]).map { ($0["name"] as! String, "\($0["status"]!) \($0["message"]!)") })
        }
        #expect(try data("merged") == data("whole"))
        let junit = try String(contentsOf: folder.appendingPathComponent("merged.xml"), encoding: .utf8)
        #expect(junit.components(separatedBy: "<testcase").count - 1 == 4 && junit.contains("failures=\"1\""))
        for image in ["expected.png", "actual.png", "diff.png"] {
            #expect(try Data(contentsOf: folder.appendingPathComponent("merged/a/\(image)")).elementsEqual(Data(contentsOf: folder.appendingPathComponent("whole/a/\(image)"))))
        }
        // Overlapping shards, a folder without a report, a merge onto an input: refused.
        let twice = try CLI.run(["check", "--merge-reports", "shard1", "shard1", "--golden", golden.path, "--report", "m2"], in: folder)
        #expect(twice.status == 65 && twice.stderr.contains("is in both"))
        let missing = try CLI.run(["check", "--merge-reports", "shard1", "nowhere", "--report", "m3"], in: folder)
        #expect(missing.status == 66 && missing.stderr.contains("holds no report.json"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("m3").path))
        #expect(try CLI.run(["check", "--merge-reports", "shard1", "shard2", "--report", "shard1"], in: folder).status == 65)
    }

    @Test func onePixelChangeExits1WithReport() throws {
        let path = golden.appendingPathComponent("a.png")
        var image = try PNG.decode(try Data(contentsOf: path))
        image[10, 10] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        try PNG.encode(image, scale: 2).write(to: path)
        let report = folder.appendingPathComponent("report")
        let junit = folder.appendingPathComponent("junit.xml")
        let r = try CLI.run(["check", "--golden", golden.path, "--report", report.path, "--junit", junit.path], in: folder)
        #expect(r.status == 1, "\(r.stderr)")
        let out = String(decoding: r.stdout, as: UTF8.self)
        #expect(out.contains("CHANGED a: 1 of") && out.contains("at (10, 10)") && out.contains(report.appendingPathComponent("index.html").path))
        for file in ["a/expected.png", "a/actual.png", "a/diff.png", "index.html"] {
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(file).path), "\(file)")
        }
        // The three images are named under the case's line, one a line, as a failed snapshot test names them.
        let named = out.split(separator: "\n").drop { !$0.hasPrefix("CHANGED a:") }.dropFirst().prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(named == ["a/expected.png", "a/actual.png", "a/diff.png"].map { report.appendingPathComponent($0).path }, "\(out)")
        #expect(FileManager.default.fileExists(atPath: junit.path))
        // The command that accepts exactly the changed case, in the terminal and on the page.
        let accept = "buttonrender record --golden=\(golden.path) --only a"
        #expect(out.contains("to accept the changed and new cases after review: \(accept)"), "\(out)")
        #expect(try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8).contains(accept))
        // --only limits the check to the named cases.
        #expect(try CLI.run(["check", "--golden", golden.path, "--only", "b", "c"], in: folder).status == 0)
        #expect(try CLI.run(["check", "--golden", golden.path, "--only", "nope"], in: folder).status == 64)
    }

    /// Everything passes and a report is asked for: the page is written anyway (CI keeps it).
    @Test func allPassedStillWritesTheReportWhenAsked() throws {
        let report = folder.appendingPathComponent("report")
        let r = try CLI.run(["check", "--golden", golden.path, "--report", report.path], in: folder)
        #expect(r.status == 0)
        #expect(String(decoding: r.stdout, as: UTF8.self).contains("4 of 4 cases match their goldens; report: \(report.appendingPathComponent("index.html").path)"))
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("Passed: <b>4</b>") && !page.contains("To accept"))
    }

    @Test func truncatedGoldenExits65NamingTheFile() throws {
        let path = golden.appendingPathComponent("b.png")
        let data = try Data(contentsOf: path)
        try data.prefix(data.count - 20).write(to: path)
        let r = try CLI.run(["check", "--golden", golden.path, "--report", folder.appendingPathComponent("r").path], in: folder)
        #expect(r.status == 65)
        #expect(String(decoding: r.stdout, as: UTF8.self).contains(path.path))
    }

    @Test func missingGoldenExits65() throws {
        try FileManager.default.removeItem(at: golden.appendingPathComponent("c.png"))
        let r = try CLI.run(["check", "--golden", golden.path, "--report", folder.appendingPathComponent("r").path], in: folder)
        #expect(r.status == 65 && String(decoding: r.stdout, as: UTF8.self).contains("NEW c"))
    }

    @Test func recordSaysWhatChanged() throws {
        let r = try CLI.run(["record", "--golden", golden.path], in: folder)
        #expect(r.status == 0 && String(decoding: r.stdout, as: UTF8.self).contains("recorded 0 of 4 cases (4 unchanged)"))
        try FileManager.default.removeItem(at: golden.appendingPathComponent("a.png"))
        let again = try CLI.run(["record", "--golden", golden.path, "--only", "a"], in: folder)
        #expect(String(decoding: again.stdout, as: UTF8.self).contains("a: new"))
    }

    /// SIGINT during a `record` that is writing (400 new goldens, each a large render), and
    /// SIGTERM during a `batch`: the run stops between files with 130 / 143, every PNG it
    /// wrote is whole, and no temporary file is left.
    @Test func interruptedRunsStopBetweenFiles() throws {
        let busy = folder.appendingPathComponent("busy")
        try FileManager.default.createDirectory(at: busy, withIntermediateDirectories: true)
        let cases = (0..<400).map { #"{"name": "c\#($0)", "spec": {"style": "tinted", "scale": 6, "content": {"title": "Checkout \#($0)", "subtitle": "3 items"}}}"# }
        try Data(#"{"cases": ["# .utf8 + Data(cases.joined(separator: ",").utf8) + Data("]}".utf8)).write(to: busy.appendingPathComponent("manifest.json"))
        for (arguments, signal, status) in [
            (["record", "--golden", busy.path], SIGINT, Int32(130)),
            (["batch", busy.appendingPathComponent("manifest.json").path, "--out", folder.appendingPathComponent("out").path], SIGTERM, Int32(143)),
        ] {
            let written = arguments[0] == "record" ? busy : folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: written, withIntermediateDirectories: true)
            let watch = try FolderWatch(written)
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Interrupted once it has written its first file: mid-run, whatever the machine's speed.
            #expect(watch.waitForFile(endingWith: ".png"), "\(arguments[0]) wrote no file")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            #expect(process.terminationStatus == status, "\(arguments[0])")
            let names = try FileManager.default.contentsOfDirectory(atPath: written.path)
            #expect(!names.contains { $0.hasPrefix(".") }, "temporary files left: \(names.filter { $0.hasPrefix(".") })")
            let pngs = names.filter { $0.hasSuffix(".png") }
            #expect(!pngs.isEmpty && pngs.count < 400, "\(pngs.count) written: not interrupted mid-run")
            for name in pngs {
                let data = try Data(contentsOf: written.appendingPathComponent(name))
                #expect(data.suffix(8).prefix(4) == Data("IEND".utf8), "\(name) is complete")
            }
        }
    }

    /// Text from a shard's `report.json` (a message, a golden path, an orphan) holding an
    /// escape sequence, a carriage return, a bell and a line that pretends every case matched:
    /// the terminal gets it escaped, on the line it belongs to, and the JUnit file still parses.
    @Test func reportTextReachesTheTerminalAndJUnitEscaped() throws {
        try Data([1, 2, 3]).write(to: golden.appendingPathComponent("b.png"))
        let shard = try CLI.run(["check", "--golden", golden.path, "--report", "shard"], in: folder)
        #expect(shard.status == 65, "\(shard.stderr)")
        let file = folder.appendingPathComponent("shard/report.json")
        var report = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
        let hostile = "\u{1B}[2J\r\u{7}\n4 of 4 cases match their goldens\u{0}\u{FFFF}"
        report["entries"] = (report["entries"] as! [[String: Any]]).map { entry in
            var entry = entry
            entry["message"] = "\(entry["message"]!)" + hostile
            entry["goldenPath"] = "\(entry["goldenPath"]!)" + hostile
            return entry
        }
        report["orphans"] = ["old" + hostile + ".png"]
        try JSONSerialization.data(withJSONObject: report).write(to: file)
        let merged = try CLI.run(["check", "--merge-reports", "shard", "--golden", golden.path, "--report", "merged", "--junit", "merged.xml"], in: folder)
        #expect(merged.status == 65, "\(merged.stderr)")
        let out = String(decoding: merged.stdout, as: UTF8.self) + merged.stderr
        for raw in ["\u{1B}", "\r", "\u{7}", "\u{0}"] { #expect(!out.contains(raw), "\(out.debugDescription)") }
        #expect(!out.split(separator: "\n").contains { $0.hasPrefix("4 of 4 cases match") }, "\(out)")
        #expect(out.contains("CORRUPT b: ") && out.contains("\\u{1B}[2J\\u{D}\\u{7}\\u{A}4 of 4 cases match"), "\(out)")
        #expect(out.contains("MISSING old\\u{1B}[2J"), "\(out)")
        // A real XML parser reads the JUnit file, and finds the message written visibly.
        let parser = Process()
        parser.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        parser.arguments = ["-c", "import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); print(r.find('.//error').get('message'))", "merged.xml"]
        parser.currentDirectoryURL = folder
        let parsed = Pipe(), complaint = Pipe()
        parser.standardOutput = parsed
        parser.standardError = complaint
        try parser.run()
        let message = String(decoding: parsed.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let why = String(decoding: complaint.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        parser.waitUntilExit()
        #expect(parser.terminationStatus == 0, "\(why)")
        #expect(message.contains("\\u{1B}[2J\r\\u{7}\n4 of 4 cases match their goldens\\u{0}\\u{FFFF}"), "\(message.debugDescription)")
    }

    /// The printed accept command is shell text: run as printed by `/bin/sh`, in a golden folder
    /// whose name holds a space, a quote and `; touch PWNED #`, it records the changed and new
    /// goldens and runs nothing else.
    @Test func acceptCommandRunsAsPrinted() throws {
        let odd = folder.appendingPathComponent("G; touch PWNED #it's")
        try FileManager.default.copyItem(at: golden, to: odd)
        let changed = try PNG.decode(Data(contentsOf: odd.appendingPathComponent("a.png")))
        var image = changed
        image[10, 10] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        try PNG.encode(image, scale: 2).write(to: odd.appendingPathComponent("a.png"))
        try FileManager.default.removeItem(at: odd.appendingPathComponent("b.png"))
        let check = try CLI.run(["check", "--golden", odd.lastPathComponent, "--report", "r"], in: folder)
        #expect(check.status == 65)
        let accept = try #require(Self.acceptCommand(check.stdout))
        #expect(accept.hasPrefix("buttonrender record --golden='G; touch PWNED #it'\\''s' --only"), "\(accept)")
        let page = try String(contentsOf: folder.appendingPathComponent("r/index.html"), encoding: .utf8)
        #expect(page.contains(accept.replacingOccurrences(of: "'", with: "&#39;")), "the page prints the same command")
        #expect(try runInShell(accept) == 0)
        let everywhere = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        #expect(!everywhere.contains { $0.split(separator: "/").last == "PWNED" }, "\(everywhere)")
        #expect(try CLI.run(["check", "--golden", odd.lastPathComponent], in: folder).status == 0, "a and b were recorded")
    }

    /// The accept command `check` printed, as a reviewer would copy it.
    static func acceptCommand(_ stdout: Data) -> String? {
        let prefix = "to accept the changed and new cases after review: "
        return String(decoding: stdout, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// Runs a command line through `/bin/sh` in the test's folder, as a reviewer pastes it,
    /// with the built `buttonrender` first on the PATH; its exit status.
    func runInShell(_ line: String) throws -> Int32 {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", line]
        shell.currentDirectoryURL = folder
        shell.environment = ["PATH": CLI.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"]
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        return shell.terminationStatus
    }

    /// More changed and new cases than one command line may name: the accept command is
    /// `record --mode failed`, and run as printed it records them all.
    @Test func acceptCommandForManyCasesRecordsByMode() throws {
        let many = folder.appendingPathComponent("Many")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
        let tiny = (0..<1_000).map { #"{"name": "c\#($0)", "spinner": {"scale": 0.5}}"# }
        try Data(("[" + tiny.joined(separator: ",") + "]").utf8).write(to: many.appendingPathComponent("manifest.json"))
        let check = try CLI.run(["check", "--golden", "Many", "--report", "r"], in: folder)
        #expect(check.status == 65)
        let accept = try #require(Self.acceptCommand(check.stdout))
        #expect(accept.hasPrefix("buttonrender record --golden=Many --mode failed  # 1000 cases are more than one command line may name"), "\(accept)")
        #expect(try runInShell(accept) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: many.path).filter { $0.hasSuffix(".png") }.count == 1_000)
    }

    /// A case name that begins with `-` would be an option in `--only` and in the accept
    /// command: the manifest is refused (65), naming the rule.
    @Test func caseNamesMayNotBeginWithADash() throws {
        try Data(#"{"cases": [{"name": "a", "spec": {}}, {"name": "-h", "spec": {}}]}"#.utf8).write(to: golden.appendingPathComponent("manifest.json"))
        let r = try CLI.run(["check", "--golden", golden.path], in: folder)
        #expect(r.status == 65 && r.stderr.contains("case name '-h' is not allowed") && r.stderr.contains("not starting with '-'"), "\(r.stderr)")
    }

    @Test func malformedManifestExits65WithLineAndColumn() throws {
        try Data("{\"cases\": [\n  {\"name\": \"a\" \"spec\": {}}\n]}".utf8).write(to: golden.appendingPathComponent("manifest.json"))
        let r = try CLI.run(["check", "--golden", golden.path], in: folder)
        #expect(r.status == 65 && r.stderr.contains("manifest.json:2:16: expected ',' or '}'"))
    }
}
