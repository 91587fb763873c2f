import Foundation
import Testing

/// `inspect` for people who build Apple's buttons on other stacks (issue 41): the scale said
/// to be a guess, and `--target`'s wording.
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
        #expect(css.contains("border-radius: 8.67px on Apple's continuous curve (yours measures circular 12px)"), "\(css)")
        #expect(css.contains("note: corner pixels lays our shape"), "\(css)")
        let flutter = try report("flutter")
        #expect(flutter.contains("height: 50.33 (yours measures 52)"), "\(flutter)")
        #expect(flutter.contains("RoundedSuperellipseBorder(borderRadius: BorderRadius.circular(8.67))"), "\(flutter)")
        let compose = try report("compose")
        #expect(compose.contains("Modifier.height(50.33.dp) (yours measures 52.dp)"), "\(compose)")
        #expect(compose.contains("RoundedCornerShape(8.67.dp) draws a circular arc"), "\(compose)")

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
            (["--expect", "--target", "swiftui"], ["swiftui", "css", "flutter", "compose"]),
            (["--target", "css"], ["--target css", "--expect"]),
        ]
        for (options, words) in cases {
            let r = try CLI.run(["inspect", png] + options, in: folder)
            #expect(r.status == 64, "\(options): \(r.stderr)")
            for word in words { #expect(r.stderr.contains(word), "\(options): \(r.stderr)") }
        }
    }
}
