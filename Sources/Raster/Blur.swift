/// Box blurs, repeated to approach a Gaussian: the tvOS shadow.
extension Image {
    /// Blurs a layer of one color (a shadow): only alpha varies, so only alpha is blurred, by
    /// `passes` box filters of `radius` pixels (three approach a Gaussian), and the color is
    /// reapplied from the layer's own.
    public mutating func blurSingleColor(radius: Int, passes: Int) {
        guard radius > 0 else { return }
        let w = width, h = height
        withUnsafeMutablePixels { pixels in
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
                        Image.blurLines(a, line, count: h, length: w, stride: 1, step: w, radius: radius)
                        Image.blurLines(a, line, count: w, length: h, stride: w, step: 1, radius: radius)
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
