/// Box blurs, repeated to approach a Gaussian: the tvOS shadow.
extension Pixmap {
    /// Blurs a layer of one color (a shadow): only alpha varies, so only alpha is blurred, by
    /// `passes` box filters of `radius` pixels (three approach a Gaussian), and the color is
    /// reapplied from the layer's own.
    ///
    /// Each pass is a horizontal then a vertical box of 2 * radius + 1 samples, with zeros
    /// beyond the edges and each result rounded to a whole alpha level, so a pass's output is
    /// again one byte per pixel. Only the rectangle the shape can reach (its bounds grown by
    /// `passes * radius`) is touched: everything outside it stays clear, exactly as a pass over
    /// the whole canvas would leave it.
    package mutating func blurSingleColor(radius: Int, passes: Int) {
        guard radius > 0, passes > 0 else { return }
        let w = width, h = height
        withUnsafeMutablePixels { pixels in
            var color = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
            var minX = w, maxX = -1, minY = h, maxY = -1
            for y in 0..<h {
                for x in 0..<w {
                    let p = PremultipliedColor(packed: pixels[y * w + x])
                    guard p.alpha > 0 else { continue }
                    if p.alpha > color.alpha { color = p }
                    minX = min(minX, x); maxX = max(maxX, x)
                    minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            guard maxX >= 0 else { return }
            let reach = passes * radius
            let region = (x: max(0, minX - reach), y: max(0, minY - reach), maxX: min(w - 1, maxX + reach), maxY: min(h - 1, maxY + reach))
            let rw = region.maxX - region.x + 1, rh = region.maxY - region.y + 1

            var plane = [UInt8](repeating: 0, count: rw * rh)
            plane.withUnsafeMutableBufferPointer { a in
                for y in 0..<rh {
                    for x in 0..<rw { a[y * rw + x] = PremultipliedColor(packed: pixels[(region.y + y) * w + region.x + x]).alpha }
                }
            }
            Pixmap.boxBlur(&plane, width: rw, height: rh, radius: radius, passes: passes)

            let byAlpha = Pixmap.premultipliedLevels(of: color.straight)
            plane.withUnsafeBufferPointer { a in
                for y in 0..<rh {
                    let row = (region.y + y) * w + region.x
                    for x in 0..<rw { pixels[row + x] = byAlpha[Int(a[y * rw + x])] }
                }
            }
        }
    }

    /// Draws the shadow of `path` in `color`, blurred by `passes` box filters of `radius`
    /// pixels, source-over: the same pixels as filling `path` into a clear layer, blurring it
    /// with `blurSingleColor` and drawing the layer, without the layer. Memory is two bytes a
    /// pixel of the rectangle the shadow can reach, not four of the whole image.
    ///
    /// With `clip`, the shadow is blurred as if the layer had no edges (what falls beyond the
    /// image still spreads back into it), then kept only where `clip` covers, scaled by its
    /// coverage: a switch's knob casts its shadow on the track, whose edge is the image's.
    package mutating func drawBlurredShadow(of path: BezierPath, color: RGBA, radius: Int, passes: Int, clippedTo clip: BezierPath? = nil) {
        guard let bounds = path.controlBounds else { return }
        let reachPixels = max(0, radius) * max(0, passes)
        let reach = Double(reachPixels)
        // The layer: the canvas, or with a clip the canvas grown by the reach (nothing farther
        // out can spread into the canvas).
        let (lo, hiX, hiY) = clip == nil ? (0, width, height) : (-reachPixels, width + reachPixels, height + reachPixels)
        let x0 = max(lo, Int((bounds.x - reach).rounded(.down))), y0 = max(lo, Int((bounds.y - reach).rounded(.down)))
        let x1 = min(hiX, Int((bounds.maxX + reach).rounded(.up)) + 1), y1 = min(hiY, Int((bounds.maxY + reach).rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return }
        let rw = x1 - x0, rh = y1 - y0
        // The layer's alpha where the fill covers a pixel: the color scaled by its coverage.
        let solid = color.premultiplied.packed
        let scaled = (0...255).map { UInt8(truncatingIfNeeded: Blend.scale(solid, UInt32($0)) >> 24) }
        var rasterizer = Rasterizer(width: rw, height: rh)
        var plane = rasterizer.alphas(of: path.applying(.translation(-Double(x0), -Double(y0))))
        for i in plane.indices { plane[i] = scaled[Int(plane[i])] }
        Pixmap.boxBlur(&plane, width: rw, height: rh, radius: radius, passes: passes)
        if let clip {
            let inside = rasterizer.alphas(of: clip.applying(.translation(-Double(x0), -Double(y0))))
            plane.withUnsafeMutableBufferPointer { a in
                inside.withUnsafeBufferPointer { c in
                    for i in a.indices where a[i] != 0 { a[i] = UInt8((UInt32(a[i]) * UInt32(c[i]) + 127) / 255) }
                }
            }
        }
        let byAlpha = Pixmap.premultipliedLevels(of: color)
        let w = width
        // Only the part of the layer inside the image is drawn.
        let cx0 = max(0, x0), cy0 = max(0, y0), cx1 = min(width, x1), cy1 = min(height, y1)
        guard cx0 < cx1, cy0 < cy1 else { return }
        withUnsafeMutablePixels { pixels in
            plane.withUnsafeBufferPointer { a in
                for y in cy0..<cy1 {
                    let row = y * w, from = (y - y0) * rw - x0
                    for x in cx0..<cx1 where a[from + x] != 0 {
                        pixels[row + x] = Blend.sourceOver(byAlpha[Int(a[from + x])], pixels[row + x])
                    }
                }
            }
        }
    }

    /// One premultiplied pixel of `color`'s red, green and blue per alpha level, computed as
    /// each pixel would be.
    private static func premultipliedLevels(of color: RGBA) -> [UInt32] {
        (0...255).map { a -> UInt32 in
            a == 0 ? 0 : RGBA(red: color.red, green: color.green, blue: color.blue, alpha: UInt8(a)).premultiplied.packed
        }
    }

    /// A running-sum box along each row, in place (each row is copied to `line` first).
    private static func blurRows(
        _ a: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, radius: Int, line: UnsafeMutableBufferPointer<Int32>,
        divide: BoxDivision
    ) {
        let enterUntil = width - radius - 1
        for y in 0..<height {
            let row = a.baseAddress! + y * width
            for x in 0..<width { line[x] = Int32(row[x]) }
            var sum: Int32 = 0
            for x in 0...min(radius, width - 1) { sum &+= line[x] }
            var x = 0
            while x < width {
                row[x] = divide(sum)
                if x >= radius { sum &-= line[x - radius] }
                if x < enterUntil { sum &+= line[x + radius + 1] }
                x += 1
            }
        }
    }

    /// `passes` boxes of 2 * radius + 1 samples over a plane of alphas, each a horizontal then
    /// a vertical pass, in place: the one blur both the layer and the shadow use.
    static func boxBlur(_ plane: inout [UInt8], width rw: Int, height rh: Int, radius: Int, passes: Int) {
        guard radius > 0, passes > 0, rw > 0, rh > 0 else { return }
        var line = [Int32](repeating: 0, count: max(rw, rh) + 1)
        // The vertical pass works in place, keeping the rows it still needs in a ring.
        var ring = [UInt8](repeating: 0, count: (radius + 1) * rw)
        let divide = BoxDivision(size: 2 * radius + 1)
        for _ in 0..<passes {
            plane.withUnsafeMutableBufferPointer { a in
                line.withUnsafeMutableBufferPointer { line in
                    Pixmap.blurRows(a, width: rw, height: rh, radius: radius, line: line, divide: divide)
                    ring.withUnsafeMutableBufferPointer { ring in
                        Pixmap.blurColumnsInPlace(a, width: rw, height: rh, radius: radius, sums: line, ring: ring, divide: divide)
                    }
                }
            }
        }
    }
}

extension Pixmap {
    /// A running-sum box down each column, a row at a time (`sums` holds every column's window,
    /// so memory is read in order), writing into `a` itself: before row y is overwritten it is
    /// kept in `ring` (radius + 1 rows), where it is read again as the row leaving the box at
    /// row y + radius. A ring slot is reused only at row y + radius + 1, after that read.
    fileprivate static func blurColumnsInPlace(
        _ a: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, radius: Int,
        sums: UnsafeMutableBufferPointer<Int32>, ring: UnsafeMutableBufferPointer<UInt8>, divide: BoxDivision
    ) {
        let zeros = [UInt8](repeating: 0, count: width)
        zeros.withUnsafeBufferPointer { zeros in
            let base = a.baseAddress!, sums = sums.baseAddress!, ringBase = ring.baseAddress!
            let slots = radius + 1
            for x in 0..<width { sums[x] = 0 }
            for y in 0...min(radius, height - 1) {
                for x in 0..<width { sums[x] &+= Int32(base[y * width + x]) }
            }
            for y in 0..<height {
                let target = base + y * width
                (ringBase + (y % slots) * width).update(from: target, count: width)
                let leaving = y - radius >= 0 ? UnsafePointer(ringBase + ((y - radius) % slots) * width) : zeros.baseAddress!
                let entering = y + radius + 1 < height ? UnsafePointer(base + (y + radius + 1) * width) : zeros.baseAddress!
                for x in 0..<width {
                    let sum = sums[x]
                    target[x] = divide(sum)
                    sums[x] = sum &- Int32(leaving[x]) &+ Int32(entering[x])
                }
            }
        }
    }
}

/// `(sum + size / 2) / size` for a box of `size` samples of 0...255, by a multiply and a
/// shift, which vectorizes where a division does not. With m = ceil(2^k / size) the quotient
/// of n is exact while n < 2^k / size; n is below 256 * size, so k = 23 (32-bit products)
/// serves boxes of up to 181 samples and k = 32 (64-bit) those below 4096; larger ones divide.
struct BoxDivision {
    let size: Int32
    /// m for k = 23, when the box is small enough for it.
    let narrow: UInt32?
    private let wide: UInt64?

    init(size: Int) {
        self.size = Int32(size)
        narrow = size <= 181 ? UInt32(((1 << 23) + size - 1) / size) : nil
        wide = size < 4096 ? ((1 << 32) + UInt64(size) - 1) / UInt64(size) : nil
    }

    @inline(__always) func callAsFunction(_ sum: Int32) -> UInt8 {
        let n = sum &+ size / 2
        if let narrow { return UInt8(truncatingIfNeeded: (UInt32(bitPattern: n) &* narrow) >> 23) }
        if let wide { return UInt8(truncatingIfNeeded: (UInt64(n) &* wide) >> 32) }
        return UInt8(n / size)
    }
}
