import Foundation
import PNG
import Raster
import Testing

/// `inspect` for people who build Apple's buttons on other stacks (issue 41): the scale said
/// to be a guess, `--picture`, and `--target`'s wording.
@Suite(.serialized) final class InspectForImitatorsTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws { temporary = try TemporaryFolder("buttonrender-imitators") }

    private func render(_ name: String, _ options: [String]) throws -> String {
        let path = folder.appendingPathComponent(name).path
        let r = try CLI.run(options + ["--background", "#FFFFFF", "-o", path], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        return path
    }

    /// `file` without its pHYs chunk (length, type, nine bytes of data, CRC), as headless
    /// Chromium's screenshots come.
    static func withoutPHYs(_ file: [UInt8]) -> [UInt8]? {
        guard let type = (8..<(file.count - 4)).first(where: { file[$0..<($0 + 4)].elementsEqual("pHYs".utf8) }) else { return nil }
        return Array(file[..<(type - 4)] + file[(type + 4 + 9 + 4)...])
    }

    /// A @3x render without pHYs is measured at the guessed @2x with one warning line that
    /// says so and how to give the scale; with --scale, or with the file's own pHYs, none.
    @Test func aGuessedScaleIsWarnedOf() throws {
        let png = try render("b.png", ["--style", "filled", "--size", "large", "--scale", "3"])
        let stripped = try #require(Self.withoutPHYs(Array(try Data(contentsOf: URL(fileURLWithPath: png)))))
        let bare = folder.appendingPathComponent("chromium.png")
        try Data(stripped).write(to: bare)

        let guessed = try CLI.run(["inspect", bare.path], in: folder)
        #expect(guessed.status == 0, "\(guessed.stderr)")
        let warnings = guessed.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") }
        #expect(warnings.count == 1, "\(guessed.stderr)")
        let warning = String(warnings.first ?? "")
        #expect(warning.contains("the scale is a guess") && warning.contains("no pHYs"), "\(warning)")
        #expect(warning.contains("2 px/pt (@2x) is assumed"), "\(warning)")
        #expect(warning.contains("--scale 3 for a @3x screenshot, such as headless Chromium's at device scale 3"), "\(warning)")
        // The guess is what was measured: 151 px tall read as 75.5 pt.
        #expect(String(decoding: guessed.stdout, as: UTF8.self).contains("h 75.50 pt"))

        let given = try CLI.run(["inspect", bare.path, "--scale", "3"], in: folder)
        #expect(given.status == 0 && !given.stderr.contains("warning"), "\(given.stderr)")
        #expect(String(decoding: given.stdout, as: UTF8.self).contains("h 50.33 pt"))
        let fromFile = try CLI.run(["inspect", png], in: folder)
        #expect(fromFile.status == 0 && !fromFile.stderr.contains("warning"), "\(fromFile.stderr)")
    }

    /// Ours with an 8 pt circular corner against a copy with a 20 pt one, moved to (37, 23)
    /// in a larger screenshot: the picture's overlay has the measured outline just outside the
    /// copy's edge, in line with the screenshot's button above it, and ours just inside it;
    /// along the corner's diagonal each outline lies where its circle says. Drawn twice, the
    /// same bytes.
    @Test func pictureDrawsTheOutlinesAtTheMeasuredPositions() throws {
        let common = ["--style", "filled", "--size", "large", "--scale", "2", "--corner-style", "fixed", "--corner-curve", "circular"]
        let copy = try PNG.decode(try Data(contentsOf: URL(fileURLWithPath: try render("r20.png", common + ["--corner-radius", "20"]))))
        var screenshot = try Pixmap(width: copy.width + 120, height: copy.height + 80, fill: RGBA(255, 255, 255))
        screenshot.draw(copy, atX: 37, y: 23)
        let shot = folder.appendingPathComponent("shot.png")
        try PNG.encode(screenshot, scale: 2).write(to: shot)

        let picture = folder.appendingPathComponent("picture.png").path
        let expect = ["inspect", shot.path, "--expect"] + common + ["--corner-radius", "8", "--picture", picture]
        let r = try CLI.run(expect, in: folder)
        #expect(r.status == 1, "the corners differ: \(String(decoding: r.stdout, as: UTF8.self)) \(r.stderr)")
        #expect(r.stderr.contains("wrote picture.png") || r.stderr.contains("wrote \(picture)"), "\(r.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: picture))
        let image = try PNG.decode(bytes)

        // The copy's shape, read from its own pixels: every pixel that is not white.
        let filled = (0..<copy.height).flatMap { y in (0..<copy.width).map { (x: $0, y: y) } }
            .filter { copy[$0.x, $0.y].straight != RGBA(255, 255, 255) }
        let shapeWidth = filled.map(\.x).max()! - filled.map(\.x).min()! + 1
        let shapeHeight = filled.map(\.y).max()! - filled.map(\.y).min()! + 1

        let yours = RGBA(230, 0, 150), ours = RGBA(0, 64, 255), blue = RGBA(0, 122, 255)
        func pixel(_ x: Int, _ y: Int) -> RGBA { image[x, y].straight }
        // The measured outline's sides: rows with a run of its pure color longer than any
        // letter of the legend under the panels, then columns with a run between those rows
        // (a 20 pt corner leaves 21 px of straight side).
        func run(_ line: Int, _ range: Range<Int>, horizontal: Bool, atLeast: Int) -> Bool {
            var run = 0
            for i in range {
                run = (horizontal ? pixel(i, line) : pixel(line, i)) == yours ? run + 1 : 0
                if run >= atLeast { return true }
            }
            return false
        }
        let rows = (0..<image.height).filter { run($0, 0..<image.width, horizontal: true, atLeast: 40) }
        try #require(rows.count == 4, "rows \(rows)")
        let columns = (0..<image.width).filter { run($0, rows[0]..<(rows[3] + 1), horizontal: false, atLeast: 15) }
        // Two pixels above the top edge and two below the bottom, two beside each side.
        try #require(rows.count == 4 && columns.count == 4, "rows \(rows), columns \(columns)")
        #expect(rows[2] - rows[1] - 1 == shapeHeight && columns[2] - columns[1] - 1 == shapeWidth, "rows \(rows), columns \(columns)")
        let left = columns[1] + 1, top = rows[1] + 1, middle = (rows[1] + rows[2]) / 2

        // In line with the screenshot's button in the panel above: its first column of fill.
        let firstBlue = (0..<image.width).first { x in (0..<image.height).contains { pixel(x, $0) == blue } }
        #expect(firstBlue == left, "the screenshot's fill starts at \(String(describing: firstBlue)), the outline's inside at \(left)")
        // Ours inside the same edge: the two outlines meet along the straight sides.
        #expect(pixel(left - 1, middle) == yours && pixel(left, middle) == ours && pixel(left + 1, middle) == ours)
        #expect(pixel(left + 2, middle) != ours && pixel(left - 3, middle) != yours)

        // Along the top-left corner's diagonal, pixel j's centre is √2 (r - j - 0.5) from the
        // corner circle's centre: the measured band (40 to 42 px) holds j = 10 and 11, ours
        // (14 to 16 px) j = 5.
        func first(_ test: (RGBA) -> Bool) -> Int? { (-2..<30).first { test(pixel(left + $0, top + $0)) } }
        let magenta = first { Int($0.red) - Int($0.green) > 60 && Int($0.blue) - Int($0.green) > 40 }
        let bluish = first { Int($0.blue) - Int($0.red) > 60 && Int($0.blue) - Int($0.green) > 60 }
        #expect(magenta.map { (9...11).contains($0) } == true, "the measured outline's corner at \(String(describing: magenta))")
        #expect(bluish.map { (4...5).contains($0) } == true, "our outline's corner at \(String(describing: bluish))")

        // The failing figures are named under the panels: the list is drawn, and the report
        // names the same figures.
        let report = String(decoding: r.stdout, as: UTF8.self)
        #expect(report.contains("corner radius                   20.00 pt      8.00 pt"), "\(report)")

        let again = try CLI.run(expect, in: folder)
        #expect(again.status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: picture)) == bytes, "the picture is deterministic")
    }

    /// A 52 pt tall copy with a 12 pt circular corner against the large filled button (50.33
    /// pt at @3x, UIKit's 8.67 pt continuous corner): each target names the changes in its
    /// own words, and --json carries them.
    @Test func targetNamesTheChangeInItsTerms() throws {
        let png = try render("b.png", [
            "--style", "filled", "--size", "large", "--scale", "3", "--height", "52", "--corner-style", "fixed", "--corner-radius", "12",
            "--corner-curve", "circular",
        ])
        let expect = ["inspect", png, "--expect", "--style", "filled", "--size", "large"]
        func report(_ target: String) throws -> String {
            let r = try CLI.run(expect + ["--target", target], in: folder)
            #expect(r.status == 1, "\(r.stderr)")
            return String(decoding: r.stdout, as: UTF8.self)
        }
        let css = try report("css")
        #expect(css.contains("to match ours in CSS (px = points: CSS px at the device scale, 3 image pixels a px here):"), "\(css)")
        #expect(css.contains("height: 50.33px (yours measures 52px)"), "\(css)")
        // UIKit's corner is Core Animation's: CSS's nearest is 1.40 times the radius on superellipse(1.58).
        #expect(css.contains("border-radius: 12.13px; corner-shape: superellipse(1.58) (yours measures circular 12px)"), "\(css)")
        #expect(css.contains("note: corner pixels lays our shape"), "\(css)")
        let flutter = try report("flutter")
        #expect(flutter.contains("height: 50.33 (yours measures 52)"), "\(flutter)")
        #expect(flutter.contains("ContinuousCornerBorder(radius: 8.67) from buttonrender tokens --format flutter"), "\(flutter)")
        let compose = try report("compose")
        #expect(compose.contains("Modifier.height(50.33.dp) (yours measures 52.dp)"), "\(compose)")
        #expect(compose.contains("ContinuousCornerShape(8.67.dp) from buttonrender tokens --format compose"), "\(compose)")

        let json = try CLI.run(expect + ["--target", "css", "--json"], in: folder)
        let decoded = try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any]
        let figures = try #require(decoded?["figures"] as? [[String: Any]])
        let height = try #require(figures.first { $0["figure"] as? String == "height" })
        #expect(height["change"] as? String == "height: 50.33px (yours measures 52px)")
        #expect(figures.first { $0["figure"] as? String == "fill" }?["change"] == nil, "a figure that agrees names no change")
    }

    /// Options that cannot work are refused (64) with what to give instead.
    @Test func badOptionsNameTheValidChoices() throws {
        let png = try render("b.png", ["--style", "filled", "--size", "large"])
        let cases: [([String], [String])] = [
            (["--picture", "p.png"], ["--picture", "--expect", "--expect-spec"]),
            (["--expect", "--picture", "p.jpg"], ["p.jpg", "ending in .png"]),
            (["--expect", "--picture", ".png"], ["ending in .png"]),
            (["--expect-spinner", "medium", "--picture", "p.png"], ["not an activity indicator", "--expect"]),
            (["--expect", "--target", "swiftui"], ["swiftui", "css", "flutter", "compose"]),
            (["--target", "css"], ["--target css", "--expect"]),
        ]
        for (options, words) in cases {
            let r = try CLI.run(["inspect", png] + options, in: folder)
            #expect(r.status == 64, "\(options): \(r.stderr)")
            for word in words { #expect(r.stderr.contains(word), "\(options): \(r.stderr)") }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.png").path))
    }
}
