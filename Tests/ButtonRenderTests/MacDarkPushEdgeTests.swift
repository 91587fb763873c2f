import ButtonGeometry
import Graphics
import Raster
import Testing
@testable import ButtonRender

/// The dark macOS push button's edges against AppKit's: the highlight along the top, the ring
/// and the shadow below, which the calibration's figures (fill, label, frame) do not look at.
@Suite struct MacDarkPushEdgeTests {
    /// Apple's pixels (red channel; the image is gray) across the edges of the 76 x 20 pt dark
    /// "Cancel" button of `CorpusEntry.keyboardCowboyPush` (macOS 11.3, @2x, on 50,50,50), read
    /// with numpy outside this code. Offsets are in pixels from the face's top-left pixel
    /// (684, 960 in the image); the column is 16 px in, clear of the label.
    static let apple: [(dx: Int, dy: Int, level: Int, what: String)] = [
        (16, -2, 49, "two pixels above the face"),
        (16, -1, 45, "the ring above"),
        (16, 0, 132, "the highlight, the face's top row"),
        (16, 2, 101, "the face"),
        (16, 39, 101, "the face's bottom row"),
        (16, 40, 40, "the ring and shadow below"),
        (16, 41, 45, "the shadow, two pixels below"),
        (16, 42, 48, "the shadow, three pixels below"),
        (-2, 24, 49, "two pixels left of the face"),
        (-1, 24, 44, "the ring at the side"),
        (0, 24, 101, "the face's left column"),
    ]
    /// The largest difference allowed, in levels of 255. The face's second row is left out:
    /// Apple's reads 107, a fainter second line of highlight that ours does not draw (101).
    static let tolerance = 2

    @Test func edgesMatchAppKits() throws {
        let spec = ButtonSpec(platform: .macOS, style: .push, appearance: .dark, content: Content(title: "Cancel"), scale: 2, width: 76)
        let (image, layout) = try Renderer().render(spec, background: RGBA(50, 50, 50))
        let face = try #require(layout.shape).frame.pixels
        for p in Self.apple {
            let ours = Int(image[face.x + p.dx, face.y + p.dy].red)
            #expect(abs(ours - p.level) <= Self.tolerance, "\(p.what): ours \(ours), Apple \(p.level)")
        }
    }
}
