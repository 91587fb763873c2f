import Foundation
import PNG
import Testing

/// Inputs that used to be accepted and quietly ignored or changed: each is now refused with a
/// message saying why, or (zero-width characters with no effect) handled by one stated rule.
@Suite(.serialized) final class QuietAcceptanceTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws { temporary = try TemporaryFolder("buttonrender-quiet") }

    @Test(arguments: [
        (["--tint", "#+12345"], Int32(64), "is invalid for '--tint"),
        (["--scrolling"], 64, "scrolling has no effect here: it is a watchOS setting"),
        (["--side-by-side"], 64, "side by side has no effect here"),
        (["--watch-width", "176"], 64, "watch width has no effect here"),
        (["--frame", "3"], 64, "only a loading button shows the activity indicator"),
        (["spinner", "--frame", "2", "--frames", "strip"], 64, "has no effect with --frames"),
        (["batch", "m.json", "--out", ""], 64, "--out '' names no folder"),
        (["--title", "a\tb"], 65, "U+0009, a control character"),
        (["--title", "a\u{1B}[31mb"], 65, "U+001B, a control character"),
        (["--title", "a\u{202E}b"], 65, "U+202E, a bidirectional control"),
        (["--title", "a\u{200F}b"], 65, "U+200F, a bidirectional control"),
        (["--title", "a\u{200D}b"], 65, "U+200D, a zero-width joiner"),
        (["--style", "close", "--title", "Hi"], 64, "the close button cannot have a title"),
        (["--platform", "macos", "--style", "help", "--title", "Hi"], 64, "a help button cannot have a title"),
        (["--platform", "macos", "--style", "gradient", "--symbol", "plus", "--title", "Add"], 64, "a gradient button cannot have a title"),
    ])
    func refusedWithTheReason(arguments: [String], status: Int32, message: String) throws {
        let r = try CLI.run(arguments + (arguments.first == "batch" ? [] : ["-o", "x.png"]), in: folder)
        #expect(r.status == status, "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    /// Kinds that take no text need no `--title ""`: their default title is empty.
    @Test func textlessKindsNeedNoEmptyTitle() throws {
        for args in [["--platform", "macos", "--style", "gradient", "--symbol", "plus"], ["--platform", "macos", "--style", "help"],
                     ["--style", "info"], ["--style", "close"], ["--style", "contact-add"]] {
            let r = try CLI.run(args + ["-o", "k.png"], in: folder)
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
    }

    /// Zero-width characters that change nothing are dropped: the same pixels as without.
    @Test func zeroWidthCharactersAreDropped() throws {
        for (name, title) in [("plain", "Add to Cart"), ("zwsp", "Add\u{200B} to\u{FEFF} Cart")] {
            #expect(try CLI.run(["--title", title, "-o", "\(name).png"], in: folder).status == 0)
        }
        let a = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("plain.png")))
        let b = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("zwsp.png")))
        #expect(a.pixels == b.pixels)
    }

    /// A case name with an escape sequence is printed escaped, never raw to the terminal.
    @Test func caseNamesArePrintedEscaped() throws {
        try Data(#"[{"name": "\u001b[31mred", "spec": {}}]"#.utf8).write(to: folder.appendingPathComponent("m.json"))
        let r = try CLI.run(["batch", "m.json", "--out", "out"], in: folder)
        #expect(r.status == 1)
        #expect(!r.stderr.contains("\u{1B}") && r.stderr.contains("\\u{1B}[31mred"), "\(r.stderr)")
    }

    /// A path that is not UTF-8 was rewritten with U+FFFD; now it is refused (64).
    @Test func nonUTF8PathIsRefused() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #""$0" -o "$(printf 'caf\351.png')""#, CLI.binary.path]
        process.currentDirectoryURL = folder
        let err = Pipe()
        process.standardError = err
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64, "\(text)")
        #expect(text.contains("is not valid UTF-8"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// `help NAME` with a name that is no subcommand says so and lists the subcommands (64),
    /// rather than printing the top-level help and succeeding.
    @Test func helpForAnUnknownSubcommandIsAUsageError() throws {
        let r = try CLI.run(["help", "nonexistent"], in: folder)
        #expect(r.status == 64 && r.stderr.contains("'nonexistent' is not a subcommand of buttonrender: choose one of render, spinner, check, record, batch"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        let nested = try CLI.run(["help", "check", "\u{1B}[2J"], in: folder)
        #expect(nested.status == 64 && nested.stderr.contains("has no subcommands, so there is no help for '\\u{1B}[2J'"), "\(nested.stderr)")
        let known = try CLI.run(["help", "check"], in: folder)
        #expect(known.status == 0 && String(decoding: known.stdout, as: UTF8.self).contains("--merge-reports"))
    }
}
