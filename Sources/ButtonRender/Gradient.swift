import Raster

/// Vertical gradients: the macOS default button's face.
enum Gradient {
    /// Fills `path` with a color interpolated per pixel row from `top` (at y0) to `bottom` (at y1).
    static func fillVertical(
        _ path: Path, top: Color, bottom: Color, from y0: Double, to y1: Double, into image: inout Image,
        rasterizer: inout Rasterizer
    ) {
        let coverage = rasterizer.coverage(of: path)
        let width = image.width, height = image.height
        image.withUnsafeMutablePixels { pixels in
            for y in 0..<height {
                let t = min(1, max(0, (Double(y) + 0.5 - y0) / max(1e-9, y1 - y0)))
                func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
                let row = Color(
                    red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue),
                    alpha: mix(top.alpha, bottom.alpha))
                for x in 0..<width {
                    let c = coverage[y * width + x]
                    guard c > 0 else { continue }
                    let source = row.multiplyingAlpha(Double(c)).premultiplied.packed
                    pixels[y * width + x] = Compose.sourceOver(source, pixels[y * width + x])
                }
            }
        }
    }
}

/// Source-over of packed premultiplied pixels, for the few loops outside `Raster`.
enum Compose {
    static func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sp = PremultipliedColor(packed: s), dp = PremultipliedColor(packed: d)
        let inv = 255 - UInt32(sp.alpha)
        func ch(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(min(255, UInt32(a) + (UInt32(b) * inv + 127) / 255)) }
        return PremultipliedColor(red: ch(sp.red, dp.red), green: ch(sp.green, dp.green), blue: ch(sp.blue, dp.blue), alpha: ch(sp.alpha, dp.alpha)).packed
    }
}

/// A box blur of every channel, repeated to approach a Gaussian: the tvOS shadow.
enum BoxBlur {
    static func blur(_ image: inout Image, radius: Int, passes: Int) {
        guard radius > 0 else { return }
        let w = image.width, h = image.height
        image.withUnsafeMutablePixels { pixels in
            var channels = [[Int]](repeating: [Int](repeating: 0, count: w * h), count: 4)
            for i in 0..<(w * h) {
                let p = PremultipliedColor(packed: pixels[i])
                channels[0][i] = Int(p.red); channels[1][i] = Int(p.green); channels[2][i] = Int(p.blue); channels[3][i] = Int(p.alpha)
            }
            for c in 0..<4 {
                for _ in 0..<passes {
                    blurLines(&channels[c], count: h, length: w, stride: 1, step: w, radius: radius)
                    blurLines(&channels[c], count: w, length: h, stride: w, step: 1, radius: radius)
                }
            }
            for i in 0..<(w * h) {
                pixels[i] = PremultipliedColor(
                    red: UInt8(channels[0][i]), green: UInt8(channels[1][i]), blue: UInt8(channels[2][i]), alpha: UInt8(channels[3][i])).packed
            }
        }
    }

    /// Running-sum box filter along `count` lines of `length` samples.
    private static func blurLines(_ v: inout [Int], count: Int, length: Int, stride: Int, step: Int, radius: Int) {
        var line = [Int](repeating: 0, count: length)
        let size = 2 * radius + 1
        for l in 0..<count {
            let base = l * step
            for i in 0..<length { line[i] = v[base + i * stride] }
            var sum = 0
            for i in -radius...radius where i >= 0 && i < length { sum += line[i] }
            for i in 0..<length {
                v[base + i * stride] = (sum + size / 2) / size
                let out = i - radius, inn = i + radius + 1
                if out >= 0 { sum -= line[out] }
                if inn < length { sum += line[inn] }
            }
        }
    }
}
