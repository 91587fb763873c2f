import Testing
@testable import Raster

/// Drawing a layer at an opacity, a shadow clipped to a shape, and the luminance gray.
@Suite struct LayerTests {
    /// A layer at half opacity: white over black becomes 128; a pixel where two opaque parts
    /// overlap inside the layer shows only the upper one, where drawing each part at half
    /// opacity would let the lower show through.
    @Test func layerOpacityComposesTheGroup() throws {
        var canvas = try Pixmap(width: 2, height: 1, fill: RGBA(red: 0, green: 0, blue: 0))
        var layer = try Pixmap(width: 2, height: 1)
        layer.fill(Shapes.rect(Rect(x: 0, y: 0, width: 2, height: 1)), with: RGBA(red: 255, green: 0, blue: 0))
        layer.fill(Shapes.rect(Rect(x: 1, y: 0, width: 1, height: 1)), with: RGBA(red: 255, green: 255, blue: 255))
        canvas.draw(layer, atX: 0, y: 0, opacity: 128)
        #expect(canvas[0, 0] == RGBA(red: 128, green: 0, blue: 0).premultiplied)
        #expect(canvas[1, 0] == RGBA(red: 128, green: 128, blue: 128).premultiplied)
        var full = try Pixmap(width: 2, height: 1)
        full.draw(layer, atX: 0, y: 0, opacity: 255)
        #expect(full == layer)
    }

    /// A clipped shadow whose shape lies partly beyond the image is the same as the unclipped
    /// shadow on an image large enough to hold it all, cropped: what falls outside still
    /// spreads back in. Outside the clip nothing is drawn.
    @Test func clippedShadowIsBlurredWithoutTheImagesEdges() throws {
        let color = RGBA(red: 0, green: 0, blue: 0, alpha: 90)
        let pad = 20
        var big = try Pixmap(width: 30 + 2 * pad, height: 20 + 2 * pad)
        big.drawBlurredShadow(of: Shapes.ellipse(Rect(x: Double(pad) + 10, y: Double(pad) + 8, width: 16, height: 16)), color: color, radius: 3, passes: 3)
        let expected = try big.cropped(x: pad, y: pad, width: 30, height: 20)

        var small = try Pixmap(width: 30, height: 20)
        small.drawBlurredShadow(
            of: Shapes.ellipse(Rect(x: 10, y: 8, width: 16, height: 16)), color: color, radius: 3, passes: 3,
            clippedTo: Shapes.rect(Rect(x: 0, y: 0, width: 30, height: 20)))
        #expect(small == expected)
        #expect(small[18, 19].alpha > 20)  // the bottom edge, next to the shape's part outside

        var half = try Pixmap(width: 30, height: 20)
        half.drawBlurredShadow(
            of: Shapes.ellipse(Rect(x: 10, y: 8, width: 16, height: 16)), color: color, radius: 3, passes: 3,
            clippedTo: Shapes.rect(Rect(x: 0, y: 0, width: 15, height: 20)))
        for y in 0..<20 {
            for x in 15..<30 { #expect(half[x, y].alpha == 0) }
            for x in 0..<15 { #expect(half[x, y] == expected[x, y]) }
        }
    }

    /// Luminance in linear light with Rec. 709 weights: systemGreen (52, 199, 89) is 173.95
    /// (computed apart, in Python, with the sRGB curve); every gray stays itself; alpha stays.
    @Test func luminanceGray() throws {
        var image = try Pixmap(width: 257, height: 1)
        image.withUnsafeMutablePixels { p in
            for v in 0..<256 { p[v] = RGBA(red: UInt8(v), green: UInt8(v), blue: UInt8(v)).premultiplied.packed }
            p[256] = RGBA(red: 52, green: 199, blue: 89, alpha: 128).premultiplied.packed
        }
        let gray = image.luminanceGray()
        for v in 0..<256 { #expect(gray[v, 0] == image[v, 0]) }
        let green = gray[256, 0].straight
        #expect(green.alpha == 128 && green.red == green.green && green.green == green.blue)
        #expect(abs(Int(green.red) - 174) <= 1)  // premultiplied at alpha 128 loses up to a level
    }
}
