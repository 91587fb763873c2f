/// A set of pixels as runs along rows, visited in row-major order: the pixels a label is looked
/// for in (a box's rows, or the inside of a shape), held as three numbers a run rather than a
/// pair a pixel.
struct PixelRuns {
    /// Each run: its row and its first and last column, in row-major order.
    private(set) var runs: [(y: Int, first: Int, last: Int)] = []

    init() {}

    /// Every pixel of `box`.
    init(_ box: PixelBox) {
        runs.reserveCapacity(box.height)
        for y in box.minY...box.maxY { runs.append((y, box.minX, box.maxX)) }
    }

    /// Adds the pixels `first...last` of row `y`, which must come after every pixel held, in
    /// row-major order.
    mutating func append(y: Int, first: Int, last: Int) {
        if let previous = runs.last, previous.y == y, previous.last == first - 1 {
            runs[runs.count - 1].last = last
        } else {
            runs.append((y, first, last))
        }
    }

    var isEmpty: Bool { runs.isEmpty }

    /// The same pixels less those inside `box`.
    func removing(_ box: PixelBox) -> PixelRuns {
        var out = PixelRuns()
        for run in runs {
            guard (box.minY...box.maxY).contains(run.y), run.first <= box.maxX, run.last >= box.minX else {
                out.append(y: run.y, first: run.first, last: run.last)
                continue
            }
            if run.first < box.minX { out.append(y: run.y, first: run.first, last: box.minX - 1) }
            if run.last > box.maxX { out.append(y: run.y, first: box.maxX + 1, last: run.last) }
        }
        return out
    }

    /// The same pixels less those `excluded(x, y)` holds.
    func removing(where excluded: (Int, Int) -> Bool) -> PixelRuns {
        var out = PixelRuns()
        forEach { x, y in if !excluded(x, y) { out.append(y: y, first: x, last: x) } }
        return out
    }

    /// Calls `body(x, y)` for every pixel, in row-major order.
    func forEach(_ body: (Int, Int) -> Void) {
        for run in runs { for x in run.first...run.last { body(x, run.y) } }
    }
}
