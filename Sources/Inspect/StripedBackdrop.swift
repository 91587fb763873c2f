import Raster

/// A backdrop of two opaque colors in stripes, and a translucent fill laid over it, solved
/// against both.
///
/// Over a backdrop `b` a fill of color `C` at alpha `a` shows `b (1 - a) + C a`. Over stripes of
/// `first` and `second` it shows two colors, `p1` and `p2`; their difference is
/// `(first - second) (1 - a)`, which gives `a`, and then `C a = p1 - first (1 - a)`. Every pixel is
/// then moved to what it would show over `first` alone: the backdrop behind it (read from the
/// region's border, where the stripes run) shows through by `1 - a c`, `c` being the pixel's
/// coverage by the fill, and is replaced by `first`. A pixel off the line from its backdrop to
/// the fill (a label's ink on it) is taken as opaque ink and kept: a solid label reads its own
/// color, its antialiased edges over the second color keep a little of it.
struct StripedBackdrop {
    let first: ColorVector
    let second: ColorVector
    /// True when the stripes run top to bottom (the colors take turns along a row).
    let vertical: Bool
    /// The backdrop behind each column (vertical stripes) or row, as its place from `first`
    /// (0) to `second` (1).
    let along: [Double]

    /// A fill solved against both colors.
    struct Fill {
        /// The fill as it shows over `first`.
        var overFirst: ColorVector
        /// The fill's own color, premultiplied by its alpha (`C a`).
        var premultiplied: ColorVector
        var alpha: Double
        /// The opaque color the fill is made of.
        var ink: RGBA { ShapeFill.color(premultiplied: premultiplied, alpha: alpha) }
    }

    /// A fill is translucent when the stripes show through it by at least this much (1 - a).
    static let leastShowThrough = 0.02

    /// The backdrop of `plane`'s region border, when it is stripes of `first` and `second`.
    init?(_ plane: PixelPlane, first: ColorVector, second: ColorVector, vertical: Bool) {
        self.first = first; self.second = second; self.vertical = vertical
        let n = vertical ? plane.width : plane.height
        var along = [Double?](repeating: nil, count: n)
        for i in 0..<n {
            // The two ends of the line across the stripe; the one that lies on the backdrop's line.
            let ends = vertical ? [plane[x: i, y: 0], plane[x: i, y: plane.height - 1]] : [plane[x: 0, y: i], plane[x: plane.width - 1, y: i]]
            for p in ends {
                let t = p.fraction(from: first, to: second)
                if t >= -0.02, t <= 1.02, p.distance(to: first + (second - first) * t) <= Inspector.noise {
                    along[i] = min(1, max(0, t))
                    break
                }
            }
        }
        // A line whose two ends are both covered takes its nearest neighbour's backdrop.
        guard along.contains(where: { $0 != nil }) else { return nil }
        var filled = along
        for i in 0..<n where filled[i] == nil {
            var d = 1
            while filled[i] == nil {
                if i - d >= 0, let v = along[i - d] { filled[i] = v } else if i + d < n, let v = along[i + d] { filled[i] = v }
                d += 1
            }
        }
        self.along = filled.map { $0! }
    }

    /// The backdrop behind region pixel (x, y).
    func backdrop(_ x: Int, _ y: Int) -> ColorVector { first + (second - first) * along[vertical ? x : y] }

    /// The translucent fill that shows one color over `first` and another over `second`, or nil
    /// when there is none (no fill over both, an opaque one, or two colors no one fill gives).
    func translucentFill(_ plane: PixelPlane) -> Fill? {
        // The most frequent pixel that is not backdrop, over each color's own lines.
        var overFirst: [UInt32: Int] = [:], overSecond: [UInt32: Int] = [:]
        for y in 0..<plane.height {
            for x in 0..<plane.width {
                let t = along[vertical ? x : y]
                guard t == 0 || t == 1, plane.differs(x, y, from: t == 0 ? first : second, by: Inspector.noise) else { continue }
                if t == 0 { overFirst[plane.packed(x, y), default: 0] += 1 } else { overSecond[plane.packed(x, y), default: 0] += 1 }
            }
        }
        // Ties go to the smaller value, so the answer never depends on dictionary order.
        func most(_ counts: [UInt32: Int]) -> ColorVector? {
            counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }.map { ColorVector(packed: $0.key) }
        }
        guard let p1 = most(overFirst), let p2 = most(overSecond) else { return nil }
        let showThrough = (p1 - p2).fraction(from: ColorVector(r: 0, g: 0, b: 0, a: 0), to: first - second)
        guard showThrough >= Self.leastShowThrough, showThrough < 1 - Self.leastShowThrough,
              (p1 - p2).distance(to: (first - second) * showThrough) <= 2 * Inspector.noise
        else { return nil }
        let alpha = 1 - showThrough
        return Fill(overFirst: p1, premultiplied: p1 - first * showThrough, alpha: alpha)
    }

    /// The plane as it would be over `first` alone, under `fill`.
    func laidOverFirst(_ plane: PixelPlane, fill: Fill) -> PixelPlane {
        plane.mapping { x, y, p in
            let b = backdrop(x, y)
            let over = b * (1 - fill.alpha) + fill.premultiplied
            let c = min(1, max(0, p.fraction(from: b, to: over)))
            // Off the line from the backdrop to the fill: ink on the fill (a label), taken as
            // opaque, so kept as it is (moved as the fill, white letters read yellowish).
            guard p.distance(to: b + (over - b) * c) <= 2 * Inspector.noise else { return p }
            return p + (first - b) * (1 - fill.alpha * c)
        }
    }
}
