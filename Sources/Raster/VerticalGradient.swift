/// A vertical linear gradient paint: the macOS default button's face.
extension Rasterizer {
    /// Fills `path` with a color that runs from `top` at y = `y0` to `bottom` at y = `y1`
    /// (pixels; clamped beyond them). Each pixel row takes the color at its centre, and
    /// coverage is the same exact area as a solid fill's.
    package mutating func fill(
        _ path: BezierPath, verticalGradientFrom top: RGBA, at y0: Double, to bottom: RGBA, at y1: Double, into image: inout Pixmap
    ) {
        let coverage = self.coverage(of: path)
        let width = image.width, height = image.height
        image.withUnsafeMutablePixels { pixels in
            for y in 0..<height {
                let t = min(1, max(0, (Double(y) + 0.5 - y0) / max(1e-9, y1 - y0)))
                func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
                let row = RGBA(
                    red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue),
                    alpha: mix(top.alpha, bottom.alpha)
                ).premultiplied.packed
                for x in 0..<width {
                    let alpha = UInt32(min(1, coverage[y * width + x]) * 255 + 0.5)
                    guard alpha != 0 else { continue }
                    pixels[y * width + x] = Blend.sourceOver(Blend.scale(row, alpha), pixels[y * width + x])
                }
            }
        }
    }
}
