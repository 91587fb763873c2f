import Foundation
import PNG
import Raster
import Testing

/// Release 26 from the command line: `--os-version` as Apple numbers releases, `--backdrop-image`
/// behind glass, and `sheet --os-version both`; bad input is named and nothing is written.
@Suite(.serialized) final class ReleaseCommandTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    init() throws { temporary = try TemporaryFolder("buttonrender-release") }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) }

    @Test func releasesAreNamedOrRefused() throws {
        let ok = try CLI.run(["--os-version", "26.1", "--style", "glass", "-o", "glass.png"], in: folder)
        #expect(ok.status == 0 && exists("glass.png"), "\(ok.stderr)")
        for (arguments, message) in [
            (["--os-version", "19", "-o", "x.png"], "iOS 19 is not a release this tool draws: give 13-18 (the guidelines' design) or 26 (Liquid Glass) (Apple numbered the 2025 releases 26, skipping 19 to 25)"),
            (["--platform", "macos", "--os-version", "18", "-o", "x.png"], "macOS 18 is not a release this tool draws: give 11-15 (the guidelines' design) or 26 (Liquid Glass)"),
            (["--style", "glass", "-o", "x.png"], "style 'glass' is Liquid Glass, which exists from release 26 on; the default is the guidelines' design: give --os-version 26 (osVersion \"26\" in a spec)"),
            (["--os-version", "26", "--platform", "watchos", "-o", "x.png"], "is not yet known"),
            (["--os-version", "2\u{1B}[2J6", "-o", "x.png"], "write a release as Apple numbers them, such as 26, 26.1 or 18"),
        ] {
            let r = try CLI.run(arguments, in: folder)
            #expect(r.status == 64 && r.stderr.contains(message) && !r.stderr.contains("\u{1B}"), "\(arguments): \(r.stderr)")
            #expect(!exists("x.png"))
        }
    }

    @Test func aBackdropImageIsDrawnAndBadOnesAreNamed() throws {
        // A red image larger than the canvas: centred, cut to it, under the glass, which mixes it.
        let red = try Pixmap(width: 1000, height: 1000, fill: RGBA(255, 58, 48))
        try PNG.encode(red, scale: 2, settings: .goldens).write(to: folder.appendingPathComponent("red.png"))
        let r = try CLI.run(["--os-version", "26", "--style", "glass", "--title", "", "--symbol", "plus", "--width", "100", "--backdrop-image", "red.png", "-o", "b.png"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("b.png")))
        // Left of the symbol in the middle.
        let centre = image[image.width / 2 - 15, image.height / 2].straight
        // The glass over red: 0.57 of 252 into 255, 58, 48.
        #expect(abs(Int(centre.red) - 253) <= 2 && abs(Int(centre.green) - 169) <= 2, "\(centre)")
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("bad.png"))
        let bad = try CLI.run(["--os-version", "26", "--style", "glass", "--backdrop-image", "bad.png", "-o", "c.png"], in: folder)
        #expect(bad.status == 65 && bad.stderr.contains("--backdrop-image bad.png") && !exists("c.png"), "\(bad.stderr)")
        let missing = try CLI.run(["--backdrop-image", "nothing.png", "-o", "d.png"], in: folder)
        #expect(missing.status == 66 && !exists("d.png"), "\(missing.stderr)")
        let both = try CLI.run(["--backdrop-image", "red.png", "--accessibility-snapshot"], in: folder)
        #expect(both.status == 64 && both.stderr.contains("give one of them"))
    }

    /// Dark glass over light content is refused when its scene is made, not when it is laid
    /// out: a set made every scene before writing one (it wrote the light file, then failed), and
    /// a sweep leaves it out and names it, as it does what layout refuses.
    @Test func aSetRefusesDarkGlassOverWhiteBeforeWritingAnything() throws {
        let refused = try CLI.run(["--os-version", "26", "--style", "glass", "--appearance", "light,dark", "--background", "white", "--out", "set"], in: folder)
        #expect(refused.status == 64 && refused.stderr.contains("over light content") && !exists("set"), "\(refused.stderr)")
        let swept = try CLI.run(["--os-version", "26", "--style", "glass", "--appearance", "both", "--background", "white", "--out", "swept"], in: folder)
        #expect(swept.status == 0 && exists("swept/ios-glass-large-light@2x.png") && !exists("swept/ios-glass-large-dark@2x.png"), "\(swept.stderr)")
        #expect(swept.stderr.contains("left out 1 combination") && swept.stderr.contains("ios glass large normal dark"), "\(swept.stderr)")
    }

    @Test func aSheetOfBothReleasesIsNamedForThem() throws {
        let r = try CLI.run(["sheet", "--os-version", "both"], in: folder)
        #expect(r.status == 0 && exists("sheet-ios-size-both-releases.png"), "\(r.stderr)")
        #expect(try CLI.run(["sheet", "--os-version", "26"], in: folder).status == 0 && exists("sheet-ios-size-26.png"))
        // macOS and watchOS 26 draw some of their cells, the rest of the panel empty; tvOS 26
        // none, which is refused (it wrote an empty panel).
        #expect(try CLI.run(["sheet", "--platform", "macos", "--os-version", "both"], in: folder).status == 0 && exists("sheet-macos-size-both-releases.png"))
        #expect(try CLI.run(["sheet", "--platform", "watchos", "--os-version", "both"], in: folder).status == 0)
        let refused = try CLI.run(["sheet", "--platform", "tvos", "--os-version", "both"], in: folder)
        #expect(refused.status != 0 && refused.stderr.contains("not yet known") && !exists("sheet-tvos-size-both-releases.png"), "\(refused.stderr)")
    }
}
