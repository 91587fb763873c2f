import Testing
@testable import Raster

@Suite struct PaintTests {
    /// Rows take the color at their centre; the edges keep the exact coverage of a solid fill.
    @Test func verticalGradient() throws {
        var image = try Image(width: 20, height: 40)
        var raster = Rasterizer(width: 20, height: 40)
        let top = Color(red: 39, green: 125, blue: 255), bottom = Color(red: 1, green: 101, blue: 255)
        raster.fill(Shapes.rect(Rect(x: 2.5, y: 0, width: 15, height: 40)), verticalGradientFrom: top, at: 0, to: bottom, at: 40, into: &image)
        // Row 0's centre is 1/80 of the way down; row 39's is 79/80.
        #expect(image[10, 0] == Color(red: 39, green: 125, blue: 255).premultiplied)
        #expect(image[10, 39] == Color(red: 1, green: 101, blue: 255).premultiplied)
        #expect(image[10, 20].green == 113)  // halfway between 125 and 101
        #expect(image[2, 10].alpha == 128 && image[17, 10].alpha == 128)  // half-covered edge columns
        #expect(image[1, 10].alpha == 0)
    }

    /// Blurring moves alpha but keeps its total (up to rounding) and keeps a centred shape symmetric.
    @Test func blurKeepsMassAndSymmetry() throws {
        var image = try Image(width: 41, height: 41)
        image.fill(Shapes.rect(Rect(x: 15, y: 15, width: 11, height: 11)), with: Color(red: 0, green: 0, blue: 0, alpha: 200))
        let before = image.pixels.reduce(0) { $0 + Int(PremultipliedColor(packed: $1).alpha) }
        image.blurSingleColor(radius: 3, passes: 3)
        let after = image.pixels.reduce(0) { $0 + Int(PremultipliedColor(packed: $1).alpha) }
        #expect(abs(after - before) < before / 50)
        #expect(image[20, 20].alpha < 200 && image[20, 20].alpha > 100)
        #expect(image[11, 20] == image[29, 20] && image[20, 11] == image[20, 29])
        #expect(image[0, 0].alpha == 0)
    }
}
