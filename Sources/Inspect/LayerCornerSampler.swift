import Raster

/// Core Animation's corner as Raster draws it on whole pixels, read one pixel at a time.
///
/// Raster's fast path (`Pixmap.fillRoundedRectComputingCorner`) gives each pixel of a `size` x
/// `size` corner the coverage `LayerCorner.coverage` finds from the pixel centre's signed
/// distance to the finely flattened curve, as a byte; rows past the curve's diagonal point are
/// the top rows read across. Here the same bytes come from the same arithmetic, but for the
/// pixels asked for only, and each from the few chords near it: the curve is monotone (x falls
/// and y rises along it), so the chords within a pixel of a point are one run, found by binary
/// search. A pixel a whole pixel or more from every chord is fully in or out, so only its side
/// is needed. The corner fit asks for a band of pixels; the whole corner would cost its area
/// times the curve's length for every candidate radius.
struct LayerCornerSampler {
    /// The corner's side, in pixels.
    let size: Int
    /// The rows computed from distances; the rows below are those rows read across.
    let rows: Int
    /// The curve and the edges beyond it, as Raster's corner measures them.
    private let outline: LayerCornerOutline
    /// The outline's points, from the top edge to the left edge, in pixels from the corner.
    private var points: [Point] { outline.points }

    init(size: Int, radius: Double) {
        self.size = size
        let segments = LayerCorner.segments
        // Where the middle cubic, symmetric about the diagonal, crosses it.
        let start = segments[0].end, s = segments[1]
        let m = radius * max((start.u + 3 * s.c1.u + 3 * s.c2.u + s.end.u) / 8, (start.v + 3 * s.c1.v + 3 * s.c2.v + s.end.v) / 8)
        // Core Animation's ramp reaches up to half a pixel diagonal inside the curve.
        rows = min(size, Int(m) + 2)
        outline = LayerCornerOutline(size: size, radius: radius)
    }

    /// Where the corner's row `j` (or, past `rows`, its row read across) first has ink, and
    /// where it is first full: 0 before `partial`, 255 from `full` on.
    func starts(row j: Int) -> (partial: Int, full: Int) {
        let limit = j < rows ? size : rows
        // Every pixel before `first` lies outside and a whole pixel or more from the curve.
        let first = j < rows ? Int((curveX(atY: Double(j) + 1.5) - 1.5).rounded(.down)) : Int((curveY(atX: Double(j) + 1.5) - 1.5).rounded(.down))
        var partial = min(max(0, first), limit)
        while partial < limit && alpha(row: j, partial) == 0 { partial += 1 }
        var full = partial
        while full < limit && alpha(row: j, full) != 255 { full += 1 }
        return (partial, full)
    }

    /// The byte at column `i` of the corner's row `j`.
    func alpha(row j: Int, _ i: Int) -> UInt8 {
        if j < rows { return centreAlpha(x: i, y: j) }
        return i < rows ? centreAlpha(x: j, y: i) : 255
    }

    /// The byte of pixel (x, y) of the corner from its centre's distance to the curve.
    private func centreAlpha(x: Int, y: Int) -> UInt8 {
        let c = Point(Double(x) + 0.5, Double(y) + 0.5)
        // Chords k (from points[k - 1] to points[k]) whose boxes come within `reach` of c: a
        // little more than a pixel, so that a chord a pixel away is never left out.
        let reach = 1.5
        let lo = max(1, firstPoint { $0.y >= c.y - reach }, firstPoint { $0.x <= c.x + reach })
        let hi = min(points.count - 1, firstPoint { $0.y > c.y + reach }, firstPoint { $0.x < c.x - reach })
        let nearest = lo <= hi ? outline.nearest(to: c, chords: lo...hi) : (squared: Double.infinity, distance: 0, normal: Point(0, 1))
        // A whole pixel from the curve the ramp is flat: only the side counts.
        guard nearest.squared < 1 else { return c.x > curveX(atY: c.y) ? 255 : 0 }
        let coverage = LayerCorner.coverage(distance: nearest.distance, nx: nearest.normal.x, ny: nearest.normal.y)
        return UInt8((coverage * 255).rounded())
    }

    /// The first point for which `test` holds, where it holds for every later point too (the
    /// points' x falls and y rises); `points.count` when none.
    private func firstPoint(_ test: (Point) -> Bool) -> Int {
        var lo = 0, hi = points.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if test(points[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The curve's x at height `y` (0 below the curve's end on the left edge).
    private func curveX(atY y: Double) -> Double {
        let k = firstPoint { $0.y >= y }
        guard k > 0, k < points.count else { return k == 0 ? points[0].x : 0 }
        let a = points[k - 1], b = points[k]
        return b.y == a.y ? b.x : a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
    }

    /// The curve's y at `x` (0 right of where it leaves the top edge).
    private func curveY(atX x: Double) -> Double {
        let k = firstPoint { $0.x <= x }
        guard k > 0, k < points.count else { return k == 0 ? 0 : points[points.count - 1].y }
        let a = points[k - 1], b = points[k]
        return b.x == a.x ? b.y : a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }
}
