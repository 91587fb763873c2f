import ButtonRender
import Foundation
import Testing

/// Everyday CLI behaviour that used to fail: --version and -V, and the spinner's background.
@Suite(.serialized) final class EverydayUseTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws { temporary = try TemporaryFolder("buttonrender-everyday") }

    @Test func versionFromOneConstant() throws {
        for flag in ["--version", "-V"] {
            let r = try CLI.run([flag], in: folder)
            #expect(r.status == 0, "\(flag): \(r.stderr)")
            #expect(String(decoding: r.stdout, as: UTF8.self) == ButtonRenderVersion.current + "\n")
        }
    }

    /// --accessibility-snapshot with --layout-json and no -o: the layout on standard output and
    /// the snapshot in its default file, the same bytes as the snapshot alone writes.
    @Test func aSnapshotAskedForBesideTheLayoutIsWritten() throws {
        let both = try CLI.run(["--accessibility-snapshot", "--layout-json"], in: folder)
        #expect(both.status == 0, "\(both.stderr)")
        let json = try JSONSerialization.jsonObject(with: both.stdout) as? [String: Any]
        #expect((json?["accessibility"] as? [String: Any])?["voiceOver"] as? String == "Button. Button.")
        let snapshot = try Data(contentsOf: folder.appendingPathComponent("button-accessibility.png"))
        #expect(try CLI.run(["--accessibility-snapshot", "-o", "alone.png"], in: folder).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("alone.png")) == snapshot)
    }

    /// `spinner --background` was ignored: the PNG stayed transparent.
    @Test func spinnerHonoursTheBackground() throws {
        for (args, name) in [([String](), "one.png"), (["--frames", "strip"], "strip.png")] {
            let r = try CLI.run(["spinner", "--background", "#FFFFFF", "-o", name] + args, in: folder)
            #expect(r.status == 0, "\(r.stderr)")
            let image = try PNG.decode(Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(image[0, 0] == RGBA.white.premultiplied, "\(name)")
            #expect(image.pixels.allSatisfy { PremultipliedColor(packed: $0).alpha == 255 })
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("frames"), withIntermediateDirectories: true)
        #expect(try CLI.run(["spinner", "--background", "#FFFFFF", "--frames", "frames"], in: folder).status == 0)
        let frame = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("frames/frame-3.png")))
        #expect(frame[0, 0] == RGBA.white.premultiplied)
    }

    /// Every `sheet` wrote `sheet.png`, so the README's examples overwrote each other.
    @Test func sheetNamesSayWhichSheet() throws {
        for (args, name) in [(["--platform", "ios"], "sheet-ios-size.png"), (["--platform", "ios", "--by", "role", "--appearance", "both"], "sheet-ios-role-both.png"),
                             (["--platform", "watchos", "--appearance", "dark"], "sheet-watchos-lines-dark.png")] {
            let r = try CLI.run(["sheet"] + args, in: folder)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet.png").path))
    }

    /// The watchOS "Reply" came out as white text on a 14% fill over a transparent canvas, and
    /// visionOS glass had nothing behind it: platforms seen on one backdrop now get it, in
    /// their one appearance; `--background` still overrides.
    @Test func platformsWithOneLookGetTheirBackdrop() throws {
        for (platform, corner) in [("watchos", RGBA(red: 0, green: 0, blue: 0)), ("tvos", RGBA(red: 0x20, green: 0x20, blue: 0x24)),
                                   ("visionos", RGBA(red: 0x40, green: 0x40, blue: 0x48)), ("ios", RGBA.clear), ("macos", RGBA.clear)] {
            let r = try CLI.run(["--platform", platform, "--title", "Go", "-o", "\(platform).png"], in: folder)
            #expect(r.status == 0, "\(platform): \(r.stderr)")
            let image = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("\(platform).png")))
            #expect(image[0, 0] == corner.premultiplied, "\(platform)")
        }
        #expect(try CLI.run(["--platform", "watchos", "--background", "#00000000", "-o", "clear.png"], in: folder).status == 0)
        #expect(try PNG.decode(Data(contentsOf: folder.appendingPathComponent("clear.png")))[0, 0] == RGBA.clear.premultiplied)
        // Dark by default, light refused with the reason.
        #expect(try CLI.run(["--platform", "watchos", "-o", "w.png"], in: folder).status == 0)
        #expect(try CLI.run(["--platform", "watchos", "--appearance", "dark", "--background", "black", "-o", "w-dark.png"], in: folder).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("w.png")).elementsEqual(Data(contentsOf: folder.appendingPathComponent("w-dark.png"))))
        for platform in ["watchos", "visionos"] {
            let light = try CLI.run(["--platform", platform, "--appearance", "light", "-o", "light.png"], in: folder)
            #expect(light.status == 64)
            #expect(light.stderr.contains("has no light appearance") && light.stderr.contains("give dark"), "\(light.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("light.png").path))
        // A sheet of a one-appearance platform shows that appearance, on the backdrop.
        #expect(try CLI.run(["sheet", "--platform", "visionos"], in: folder).status == 0)
        let sheet = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("sheet-visionos-size-dark.png")))
        #expect(sheet[1, 1] == RGBA(red: 0x40, green: 0x40, blue: 0x48).premultiplied)
    }

    /// `spinner --frames apng`: one animated PNG, eight frames; readers without APNG show frame 0.
    @Test func animatedSpinner() throws {
        #expect(try CLI.run(["spinner", "--frames", "apng", "-o", "s.png", "--background", "#FFFFFF"], in: folder).status == 0)
        #expect(try CLI.run(["spinner", "--frame", "0", "-o", "f0.png", "--background", "#FFFFFF"], in: folder).status == 0)
        let animated = try Data(contentsOf: folder.appendingPathComponent("s.png"))
        #expect(animated.range(of: Data("acTL".utf8)) != nil)
        #expect(try PNG.decode(animated).pixels == PNG.decode(Data(contentsOf: folder.appendingPathComponent("f0.png"))).pixels)
    }

    /// Shell completion: symbol names for --symbol, the manifest's case names for --only.
    @Test func completion() throws {
        let script = String(decoding: try CLI.run(["--generate-completion-script", "bash"], in: folder).stdout, as: UTF8.self)
        #expect(script.contains("cart.badge.plus") && script.contains("square.and.arrow.up"))
        let golden = InspectCommandTests.root.appendingPathComponent("Golden").path
        // As the generated script asks: the option, then every word typed so far.
        let typed = ["buttonrender", "check", "--golden", golden, "--only", ""]
        // Then, as the script calls it: the index of the word being completed and the cursor's
        // place in it, then the words.
        let names = String(decoding: try CLI.run(["---completion", "check", "--", "--only", "\(typed.count - 1)", "0"] + typed, in: folder).stdout, as: UTF8.self)
        #expect(names.split(separator: "\n").count == 127 && names.contains("ios-filled-small-light"), "\(names.prefix(200))")
    }

    /// `buttonrender --sty<TAB>` offered subcommand names: render is the default subcommand, so
    /// its options complete at the top level. Driven in bash as readline would call it.
    @Test func defaultSubcommandCompletesAtTheTopLevel() throws {
        let script = folder.appendingPathComponent("completion.bash")
        try CLI.run(["--generate-completion-script", "bash"], in: folder).stdout.write(to: script)
        let harness = """
            source "$1"; shift
            COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
            _buttonrender "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\n' "${COMPREPLY[*]}"
            """
        func complete(_ words: String...) throws -> String {
            let bash = Process()
            bash.executableURL = URL(fileURLWithPath: "/bin/bash")
            bash.arguments = ["-c", harness, "bash", script.path, CLI.binary.path] + words
            let out = Pipe()
            bash.standardOutput = out
            try bash.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            bash.waitUntilExit()
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try complete("--sty") == "--style")
        #expect(try complete("--style", "ti") == "tinted")
        #expect(try complete("--style", "filled", "--si").split(separator: " ").sorted() == ["--side-by-side", "--size"])
        #expect(try complete("--symbol", "house.") == "house.fill")
        // The top level still offers its subcommands and its own flags.
        #expect(try complete("ch") == "check")
        #expect(try complete("check", "--on") == "--only")
        #expect(try complete("--vers") == "--version")
    }

    /// The same lines completed by zsh's and fish's own completion systems (zsh driven on a
    /// pseudo-terminal by Tests/Completion/complete.zsh, fish by `complete -C`), from the scripts
    /// `--generate-completion-script` prints.
    @Test(TestTool.zsh.trait) func defaultSubcommandCompletesAtTheTopLevelInZsh() throws {
        try completesAtTheTopLevel(in: .zsh)
    }

    @Test(TestTool.fish.trait) func defaultSubcommandCompletesAtTheTopLevelInFish() throws {
        try completesAtTheTopLevel(in: .fish)
    }

    func completesAtTheTopLevel(in tool: TestTool) throws {
        guard tool.require() else { return }
        let shell = tool.name, binary = tool.path
        let script = folder.appendingPathComponent("completion.\(shell)")
        try CLI.run(["--generate-completion-script", shell], in: folder).stdout.write(to: script)
        let harness = InspectCommandTests.root.appendingPathComponent("Tests/Completion/complete.zsh").path
        func complete(_ words: String...) throws -> [String] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
            if shell == "zsh" {
                process.arguments = ["20", binary, "-f", harness, script.path] + words
            } else {
                let line = (["buttonrender"] + words).joined(separator: " ")
                process.arguments = ["20", binary, "--no-config", "-c", "source \(script.path); complete -C '\(line)'"]
            }
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            // fish prints "candidate<TAB>description".
            return text.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }.filter { !$0.isEmpty }.sorted()
        }
        #expect(try complete("--sty") == ["--style"])
        #expect(try complete("--style", "ti") == ["tinted"])
        #expect(try complete("--style", "filled", "--si") == ["--side-by-side", "--size"])
        #expect(try complete("--symbol", "house.") == ["house.fill"])
        #expect(try complete("ch") == ["check"])
        #expect(try complete("check", "--on") == ["--only"])
        #expect(try complete("--vers") == ["--version"])
    }
}
