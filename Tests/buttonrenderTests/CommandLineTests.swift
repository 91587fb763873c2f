import Foundation
import Testing

/// Runs the built `buttonrender` binary, as a user would.
struct CLI {
    static let binary: URL = {
        // The test bundle sits beside the executables in the build folder.
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("buttonrender").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("buttonrender")
    }()

    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, stdout: Data, stderr: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stdout, stderr)
    }

    /// Runs `script` in `/bin/sh` with the binary as `$0` and `arguments` after it, in
    /// `folder`, for what only a shell sets up (a pipe into the command, a resource limit);
    /// standard output is dropped, standard error kept.
    static func shell(_ script: String, _ arguments: [String] = [], in folder: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, binary.path] + arguments
        process.currentDirectoryURL = folder
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }
}

@Suite(.serialized) final class CommandLineTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("buttonrender-cli-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    // Each test gets its own instance; its folder goes with it.
    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test func defaultCommandWritesButtonPNG() throws {
        let r = try CLI.run(["--style", "filled", "--size", "large"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: folder.appendingPathComponent("button.png"))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // 89.5 x 50.5 pt at @2x (Apple's 50.33 pt large button on the @2x grid): the README states this size.
        #expect(data[16..<24] == Data([0, 0, 0, 179, 0, 0, 0, 101]))
    }

    @Test func unknownValueNamesTheValidOnes() throws {
        let r = try CLI.run(["--style", "shiny"], in: folder)
        #expect(r.status == 64)
        #expect(r.stderr.contains("shiny") && r.stderr.contains("filled") && r.stderr.contains("tinted"))
    }

    @Test func destructivePrimaryExits64() throws {
        let r = try CLI.run(["--platform", "macos", "--role", "destructive", "--role", "primary"], in: folder)
        #expect(r.status == 64)
        #expect(r.stderr.contains("destructive button cannot have the primary role"))
    }

    @Test func titleOnGradientExits64() throws {
        let r = try CLI.run(["--platform", "macos", "--style", "gradient", "--title", "Add"], in: folder)
        #expect(r.status == 64 && r.stderr.contains("gradient button cannot have a title"))
    }

    @Test func styleNotOnPlatformExits64() throws {
        let r = try CLI.run(["--platform", "ios", "--style", "push"], in: folder)
        #expect(r.status == 64 && r.stderr.contains("valid styles"))
    }

    @Test func badTintAndFrameExit64() throws {
        #expect(try CLI.run(["--tint", "#12345"], in: folder).status == 64)
        let frame = try CLI.run(["spinner", "--frame", "8"], in: folder)
        #expect(frame.status == 64 && frame.stderr.contains("0 to 7"))
        #expect(try CLI.run(["spinner", "--frame", "-1"], in: folder).status == 64)
    }

    @Test func unwritableOutputExits73AndLeavesNothing() throws {
        let r = try CLI.run(["-o", "/nonexistent-folder/b.png"], in: folder)
        #expect(r.status == 73 && r.stderr.contains("/nonexistent-folder/b.png"))
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        if getuid() != 0 {  // root writes anywhere; the first case covers it.
            #expect(try CLI.run(["-o", locked.appendingPathComponent("b.png").path], in: folder).status == 73)
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
        }
        let frames = try CLI.run(["spinner", "--frames", "/nonexistent-folder/frames"], in: folder)
        #expect(frames.status == 73)
    }

    @Test func layoutJSONDecodes() throws {
        let r = try CLI.run(["--layout-json", "--title", "Add to Cart", "--symbol", "cart"], in: folder)
        #expect(r.status == 0)
        let json = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
        let canvas = json?["canvas"] as? [String: Any]
        #expect((canvas?["pixels"] as? [String: Any])?["width"] as? Int ?? 0 > 0)
        #expect(json?["symbol"] != nil && json?["hitTarget"] != nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("button.png").path))
    }

    /// The layout and the PNG cannot share standard output: refused before anything is written.
    @Test func layoutJSONAndAPNGOnStandardOutputAreRefused() throws {
        let r = try CLI.run(["--layout-json", "-o", "-"], in: folder)
        #expect(r.status == 64 && r.stdout.isEmpty, "\(r.status)")
        #expect(r.stderr.contains("-o -") && r.stderr.contains("--layout-json"), "\(r.stderr)")
    }

    /// A command line is bounded before it is parsed (ArgumentParser's parse grows with the
    /// square of its length): one argument over the bound is refused, the bound itself is parsed.
    @Test func argumentsBeyondTheBoundAreRefused() throws {
        let over = Array(repeating: ["--title", "x"], count: 500).flatMap { $0 } + ["-o", "a.png"]
        let refused = try CLI.run(over, in: folder)
        #expect(refused.status == 64 && refused.stderr.contains("1002 arguments") && refused.stderr.contains("at most 1000"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.png").path))
        let within = Array(repeating: ["--title", "x"], count: 499).flatMap { $0 } + ["-o", "b.png"]
        #expect(try CLI.run(within, in: folder).status == 0)
    }

    @Test func unknownSymbolAndMissingFont() throws {
        let symbol = try CLI.run(["--symbol", "nope.nope"], in: folder)
        #expect(symbol.status == 64 && symbol.stderr.contains("known symbols"))
        let font = try CLI.run(["--font", "/nonexistent/SF-Pro.otf"], in: folder)
        #expect(font.status == 66 && font.stderr.contains("/nonexistent/SF-Pro.otf"))
    }

    @Test func spinnerStripAndFrames() throws {
        #expect(try CLI.run(["spinner", "--frames", "strip", "-o", "strip.png"], in: folder).status == 0)
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        #expect(try CLI.run(["spinner", "--size", "large", "--frames", frames.path], in: folder).status == 0)
        // The large indicator has 12 ticks, so 12 frames (TheCatLibrary's UIActivityIndicatorView .large).
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted() == (0..<12).map { "frame-\($0).png" }.sorted())
    }

    /// A named subcommand is parsed on its own first (start-up); its help must still be the
    /// whole command's, usage line included.
    @Test(arguments: ["spinner", "check", "record", "batch", "sheet", "inspect", "calibrate"])
    func subcommandHelpNamesTheWholeCommand(subcommand: String) throws {
        let r = try CLI.run([subcommand, "--help"], in: folder)
        #expect(r.status == 0 && String(decoding: r.stdout, as: UTF8.self).contains("USAGE: buttonrender \(subcommand)"))
    }

    @Test func helpListsValues() throws {
        let r = try CLI.run(["render", "--help"], in: folder)
        let help = String(decoding: r.stdout, as: UTF8.self)
        #expect(help.contains("filled") && help.contains("contact-add") && help.contains("ax5"))
    }
}

