/// Finds a shape's four straight edges to a fraction of a pixel from its coverage.
///
/// Walking in from the ink's bounding box along a row, every pixel before the first fully
/// covered one is short of full by `1 - coverage`; those shortfalls add up to the distance
/// from the box to the edge. That holds for any edge position and any antialiasing that
/// conserves area. Rows near the middle are used (away from the corners), and the outermost
/// of them gives the edge: on a straight side they all agree, and on a capsule's or circle's
/// round side only the middle row reaches the true extent.
struct EdgeFinder {
    /// The coverage of a pixel by the shape, 0...1.
    let coverage: (Int, Int) -> Double
    let box: PixelBox
    /// A pixel at least this covered counts as fully inside.
    static let full = 0.97
    /// The farthest an edge may lie inside the box, in pixels: past that the walk has met
    /// something other than an edge (a label touching the side, a ring).
    static let longestWalk = 16

    /// The shape's edges in pixels: left, top, right, bottom.
    func edges() -> (left: Double, top: Double, right: Double, bottom: Double) {
        let rows = middle(box.minY, box.maxY)
        let columns = middle(box.minX, box.maxX)
        let left = rows.map { y in Double(box.minX) + walk(from: box.minX, step: 1) { coverage($0, y) } }.min()!
        let right = rows.map { y in Double(box.maxX + 1) - walk(from: box.maxX, step: -1) { coverage($0, y) } }.max()!
        let top = columns.map { x in Double(box.minY) + walk(from: box.minY, step: 1) { coverage(x, $0) } }.min()!
        let bottom = columns.map { x in Double(box.maxY + 1) - walk(from: box.maxY, step: -1) { coverage(x, $0) } }.max()!
        return (left, top, right, bottom)
    }

    /// The middle fifth of a range (at least one index).
    private func middle(_ lo: Int, _ hi: Int) -> [Int] {
        let n = hi - lo + 1
        let take = max(1, n / 5)
        let start = lo + (n - take) / 2
        return Array(start..<(start + take))
    }

    /// The summed shortfall from full coverage before the first full pixel.
    private func walk(from start: Int, step: Int, _ c: (Int) -> Double) -> Double {
        var shortfall = 0.0
        var i = start
        for _ in 0..<Self.longestWalk {
            let v = c(i)
            if v >= Self.full { break }
            shortfall += 1 - v
            i += step
        }
        return shortfall
    }
}
