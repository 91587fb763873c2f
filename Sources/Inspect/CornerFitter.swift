import Raster

/// Fits a corner radius for one corner curve by drawing candidate shapes with our own exact-area
/// rasterizer and comparing their coverage with the measured coverage in the four corners.
///
/// Comparing rendered coverage, not edge points, keeps the fit honest for any scale: a
/// candidate's coverage is what a perfect antialiased renderer would show for that radius.
/// Only the band around the corners' outline is compared (`CornerBand`), and each candidate is
/// read at those pixels alone: the rasterizer hands over runs and edge pixels without an
/// image-sized array, and Core Animation's corner is computed pixel by pixel
/// (`LayerCornerSampler`). So a fit costs the box's height and the outline's length for each
/// candidate, not the box's area.
struct CornerFitter {
    /// The shape's measured frame, in region pixels.
    let frame: Rect
    let box: PixelBox
    /// The compared pixels and their measured coverage.
    let band: CornerBand
    /// Grid steps over 0...half the short side before refining.
    static let gridSteps = 32
    /// Golden-section steps after the grid: shrinks the bracket by 0.618 each.
    static let refineSteps = 24

    /// `coverage(x, y)`: the measured coverage (0...1) at region pixel (x, y), nil where the
    /// pixel cannot tell it (a ring's pixel, `RingedEdge`).
    init(frame: Rect, box: PixelBox, coverage: (Int, Int) -> Double?) {
        self.frame = frame
        self.box = box
        band = CornerBand(frame: frame, box: box) { coverage(box.minX + $0, box.minY + $1) }
    }

    /// The best radius (pixels) for `curve`, and its RMS coverage error; `rasterizer` is the
    /// box's size, reused for every candidate.
    func fit(_ curve: CornerCurve, with rasterizer: inout Rasterizer) -> (radius: Double, rms: Double) {
        let local = Rect(x: frame.x - Double(box.minX), y: frame.y - Double(box.minY), width: frame.width, height: frame.height)
        let count = Double(max(1, band.indices.count))
        func error(_ r: Double) -> Double {
            let sum: Double
            if curve == .layer, let sampler = wholePixelLayerCorner(local, radius: r) {
                sum = layerSquaredError(local, sampler)
            } else {
                // Off whole pixels Raster draws Core Animation's corner by area too, as a byte.
                sum = squaredError(Shapes.roundedRect(local, radius: r, curve: curve), bytes: curve == .layer, &rasterizer)
            }
            return (sum / count).squareRoot()
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

    /// The summed squared difference between `path`'s coverage and the measured one over the
    /// band; with `bytes`, the coverage rounded to a byte as a fill stores it.
    private func squaredError(_ path: BezierPath, bytes: Bool, _ rasterizer: inout Rasterizer) -> Double {
        let indices = band.indices, measured = band.measured
        var p = 0, sum = 0.0
        func value(_ c: Float) -> Double { bytes ? Double(UInt32(c * 255 + 0.5)) / 255 : Double(c) }
        // Pixels of rows the path never reaches have no coverage.
        func uncovered(before index: Int) {
            while p < indices.count, indices[p] < index { sum += measured[p] * measured[p]; p += 1 }
        }
        rasterizer.forEachCoverage(of: path, span: { from, to, c in
            uncovered(before: from)
            let v = value(c)
            while p < indices.count, indices[p] < to { let d = v - measured[p]; sum += d * d; p += 1 }
        }, cell: { index, c in
            uncovered(before: index)
            if p < indices.count, indices[p] == index { let d = value(c) - measured[p]; sum += d * d; p += 1 }
        })
        uncovered(before: .max)
        return sum
    }

    /// Core Animation's corner as Raster's fast path draws it, when it does: the frame on whole
    /// pixels inside the box, a radius under half the short side, and corners that do not meet.
    private func wholePixelLayerCorner(_ rect: Rect, radius: Double) -> LayerCornerSampler? {
        let half = min(rect.width, rect.height) / 2
        // At half the short side or more the fast path draws a circular corner, as the path does.
        guard radius > 0, radius < half else { return nil }
        let radius = min(radius, half / LayerCorner.extent)
        let corner = Int((LayerCorner.extent * radius).rounded(.up))
        let whole = [rect.x, rect.y, rect.width, rect.height].allSatisfy { $0 == $0.rounded() && abs($0) < 1e7 }
        guard whole, rect.x >= 0, rect.y >= 0, rect.maxX <= Double(box.width), rect.maxY <= Double(box.height),
              2 * corner <= Int(rect.width), 2 * corner <= Int(rect.height)
        else { return nil }
        return LayerCornerSampler(size: corner, radius: radius)
    }

    /// `squaredError` for the fast path's corner: each corner's rows mirrored from one mask.
    private func layerSquaredError(_ rect: Rect, _ corner: LayerCornerSampler) -> Double {
        let x0 = Int(rect.x), y0 = Int(rect.y), w = Int(rect.width), h = Int(rect.height)
        var starts = [(partial: Int, full: Int)?](repeating: nil, count: corner.size)
        var sum = 0.0
        for (index, m) in zip(band.indices, band.measured) {
            let col = index % box.width - x0, row = index / box.width - y0
            var c = 0.0
            if col >= 0, row >= 0, col < w, row < h {
                let maskRow = row < corner.size ? row : (row >= h - corner.size ? h - 1 - row : -1)
                if maskRow < 0 {
                    c = 1
                } else {
                    let k = min(col, w - 1 - col)
                    let s = starts[maskRow] ?? corner.starts(row: maskRow)
                    starts[maskRow] = s
                    c = k < s.partial ? 0 : (k < s.full ? Double(corner.alpha(row: maskRow, k)) / 255 : 1)
                }
            }
            let d = c - m
            sum += d * d
        }
        return sum
    }

    /// The radius the path really drew: continuous corners clamp to what the sides allow.
    private func effectiveRadius(_ r: Double, curve: CornerCurve) -> Double {
        let half = min(frame.width, frame.height) / 2
        guard curve != .circular, r < half else { return min(r, half) }
        return min(r, half / ContinuousCorner.profile(curve).extent)
    }
}