/// `buttonrender audit`: exit 1 naming the failing ratio, 0 when every check passes, 64 and 66
/// for bad input; a manifest audits every button in it.
@Suite(.serialized) final class AuditCommandTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    init() throws { temporary = try TemporaryFolder("buttonrender-audit") }

    @Test func exitCodesAndFigures() throws {
        let yellow = try CLI.run(["audit", "--style", "filled", "--tint", "#FFCC00"], in: folder)
        let text = String(decoding: yellow.stdout, as: UTF8.self)
        #expect(yellow.status == 1 && text.contains("label 1.51:1") && text.contains("needs 4.5"), "\(text)")
        let blue = try CLI.run(["audit", "--style", "filled", "--tint", "#0040DD"], in: folder)
        #expect(blue.status == 0 && String(decoding: blue.stdout, as: UTF8.self).contains("7.56:1"))
        #expect(try CLI.run(["audit", "--style", "bogus"], in: folder).status == 64)
        #expect(try CLI.run(["audit", "--manifest", "missing.json"], in: folder).status == 66)
        try Data(##"{"cases": [{"name": "ok", "spec": {"style": "filled", "tint": "#0040DD"}}, {"name": "pale", "spec": {"style": "filled", "tint": "#FFCC00"}}]}"##.utf8)
            .write(to: folder.appendingPathComponent("m.json"))
        let manifest = try CLI.run(["audit", "--manifest", "m.json", "--json"], in: folder)
        #expect(manifest.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: manifest.stdout) as? [[String: Any]])
        #expect(entries.map { $0["name"] as? String } == ["ok", "pale"])
        #expect(entries.map { $0["passes"] as? Bool } == [true, false])
        // Increase Contrast turns the default systemBlue into #0040DD: the same button passes.
        let contrast = try CLI.run(["audit", "--style", "filled", "--increase-contrast"], in: folder)
        #expect(contrast.status == 0 && String(decoding: contrast.stdout, as: UTF8.self).contains("7.56:1 on #0040DD"))
        // A malformed manifest is refused as bad data.
        try Data("{\"cases\": [".utf8).write(to: folder.appendingPathComponent("bad.json"))
        #expect(try CLI.run(["audit", "--manifest", "bad.json"], in: folder).status == 65)
    }

    /// audit --background: a plain systemBlue label fails on white (4.02:1) and passes on black.
    @Test func auditJudgesAgainstTheGivenBackground() throws {
        #expect(try CLI.run(["audit", "--style", "plain"], in: folder).status == 1)
        let black = try CLI.run(["audit", "--style", "plain", "--background", "#000000"], in: folder)
        #expect(black.status == 0 && String(decoding: black.stdout, as: UTF8.self).contains("on #000000"))
    }

    /// A manifest's case is judged against the background it is drawn on: white on black is
    /// 21:1 and passes. Spinner cases are named as skipped (escaped: names are data), and a
    /// manifest with no button to audit is bad data.
    @Test func aManifestCaseIsJudgedOnItsOwnBackground() throws {
        try Data(##"[{"name": "w", "background": "#000000", "spec": {"style": "plain", "tint": "#FFFFFF"}}, {"name": "s\u001b[2J", "spinner": {}}]"##.utf8)
            .write(to: folder.appendingPathComponent("w.json"))
        let r = try CLI.run(["audit", "--manifest", "w.json"], in: folder)
        let text = String(decoding: r.stdout, as: UTF8.self)
        #expect(r.status == 0 && text.contains("w: pass  label 21.00:1 on #000000"), "\(text) \(r.stderr)")
        #expect(r.stderr == "skipped s\\u{1B}[2J: a standalone activity indicator has no label, shape or hit target to audit\n", "\(r.stderr)")
        try Data(##"[{"name": "s", "spinner": {}}]"##.utf8).write(to: folder.appendingPathComponent("s.json"))
        let none = try CLI.run(["audit", "--manifest", "s.json"], in: folder)
        #expect(none.status == 65 && none.stderr.contains("s.json has no button to audit") && none.stdout.isEmpty, "\(none.stderr)")
    }

    /// audit refuses --font with --font-dir as render does, with the same words.
    @Test func auditRefusesAFontAndAFontFolderTogether() throws {
        for command in [["audit"], []] {
            let r = try CLI.run(command + ["--font", "a.otf", "--font-dir", "fonts"], in: folder)
            #expect(r.status == 64 && r.stderr.contains("give --font or --font-dir, not both"), "\(command): \(r.stderr)")
        }
    }

    /// The sheet takes the settings for every button and names them in its title.
    @Test func aSheetWithIncreaseContrastAndBoldText() throws {
        let plainSheet = try CLI.run(["sheet", "--accessibility", "-o", "a.png"], in: folder)
        let boldSheet = try CLI.run(["sheet", "--accessibility", "--increase-contrast", "--bold-text", "-o", "b.png"], in: folder)
        #expect(plainSheet.status == 0 && boldSheet.status == 0)
        let a = try Data(contentsOf: folder.appendingPathComponent("a.png")), b = try Data(contentsOf: folder.appendingPathComponent("b.png"))
        #expect(a != b)
    }

    /// The layout JSON judges the label against the background asked for.
    @Test func theLayoutJudgesAgainstTheGivenBackground() throws {
        let plain = try CLI.run(["--style", "plain", "--background", "#000000", "--layout-json"], in: folder)
        let layout = try #require(try JSONSerialization.jsonObject(with: plain.stdout) as? [String: Any])
        let report = try #require(layout["accessibility"] as? [String: Any])
        #expect(report["backdrop"] as? String == "#000000")
    }

    @Test func accessibilitySnapshotsAreWrittenAndRefusedWithAnnotate() throws {
        let one = try CLI.run(["--style", "filled", "--size", "large", "--accessibility-snapshot"], in: folder)
        #expect(one.status == 0)
        let png = [UInt8](try Data(contentsOf: folder.appendingPathComponent("button-accessibility.png")))
        // IHDR's width and height, big-endian at bytes 16 and 20.
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        // Wider than the button alone (@2x: 179 px): the marker column and the legend beside it.
        #expect(png.count > 24 && word(16) > 400 && word(20) >= 100)
        let sheet = try CLI.run(["sheet", "--accessibility"], in: folder)
        #expect(sheet.status == 0 && FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet-ios-size-accessibility.png").path))
        let both = try CLI.run(["sheet", "--accessibility", "--annotate"], in: folder)
        #expect(both.status == 64 && both.stderr.contains("give one of them"))
    }
}
