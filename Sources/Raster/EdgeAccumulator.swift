/// Writes the signed area deltas of edges into a rasterizer's cells, through raw pointers so
/// the hot path has no bounds or uniqueness checks.
///
/// Guarantees: writes only inside `cells[0 ..< width * height]` and
/// `touched[0 ..< wordsPerRow * height]`: rows outside the image are skipped, columns right
/// of it dropped (they cannot change a pixel), columns left of it folded into column 0 (they
/// still count in the row's running sum).
struct EdgeAccumulator {
    let cells: UnsafeMutablePointer<Float>
    let touched: UnsafeMutablePointer<UInt64>
    let width: Int
    /// Rows of the band the cells hold.
    let height: Int
    /// The image row the band starts at: edges are moved up by it, so row 0 of the cells is
    /// that row and everything above or below the band is skipped.
    let bandTop: Double
    let wordsPerRow: Int
    var minRow: Int
    var maxRow: Int

    mutating func addPath(_ path: BezierPath, transform t: Transform, tolerance: Double) {
        var start = Point(0, 0), current = Point(0, 0), open = false
        for element in path.elements {
            switch element {
            case .move(let p):
                if open { addLine(current, start) }
                start = t.apply(p)
                current = start
                open = true
            case .line(let p):
                let q = t.apply(p)
                addLine(current, q)
                current = q
                open = true
            case .quad(let c, let p):
                let (tc, tp) = (t.apply(c), t.apply(p))
                var last = current
                Flattening.forEachQuadPoint(current, tc, tp, tolerance: tolerance) { q in
                    addLine(last, q)
                    last = q
                }
                current = tp
                open = true
            case .cubic(let c1, let c2, let p):
                let (t1, t2, tp) = (t.apply(c1), t.apply(c2), t.apply(p))
                var last = current
                Flattening.forEachCubicPoint(current, t1, t2, tp, tolerance: tolerance) { q in
                    addLine(last, q)
                    last = q
                }
                current = tp
                open = true
            case .close:
                addLine(current, start)
                current = start
            }
        }
        if open { addLine(current, start) }
    }

    /// Adds one edge, row by row.
    @inline(__always) mutating func addLine(_ start: Point, _ end: Point) {
        guard start.y != end.y, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let p0 = Point(start.x, start.y - bandTop), p1 = Point(end.x, end.y - bandTop)
        let direction: Double = p0.y < p1.y ? 1 : -1
        let (a, b) = p0.y < p1.y ? (p0, p1) : (p1, p0)
        let yStart = max(a.y, 0), yEnd = min(b.y, Double(height))
        guard yStart < yEnd else { return }
        let dxdy = (b.x - a.x) / (b.y - a.y)
        let firstRow = Int(yStart), lastRow = ceiling(yEnd) - 1
        minRow = min(minRow, firstRow)
        maxRow = max(maxRow, lastRow)
        var top = yStart
        var xTop = a.x + (yStart - a.y) * dxdy
        for row in firstRow...lastRow {
            let bottom = min(Double(row + 1), yEnd)
            let xBottom = a.x + (bottom - a.y) * dxdy
            if bottom > top {
                addRowCrossing(row: row, xa: xTop, xb: xBottom, area: (bottom - top) * direction)
            }
            top = bottom
            xTop = xBottom
        }
    }

