import Testing
@testable import Raster

@Suite struct PixmapTests {
    @Test func refusesOversizedImages() {
        #expect(throws: RasterError.imageTooLarge(width: 16_385, height: 10)) { try Pixmap(width: 16_385, height: 10) }
        #expect(throws: RasterError.imageTooLarge(width: 8_193, height: 8_193)) { try Pixmap(width: 8_193, height: 8_193) }
        #expect(throws: RasterError.emptyImage(width: 0, height: 5)) { try Pixmap(width: 0, height: 5) }
        #expect(RasterError.imageTooLarge(width: 20_000, height: 1).description.contains("16384 px a side"))
    }

    @Test func acceptsTheLimit() throws {
        let image = try Pixmap(width: 16_384, height: 1)
        #expect(image.pixels.count == 16_384)
    }

    @Test func sourceOverOnPremultipliedValues() throws {
        var image = try Pixmap(width: 1, height: 1, fill: RGBA(red: 0, green: 0, blue: 255))
        var layer = try Pixmap(width: 1, height: 1, fill: RGBA(red: 255, green: 0, blue: 0, alpha: 128))
        image.draw(layer, atX: 0, y: 0)
        // red 128 premultiplied over blue: 128 + 0, 0, 0 + 255 * 127/255, alpha 255.
        #expect(image[0, 0] == PremultipliedColor(red: 128, green: 0, blue: 127, alpha: 255))
        layer = try Pixmap(width: 1, height: 1)
        image.draw(layer, atX: 0, y: 0)
        #expect(image[0, 0].alpha == 255)
    }

    @Test func premultiplyRoundTrip() {
        let c = RGBA(red: 200, green: 100, blue: 7, alpha: 51)
        let p = c.premultiplied
        #expect(p == PremultipliedColor(red: 40, green: 20, blue: 1, alpha: 51))
        #expect(p.straight.alpha == 51)
        #expect(abs(Int(p.straight.red) - 200) <= 3)
    }

    @Test func transformsCompose() {
        let t = Transform.translation(5, 0).concatenating(.rotation(.pi / 2))
        let p = t.apply(Point(1, 0))
        #expect(abs(p.x - 0) < 1e-12 && abs(p.y - 6) < 1e-12)
    }

    /// Each channel c * 255 / a, rounded, at most 255; clear pixels all zero.
    static func textbookStraightRGBA(_ image: Pixmap) -> [UInt8] {
        var expected: [UInt8] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                let a = Int(p.alpha)
                func channel(_ c: UInt8) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + a / 2) / a)) }
                expected += [channel(p.red), channel(p.green), channel(p.blue), p.alpha]
            }
        }
        return expected
    }

    /// Opaque runs are copied sixteen pixels at a time: one pixel that is not opaque anywhere in
    /// such a run (alpha 254, or clear) must still be converted, in every place it can sit.
    @Test func oneNonOpaquePixelInAnOpaqueRunIsConverted() throws {
        for width in [16, 17, 31, 32, 37] {
            for odd in 0..<width {
                for alpha: UInt8 in [254, 128, 0] {
                    var image = try Pixmap(width: width, height: 1, fill: RGBA(red: 0, green: 122, blue: 255))
                    image[odd, 0] = PremultipliedColor(red: min(alpha, 100), green: min(alpha, 20), blue: min(alpha, 3), alpha: alpha)
                    #expect(image.straightRGBA() == Self.textbookStraightRGBA(image), "width \(width), pixel \(odd), alpha \(alpha)")
                }
            }
        }
    }

    /// Straight-alpha bytes as PNG stores them, by the textbook rule (each channel
    /// c * 255 / a, rounded, at most 255; clear pixels all zero), on rows that mix every case
    /// the converter takes four at a time (opaque, clear, a repeated translucent color) with
    /// lone pixels, at widths that leave a remainder.
    @Test func straightRGBAMatchesTheRuleAndTheComparisonFindsEveryByte() throws {
        var rng = SplitMix64(state: 0x57AA_16)
        for width in [1, 3, 4, 7, 8, 13, 33] {
            var image = try Pixmap(width: width, height: 9)
            let translucent = RGBA(red: 120, green: 120, blue: 128, alpha: 31).premultiplied
            for y in 0..<9 {
                for x in 0..<width {
                    switch (y, Int(rng.next() % 8)) {
                    case (0, _): image[x, y] = RGBA(red: 0, green: 122, blue: 255).premultiplied
                    case (1, _): image[x, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
                    case (2, _): image[x, y] = translucent
                    case (_, 0): image[x, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
                    case (_, 1), (_, 2): image[x, y] = translucent
                    case (_, 3): image[x, y] = RGBA(red: 255, green: 59, blue: 48).premultiplied
                    default:
                        let a = UInt8(1 + rng.next() % 254)
                        image[x, y] = PremultipliedColor(
                            red: UInt8(rng.next() % UInt64(a + 1)), green: UInt8(rng.next() % UInt64(a + 1)), blue: UInt8(rng.next() % UInt64(a + 1)), alpha: a)
                    }
                }
            }
            let expected = Self.textbookStraightRGBA(image)
            #expect(image.straightRGBA() == expected, "width \(width)")
            expected.withUnsafeBytes { #expect(image.matchesStraightRGBA($0), "width \(width)") }
            // One byte off anywhere is found: in a group of four, in a lone pixel, in the tail.
            for index in stride(from: 0, to: expected.count, by: 5) {
                var changed = expected
                changed[index] ^= 1
                changed.withUnsafeBytes { #expect(!image.matchesStraightRGBA($0), "width \(width), byte \(index)") }
            }
        }
    }

    /// A crop outside the image, with sizes whose sums would overflow, is an error naming the
    /// region, not a trap; one inside copies those pixels.
    @Test func cropsOutsideTheImageThrow() throws {
        var image = try Pixmap(width: 4, height: 3)
        image[2, 1] = RGBA(255, 0, 0).premultiplied
        for (x, y, w, h) in [(Int.max, 0, 1, 1), (0, Int.max, 1, 1), (1, 1, Int.max, 1), (1, 1, 1, Int.max), (-1, 0, 1, 1), (Int.min, 0, 2, 2), (3, 0, 2, 1), (0, 2, 1, 2)] {
            #expect(throws: RasterError.regionOutsideImage(x: x, y: y, width: w, height: h, imageWidth: 4, imageHeight: 3)) {
                try image.cropped(x: x, y: y, width: w, height: h)
            }
        }
        #expect(throws: RasterError.emptyImage(width: 0, height: 1)) { try image.cropped(x: 0, y: 0, width: 0, height: 1) }
        let crop = try image.cropped(x: 2, y: 1, width: 2, height: 2)
        #expect(crop.width == 2 && crop.height == 2 && crop[0, 0] == RGBA(255, 0, 0).premultiplied && crop[1, 1].alpha == 0)
    }

    /// Memory no system can give (half of all 64-bit addresses) is an error carrying the size.
    @Test func memoryTheSystemCannotGiveIsAnError() throws {
        #expect(throws: RasterError.outOfMemory(bytes: Int.max / 2)) { try Allocation.check(bytes: Int.max / 2) }
        #expect(RasterError.outOfMemory(bytes: 3 * 1_048_576).description.contains("3145728 bytes (3 MiB)"))
        try Allocation.check(bytes: 1_048_576)
    }
}
