/// Measures a label's ink against the color behind it (the fill, or the backdrop for a plain
/// button): its color, ink box, baseline and cap height.
struct LabelMeasurer {
    let plane: PixelPlane
    /// What lies behind the label: one color, or each pixel's own (a translucent fill over a
    /// backdrop image, or that image).
    let behind: BackdropPlane
    /// The pixels that may hold label ink.
    let candidates: PixelRuns
    /// A pixel is ink when it differs from `behind` by more than this many levels.
    static let inkThreshold = 6.0
    /// Pixels within this fraction of the largest difference are taken as full ink. Tight,
    /// because a 17 pt label's strokes at @2x are two or three pixels wide and most of their
    /// pixels are partly covered (Apple's "Sign In": 100 pixels above 0.98, 327 above 0.9,
    /// whose mean would read white as 246).
    static let solidInk = 0.98
    /// Below this coverage a pixel does not count for an edge or a column's bottom.
    static let faint = 0.02
    /// Baselines cluster into bins this many pixels tall.
    static let baselineBin = 0.25

    struct Result {
        var color: ColorVector
        var left: Double, top: Double, right: Double, bottom: Double
        var baseline: Double
        /// Where the capitals' tops are: the busiest height among the tallest columns' tops.
        var capTop: Double
    }

    /// Column tops within this share of the ink's height below its top count as capitals' or
    /// ascenders' tops (x-height letters start lower).
    static let capBand = 0.15
    /// Cap tops cluster into bins this many pixels tall.
    static let capBin = 0.5

    /// Three passes over the candidates, keeping a few numbers for each row and column of the
    /// ink rather than anything for each pixel: the farthest difference, then the solid ink's
    /// color, then each ink pixel's coverage by that color.
    func measure() -> Result? {
        var farthest = 0.0
        candidates.forEach { x, y in
            guard behind.differs(plane, x, y, by: Self.inkThreshold) else { return }
            let d = plane[x: x, y: y].distance(to: behind[x: x, y: y])
            if d > Self.inkThreshold { farthest = max(farthest, d) }
        }
        guard farthest > 0 else { return nil }
        var sum = ColorVector(r: 0, g: 0, b: 0, a: 0)
        var solid = 0
        candidates.forEach { x, y in
            guard behind.differs(plane, x, y, by: Self.inkThreshold) else { return }
            let p = plane[x: x, y: y]
            let d = p.distance(to: behind[x: x, y: y])
            if d > Self.inkThreshold, d >= Self.solidInk * farthest { sum = sum + p; solid += 1 }
        }
        let color = sum * (1 / Double(solid))

        // Each column's first and last covered row with their coverage, and its most; each
        // row's most. Rows arrive in order, so a column's first row is its top.
        guard let firstRun = candidates.runs.first else { return nil }
        let minX = candidates.runs.map(\.first).min()!, maxX = candidates.runs.map(\.last).max()!
        let minY = firstRun.y, maxY = candidates.runs.last!.y
        var columns = [(top: Int, topCoverage: Double, bottom: Int, bottomCoverage: Double, most: Double)?](repeating: nil, count: maxX - minX + 1)
        var rowMax = [Double?](repeating: nil, count: maxY - minY + 1)
        candidates.forEach { x, y in
            guard behind.differs(plane, x, y, by: Self.inkThreshold) else { return }
            let p = plane[x: x, y: y]
            let c = min(1, max(0, p.fraction(from: behind[x: x, y: y], to: color)))
            guard c > Self.faint else { return }
            if let column = columns[x - minX] {
                columns[x - minX] = (column.top, column.topCoverage, y, c, max(column.most, c))
            } else {
                columns[x - minX] = (y, c, y, c, c)
            }
            rowMax[y - minY] = max(rowMax[y - minY] ?? 0, c)
        }
        // Columns in order: the baseline is a floating-point sum of these bottoms, which must
        // come out the same every run.
        var bottoms: [Double] = []
        var tops: [Double] = []
        var first: (x: Int, most: Double)?, last: (x: Int, most: Double)?
        for (i, column) in columns.enumerated() {
            guard let column else { continue }
            bottoms.append(Double(column.bottom) + column.bottomCoverage)
            tops.append(Double(column.top) + 1 - column.topCoverage)
            if first == nil { first = (minX + i, column.most) }
            last = (minX + i, column.most)
        }
        guard let first, let last else { return nil }
        let rows = rowMax.indices.filter { rowMax[$0] != nil }
        let left = Double(first.x) + 1 - first.most
        let right = Double(last.x) + last.most
        let top = Double(minY + rows.first!) + 1 - rowMax[rows.first!]!
        let bottom = Double(minY + rows.last!) + rowMax[rows.last!]!
        let baseline = Self.baseline(bottoms)
        return Result(color: color, left: left, top: top, right: right, bottom: bottom, baseline: baseline,
                      capTop: Self.capTop(tops, inkTop: top, baseline: baseline))
    }

    /// The capitals' top: of the columns that start near the ink's top, where most start. A
    /// capital's flat or round top spans many columns; an ascender's stem (the d of "Rounded")
    /// only its stroke's width, so it no longer passes for the cap height.
    static func capTop(_ tops: [Double], inkTop: Double, baseline: Double) -> Double {
        let band = inkTop + capBand * max(0, baseline - inkTop)
        let tall = tops.filter { $0 <= band }
        guard !tall.isEmpty else { return inkTop }
        return busiest(tall, bin: capBin)
    }

    /// The baseline: where most columns' ink ends. Stems end on it exactly; round letters
    /// overshoot a little and descenders go well below, each in fewer columns.
    static func baseline(_ bottoms: [Double]) -> Double {
        busiest(bottoms, bin: baselineBin)
    }

    /// The mean of the values in the busiest pair of neighbouring bins `bin` wide, so that a
    /// cluster on a bin boundary is not split.
    static func busiest(_ values: [Double], bin: Double) -> Double {
        var bins: [Int: [Double]] = [:]
        for v in values { bins[Int((v / bin).rounded(.down)), default: []].append(v) }
        let best = bins.keys.max { a, b in
            let ca = bins[a]!.count + (bins[a + 1]?.count ?? 0), cb = bins[b]!.count + (bins[b + 1]?.count ?? 0)
            return ca != cb ? ca < cb : a > b
        }!
        let chosen = bins[best]! + (bins[best + 1] ?? [])
        return chosen.reduce(0, +) / Double(chosen.count)
    }
}
