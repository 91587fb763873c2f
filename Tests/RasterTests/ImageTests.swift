import Testing
@testable import Raster

@Suite struct ImageTests {
    @Test func refusesOversizedImages() {
        #expect(throws: RasterError.imageTooLarge(width: 16_385, height: 10)) { try Image(width: 16_385, height: 10) }
        #expect(throws: RasterError.imageTooLarge(width: 8_193, height: 8_193)) { try Image(width: 8_193, height: 8_193) }
        #expect(throws: RasterError.emptyImage(width: 0, height: 5)) { try Image(width: 0, height: 5) }
        #expect(RasterError.imageTooLarge(width: 20_000, height: 1).description.contains("16384 px a side"))
    }

    @Test func acceptsTheLimit() throws {
        let image = try Image(width: 16_384, height: 1)
        #expect(image.pixels.count == 16_384)
    }

    @Test func sourceOverOnPremultipliedValues() throws {
        var image = try Image(width: 1, height: 1, fill: Color(red: 0, green: 0, blue: 255))
        var layer = try Image(width: 1, height: 1, fill: Color(red: 255, green: 0, blue: 0, alpha: 128))
        image.draw(layer, atX: 0, y: 0)
        // red 128 premultiplied over blue: 128 + 0, 0, 0 + 255 * 127/255, alpha 255.
        #expect(image[0, 0] == PremultipliedColor(red: 128, green: 0, blue: 127, alpha: 255))
        layer = try Image(width: 1, height: 1)
        image.draw(layer, atX: 0, y: 0)
        #expect(image[0, 0].alpha == 255)
    }

    @Test func premultiplyRoundTrip() {
        let c = Color(red: 200, green: 100, blue: 7, alpha: 51)
        let p = c.premultiplied
        #expect(p == PremultipliedColor(red: 40, green: 20, blue: 1, alpha: 51))
        #expect(p.straight.alpha == 51)
        #expect(abs(Int(p.straight.red) - 200) <= 3)
    }

    @Test func transformsCompose() {
        let t = AffineTransform.translation(5, 0).concatenating(.rotation(.pi / 2))
        let p = t.apply(Point(1, 0))
        #expect(abs(p.x - 0) < 1e-12 && abs(p.y - 6) < 1e-12)
    }
}
