/// A patch of 8-connected pixels: its box, its size, and where it starts.
struct Patch {
    var box: PixelBox
    var count: Int
    /// Its first pixel in row-major order, as (row, column): patches are listed in this order.
    var first: (y: Int, x: Int)

    /// Whether pixel `a` comes before pixel `b` in row-major order.
    static func precedes(_ a: (y: Int, x: Int), _ b: (y: Int, x: Int)) -> Bool { a.y != b.y ? a.y < b.y : a.x < b.x }

    /// Both patches as one.
    func joined(_ other: Patch) -> Patch {
        Patch(
            box: PixelBox(minX: min(box.minX, other.box.minX), minY: min(box.minY, other.box.minY),
                          maxX: max(box.maxX, other.box.maxX), maxY: max(box.maxY, other.box.maxY)),
            count: count + other.count, first: Self.precedes(first, other.first) ? first : other.first)
    }
}

/// The 8-connected patches of the pixels of a box that pass a test, found one row at a time.
///
/// Each row's runs of passing pixels join the runs of the row above that they touch (a
/// union-find over the two rows' runs only); a patch no run of the new row joins is finished.
/// Memory is two rows' runs and the patches found, not a mark and a stack entry for every pixel
/// (a noisy image is one patch of every pixel). Every pixel is read once.
enum ConnectedPatches {
    /// The patches in order of their first pixel.
    static func find(in box: PixelBox, passes: (Int, Int) -> Bool) -> [Patch] {
        var above: [(first: Int, last: Int, label: Int)] = []
        var open: [Patch] = []  // by label, for the runs of the row above
        var finished: [Patch] = []
        for y in box.minY...box.maxY {
            var runs: [(first: Int, last: Int)] = []
            var x = box.minX
            while x <= box.maxX {
                guard passes(x, y) else { x += 1; continue }
                let first = x
                while x + 1 <= box.maxX && passes(x + 1, y) { x += 1 }
                runs.append((first, x))
                x += 1
            }
            // Labels 0..<open.count are the patches above; one more for each run of this row.
            var patches = open + runs.map { Patch(box: PixelBox(minX: $0.first, minY: y, maxX: $0.last, maxY: y), count: $0.last - $0.first + 1, first: (y, $0.first)) }
            var parent = Array(patches.indices)
            func root(_ i: Int) -> Int {
                var i = i
                while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
                return i
            }
            var j = 0
            for (i, run) in runs.enumerated() {
                // Runs above that end left of this one's reach are behind every later run too.
                while j < above.count, above[j].last < run.first - 1 { j += 1 }
                var k = j
                while k < above.count, above[k].first <= run.last + 1 {
                    let a = root(open.count + i), b = root(above[k].label)
                    if a != b {
                        let (keep, gone) = (min(a, b), max(a, b))
                        patches[keep] = patches[keep].joined(patches[gone])
                        parent[gone] = keep
                    }
                    k += 1
                }
            }
            var continuing = [Bool](repeating: false, count: patches.count)
            for i in runs.indices { continuing[root(open.count + i)] = true }
            var done = [Bool](repeating: false, count: patches.count)
            for label in open.indices {
                let r = root(label)
                if !continuing[r] && !done[r] { finished.append(patches[r]); done[r] = true }
            }
            // The row's patches, numbered afresh for the next row.
            var renamed = [Int](repeating: -1, count: patches.count)
            var next: [Patch] = []
            above = runs.enumerated().map { i, run in
                let r = root(open.count + i)
                if renamed[r] < 0 { renamed[r] = next.count; next.append(patches[r]) }
                return (run.first, run.last, renamed[r])
            }
            open = next
        }
        finished += open
        return finished.sorted { Patch.precedes($0.first, $1.first) }
    }
}
