/// Glass: what lies under a shape, blurred and recoloured, seen through the shape.
extension Pixmap {
    /// Replaces what lies under `path` with itself blurred by `passes` boxes of `radius` pixels
    /// and mapped through `matrix`, through the path's exact-area coverage: a pixel the path
    /// covers by c becomes c of the filtered colour and 1 - c of its own.
    ///
    /// The blur reads the image beyond the path's bounds by its reach; past the image's edge the
    /// edge pixels extend (a backdrop continues beyond the canvas, it does not turn black), so
    /// a uniform backdrop blurs to itself exactly. Colours are recoloured straight, each kept at
    /// its own alpha. Memory is five bytes a pixel of the reach's rectangle.
    package mutating func filterBackdrop(inside path: BezierPath, radius: Int, passes: Int, matrix: ColorMatrix) {
        guard let bounds = path.controlBounds else { return }
        let x0 = max(0, Int(bounds.x.rounded(.down))), y0 = max(0, Int(bounds.y.rounded(.down)))
        let x1 = min(width, Int(bounds.maxX.rounded(.up)) + 1), y1 = min(height, Int(bounds.maxY.rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return }
        let reach = max(0, radius) * max(0, passes)
        // The blur's rectangle: the path's, grown by the reach, read with the edges extended.
        let bx0 = x0 - reach, by0 = y0 - reach, bw = x1 - x0 + 2 * reach, bh = y1 - y0 + 2 * reach
        // One plane a channel (premultiplied), read in one pass: the blur works a plane at a time.
        var red = [UInt8](repeating: 0, count: bw * bh), green = red, blue = red, alpha = red
        let w = width, h = height
        withUnsafeMutablePixels { pixels in
            red.withUnsafeMutableBufferPointer { r in
                green.withUnsafeMutableBufferPointer { g in
                    blue.withUnsafeMutableBufferPointer { b in
                        alpha.withUnsafeMutableBufferPointer { a in
                            for y in 0..<bh {
                                let row = min(h - 1, max(0, by0 + y)) * w
                                for x in 0..<bw {
                                    let p = PremultipliedColor(packed: pixels[row + min(w - 1, max(0, bx0 + x))])
                                    let i = y * bw + x
                                    (r[i], g[i], b[i], a[i]) = (p.red, p.green, p.blue, p.alpha)
                                }
                            }
                        }
                    }
                }
            }
        }
        Pixmap.boxBlur(&red, width: bw, height: bh, radius: radius, passes: passes)
        Pixmap.boxBlur(&green, width: bw, height: bh, radius: radius, passes: passes)
        Pixmap.boxBlur(&blue, width: bw, height: bh, radius: radius, passes: passes)
        Pixmap.boxBlur(&alpha, width: bw, height: bh, radius: radius, passes: passes)
        var rasterizer = Rasterizer(width: x1 - x0, height: y1 - y0)
        let coverage = rasterizer.alphas(of: path.applying(.translation(-Double(x0), -Double(y0))))
        let cw = x1 - x0
        withUnsafeMutablePixels { pixels in
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let cover = UInt32(coverage[(y - y0) * cw + (x - x0)])
                    guard cover > 0 else { continue }
                    let i = (y - by0) * bw + (x - bx0)
                    let blurred = PremultipliedColor(red: red[i], green: green[i], blue: blue[i], alpha: alpha[i])
                    let filtered = blurred.alpha == 0 ? 0 : matrix.apply(blurred.straight).premultiplied.packed
                    let own = pixels[y * w + x]
                    pixels[y * w + x] = cover == 255 ? filtered : Blend.mix(own, filtered, cover)
                }
            }
        }
    }
}
