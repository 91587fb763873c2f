import Foundation
import PNG
import Raster
import Testing

/// `buttonrender inspect` and `calibrate` as a user runs them.
@Suite(.serialized) final class InspectCommandTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    init() throws { temporary = try TemporaryFolder("buttonrender-inspect") }

    /// A render of ours, measured: 3x from its pHYs, the large radius and curve the layout uses
    /// (UIKit: Core Animation's corner at 26 px, as NativeBook's gray large Outline measures).
    @Test func measuresARender() throws {
        let png = folder.appendingPathComponent("b.png").path
        #expect(try CLI.run(["--style", "filled", "--size", "large", "--scale", "3", "--background", "#FFFFFF", "-o", png], in: folder).status == 0)
        let r = try CLI.run(["inspect", png], in: folder)
        let text = String(decoding: r.stdout, as: UTF8.self)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(text.contains("3.000 px/pt (from the file's pHYs)"))
        #expect(text.contains("layer fits better, radius 8.67 pt"), "\(text)")
        let json = try CLI.run(["inspect", png, "--json"], in: folder)
        let decoded = try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any]
        let shape = try #require(decoded?["shape"] as? [String: Any])
        #expect(shape["betterCurve"] as? String == "layer")
    }

    /// Any screenshot's label contrast and visible shape: white on systemBlue measures 4.02:1
    /// (as UIKit's own filled "Rounded" render in psharanda/NativeBook does), which fails 4.5;
    /// a small button's shape is reported smaller than 44 x 44 pt.
    @Test func reportsTheScreenshotsContrastAndShapeSize() throws {
        let png = folder.appendingPathComponent("b.png").path
        #expect(try CLI.run(["--style", "filled", "--size", "large", "--scale", "3", "--background", "#FFFFFF", "-o", png], in: folder).status == 0)
        let text = String(decoding: try CLI.run(["inspect", png], in: folder).stdout, as: UTF8.self)
        #expect(text.contains("4.02:1, #FFFFFF on #007AFF; about 17 pt"), "\(text)")
        #expect(text.contains("needs 4.5 (3.0 if bold), FAILS"))
        #expect(text.contains("visible shape       89.67 x 50.33 pt: meets 44 x 44 pt"), "\(text)")
        let json = try JSONSerialization.jsonObject(with: try CLI.run(["inspect", png, "--json"], in: folder).stdout) as? [String: Any]
        let contrast = try #require((json?["accessibility"] as? [String: Any])?["labelContrast"] as? [String: Any])
        #expect(contrast["meets"] as? Bool == false && contrast["minimum"] as? Double == 4.5)
        #expect(json?["shape"] != nil, "the measurement's own keys stay where they were")

        let small = folder.appendingPathComponent("s.png").path
        #expect(try CLI.run(["--style", "gray", "--size", "small", "--scale", "3", "--background", "#FFFFFF", "-o", small], in: folder).status == 0)
        let smallText = String(decoding: try CLI.run(["inspect", small], in: folder).stdout, as: UTF8.self)
        #expect(smallText.contains("smaller than 44 x 44 pt"), "\(smallText)")
    }

    /// --expect judges: the same spec agrees (exit 0); a 12 pt radius differs (exit 1, named).
    @Test func expectJudgesAndExitsOneOnADifference() throws {
        let png = folder.appendingPathComponent("b.png").path
        #expect(try CLI.run(["--style", "tinted", "--size", "large", "--background", "#FFFFFF", "-o", png], in: folder).status == 0)
        let same = try CLI.run(["inspect", png, "--expect", "--style", "tinted", "--size", "large"], in: folder)
        #expect(same.status == 0, "\(String(decoding: same.stdout, as: UTF8.self))")
        let other = try CLI.run(["inspect", png, "--expect", "--style", "tinted", "--size", "large", "--corner-radius", "12", "--corner-style", "fixed"], in: folder)
        let text = String(decoding: other.stdout, as: UTF8.self)
        #expect(other.status == 1)
        #expect(text.contains("corner radius") && text.contains("DIFFERS"), "\(text)")
        let spec = try CLI.run(["inspect", png, "--expect-spec", #"{"style": "tinted", "size": "large"}"#], in: folder)
        #expect(spec.status == 0)
    }

    /// A switch of ours under a cyan marker at 0.3, measured with the marker taken out and
    /// held against our switch: agrees (exit 0); against the off switch: the knob end differs.
    @Test func switchUnderAMarker() throws {
        let png = folder.appendingPathComponent("s.png").path
        #expect(try CLI.run(["--style", "switch", "--scale", "3", "--background", "#B2FFFF", "-o", png], in: folder).status == 0)
        let text = try CLI.run(["inspect", png, "--subject", "switch", "--overlay", "#00FFFF@0.3", "--background", "#FFFFFF"], in: folder)
        #expect(text.status == 0 && String(decoding: text.stdout, as: UTF8.self).contains("w 51.00 h 31.00 pt"), "\(text.stderr)")
        let same = try CLI.run(["inspect", png, "--expect", "--style", "switch", "--background", "#B2FFFF"], in: folder)
        #expect(same.status == 0, "\(String(decoding: same.stdout, as: UTF8.self))")
        let off = try CLI.run(["inspect", png, "--expect", "--style", "switch", "--value", "off", "--background", "#B2FFFF"], in: folder)
        #expect(off.status == 1 && String(decoding: off.stdout, as: UTF8.self).contains("knob end"))
        let badOverlay = try CLI.run(["inspect", png, "--subject", "switch", "--overlay", "#00FFFF@1.5"], in: folder)
        #expect(badOverlay.status == 64 && badOverlay.stderr.contains("COLOR@ALPHA"), "\(badOverlay.stderr)")
    }

    /// `inspect -` reads the PNG from standard input, and a named pipe (what a process
    /// substitution gives) is read whole: both were refused as "no such file".
    @Test func readsStandardInputAndAPipe() throws {
        let png = folder.appendingPathComponent("b.png")
        #expect(try CLI.run(["--style", "filled", "--size", "large", "--scale", "3", "--background", "#FFFFFF", "-o", png.path], in: folder).status == 0)
        let bytes = try Data(contentsOf: png)
        func inspect(_ argument: String, feed: (Process) throws -> Void) throws -> (status: Int32, stdout: String) {
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = ["inspect", argument]
            process.currentDirectoryURL = folder
            let out = Pipe()
            process.standardOutput = out
            try feed(process)
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        let stdin = try inspect("-") { process in
            let input = Pipe()
            process.standardInput = input
            try process.run()
            try input.fileHandleForWriting.write(contentsOf: bytes)
            try input.fileHandleForWriting.close()
        }
        #expect(stdin.status == 0 && stdin.stdout.contains("layer fits better, radius 8.67 pt"), "\(stdin.stdout)")
        let fifo = folder.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let piped = try inspect(fifo.path) { process in
            try process.run()
            // Opening the pipe for writing waits for the command to open it for reading.
            let writer = try FileHandle(forWritingTo: fifo)
            try writer.write(contentsOf: bytes)
            try writer.close()
        }
        #expect(piped.status == 0 && piped.stdout.contains("layer fits better, radius 8.67 pt"), "\(piped.stdout)")
    }

    /// A PNG that Xcode's compression rewrote (a CgBI chunk before IHDR, as `pngcrush -iphone`
    /// writes it) is named, with how to convert it, and refused as bad data.
    @Test func namesAnXcodeOptimizedPNG() throws {
        let png = [UInt8](try PNG.encode(try Pixmap(width: 8, height: 8, fill: .white), scale: 2))
        let data: [UInt8] = [0x50, 0x00, 0x20, 0x06]
        let body = Array("CgBI".utf8) + data
        let crc = PNGBytes.crc32(body)
        let chunk = [0, 0, 0, 4] + body + (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) }
        let file = folder.appendingPathComponent("crushed.png")
        try Data(Array(png[0..<8]) + chunk + Array(png[8...])).write(to: file)
        let r = try CLI.run(["inspect", file.path], in: folder)
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr.contains("an Xcode-optimized (CgBI) PNG") && r.stderr.contains("xcrun pngcrush -revert-iphone-optimizations"), "\(r.stderr)")
    }

    /// Noise holds no button: exit 65 and a message that says so (it printed a label 299 pt tall
    /// with exit 0); nothing on standard output for a script to take as a measurement.
    @Test func noiseExits65WithNoButtonFound() throws {
        var image = try Pixmap(width: 600, height: 600)
        var state: UInt64 = 99
        for y in 0..<600 {
            for x in 0..<600 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let v = UInt32(truncatingIfNeeded: state >> 33)
                image[x, y] = RGBA(red: UInt8(v & 255), green: UInt8((v >> 8) & 255), blue: UInt8((v >> 16) & 255)).premultiplied
            }
        }
        let file = folder.appendingPathComponent("noise.png")
        try PNG.encode(image, scale: 2).write(to: file)
        for arguments in [["inspect", file.path], ["inspect", file.path, "--json"]] {
            let r = try CLI.run(arguments, in: folder)
            #expect(r.status == 65 && r.stdout.isEmpty, "\(r.stderr)")
            #expect(r.stderr.contains("no button found") && r.stderr.contains("300 x 300 pt") && r.stderr.contains("--region"), "\(r.stderr)")
        }
        let scale = try CLI.run(["inspect", file.path, "--scale", "1e300"], in: folder)
        #expect(scale.status == 64 && scale.stderr.contains("from 0.5 to 8"), "\(scale.stderr)")
    }

    @Test func badInputNamesTheProblem() throws {
        let missing = try CLI.run(["inspect", "nowhere.png"], in: folder)
        #expect(missing.status == 66 && missing.stderr.contains("nowhere.png"))
        let png = folder.appendingPathComponent("b.png").path
        #expect(try CLI.run(["-o", png], in: folder).status == 0)
        let region = try CLI.run(["inspect", png, "--region", "0,0,9999,10"], in: folder)
        #expect(region.status == 64 && region.stderr.contains("is not inside the"), "\(region.stderr)")
        let malformed = try CLI.run(["inspect", png, "--region", "1,2,3"], in: folder)
        #expect(malformed.status == 64)
        let both = try CLI.run(["inspect", png, "--expect", "--expect-spinner", "medium"], in: folder)
        #expect(both.status == 64 && both.stderr.contains("one of --expect"))
        let typo = try CLI.run(["inspect", png, "--expect-spec", #"{"sytle": "gray"}"#], in: folder)
        #expect(typo.status == 64 && typo.stderr.contains(#"the spec's sytle: unknown key "sytle"; did you mean "style"?"#), "\(typo.stderr)")
        let badSpec = try CLI.run(["inspect", png, "--expect-spec", "{"], in: folder)
        #expect(badSpec.status == 64 && badSpec.stderr.contains("not valid JSON"), "\(badSpec.stderr)")
        let notPNG = folder.appendingPathComponent("x.png")
        try Data("hello".utf8).write(to: notPNG)
        #expect(try CLI.run(["inspect", notPNG.path], in: folder).status == 65)
    }

    /// The command runs a corpus: every current entry agrees, exit 0; a corpus that is not one:
    /// 65. Three of the shipped entries (a UIKit, a SwiftUI and an indicator one) stand for the
    /// corpus here: CalibrationTests holds every entry to Apple's figures through the library.
    @Test func calibrateRunsTheCorpus() throws {
        let shipped = try JSONSerialization.jsonObject(
            with: Data(contentsOf: Self.root.appendingPathComponent("Tests/Calibration/apple-renders.json"))) as? [String: Any]
        let entries = try #require(shipped?["entries"] as? [[String: Any]])
        let names = ["nativebook-rounded-default", "approach-bordered-prominent-large-ios18", "thecatlibrary-large-spinner-ios13"]
        let chosen = entries.filter { names.contains($0["name"] as? String ?? "") }
        #expect(chosen.count == names.count, "the corpus no longer has \(names)")
        var subset = try #require(shipped)
        subset["entries"] = chosen
        let corpus = folder.appendingPathComponent("three.json").path
        try JSONSerialization.data(withJSONObject: subset).write(to: URL(fileURLWithPath: corpus))
        let r = try CLI.run(["calibrate", corpus], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        let text = String(decoding: r.stdout, as: UTF8.self)
        #expect(text.contains("every judged figure within the tolerances"), "\(text)")
        for entry in chosen { #expect(text.contains(entry["name"] as? String ?? "?"), "\(text)") }
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"about": 1}"#.utf8).write(to: bad)
        #expect(try CLI.run(["calibrate", bad.path], in: folder).status == 65)
        #expect(try CLI.run(["calibrate", "absent.json"], in: folder).status == 66)
        let images = try CLI.run(["calibrate", corpus, "--images", "/nonexistent"], in: folder)
        #expect(images.status == 66 && images.stderr.contains("--images /nonexistent is not a folder"), "\(images.stderr)")
    }

    /// A pHYs far outside the scales a layout takes (0xFFFFFFFF px/m: 1.5 million px/pt, which
    /// made every length 0.00) is passed over for the default, and the report says why.
    @Test func anImplausiblePHYsIsPassedOver() throws {
        let golden = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent("Golden/ios-filled-large-light.png")))
        let bytes = try #require(PNGBytes.replacing("pHYs", data: [UInt8](repeating: 0xFF, count: 8) + [1], in: golden))
        let image = folder.appendingPathComponent("huge-phys.png")
        try Data(bytes).write(to: image)
        let r = try CLI.run(["inspect", image.path], in: folder)
        let text = String(decoding: r.stdout, as: UTF8.self)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(text.contains("2.000 px/pt (default: the file's pHYs says") && text.contains("give --scale"), "\(text)")
        #expect(text.contains("h 50.50 pt"), "\(text)")
    }

    /// A corpus key that no field reads is refused (65), naming where it is, and --update
    /// leaves the file as it was: it would have written the corpus back without the key.
    @Test func calibrateRefusesUnknownKeysAndKeepsTheFile() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Tests/Calibration/apple-renders.json"), encoding: .utf8)
        let edited = text.replacingOccurrences(of: #""commit""#, with: #""notes": "kept?", "commit""#)
        #expect(edited != text)
        let corpus = folder.appendingPathComponent("corpus.json")
        try Data(edited.utf8).write(to: corpus)
        let r = try CLI.run(["calibrate", corpus.path, "--update"], in: folder)
        #expect(r.status == 65 && r.stderr.contains("entries[0].notes: unknown key") && r.stderr.contains("commit"), "\(r.stderr)")
        #expect(try String(contentsOf: corpus, encoding: .utf8) == edited)
    }
}
