import Raster

/// Where a capsule's long sides start to curve into its ends, in multiples of the end's
/// radius (half the short side): a half circle starts curving 1.0 r from the end, SwiftUI's
/// continuous capsule (iOS 16 and later) about 1.25 r from it.
///
/// Each column's edge depth below the straight side is its summed shortfall from full
/// coverage, walking in to the first full pixel (as `EdgeFinder` finds the side itself). Walking
/// from two radii inside toward the end, the curve starts where that depth first passes
/// `depth`; the four corners' starts are averaged.
struct CapsuleEndMeasurer {
    /// The coverage of a pixel by the shape, 0...1, at region pixel (x, y).
    let coverage: (Int, Int) -> Double
    /// The shape's measured frame, in region pixels.
    let frame: Rect
    let box: PixelBox
    /// An edge has left the straight side once it lies this many pixels inside it: above a
    /// stored byte's rounding summed over a column's few edge pixels (1/255 each), and small
    /// enough that a half circle's start reads within 0.06 r of 1 from a radius of 10 pixels
    /// (it lies sqrt(2 r depth) past the true start).
    static let depth = 0.05

    /// The start of the curve in multiples of the end's radius, or nil when the shape is too
    /// small to tell (a radius under two pixels).
    func curveStart() -> Double? {
        let horizontal = frame.width >= frame.height
        // (u, v): u along the long side, v across it.
        let c: (Int, Int) -> Double = horizontal ? coverage : { u, v in coverage(v, u) }
        let (u0, u1) = horizontal ? (frame.x, frame.maxX) : (frame.y, frame.maxY)
        let (v0, v1) = horizontal ? (frame.y, frame.maxY) : (frame.x, frame.maxX)
        let (boxV0, boxV1) = horizontal ? (box.minY, box.maxY) : (box.minX, box.maxX)
        let r = (v1 - v0) / 2
        guard r >= 2 else { return nil }
        let reach = Int((r + 2).rounded(.up))
        /// How far column `u`'s edge lies inside the straight side at the near (`far` false) or far side.
        func depth(_ u: Int, far: Bool) -> Double {
            var shortfall = 0.0
            for k in 0..<reach {
                let value = c(u, far ? boxV1 - k : boxV0 + k)
                if value >= EdgeFinder.full { break }
                shortfall += 1 - value
            }
            return far ? v1 - (Double(boxV1 + 1) - shortfall) : Double(boxV0) + shortfall - v0
        }
        let span = min(2 * r, (u1 - u0) / 2)
        var starts: [Double] = []
        for atEnd in [false, true] {
            // Column centres from `span` inside the end out to the end, as distances from it.
            let columns = stride(from: Int(span.rounded(.down)) - 1, through: 0, by: -1).map { k -> (u: Int, t: Double) in
                let u = atEnd ? Int(u1.rounded(.up)) - 1 - k : Int(u0.rounded(.down)) + k
                return (u, atEnd ? u1 - (Double(u) + 0.5) : Double(u) + 0.5 - u0)
            }
            for far in [false, true] {
                var previous: (t: Double, d: Double)?
                for column in columns where column.t >= 0 {
                    let d = depth(column.u, far: far)
                    if d > Self.depth {
                        let t = previous.map { p in p.t + (Self.depth - p.d) / (d - p.d) * (column.t - p.t) } ?? column.t
                        starts.append(t / r)
                        break
                    }
                    previous = (column.t, d)
                }
            }
        }
        guard !starts.isEmpty else { return nil }
        return starts.reduce(0, +) / Double(starts.count)
    }
}
