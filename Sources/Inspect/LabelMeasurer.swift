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
    }

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
        // Columns in order: a dictionary's order changes from run to run, and the baseline is a
        // floating-point sum of these bottoms, which must come out the same every run.
        for x in coverage.keys.sorted() {
            let rows = coverage[x]!
            for (y, c) in rows { rowMax[y] = max(rowMax[y] ?? 0, c) }
            let last = rows.keys.max()!
            bottoms.append(Double(last) + rows[last]!)
        }
        let columns = coverage.keys.sorted()
        func columnMax(_ x: Int) -> Double { coverage[x]!.values.max()! }
        let left = Double(columns.first!) + 1 - columnMax(columns.first!)
        let right = Double(columns.last!) + columnMax(columns.last!)
        let rows = rowMax.keys.sorted()
        let top = Double(rows.first!) + 1 - rowMax[rows.first!]!
        let bottom = Double(rows.last!) + rowMax[rows.last!]!
        return Result(color: color, left: left, top: top, right: right, bottom: bottom, baseline: Self.baseline(bottoms))
    }

    /// The baseline: where most columns' ink ends. Stems end on it exactly; round letters
    /// overshoot a little and descenders go well below, each in fewer columns.
    static func baseline(_ bottoms: [Double]) -> Double {
        var bins: [Int: [Double]] = [:]
        for b in bottoms { bins[Int((b / baselineBin).rounded(.down)), default: []].append(b) }
        // The busiest pair of neighbouring bins, so a baseline on a bin boundary is not split.
        let best = bins.keys.max { a, b in
            let ca = bins[a]!.count + (bins[a + 1]?.count ?? 0), cb = bins[b]!.count + (bins[b + 1]?.count ?? 0)
            return ca != cb ? ca < cb : a > b
        }!
        let values = bins[best]! + (bins[best + 1] ?? [])
        return values.reduce(0, +) / Double(values.count)
    }
}
