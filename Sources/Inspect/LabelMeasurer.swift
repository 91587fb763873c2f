/// Measures a label's ink against the color behind it (the fill, or the backdrop for a plain
/// button): its color, ink box, baseline and cap height.
struct LabelMeasurer {
    let plane: PixelPlane
    /// The color behind the label.
    let behind: ColorVector
    /// The pixels that may hold label ink.
    let candidates: [(Int, Int)]
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

    func measure() -> Result? {
        let ink = candidates.filter { plane[x: $0.0, y: $0.1].distance(to: behind) > Self.inkThreshold }
        guard !ink.isEmpty else { return nil }
        let farthest = ink.map { plane[x: $0.0, y: $0.1].distance(to: behind) }.max()!
        let solid = ink.filter { plane[x: $0.0, y: $0.1].distance(to: behind) >= Self.solidInk * farthest }
        let color = solid.reduce(ColorVector(r: 0, g: 0, b: 0, a: 0)) { $0 + plane[x: $1.0, y: $1.1] } * (1 / Double(solid.count))

        var coverage: [Int: [Int: Double]] = [:]  // column -> row -> coverage
        for (x, y) in ink {
            let c = min(1, max(0, plane[x: x, y: y].fraction(from: behind, to: color)))
            if c > Self.faint { coverage[x, default: [:]][y] = c }
        }
        guard !coverage.isEmpty else { return nil }
        var rowMax: [Int: Double] = [:]
        var bottoms: [Double] = []
        var tops: [Double] = []
        // Columns in order: a dictionary's order changes from run to run, and the baseline is a
        // floating-point sum of these bottoms, which must come out the same every run.
        for x in coverage.keys.sorted() {
            let rows = coverage[x]!
            for (y, c) in rows { rowMax[y] = max(rowMax[y] ?? 0, c) }
            let last = rows.keys.max()!
            bottoms.append(Double(last) + rows[last]!)
            let first = rows.keys.min()!
            tops.append(Double(first) + 1 - rows[first]!)
        }
        let columns = coverage.keys.sorted()
        func columnMax(_ x: Int) -> Double { coverage[x]!.values.max()! }
        let left = Double(columns.first!) + 1 - columnMax(columns.first!)
        let right = Double(columns.last!) + columnMax(columns.last!)
        let rows = rowMax.keys.sorted()
        let top = Double(rows.first!) + 1 - rowMax[rows.first!]!
        let bottom = Double(rows.last!) + rowMax[rows.last!]!
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
