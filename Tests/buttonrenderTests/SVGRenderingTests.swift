import ButtonRender
import ButtonRenderGoldens
import Foundation
import PNG
import Raster
import Testing

/// Every golden case and two of the README's sheets, drawn from their SVG by two renderers that
/// share nothing with ours (librsvg, through cairo; Chromium, through Skia) and compared with
/// the raster backend's pixels of the same scene.
///
/// The tolerances, on premultiplied 8-bit channels, as the largest difference one pixel may
/// show and the largest mean over a picture. For both renderers no pixel may differ by half or
/// more (128): an edge moved by half a pixel makes that along its whole length, so geometry
/// must agree; below that, antialiasing differs:
/// - librsvg (cairo) computes exact areas, as we do, except at Core Animation's corners, where
///   we draw Apple's distance ramp: up to 38 from the exact curve. So 40 at most, a mean of
///   1.25 (measured at most 1.12); with shadows a mean of 2 (measured 1.53), since cairo's
///   Gaussian is its own box passes and ours three of the same variance.
/// - Chromium (Skia) samples each pixel on sub-scanlines, so a nearly level edge is off by up
///   to a quarter of a pixel's coverage, and more where edges meet, a thin ring's most of all
///   (measured at most 72): 80, and a mean of 2.5 (measured 2.40, the Contact Add symbol's
///   thin circle on a 26 pt canvas), shadows included (measured 1.88). Beyond 80 it may
///   differ in 10 pixels a million: at 1x, where a stroke of an 11 pt label is a pixel wide,
///   Skia leaves out the last pixel of a crossbar that librsvg and we both draw (186 levels,
///   in 5 of the iOS sheet's 1.07 million pixels; 84 in 1 of the macOS sheet's).
@Suite(.serialized) struct SVGRenderingTests {
    static let rsvg = TestTool(name: "librsvg's rsvg-convert", parts: [.program("/usr/bin/rsvg-convert", package: "librsvg2-bin")])

    /// The largest difference a pixel may show, the largest mean over a picture, and the
    /// share of pixels that may differ by more than `maximum`.
    struct Tolerance {
        let maximum: Int
        let mean: Double
        var outliers = 0.0
    }

    /// A renderer's tolerances: without shadows, and with them.
    struct Tolerances {
        let shapes: Tolerance
        let shadows: Tolerance
    }

    static let librsvg = Tolerances(shapes: Tolerance(maximum: 40, mean: 1.25), shadows: Tolerance(maximum: 40, mean: 2))
    static let skia = Tolerances(
        shapes: Tolerance(maximum: 80, mean: 2.5, outliers: 1e-5), shadows: Tolerance(maximum: 80, mean: 2.5, outliers: 1e-5))

    /// A named scene (a golden case or a sheet, without or with its shadows) and our pixels of it.
    struct Picture: @unchecked Sendable {
        let name: String
        let scene: DrawingScene
        let pixels: Pixmap
        let hasShadows: Bool
    }

    /// Each picture's scene without shadows, and with them where it has any, with our pixels:
    /// made once for both renderers.
    static let pictures: Result<[Picture], any Error> = Result {
        let renderer = try Renderer()
        let suite = try GoldenSuite(directory: ReadmeCommandTests.root.appendingPathComponent("Golden"))
        var scenes = try suite.cases.map { c in (c.name, try c.scene(try c.prepare(with: renderer), with: renderer)) }
        for (name, request) in [
            // At 1x: the README's sheets at a quarter of the pixels, the same drawing.
            ("sheet-ios-annotated", SheetRequest(platform: .iOS, axis: .size, appearances: .both, annotate: true, scale: 1)),
            ("sheet-macos-annotated", SheetRequest(platform: .macOS, axis: .size, appearances: nil, annotate: true, scale: 1)),
        ] {
            scenes.append((name, try SheetLayout.make(request, renderer: renderer).scene(with: renderer)))
        }
        var pictures: [Picture] = []
        for (name, scene) in scenes {
            var plain = scene
            plain.items = withoutShadows(scene.items)
            pictures.append(Picture(name: name + "-shapes", scene: plain, pixels: try plain.rasterized(), hasShadows: false))
            if hasShadows(scene.items) {
                pictures.append(Picture(name: name + "-shadows", scene: scene, pixels: try scene.rasterized(), hasShadows: true))
            }
        }
        return pictures
    }

