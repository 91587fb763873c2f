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

/// A box blur repeated to approach a Gaussian: the tvOS shadow.
enum BoxBlur {
    /// Blurs a layer of one color (the shadow's): only alpha varies, so only alpha is
    /// blurred and the color is reapplied, premultiplied, from the layer's own value.
    static func blur(_ image: inout Image, radius: Int, passes: Int) {
        guard radius > 0 else { return }
        let w = image.width, h = image.height
        image.withUnsafeMutablePixels { pixels in
            var color = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
            var alpha = [Int32](repeating: 0, count: w * h)
            for i in 0..<(w * h) {
                let p = PremultipliedColor(packed: pixels[i])
                alpha[i] = Int32(p.alpha)
                if p.alpha > color.alpha { color = p }
            }
            var line = [Int32](repeating: 0, count: max(w, h))
            alpha.withUnsafeMutableBufferPointer { a in
                line.withUnsafeMutableBufferPointer { line in
                    for _ in 0..<passes {
                        blurLines(a, line, count: h, length: w, stride: 1, step: w, radius: radius)
                        blurLines(a, line, count: w, length: h, stride: w, step: 1, radius: radius)
                    }
                }
            }
            let straight = color.straight
            for i in 0..<(w * h) {
                pixels[i] = alpha[i] == 0 ? 0 : Color(red: straight.red, green: straight.green, blue: straight.blue, alpha: UInt8(alpha[i])).premultiplied.packed
            }
        }
    }

    /// Running-sum box filter along `count` lines of `length` samples.
    private static func blurLines(
        _ v: UnsafeMutableBufferPointer<Int32>, _ line: UnsafeMutableBufferPointer<Int32>, count: Int, length: Int, stride: Int,
        step: Int, radius: Int
    ) {
        let size = Int32(2 * radius + 1)
        for l in 0..<count {
            let base = l * step
            for i in 0..<length { line[i] = v[base + i * stride] }
            var sum: Int32 = 0
            for i in 0...min(radius, length - 1) { sum += line[i] }
            for i in 0..<length {
                v[base + i * stride] = (sum + size / 2) / size
                let out = i - radius, inn = i + radius + 1
                if out >= 0 { sum -= line[out] }
                if inn < length { sum += line[inn] }
            }
        }
    }
}
