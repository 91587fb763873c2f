import Foundation

/// Exact pixel areas of a rounded rectangle with circular corners, computed without the
/// rasterizer: each pixel's area is the integral over its columns of the overlap between the
/// pixel's rows and the shape's vertical extent at that x.
struct CircularRoundedRectArea {
    let x0: Double, y0: Double, x1: Double, y1: Double, r: Double

    /// The shape's top and bottom at column position x, or nil outside it.
    func extent(at x: Double) -> (top: Double, bottom: Double)? {
        guard x >= x0, x <= x1 else { return nil }
        var inset = 0.0
        if x < x0 + r {
            let dx = x0 + r - x
            inset = r - (max(0, r * r - dx * dx)).squareRoot()
        } else if x > x1 - r {
            let dx = x - (x1 - r)
            inset = r - (max(0, r * r - dx * dx)).squareRoot()
        }
        return (y0 + inset, y1 - inset)
    }

    func contains(_ x: Double, _ y: Double) -> Bool {
        guard let e = extent(at: x) else { return false }
        return y >= e.top && y <= e.bottom
    }

    /// The area of pixel (px, py) inside the shape, by the midpoint rule on `samples` columns.
    func area(px: Int, py: Int, samples: Int = 1000) -> Double {
        let left = Double(px), top = Double(py)
        if left + 1 <= x0 || left >= x1 || top + 1 <= y0 || top >= y1 { return 0 }
        // The shape is convex: four corners inside means the whole pixel is.
        if contains(left, top), contains(left + 1, top), contains(left, top + 1), contains(left + 1, top + 1) {
            return 1
        }
        var sum = 0.0
        let h = 1.0 / Double(samples)
        for i in 0..<samples {
            let x = left + (Double(i) + 0.5) * h
            guard let e = extent(at: x) else { continue }
            sum += max(0, min(top + 1, e.bottom) - max(top, e.top))
        }
        return sum * h
    }
}

/// A small deterministic generator, so a failing case can be named and replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
