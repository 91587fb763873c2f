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

    /// `spinner --background` was ignored: the PNG stayed transparent.
    @Test func spinnerHonoursTheBackground() throws {
        for (args, name) in [([String](), "one.png"), (["--frames", "strip"], "strip.png")] {
            let r = try CLI.run(["spinner", "--background", "#FFFFFF", "-o", name] + args, in: folder)
            #expect(r.status == 0, "\(r.stderr)")
            let image = try PNG.decode(Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(image[0, 0] == Color.white.premultiplied, "\(name)")
            #expect(image.pixels.allSatisfy { PremultipliedColor(packed: $0).alpha == 255 })
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("frames"), withIntermediateDirectories: true)
        #expect(try CLI.run(["spinner", "--background", "#FFFFFF", "--frames", "frames"], in: folder).status == 0)
        let frame = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("frames/frame-3.png")))
        #expect(frame[0, 0] == Color.white.premultiplied)
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
        let names = String(decoding: try CLI.run(["---completion", "check", "--", "--only"] + typed, in: folder).stdout, as: UTF8.self)
        #expect(names.split(separator: "\n").count == 88 && names.contains("ios-filled-small-light"), "\(names.prefix(200))")
    }
}
