import Foundation
import Testing

/// SVG from the command line: chosen by `-o`'s extension or `--format`, for a button, a sheet
/// and batch cases; a name whose extension says the other format is refused and nothing is written.
@Suite(.serialized) final class SVGCommandTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    init() throws { temporary = try TemporaryFolder("buttonrender-svg") }

    func text(_ name: String) throws -> String { try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) }

    @Test func aButtonAndASheetAsSVG() throws {
        let button = try CLI.run(["--style", "filled", "--size", "large", "-o", "button.svg"], in: folder)
        #expect(button.status == 0)
        #expect(button.stderr == "wrote button.svg (89.5 x 50.5 pt)\n")
        #expect(try text("button.svg").contains("width=\"89.5\" height=\"50.5\" viewBox=\"0 0 89.5 50.5\""))
        // Standard output takes an SVG even from a pipe; the bytes are the file's.
        let piped = try CLI.run(["--style", "filled", "--size", "large", "-o", "-", "--format", "svg"], in: folder)
        let file = try Data(contentsOf: folder.appendingPathComponent("button.svg"))
        #expect(piped.status == 0 && piped.stdout == file)
        // --format alone names the default file after the format.
        #expect(try CLI.run(["--format", "svg", "--title", "Add to Cart"], in: folder).status == 0)
        #expect(try text("button.svg").contains("<title id=\"title\">Add to Cart</title>"))
        let sheet = try CLI.run(["sheet", "--platform", "ios", "--annotate", "--format", "svg"], in: folder)
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let svg = try text("sheet-ios-size.svg")
        // Each cell is its own canvas; the annotations' labels are outlines that say their text.
        #expect(svg.components(separatedBy: "<svg x=").count - 1 == 12)
        #expect(svg.contains("data-text=\"89.5 pt\""))
    }

    @Test func aNameThatSaysTheOtherFormatIsRefused() throws {
        for (arguments, message) in [
            (["--format", "svg", "-o", "b.png"], "-o b.png names a PNG file but this writes SVG: name it .svg, or give --format png"),
            (["--format", "png", "-o", "b.svg"], "-o b.svg names an SVG file but this writes PNG: name it .png, or give --format svg"),
            (["sheet", "--format", "png", "-o", "b.SVG"], "-o b.SVG names an SVG file but this writes PNG: name it .png, or give --format svg"),
            (["spinner", "-o", "b.svg"], "-o b.svg names an SVG file but this writes PNG: name it .png"),
        ] {
            let r = try CLI.run(arguments, in: folder)
            #expect(r.status == 64 && r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
        #expect(!exists("b.png") && !exists("b.svg") && !exists("b.SVG"))
        // An SVG, like a PNG, must be named for what it is; nothing is written.
        let unnamed = try CLI.run(["--format", "svg", "-o", "vector"], in: folder)
        #expect(unnamed.status == 73 && unnamed.stderr.contains("the output is an SVG, so its name must end in .svg"), "\(unnamed.stderr)")
        #expect(!exists("vector"))
        let values = try CLI.run(["--format", "pdf"], in: folder)
        #expect(values.status == 64 && values.stderr.contains("png") && values.stderr.contains("svg"), "\(values.stderr)")
    }

    @Test func batchCasesAskForSVG() throws {
        try Data(#"{"cases": [{"name": "vector", "format": "svg", "spec": {"style": "gray"}}, {"name": "pixels", "spec": {"style": "gray"}}]}"#.utf8)
            .write(to: folder.appendingPathComponent("cases.json"))
        let r = try CLI.run(["batch", "cases.json", "--out", "out"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try text("out/vector.svg").hasPrefix("<?xml"))
        #expect(exists("out/pixels.png") && !exists("out/vector.png") && !exists("out/pixels.svg"))
        // A format that is neither is bad data, named where it stands.
        try Data(#"{"cases": [{"name": "v", "format": "pdf", "spec": {"style": "gray"}}]}"#.utf8).write(to: folder.appendingPathComponent("bad.json"))
        let bad = try CLI.run(["batch", "bad.json", "--out", "out"], in: folder)
        #expect(bad.status == 65 && bad.stderr.contains("format"), "\(bad.stderr)")
        // Goldens are compared pixel by pixel: an SVG case in a golden manifest is refused.
        let golden = folder.appendingPathComponent("Golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        try Data(#"{"cases": [{"name": "vector", "format": "svg", "spec": {"style": "gray"}}]}"#.utf8).write(to: golden.appendingPathComponent("manifest.json"))
        let check = try CLI.run(["record", "--golden", golden.path], in: folder)
        #expect(check.status == 65 && check.stderr.contains("goldens are PNG"), "\(check.stderr)")
        #expect(!FileManager.default.fileExists(atPath: golden.appendingPathComponent("vector.png").path))
    }
}
