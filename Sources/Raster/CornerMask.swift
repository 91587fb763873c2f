import Synchronization

/// One corner of a rounded rectangle on whole pixels, as exact coverage bytes.
///
/// The corner is `size` x `size` pixels with the rectangle's corner at the origin. Both curves
/// are symmetric about the corner's diagonal, and the diagonal maps pixels to pixels, so the
/// mask is its own transpose. The curve meets the diagonal at (m, m); below row `floor(m)` it
/// lies left of column `m`, and any pixel past `m` in both directions is wholly inside. So only
/// rows `0 ... floor(m)` are rasterized: every lower row is a column of those, read across.
struct CornerMask {
    let size: Int
    /// Rows rasterized: `alphas` holds `rows` x `size` bytes.
    let rows: Int
    private let alphas: [UInt8]
    /// Per row of the corner, where coverage first exceeds 0 and where it reaches 255.
    private(set) var partialStart: [Int]
    private(set) var fullStart: [Int]

    init(size: Int, radius: Double, curve: CornerCurve) {
        self.size = size
        let m = CornerMask.diagonalPoint(radius: radius, curve: curve)
        if curve == .layer {
            // Core Animation's ramp reaches up to half a pixel diagonal inside the curve.
            rows = min(size, Int(m) + 2)
            alphas = CornerMask.layerAlphas(size: size, rows: rows, radius: radius)
        } else {
            rows = min(size, Int(m) + 1)
            var raster = Rasterizer(width: size, height: rows)
            alphas = raster.alphas(of: Shapes.topLeftCorner(size: Double(size), radius: radius, curve: curve, depth: Double(rows)))
        }
        partialStart = []
        fullStart = []
        partialStart.reserveCapacity(size)
        fullStart.reserveCapacity(size)
        alphas.withUnsafeBufferPointer { a in
            for j in 0..<size {
                // A convex corner's row is empty, then partly covered, then full.
                let limit = j < rows ? size : rows
                var partial = 0
                while partial < limit && CornerMask.alpha(a, size, rows, j, partial) == 0 { partial += 1 }
                var full = partial
                while full < limit && CornerMask.alpha(a, size, rows, j, full) != 255 { full += 1 }
                partialStart.append(partial)
                fullStart.append(full)
            }
        }
    }

    /// Calls `body(column, alpha)` for each partly covered pixel of `row`, left to right.
    @inline(__always) func forEachPartial(row j: Int, _ body: (Int, UInt32) -> Void) {
        alphas.withUnsafeBufferPointer { a in
            for i in partialStart[j]..<fullStart[j] { body(i, UInt32(CornerMask.alpha(a, size, rows, j, i))) }
        }
    }

    @inline(__always) private static func alpha(_ a: UnsafeBufferPointer<UInt8>, _ size: Int, _ rows: Int, _ j: Int, _ i: Int) -> UInt8 {
        if j < rows { return a[j &* size &+ i] }
        return i < rows ? a[i &* size &+ j] : 255
    }

    /// Where the corner's curve crosses its diagonal, in pixels from the corner.
    static func diagonalPoint(radius: Double, curve: CornerCurve) -> Double {
        switch curve {
        case .circular:
            return radius * (1 - (0.5 as Double).squareRoot())
        case .continuous, .layer:
            // The middle cubic is symmetric, so its midpoint lies on the diagonal.
            let segments = ContinuousCorner.profile(curve).segments
            let s = segments[1], start = segments[0].end
            let u = (start.u + 3 * s.c1.u + 3 * s.c2.u + s.end.u) / 8
            let v = (start.v + 3 * s.c1.v + 3 * s.c2.v + s.end.v) / 8
            return radius * max(u, v)
        }
    }
}

extension CornerMask {
    /// The top `rows` rows of a Core Animation corner: each pixel's coverage from its centre's
    /// signed distance to the curve (`LayerCorner.coverage`), the curve flattened finely.
    static func layerAlphas(size: Int, rows: Int, radius: Double) -> [UInt8] {
        let outline = LayerCornerOutline(size: size, radius: radius)
        var alphas = [UInt8](repeating: 255, count: rows * size)
        for j in 0..<rows {
            for i in 0..<size {
                let nearest = outline.nearest(to: Point(Double(i) + 0.5, Double(j) + 0.5), chords: outline.allChords)
                let coverage = LayerCorner.coverage(distance: nearest.distance, nx: nearest.normal.x, ny: nearest.normal.y)
                alphas[j * size + i] = UInt8((coverage * 255).rounded())
            }
        }
        return alphas
    }

    /// A corner as `cached(size:radius:curve:)` keys it: the radius by its exact bits.
    struct Key: Hashable {
        let size: Int
        let radius: UInt64
        let curve: CornerCurve
    }

    /// Corners computed before, by size, radius and curve. Every button of one size and scale
    /// has the same corner, in a sheet, a batch or a check (as glyph masks recur at one size
    /// and pixel fraction), and computing one is half of filling a button's shape. Bounded: it starts
    /// again when full.
    private static let cache = Mutex<[Key: CornerMask]>([:])
    static let cacheLimit = 64

    /// The corner, from the cache when it was computed before.
    static func cached(size: Int, radius: Double, curve: CornerCurve) -> CornerMask {
        let key = Key(size: size, radius: radius.bitPattern, curve: curve)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let made = CornerMask(size: size, radius: radius, curve: curve)
        cache.withLock { corners in
            if corners.count >= cacheLimit { corners.removeAll(keepingCapacity: true) }
            corners[key] = made
        }
        return made
    }

    /// How many corners the cache holds.
    static var cachedCount: Int { cache.withLock { $0.count } }

    /// Empties the cache (the benchmark's first render of a process).
    static func forgetCached() { cache.withLock { $0.removeAll() } }
}

extension Pixmap {
    /// Forgets the rounded-rectangle corners computed so far, as a new process would have none.
    package static func forgetCachedCorners() { CornerMask.forgetCached() }
}
