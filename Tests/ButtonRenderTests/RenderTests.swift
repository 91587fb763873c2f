import ButtonGeometry
import Foundation
import PNG
import Raster
import Testing
@testable import ButtonRender

@Suite struct RenderTests {
    static let renderer = try! Renderer()

    /// Each kind's visible shape fills exactly the layout's pixel rect.
    @Test(arguments: [
        ButtonSpec(style: .filled, size: .small), ButtonSpec(style: .tinted, size: .medium), ButtonSpec(style: .gray, size: .large),
        ButtonSpec(style: .close), ButtonSpec(platform: .macOS, style: .push, size: .large),
        ButtonSpec(platform: .macOS, style: .push, role: .primary), ButtonSpec(platform: .macOS, style: .help),
        ButtonSpec(platform: .macOS, style: .gradient, content: Content(title: "", symbol: "plus")),
        ButtonSpec(platform: .watchOS, style: .filled, scale: 1), ButtonSpec(platform: .visionOS, style: .gray, scale: 1),
    ])
    func shapeBoundsMatchLayout(spec: ButtonSpec) throws {
        let (image, layout) = try Self.renderer.render(spec)
        let shape = try #require(layout.shape)
        let ink = try #require(image.inkBounds())
        let p = shape.frame.pixels
        #expect(ink.x == p.x && ink.y == p.y && ink.width == p.width && ink.height == p.height, "\(spec.style) \(spec.size)")
    }

    /// The text issue's labels: ink sits inside the title's frame, centred, nearly as wide.
    @Test(arguments: ["Add to Cart", "Checking out...", "장바구니에 추가"])
    func labelInk(title: String) throws {
        let spec = ButtonSpec(style: .plain, size: .large, content: Content(title: title), tint: .custom(RGBA(0, 0, 0)))
        let (image, layout) = try Self.renderer.render(spec)
        let ink = try #require(image.inkBounds(alphaAbove: 20))
        let frame = try #require(layout.title).frame.pixels
        #expect(ink.x >= frame.x - 1 && ink.x + ink.width <= frame.x + frame.width + 1)
        #expect(Double(ink.width) > 0.9 * Double(frame.width))
        #expect(abs(Double(ink.x + ink.width / 2) - Double(image.width) / 2) <= 2)
        // Cap height of a 17 pt label at @2x is about 24 px; ink spans roughly that.
        #expect((20...40).contains(ink.height))
    }

    @Test func symbolAndTitleDoNotOverlap() throws {
        let spec = ButtonSpec(style: .plain, content: Content(title: "Add", symbol: "cart.badge.plus"), tint: .custom(RGBA(0, 0, 0)))
        let (image, layout) = try Self.renderer.render(spec)
        let symbol = try #require(layout.symbol).frame.pixels, title = try #require(layout.title).frame.pixels
        #expect(symbol.x + symbol.width + 16 <= title.x + 1)  // 8 pt image padding at @2x
        let symbolInk = try #require(try image.cropped(x: symbol.x, y: 0, width: symbol.width, height: image.height).inkBounds(alphaAbove: 20))
        #expect(symbolInk.width > symbol.width / 2)
    }

    /// Frame k: the tick at k x 45 degrees carries alpha 147, the ones behind it 122, 97, 72, 47.
    @Test func spinnerAlphaRampRotatesOneTickPerFrame() throws {
        let spinner = StandaloneSpinner(large: true, appearance: .light, scale: 2)
        for frame in 0..<8 {
            let image = try spinner.image(frame: frame)
            let c = Double(image.width) / 2, r = 18.5 * 2
            for position in 0..<8 {
                let angle = Double(position) * .pi / 4
                let d = (r / 3 + r) / 2  // middle of the tick
                let x = Int(c + d * sin(angle)), y = Int(c - d * cos(angle))
                let behind = (frame - position + 8) % 8
                let expected = Int(ActivityIndicator.alphas[behind])
                #expect(abs(Int(image[x, y].alpha) - expected) <= 1, "frame \(frame) tick at \(position)")
            }
        }
    }

    /// One tick rotated by 45 degrees: every pixel within a level of its exact area,
    /// computed by supersampling the rotated rounded rect analytically.
    @Test func tickEdgesMeetExactCoverage() throws {
        let r = 18.5 * 2
        var image = try Image(width: 80, height: 80)
        let t = AffineTransform.rotation(.pi / 4).concatenating(.translation(40.3, 40.6))
        image.fill(ActivityIndicator.tick(radius: r), with: .black, transform: t)
        // Inside test in the tick's own frame: a rounded rect x in [-r/10, r/10], y in [-r, -r/3], radius r/10.
        func inside(_ px: Double, _ py: Double) -> Bool {
            let dx = px - 40.3, dy = py - 40.6
            let x = dx * cos(-.pi / 4) - dy * sin(-.pi / 4), y = dx * sin(-.pi / 4) + dy * cos(-.pi / 4)
            let rr = r / 10, hx = r / 10, y0 = -r, y1 = -r / 3
            let cx = min(max(x, -hx + rr), hx - rr), cy = min(max(y, y0 + rr), y1 - rr)
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= rr * rr && abs(x) <= hx && y >= y0 && y <= y1
        }
        var worst = 0.0
        let n = 48
        for py in 0..<80 {
            for px in 0..<80 where image[px, py].alpha > 0 && image[px, py].alpha < 255 {
                var hits = 0
                for i in 0..<n { for j in 0..<n where inside(Double(px) + (Double(i) + 0.5) / Double(n), Double(py) + (Double(j) + 0.5) / Double(n)) { hits += 1 } }
                worst = max(worst, abs(Double(image[px, py].alpha) - 255 * Double(hits) / Double(n * n)))
            }
        }
        // Supersampling itself errs by up to ~1/48 of an edge's length per pixel: allow that.
        #expect(worst <= 1 + 255.0 / 48)
    }

    @Test func renderingTwiceIsByteIdentical() throws {
        let spec = ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"))
        let a = try PNG.encode(try Self.renderer.render(spec).image, scale: 2)
        let b = try PNG.encode(try Self.renderer.render(spec).image, scale: 2)
        #expect(a == b)
    }

    @Test func atomicWriteLeavesNoPartialFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("br-\(UUID())")
        #expect(throws: OutputFile.WriteError.self) { try OutputFile.writeAtomically(Data([1]), to: folder.appendingPathComponent("x.png").path) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try OutputFile.writeAtomically(Data([1, 2, 3]), to: folder.appendingPathComponent("x.png").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.png"])
    }
}