    /// Whether a shadow is among the items, in placed scenes and groups too.
    static func hasShadows(_ items: [SceneItem]) -> Bool {
        items.contains { item in
            switch item {
            // Glass blurs as a shadow does: a Gaussian in SVG, box passes in the raster.
            case .shadow, .glass: return true
            case .group(let group): return hasShadows(group.items)
            case .placed(let scene, _): return hasShadows(scene.items)
            case .fill, .glyphs: return false
            }
        }
    }

    /// The scene without its shadows, in placed scenes and groups too.
    static func withoutShadows(_ items: [SceneItem]) -> [SceneItem] {
        items.compactMap { item in
            switch item {
            case .shadow: return nil
            case .group(var group):
                group.items = withoutShadows(group.items)
                return .group(group)
            case .placed(var scene, let origin):
                scene.items = withoutShadows(scene.items)
                return .placed(scene, at: origin)
            case .fill, .glyphs, .glass: return item
            }
        }
    }

    /// The largest channel difference between `a` and the part of `b` at `x`, `y`, and the
    /// mean of each pixel's largest.
    static func difference(_ a: Pixmap, _ b: Pixmap, atX x: Int, y: Int, beyond limit: Int) -> (maximum: Int, mean: Double, beyond: Int) {
        var maximum = 0, total = 0, beyond = 0
        a.pixels.withUnsafeBufferPointer { a0 in
            b.pixels.withUnsafeBufferPointer { b0 in
                for row in 0..<a.height {
                    let from = row * a.width, to = (y + row) * b.width + x
                    for column in 0..<a.width where a0[from + column] != b0[to + column] {
                        let p = a0[from + column], q = b0[to + column]
                        var d = 0
                        for shift in [0, 8, 16, 24] as [UInt32] { d = max(d, abs(Int((p >> shift) & 255) - Int((q >> shift) & 255))) }
                        maximum = max(maximum, d)
                        total += d
                        if d > limit { beyond += 1 }
                    }
                }
            }
        }
        return (maximum, Double(total) / Double(a.width * a.height), beyond)
    }

    /// One SVG holding every picture's SVG, each nested at whole pixels in its own `svg`
    /// element that scales its points to its pixels, and where each lies: drawn at once, so
    /// that a renderer starts once. Each picture's ids are prefixed, so that they stay unique.
    static func contactSheet(_ pictures: [Picture]) -> (svg: String, width: Int, height: Int, places: [(x: Int, y: Int)]) {
        let rowWidth = 2400, gap = 2
        var places: [(x: Int, y: Int)] = []
        var x = 0, y = 0, rowHeight = 0, width = 0
        // Tallest first, so that each row's pictures are of like heights.
        let order = pictures.indices.sorted { pictures[$0].scene.pixelHeight > pictures[$1].scene.pixelHeight }
        var placed = [(x: Int, y: Int)](repeating: (0, 0), count: pictures.count)
        for index in order {
            let picture = pictures[index]
            if x > 0, x + picture.scene.pixelWidth > rowWidth { (x, y, rowHeight) = (0, y + rowHeight + gap, 0) }
            placed[index] = (x, y)
            x += picture.scene.pixelWidth + gap
            rowHeight = max(rowHeight, picture.scene.pixelHeight)
            width = max(width, x)
        }
        let height = y + rowHeight
        places = placed
        var body = ""
        for (index, (picture, place)) in zip(pictures, places).enumerated() {
            var svg = picture.scene.svg()
            // The document's content: past the root element's start tag, up to its end tag.
            let start = svg.range(of: "<svg ")!.lowerBound
            let open = svg[start...].firstIndex(of: ">")!
            svg = String(svg[svg.index(after: open)..<svg.range(of: "</svg>", options: .backwards)!.lowerBound])
            svg = svg.replacingOccurrences(of: "id=\"", with: "id=\"p\(index)-").replacingOccurrences(of: "url(#", with: "url(#p\(index)-")
            let scene = picture.scene
            body += "<svg x=\"\(place.x)\" y=\"\(place.y)\" width=\"\(scene.pixelWidth)\" height=\"\(scene.pixelHeight)\" viewBox=\"0 0 \(scene.width) \(scene.height)\" preserveAspectRatio=\"none\">\n\(svg)</svg>\n"
        }
        let svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n\(body)</svg>\n"
        return (svg, width, height, places)
    }

