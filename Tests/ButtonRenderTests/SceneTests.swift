import ButtonRender
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The scene between a layout and its pixels, and its SVG, checked without any other renderer
/// (SVGRenderingTests draws the SVGs with librsvg and Chromium).
@Suite struct SceneTests {
    static let renderer = Result { try Renderer() }

    static func scene(_ spec: ButtonSpec) throws -> DrawingScene {
        let renderer = try renderer.get()
        return try renderer.scene(try renderer.layout(spec))
    }

    /// Areas in pixels, computed here: a 10 x 8 rectangle with a 4 x 2 one cut out is 72 px.
    @Test func aBandCutsOutItsInnerShapeWhateverItIs() throws {
        let outer = Rect(x: 1, y: 1, width: 10, height: 8), inner = Rect(x: 3, y: 4, width: 4, height: 2)
        var path = BezierPath()
        path.move(to: Point(inner.x, inner.y)); path.line(to: Point(inner.maxX, inner.y))
        path.quad(to: Point(inner.maxX, inner.maxY), control: Point(inner.maxX, inner.midY))
        path.cubic(to: Point(inner.x, inner.maxY), control1: Point(inner.midX, inner.maxY), control2: Point(inner.x + 1, inner.maxY))
        path.close()
        for cut in [SceneShape.rect(inner), .path(path)] {
            let scene = DrawingScene(
                pixelWidth: 12, pixelHeight: 10, scale: 1, background: .clear,
                items: [.fill(SceneFill(.band(outer: .rect(outer), inner: cut), .solid(ResolvedColor(token: "black", rgba: .black))))])
            let image = try scene.rasterized()
            var area = 0.0
            for y in 0..<image.height { for x in 0..<image.width { area += Double(image[x, y].alpha) / 255 } }
            #expect(abs(area - 72) < 0.01, "band with \(cut) covers \(area) px")
        }
    }

    /// A shadow's blur is chosen as three box passes; said as a Gaussian, it comes back as them.
    @Test func aBoxBlurSaidAsAGaussianComesBackAsTheSamePasses() {
        for scale in [1.0, 2, 3, 2.5] {
            for radius in 0...60 {
                let shadow = SceneShadow(
                    of: .rect(Rect(x: 0, y: 0, width: 1, height: 1)), offset: Point(0, 0),
                    sigma: SceneShadow.sigma(ofThreeBoxPasses: radius, scale: scale), color: ResolvedColor(token: "black", rgba: .black))
                #expect(shadow.boxRadius(scale: scale) == radius)
            }
        }
    }

    /// The Gaussian a shadow says in an SVG has the variance of the blur the raster backend
    /// draws, measured here from pixels: a shadow's edge, blurred, rises as the blur's kernel
    /// accumulates, so the kernel is the edge's rise from one pixel to the next.
    @Test func theSaidGaussianHasTheVarianceOfTheDrawnBlur() throws {
        for radius in [2, 3, 6, 10] {
            let scale = 2.0
            let sigma = SceneShadow.sigma(ofThreeBoxPasses: radius, scale: scale) * scale
            // Tall enough that the middle row is out of reach of the blur's top and bottom.
            var image = try Pixmap(width: 240, height: 100)
            var edge = BezierPath()
            edge.move(to: Point(-100, -100)); edge.line(to: Point(120, -100)); edge.line(to: Point(120, 200)); edge.line(to: Point(-100, 200)); edge.close()
            image.drawBlurredShadow(of: edge, color: .black, radius: radius, passes: 3)
            let alphas = (0..<image.width).map { Double(image[$0, 50].alpha) / 255 }
            // Around the edge at x = 120 only: the blur also fades at the image's left side.
            let kernel = (0..<(image.width - 1)).map { (60..<180).contains($0) ? alphas[$0] - alphas[$0 + 1] : 0 }
            let total = kernel.reduce(0, +)
            let mean = zip(kernel.indices, kernel).map { Double($0) * $1 }.reduce(0, +) / total
            let variance = zip(kernel.indices, kernel).map { (Double($0) - mean) * (Double($0) - mean) * $1 }.reduce(0, +) / total
            #expect(abs(variance / (sigma * sigma) - 1) < 0.05, "radius \(radius): drawn variance \(variance) px², said \(sigma * sigma)")
        }
    }

    @Test func theSameSceneGivesTheSameBytes() throws {
        let spec = ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart", symbol: "cart"), scale: 3)
        let once = try Self.scene(spec).svg()
        let again = try Renderer().scene(try Renderer().layout(spec)).svg()
        #expect(once == again)
        #expect(once.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    /// Circular corners are SVG's own rounded rect; Core Animation's and the continuous corner
    /// are their Bézier curves, which SVG has no shape for.
    @Test func cornersAreExactShapes() throws {
        let circular = try Self.scene(ButtonSpec(platform: .macOS, content: Content(title: "Cancel"))).svg()
        #expect(circular.contains(" rx=\""))
        let layer = try Self.scene(ButtonSpec(style: .filled, size: .large)).svg()
        #expect(!layer.contains(" rx=\""))
        #expect(layer.contains("<path d=\"M") && layer.contains("C"))
    }

    /// Text from the spec is data: escaped in the title, the text attribute and colour names,
    /// and the document stays well-formed XML whatever the title holds.
    @Test func textIsEscapedAndTheDocumentParses() throws {
        let svg = try Self.scene(ButtonSpec(style: .filled, content: Content(title: "<b>&\"Tom's\"</b>"))).svg()
        #expect(svg.contains("<title id=\"title\">&lt;b&gt;&amp;&quot;Tom&#39;s&quot;&lt;/b&gt;</title>"))
        #expect(svg.contains("data-text=\"&lt;b&gt;&amp;&quot;Tom&#39;s&quot;&lt;/b&gt;\""))
        // A scene made by hand may hold what a spec refuses: XML cannot, so it is written visibly.
        let hand = DrawingScene(pixelWidth: 1, pixelHeight: 1, scale: 1, background: .clear, title: "a\u{1B}[31m\u{0}b").svg()
        #expect(hand.contains("<title id=\"title\">a\\u{1B}[31m\\u{0}b</title>"))
        #expect(XMLParser(data: Data(hand.utf8)).parse())
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    /// The raster backend draws the scene: what `Renderer.draw` gives is its pixels.
    @Test func drawingIsTheSceneRasterized() throws {
        let renderer = try Self.renderer.get()
        let layout = try renderer.layout(ButtonSpec(platform: .iOS, style: .switch, state: .disabled, value: .on))
        let scene = try renderer.scene(layout)
        #expect(try renderer.draw(layout).pixels == (try scene.rasterized()).pixels)
        // A disabled switch is one layer at its opacity, so the track does not show through the knob.
        guard case .group(let group)? = scene.items.last else { Issue.record("no group: \(scene.items)"); return }
        #expect(group.opacity < 1)
    }
}
