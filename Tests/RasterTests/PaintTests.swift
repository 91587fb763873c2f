import Testing
@testable import Raster

@Suite struct PaintTests {
    /// Rows take the color at their centre; the edges keep the exact coverage of a solid fill.
    @Test func verticalGradient() throws {
        var image = try Pixmap(width: 20, height: 40)
        var raster = Rasterizer(width: 20, height: 40)
        let top = RGBA(red: 39, green: 125, blue: 255), bottom = RGBA(red: 1, green: 101, blue: 255)
        raster.fill(Shapes.rect(Rect(x: 2.5, y: 0, width: 15, height: 40)), verticalGradientFrom: top, at: 0, to: bottom, at: 40, into: &image)
        // Row 0's centre is 1/80 of the way down; row 39's is 79/80.
        #expect(image[10, 0] == RGBA(red: 39, green: 125, blue: 255).premultiplied)
        #expect(image[10, 39] == RGBA(red: 1, green: 101, blue: 255).premultiplied)
        #expect(image[10, 20].green == 113)  // halfway between 125 and 101
        #expect(image[2, 10].alpha == 128 && image[17, 10].alpha == 128)  // half-covered edge columns
        #expect(image[1, 10].alpha == 0)
    }

    /// Blurring moves alpha but keeps its total (up to rounding) and keeps a centred shape symmetric.
    @Test func blurKeepsMassAndSymmetry() throws {
        var image = try Pixmap(width: 41, height: 41)
        image.fill(Shapes.rect(Rect(x: 15, y: 15, width: 11, height: 11)), with: RGBA(red: 0, green: 0, blue: 0, alpha: 200))
        let before = image.pixels.reduce(0) { $0 + Int(PremultipliedColor(packed: $1).alpha) }
        image.blurSingleColor(radius: 3, passes: 3)
        let after = image.pixels.reduce(0) { $0 + Int(PremultipliedColor(packed: $1).alpha) }
        #expect(abs(after - before) < before / 50)
        #expect(image[20, 20].alpha < 200 && image[20, 20].alpha > 100)
        #expect(image[11, 20] == image[29, 20] && image[20, 11] == image[20, 29])
        #expect(image[0, 0].alpha == 0)
    }

    /// The blur is its definition: per pass, each sample becomes the rounded mean of the
    /// 2r + 1 samples around it (zeros beyond the canvas), along rows, then along columns.
    /// Checked against that definition written out directly, on shapes away from and against
    /// the canvas edges and on noise.
    @Test func blurMatchesTheBoxDefinition() throws {
        func reference(_ alpha: [Int], width w: Int, height h: Int, radius r: Int, passes: Int) -> [Int] {
            var a = alpha
            let size = 2 * r + 1
            for _ in 0..<passes {
                var b = a
                for y in 0..<h {
                    for x in 0..<w {
                        var sum = 0
                        for k in -r...r where x + k >= 0 && x + k < w { sum += a[y * w + x + k] }
                        b[y * w + x] = (sum + size / 2) / size
                    }
                }
                for y in 0..<h {
                    for x in 0..<w {
                        var sum = 0
                        for k in -r...r where y + k >= 0 && y + k < h { sum += b[(y + k) * w + x] }
                        a[y * w + x] = (sum + size / 2) / size
                    }
                }
            }
            return a
        }
        var generator = SplitMix64(state: 7)
        let shapes: [(Int, Int, (inout Pixmap) -> Void)] = [
            (41, 37, { $0.fill(Shapes.rect(Rect(x: 15.3, y: 12, width: 9.5, height: 11)), with: RGBA(red: 0, green: 0, blue: 0, alpha: 200)) }),
            (30, 24, { $0.fill(Shapes.roundedRect(Rect(x: -3, y: 2, width: 20, height: 30), radius: 6, curve: .continuous), with: RGBA(red: 10, green: 20, blue: 30, alpha: 255)) }),
            (5, 4, { $0.fill(Shapes.rect(Rect(x: 1, y: 1, width: 2.5, height: 2)), with: RGBA(red: 0, green: 0, blue: 0, alpha: 255)) }),
            (23, 19, { image in
                for y in 3..<16 { for x in 2..<21 { image[x, y] = RGBA(red: 0, green: 0, blue: 0, alpha: UInt8(generator.next() % 256)).premultiplied } }
            }),
        ]
        for (w, h, draw) in shapes {
            for (radius, passes) in [(1, 1), (2, 3), (3, 3), (5, 2), (12, 1)] {
                var image = try Pixmap(width: w, height: h)
                draw(&image)
                let alpha = (0..<(w * h)).map { Int(image[$0 % w, $0 / w].alpha) }
                let expected = reference(alpha, width: w, height: h, radius: radius, passes: passes)
                image.blurSingleColor(radius: radius, passes: passes)
                let got = (0..<(w * h)).map { Int(image[$0 % w, $0 / w].alpha) }
                #expect(got == expected, "\(w)x\(h) radius \(radius) passes \(passes)")
            }
        }
    }

    /// The multiply-and-shift division equals integer division on every sum a box can hold.
    @Test func boxDivisionIsExact() {
        for size in Array(1...65) + [255, 1001, 4095, 4096, 5000] {
            let divide = BoxDivision(size: size)
            let sums = size <= 65 ? Array(0...(255 * size)) : [0, 1, size / 2, size, 127 * size + size / 2, 255 * size - 1, 255 * size]
            for sum in sums {
                #expect(Int(divide(Int32(sum))) == (sum + size / 2) / size, "size \(size), sum \(sum)")
            }
        }
    }
}
