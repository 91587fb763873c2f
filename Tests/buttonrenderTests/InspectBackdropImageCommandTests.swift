import Foundation
import PNG
import Raster
import Testing

/// `buttonrender inspect IMAGE --backdrop-image FILE` as a user runs it: our filled large button
/// laid over diagonal stripes, measured against the stripes alone.
@Suite(.serialized) final class InspectBackdropImageCommandTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws { temporary = try TemporaryFolder("buttonrender-backdrop-image") }

    /// Two-color diagonal stripes, 4 px each, the size given.
    static func stripes(width: Int, height: Int) throws -> Pixmap {
        var image = try Pixmap(width: width, height: height)
        let warm = RGBA(red: 242, green: 228, blue: 212).premultiplied, cool = RGBA(red: 190, green: 215, blue: 245).premultiplied
        for y in 0..<height { for x in 0..<width { image[x, y] = (x + y) / 4 % 2 == 0 ? warm : cool } }
        return image
    }

    /// The button (`render --style filled --size large --scale 3` on a clear canvas) 30 px into
    /// stripes 60 px larger, the stripes alone, and the stripes with the button's white label
    /// pixels copied in (a label drawn alike in both); their paths, and the button's size in pixels.
    func scene() throws -> (image: String, backdrop: String, labelled: String, button: (width: Int, height: Int)) {
        let button = folder.appendingPathComponent("button.png").path
        let r = try CLI.run(["--style", "filled", "--size", "large", "--scale", "3", "--background", "#00000000", "-o", button], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        let drawn = try PNG.decode(Data(contentsOf: URL(fileURLWithPath: button)))
        let backdrop = try Self.stripes(width: drawn.width + 60, height: drawn.height + 60)
        var image = backdrop
        image.draw(drawn, atX: 30, y: 30)
        var labelled = backdrop
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].red == 255 && image[x, y].green == 255 && image[x, y].blue == 255 { labelled[x, y] = image[x, y] }
        }
        var paths: [String] = []
        for (name, pixels) in [("scene.png", image), ("stripes.png", backdrop), ("labelled.png", labelled)] {
            let path = folder.appendingPathComponent(name).path
            try PNG.encode(pixels, scale: 3).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        return (paths[0], paths[1], paths[2], (drawn.width, drawn.height))
    }

    /// The frame is the button's (30 px in, its own size), the report says what the backdrop
    /// is, and --expect holds our render, drawn on that mean color, against it: every figure
    /// agrees. With its label copied into the backdrop image, the label is said not to be
    /// measured, and --expect shows it, not judged.
    @Test func measuresOurButtonOverStripes() throws {
        let s = try scene()
        let r = try CLI.run(["inspect", s.image, "--backdrop-image", s.backdrop], in: folder)
        let text = String(decoding: r.stdout, as: UTF8.self)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(text.contains("(the backdrop image's mean under the fill; each pixel measured against its own pixel of that image)"), "\(text)")
        let measured = try JSONSerialization.jsonObject(with: try CLI.run(["inspect", s.image, "--backdrop-image", s.backdrop, "--json"], in: folder).stdout) as? [String: Any]
        let frame = try #require((measured?["shape"] as? [String: Any])?["frame"] as? [String: Any])
        let figures = ["x", "y", "width", "height"].map { frame[$0] as? Double ?? .nan }
        let drawn = [10, 10, Double(s.button.width) / 3, Double(s.button.height) / 3]
        #expect(zip(figures, drawn).allSatisfy { abs($0 - $1) <= 0.02 }, "\(figures) for \(drawn)")
        let expect = try CLI.run(["inspect", s.image, "--backdrop-image", s.backdrop, "--expect", "--style", "filled", "--size", "large"], in: folder)
        #expect(expect.status == 0 && String(decoding: expect.stdout, as: UTF8.self).contains("verdict: agrees"), "\(String(decoding: expect.stdout, as: UTF8.self))")

        let same = try CLI.run(["inspect", s.image, "--backdrop-image", s.labelled], in: folder)
        #expect(String(decoding: same.stdout, as: UTF8.self).contains("label               the same in the backdrop image, not measured"),
                "\(String(decoding: same.stdout, as: UTF8.self))")
        let json = try JSONSerialization.jsonObject(with: try CLI.run(["inspect", s.image, "--backdrop-image", s.labelled, "--json"], in: folder).stdout) as? [String: Any]
        #expect(json?["labelNotMeasured"] as? String == "the same in the backdrop image" && json?["measuredOverBackdropImage"] as? Bool == true)
        let judged = try CLI.run(["inspect", s.image, "--backdrop-image", s.labelled, "--expect", "--style", "filled", "--size", "large"], in: folder)
        let table = String(decoding: judged.stdout, as: UTF8.self)
        #expect(judged.status == 0 && table.contains("not measured  present") && table.contains("not judged: the same in the backdrop image"), "\(table)")
    }

    /// A corpus entry naming a backdrop image (`backdropPath`, a key the corpus reads) is
    /// measured against `NAME.backdrop.png` beside `NAME.png` in `--images`: our button over
    /// stripes agrees with our render, and `--update` records that it was so measured. Without
    /// the backdrop image beside it, the entry is refused (66), naming the file: measured as if
    /// over one color, the stripes would join the button.
    @Test func calibrateMeasuresAgainstTheBackdropImage() throws {
        let s = try scene()
        let layout = try JSONSerialization.jsonObject(with: try CLI.run(["--style", "filled", "--size", "large", "--scale", "3", "--layout-json"], in: folder).stdout) as? [String: Any]
        let entry: [String: Any] = [
            "name": "stripes-filled-large", "repository": "example/stripes", "commit": String(repeating: "0", count: 40),
            "path": "Snapshots/filled.png", "backdropPath": "Snapshots/plain.png", "framework": "SwiftUI",
            "configuration": "ours, over stripes", "system": "none: our render", "current": true, "scale": 3,
            "spec": try #require(layout?["spec"]),
        ]
        let corpus = folder.appendingPathComponent("corpus.json")
        try JSONSerialization.data(withJSONObject: ["about": "one entry over stripes", "entries": [entry]]).write(to: corpus)
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: s.image, toPath: images.appendingPathComponent("stripes-filled-large.png").path)
        let r = try CLI.run(["calibrate", corpus.path, "--images", images.path], in: folder)
        #expect(r.status == 66 && r.stderr.contains("stripes-filled-large.backdrop.png"), "\(r.stderr)")
        try FileManager.default.copyItem(atPath: s.backdrop, toPath: images.appendingPathComponent("stripes-filled-large.backdrop.png").path)
        let measured = try CLI.run(["calibrate", corpus.path, "--images", images.path, "--update"], in: folder)
        #expect(measured.status == 0 && String(decoding: measured.stdout, as: UTF8.self).contains("every judged figure within the tolerances"),
                "\(String(decoding: measured.stdout, as: UTF8.self)) \(measured.stderr)")
        let written = try String(contentsOf: corpus, encoding: .utf8)
        #expect(written.contains(#""backdropPath" : "Snapshots/plain.png""#) && written.contains(#""measuredOverBackdropImage" : true"#), "\(written)")
    }

    /// Refused, each naming the problem: with --background (64), with an activity indicator
    /// or a switch (64, in the command's words), a backdrop image of another size (64, both sizes named), a file that is no PNG (65)
    /// or none at all (66).
    @Test func refusals() throws {
        let s = try scene()
        let both = try CLI.run(["inspect", s.image, "--backdrop-image", s.backdrop, "--background", "#FFFFFF"], in: folder)
        #expect(both.status == 64 && both.stderr.contains("give --backdrop-image or --background, not both"), "\(both.stderr)")
        let spinner = try CLI.run(["inspect", s.image, "--backdrop-image", s.backdrop, "--subject", "spinner"], in: folder)
        #expect(spinner.status == 64 && spinner.stderr.contains("--backdrop-image is read for buttons only"), "\(spinner.stderr)")
        // A switch expected is known only once the options or the spec are read: the same text.
        for expected in [["--expect", "--style", "switch"], ["--expect-spec", #"{"style": "switch"}"#]] {
            let toggle = try CLI.run(["inspect", s.image, "--backdrop-image", s.backdrop] + expected, in: folder)
            #expect(toggle.status == 64 && toggle.stderr.contains("--backdrop-image is read for buttons only"), "\(expected): \(toggle.stderr)")
        }
        let small = folder.appendingPathComponent("small.png").path
        try PNG.encode(try Self.stripes(width: 20, height: 10), scale: 3).write(to: URL(fileURLWithPath: small))
        let sized = try CLI.run(["inspect", s.image, "--backdrop-image", small], in: folder)
        #expect(sized.status == 64 && sized.stderr.contains("is 20 x 10 px and the image \(s.button.width + 60) x \(s.button.height + 60) px"), "\(sized.stderr)")
        let text = folder.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: text)
        let notPNG = try CLI.run(["inspect", s.image, "--backdrop-image", text.path], in: folder)
        #expect(notPNG.status == 65 && notPNG.stderr.contains("--backdrop-image") && notPNG.stderr.contains("not a PNG"), "\(notPNG.stderr)")
        let missing = try CLI.run(["inspect", s.image, "--backdrop-image", "nowhere.png"], in: folder)
        #expect(missing.status == 66 && missing.stderr.contains("nowhere.png"), "\(missing.stderr)")
    }
}