    /// Draws every picture's SVG with `draw` (an SVG file of whole pixels in, a PNG file out)
    /// and holds each to the raster backend's pixels.
    func compare(renderer: String, within tolerances: Tolerances, draw: (_ svg: URL, _ png: URL, _ width: Int, _ height: Int) throws -> Void) throws {
        let temporary = try TemporaryFolder("svg-\(renderer)")
        let pictures = try Self.pictures.get()
        let sheet = Self.contactSheet(pictures)
        let svg = temporary.url.appendingPathComponent("pictures.svg"), png = temporary.url.appendingPathComponent("pictures.png")
        try Data(sheet.svg.utf8).write(to: svg)
        try draw(svg, png, sheet.width, sheet.height)
        let drawn = try PNG.decode(try Data(contentsOf: png))
        guard drawn.width >= sheet.width, drawn.height >= sheet.height else {
            Issue.record("\(renderer) drew the pictures \(drawn.width) x \(drawn.height) px, not \(sheet.width) x \(sheet.height)")
            return
        }
        var report: [String] = []
        for (picture, place) in zip(pictures, sheet.places) {
            let tolerance = picture.hasShadows ? tolerances.shadows : tolerances.shapes
            let d = Self.difference(picture.pixels, drawn, atX: place.x, y: place.y, beyond: tolerance.maximum)
            let allowed = Int(tolerance.outliers * Double(picture.scene.pixelWidth * picture.scene.pixelHeight))
            report.append("\(picture.name) \(d.maximum) \(d.mean.decimalText(places: 3)) \(d.beyond)")
            #expect(d.beyond <= allowed && d.mean <= tolerance.mean,
                    "\(renderer) draws \(picture.name) off by up to \(d.maximum) (\(d.beyond) pixels beyond \(tolerance.maximum), \(allowed) allowed), \(d.mean.decimalText(places: 2)) on average (\(tolerance.mean) allowed)")
        }
        if let path = ProcessInfo.processInfo.environment["SVG_RENDERING_REPORT"] {
            try Data((report.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path + "-" + renderer + ".txt"))
        }
    }

    @Test(rsvg.trait) func librsvgDrawsEveryGoldenAsWeDo() throws {
        guard Self.rsvg.require() else { return }
        try compare(renderer: "rsvg", within: Self.librsvg) { svg, png, _, _ in
            let status = try Self.run("/usr/bin/rsvg-convert", [svg.path, "-o", png.path])
            #expect(status == 0)
        }
    }

    @Test(TestTool.chromium.trait) func chromiumDrawsEveryGoldenAsWeDo() throws {
        guard TestTool.chromium.require() else { return }
        try compare(renderer: "chromium", within: Self.skia) { svg, png, width, height in
            let list = svg.deletingLastPathComponent().appendingPathComponent("list.txt")
            try Data("\(svg.path)\t\(png.path)\t\(width)\t\(height)\n".utf8).write(to: list)
            let script = ReadmeCommandTests.root.appendingPathComponent("Tests/Browser/svg_in_chromium.py").path
            let status = try Self.run("/usr/bin/python3", [script, list.path])
            #expect(status == 0)
        }
    }

    static func run(_ program: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
