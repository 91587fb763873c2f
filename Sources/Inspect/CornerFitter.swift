import Raster

/// Fits a corner radius for one corner curve by drawing candidate shapes with our own exact-area
/// rasterizer and comparing their coverage with the measured coverage in the four corners.
///
/// Comparing rendered coverage, not edge points, keeps the fit honest for any scale: a
/// candidate's coverage is what a perfect antialiased renderer would show for that radius.
struct CornerFitter {
    /// The shape's measured frame, in region pixels.
    let frame: Rect
    /// The measured coverage of the box's pixels, row-major, `box.width` a row.
    let measured: [Double]
    let box: PixelBox
    /// Grid steps over 0...half the short side before refining.
    static let gridSteps = 32
    /// Golden-section steps after the grid: shrinks the bracket by 0.618 each.
    static let refineSteps = 24

    /// Pixels past the first fully covered one that each walk still compares, so that a
    /// candidate leaving the shape's edge uncovered is penalised.
    static let pastFull = 2

    /// The pixels compared: in the four corner squares (each as wide as half the short side),
    /// what each row and column passes from the box's edge to just past its first fully
    /// covered pixel. That band holds the corner's outline and the backdrop outside it, and
    /// never the label inside.
    private var cornerPixels: [Int] {
        let side = min(Int((min(frame.width, frame.height) / 2).rounded(.up)) + 1, box.width, box.height)
        var chosen = Set<Int>()
        func walk(_ index: (Int) -> Int, length: Int) {
            var past = -1
            for i in 0..<length {
                let k = index(i)
                chosen.insert(k)
                if past < 0, measured[k] >= 0.999 { past = 0 }
                if past >= 0 { past += 1; if past > Self.pastFull { break } }
            }
        }
        let w = box.width, h = box.height
        for y in 0..<h where y < side || y >= h - side {
            walk({ y * w + $0 }, length: w / 2)
            walk({ y * w + (w - 1 - $0) }, length: w / 2)
        }
        for x in 0..<w where x < side || x >= w - side {
            walk({ $0 * w + x }, length: h / 2)
            walk({ (h - 1 - $0) * w + x }, length: h / 2)
        }
        return chosen.sorted()
    }

    /// The best radius (pixels) for `curve`, and its RMS coverage error.
    func fit(_ curve: CornerCurve) -> (radius: Double, rms: Double) {
        var rasterizer = Rasterizer(width: box.width, height: box.height)
        let pixels = cornerPixels
        let local = Rect(x: frame.x - Double(box.minX), y: frame.y - Double(box.minY), width: frame.width, height: frame.height)
        // Core Animation's corner is antialiased by distance, not area: draw it as the renderer does.
        func coverage(_ r: Double) -> [Double] {
            guard curve == .layer, var image = try? Pixmap(width: box.width, height: box.height) else {
                return rasterizer.coverage(of: Shapes.roundedRect(local, radius: r, curve: curve)).map { Double($0) }
            }
            image.fillRoundedRectComputingCorner(local, radius: r, curve: .layer, with: .white)
            return image.pixels.map { Double(PremultipliedColor(packed: $0).alpha) / 255 }
        }
        func error(_ r: Double) -> Double {
            let c = coverage(r)
            var sum = 0.0
            for i in pixels { let d = Double(c[i]) - measured[i]; sum += d * d }
            return (sum / Double(max(1, pixels.count))).squareRoot()
        }
        let half = min(frame.width, frame.height) / 2
        let step = half / Double(Self.gridSteps)
        var best = (r: 0.0, e: error(0))
        for i in 1...Self.gridSteps {
            let r = Double(i) * step
            let e = error(r)
            if e < best.e { best = (r, e) }
        }
        var lo = max(0, best.r - step), hi = min(half, best.r + step)
        let g = (5.0.squareRoot() - 1) / 2
        var a = hi - g * (hi - lo), b = lo + g * (hi - lo)
        var ea = error(a), eb = error(b)
        for _ in 0..<Self.refineSteps {
            if ea < eb { hi = b; b = a; eb = ea; a = hi - g * (hi - lo); ea = error(a) }
            else { lo = a; a = b; ea = eb; b = lo + g * (hi - lo); eb = error(b) }
        }
        let r = (lo + hi) / 2
        let e = error(r)
        return e <= best.e ? (effectiveRadius(r, curve: curve), e) : (effectiveRadius(best.r, curve: curve), best.e)
    }

    /// The radius the path really drew: continuous corners clamp to what the sides allow.
    private func effectiveRadius(_ r: Double, curve: CornerCurve) -> Double {
        let half = min(frame.width, frame.height) / 2
        guard curve != .circular, r < half else { return min(r, half) }
        return min(r, half / ContinuousCorner.profile(curve).extent)
    }
}
