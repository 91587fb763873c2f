import Foundation
import PNG
import Testing

/// A command that writes a file says so on standard error, with the image's size in pixels and
/// points; with `-o -` the PNG is the whole answer and nothing is said.
@Suite(.serialized) final class WrittenFileLineTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wrote-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The line's figures come from the decoded file and its pHYs, not from the command.
    func expectedLine(_ name: String) throws -> String {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let image = try PNG.decode(data)
        // pHYs holds whole pixels per metre: the scale to the hundredth, as it was asked for.
        let scale = (try #require(PNG.pixelsPerPoint(data)) * 100).rounded() / 100
        func figure(_ v: Double) -> String {
            var s = String(format: "%.2f", v)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
            return s
        }
        return "wrote \(name) (\(image.width) x \(image.height) px, \(figure(Double(image.width) / scale)) x \(figure(Double(image.height) / scale)) pt @\(figure(scale))x)\n"
    }

    @Test func renderSheetAndSpinnerNameWhatTheyWrote() throws {
        for (arguments, name) in [
            (["--style", "filled", "--size", "large"], "button.png"),
            (["--style", "tinted", "--scale", "3", "-o", "tinted.png"], "tinted.png"),
            (["sheet", "--platform", "watchos"], "sheet-watchos-lines-dark.png"),
            (["spinner", "--frames", "strip"], "spinner-strip.png"),
        ] {
            let r = try CLI.run(arguments, in: folder)
            #expect(r.status == 0, "\(arguments): \(r.stderr)")
            #expect(r.stderr == (try expectedLine(name)), "\(arguments)")
        }
        // The README's first command, word for word.
        let r = try CLI.run(["--style", "filled", "--size", "large"], in: folder)
        #expect(r.stderr == "wrote button.png (179 x 101 px, 89.5 x 50.5 pt @2x)\n", "\(r.stderr)")
    }

    @Test func standardOutputIsTheWholeAnswer() throws {
        let r = try CLI.run(["--style", "filled", "-o", "-"], in: folder)
        #expect(r.status == 0 && r.stderr.isEmpty && r.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(r.stderr)")
    }

    /// Each command's help names its own default file, and the sheet takes no background it would ignore.
    @Test func eachCommandsHelpNamesItsOwnDefaults() throws {
        // Help is wrapped to the terminal's width: words, not lines, are compared.
        func help(_ command: String) throws -> String {
            String(decoding: try CLI.run([command, "--help"], in: folder).stdout, as: UTF8.self)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let sheetHelp = try help("sheet")
        #expect(sheetHelp.contains("sheet-PLATFORM-AXIS") && !sheetHelp.contains("button.png") && !sheetHelp.contains("--background"), "\(sheetHelp)")
        let spinnerHelp = try help("spinner")
        #expect(spinnerHelp.contains("default: spinner.png") && !spinnerHelp.contains("button.png"), "\(spinnerHelp)")
        let renderHelp = try help("render")
        #expect(renderHelp.contains("default: button.png") && renderHelp.contains("dark systemBackground in dark mode"), "\(renderHelp)")
    }
}