    /// The part of an edge inside one row, from x `xa` to `xb`, with signed height `d`.
    ///
    /// Along the crossing x is spread evenly over [lo, hi], so the area it adds to pixel i is
    /// `d * mean(clamp(i + 1 - x, 0, 1))`, whose integral is the ramp integral `ramp`.
    @inline(__always) private mutating func addRowCrossing(row: Int, xa: Double, xb: Double, area d: Double) {
        // Far outside the image only the total matters; the clamp keeps integer conversion safe.
        let lo = min(max(min(xa, xb), -Self.farAway), Self.farAway)
        let hi = min(max(max(xa, xb), -Self.farAway), Self.farAway)
        let i0 = floor(lo)
        if hi <= Double(i0 + 1) {
            let covered = d * (Double(i0 + 1) - (lo + hi) / 2)
            addCell(row, i0, covered)
            addCell(row, i0 + 1, d - covered)
            return
        }
        let i1 = ceiling(hi)
        let scale = d / (hi - lo)
        if i0 >= 0 && i1 < width {
            addInsideCrossing(row: row, lo: lo, hi: hi, i0: i0, i1: i1, d: d, scale: scale)
            return
        }
        // Cells left of the image fold into column 0 as one sum; cells right of it are dropped.
        let first = max(i0, 0), last = min(i1, width)
        var previous = 0.0
        if i0 < 0 {
            previous = (ramp(Double(first) - lo) - ramp(Double(first) - hi)) * scale
            addCell(row, 0, previous)
        }
        if first < last {
            for i in first..<last {
                let u = Double(i + 1)
                let covered = (ramp(u - lo) - ramp(u - hi)) * scale
                addCell(row, i, covered - previous)
                previous = covered
            }
        }
        addCell(row, i1, d - previous)
    }

    /// A crossing over cells i0...i1 (i1 >= i0 + 2), all inside the image.
    ///
    /// Between its first and last cell every cell is crossed over its full width, so each
    /// receives the same share, `scale`: only the two cells at each end need the ramp.
    @inline(__always) private mutating func addInsideCrossing(row: Int, lo: Double, hi: Double, i0: Int, i1: Int, d: Double, scale: Double) {
        let base = row &* width
        // Cell i0: the edge leaves it at its right side (hi > i0 + 1).
        var previous = ramp(Double(i0 &+ 1) - lo) * scale
        cells[base &+ i0] += Float(previous)
        if i1 &- 2 >= i0 &+ 1 {
            // Cells i0+1 ... i1-2 lie wholly inside [lo, hi]: covered = (i + 1 - lo - 0.5) * scale.
            let second = (Double(i0 &+ 2) - lo - 0.5) * scale
            cells[base &+ i0 &+ 1] += Float(second - previous)
            let share = Float(scale)
            var i = i0 &+ 2
            while i <= i1 &- 2 {
                cells[base &+ i] += share
                i &+= 1
            }
            previous = (Double(i1 &- 1) - lo - 0.5) * scale
        }
        let last = (ramp(Double(i1) - lo) - ramp(Double(i1) - hi)) * scale
        cells[base &+ i1 &- 1] += Float(last - previous)
        cells[base &+ i1] += Float(d - last)
        markRange(row, i0, i1)
    }

    /// Marks cells first...last of a row as touched, a word at a time.
    @inline(__always) private func markRange(_ row: Int, _ first: Int, _ last: Int) {
        var word = first >> 6
        let lastWord = last >> 6
        let rowBase = row &* wordsPerRow
        while word <= lastWord {
            let low = word == first >> 6 ? first & 63 : 0
            let high = word == lastWord ? last & 63 : 63
            let bits = high - low == 63 ? UInt64.max : ((1 as UInt64) &<< UInt64(high - low + 1) &- 1) &<< UInt64(low)
            touched[rowBase &+ word] |= bits
            word &+= 1
        }
    }

    /// Coordinates beyond this many pixels are clamped before any integer conversion.
    static let farAway = 1e9

    /// floor(v) as an integer, by truncation: `rounded(.down)` is a libm call on baseline x86-64.
    @inline(__always) private func floor(_ v: Double) -> Int {
        let i = Int(v)
        return Double(i) > v ? i - 1 : i
    }

    @inline(__always) private func ceiling(_ v: Double) -> Int {
        let i = Int(v)
        return Double(i) < v ? i + 1 : i
    }

    /// The integral from 0 to v of clamp(t, 0, 1).
    @inline(__always) private func ramp(_ v: Double) -> Double {
        v <= 0 ? 0 : (v < 1 ? v * v / 2 : v - 0.5)
    }

    @inline(__always) private func addCell(_ row: Int, _ column: Int, _ value: Double) {
        guard column < width else { return }
        let x = max(column, 0)
        cells[row &* width &+ x] += Float(value)
        touched[row &* wordsPerRow &+ (x >> 6)] |= 1 &<< UInt64(x & 63)
    }
}
