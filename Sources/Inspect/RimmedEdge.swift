import Raster

/// A shape's coverage where a rim lies along the inside of its edge: a band brighter than the
/// fill, or of another color, as Liquid Glass draws one (white fading inward over a point).
///
/// Against the fill, a rim brighter than it reads as more than full: on dark glass (fill 18,
/// rim 49, over black) an edge pixel 0.4 covered reads 20, a coverage above 1, so every edge
/// pixel more than 0.37 covered counted as full and the edge read up to 0.6 pixel out. The
/// capsule's ends, continuous as drawn, read as half circles.
///
/// So each side's rim is read where the edge is straight (in the middle row or column): walking
/// in from what lies outside, the first pixel that steps away from it is the edge's; it is a
/// partial pixel when it lies between the outside and the next pixel in, and that next pixel is
/// the rim's outermost full pixel. A pixel's coverage is then its place on the line from the
/// outside to the rim, the two sides' colors mixed around a corner by how near each side the
/// pixel is; a pixel that a pixel farther out outshines is past the rim's peak, inside.
///
/// Where the rim lies between the outside and the fill (prominent glass over white: a blue
/// lightened toward the white beyond it) its first pixel cannot be told from a partial one by
/// color: it is taken as partial when less than half way from the outside to the next pixel.
///
/// Over a backdrop image each pixel is read against its own backdrop and the fill as it shows
/// there: what lies outside (the backdrop, or a shadow's darkening of it) is carried to each
/// pixel's own backdrop (`BackdropPlane.carried`), so a step from one stripe to another outside
/// the edge is no edge.
struct RimmedEdge {
    let plane: PixelPlane
    let box: PixelBox
    let backdrop: BackdropPlane
    let fill: ShapeFill
    /// The backdrop darkened by a soft shadow is outside, however it lies against the line.
    let shadow: SoftShadow
    /// What one side shows along its middle line.
    struct Side {
        /// What lies against the edge: the backdrop, or a shadow.
        var outside: ColorVector
        /// The rim's outermost full pixel; the fill where the side shows no rim.
        var rim: ColorVector
        /// From the edge to the first pixel of fill, in pixels; nil without a rim.
        var width: Double?
        /// Where `outside` was read, in region pixels, and the fill behind `rim` (over one
        /// color, the fill).
        var place: (x: Int, y: Int), fill: ColorVector
    }
    let left: Side, right: Side, top: Side, bottom: Side
    /// How far outward a pixel looks for one that outshines it: past the widest rim.
    let lookOutward: Int
    /// A side's rim ends within this many points of its edge: twice Liquid Glass's point. A
    /// focus ring with its gap (6.5 pt) is no rim, nor a gradient face, which never reaches
    /// its fill.
    static let widest = 2.0
    /// A rim differs from the fill by more than this many levels in some channel, and is
    /// lighter than it by as many toward white.
    static let contrast = 2 * Inspector.noise
    /// Opaque white, premultiplied.
    static let white = ColorVector(r: 255, g: 255, b: 255, a: 255)

    /// The edge of the shape whose ink box is `box`, or nil when fewer than two sides show a rim.
    init?(plane: PixelPlane, box: PixelBox, backdrop: BackdropPlane, fill: ShapeFill, shadow: SoftShadow, scale: Double) {
        self.plane = plane; self.box = box; self.backdrop = backdrop; self.fill = fill; self.shadow = shadow
        let shapeFill = fill
        let midX = (box.minX + box.maxX) / 2, midY = (box.minY + box.maxY) / 2
        let w = plane.width, h = plane.height, white = Self.white
        let widest = max(2, Int((Self.widest * scale).rounded(.up)))
        /// Walks in from two pixels outside the box edge at `start` to `stop`; beyond the
        /// region lies the backdrop. The edge is the first pixel that steps away from the one
        /// before it, at the box's edge or the pixel after it (the box holds the pixel of a
        /// shadow against the edge): one farther in is something inside the shape.
        func side(from edge: Int, toward stop: Int, _ pixel: (Int) -> (Int, Int)) -> Side {
            let step = stop > edge ? 1 : -1
            let start = edge - 2 * step
            let n = abs(stop - start) + 1
            func at(_ i: Int) -> (x: Int, y: Int) { pixel(start + i * step) }
            func p(_ i: Int) -> ColorVector {
                let (x, y) = at(i)
                return x >= 0 && y >= 0 && x < w && y < h ? plane[x: x, y: y] : backdrop[x: x, y: y]
            }
            /// The fill as it shows at pixel `i`.
            func f(_ i: Int) -> ColorVector { shapeFill.over(backdrop[x: at(i).x, y: at(i).y]) }
            /// The pixel before `i`, carried to pixel i's backdrop: over one color, itself.
            func before(_ i: Int) -> ColorVector { backdrop.carried(p(i - 1), from: at(i - 1), to: at(i)) }
            var i = 1
            while i < n, p(i).distance(to: before(i)) <= Inspector.noise { i += 1 }
            let last = min(i, n - 1)
            let plain = Side(outside: i < n ? p(i - 1) : backdrop[x: at(last).x, y: at(last).y], rim: f(last), width: nil, place: at(min(i, n) - 1), fill: f(last))
            guard i <= 3, i + 2 < n else { return plain }
            let outside = before(i), first = p(i), next = p(i + 1)
            let fill = f(i + 1)
            let margin = Inspector.noise / max(1, (next - outside).lengthSquared.squareRoot())
            let c = first.fraction(from: outside, to: next)
            let between = c > margin && c < 1 - margin && first.distance(to: outside + (next - outside) * c) <= Inspector.noise
            var k = i
            if between {
                // The next pixel off the line from the outside to the fill is the rim's color:
                // the first is partial. On that line, the first is taken as partial when it is
                // less than half way.
                let tf = next.fraction(from: outside, to: fill)
                let offLine = next.distance(to: outside + (fill - outside) * tf) > Self.contrast
                    || tf > 1 + Inspector.noise / max(1, (fill - outside).lengthSquared.squareRoot())
                // On that line a first pixel is the rim only when the band goes on past it:
                // an ordinary edge's partial pixel is followed by the fill.
                if offLine || c < 0.5 || next.distance(to: fill) <= Self.contrast { k = i + 1 }
            }
            let rim = p(k), behindRim = f(k)
            // Lighter than the fill, toward white, by more than the contrast: a darker band
            // (a marker's line laid over the edge, a border) is no rim.
            let towardWhite = white - behindRim
            let lift = (rim - behindRim).dot(towardWhite) / max(1, towardWhite.lengthSquared.squareRoot())
            guard rim.distance(to: behindRim) > Self.contrast, lift > Self.contrast else { return plain }
            // The first pixel of fill inward, with the next one fill as well.
            var j = k + 1
            while j + 1 < n, j - k <= widest,
                  !(p(j).distance(to: f(j)) <= Inspector.noise && p(j + 1).distance(to: f(j + 1)) <= Inspector.noise) { j += 1 }
            guard j + 1 < n, j - k <= widest else { return plain }
            let covered = k == i ? 1 : min(1, max(0, first.fraction(from: outside, to: rim)))
            let edge = Double(i) + (k == i ? 0 : 1 - covered)
            return Side(outside: outside, rim: rim, width: Double(j) - edge, place: at(i), fill: behindRim)
        }
        left = side(from: box.minX, toward: midX) { ($0, midY) }
        right = side(from: box.maxX, toward: midX) { ($0, midY) }
        top = side(from: box.minY, toward: midY) { (midX, $0) }
        bottom = side(from: box.maxY, toward: midY) { (midX, $0) }
        let widths = [left, right, top, bottom].compactMap(\.width)
        guard widths.count >= 2 else { return nil }
        lookOutward = max(2, Int(widths.max()!.rounded(.up)) + 1)
    }

    /// The rim as measured, at `s` pixels a point.
    func measurement(scale s: Double) -> RimMeasurement {
        let rimmed = [left, right, top, bottom].filter { $0.width != nil }
        let n = Double(rimmed.count)
        let white = Self.white
        func alpha(_ c: ColorVector, over fill: ColorVector) -> Double { min(1, max(0, c.fraction(from: fill, to: white))) }
        let seen = rimmed.dropFirst().reduce(rimmed[0].rim) { $0 + $1.rim } * (1 / n)
        let alphas = rimmed.map { alpha($0.rim, over: $0.fill) }
        return RimMeasurement(
            width: rimmed.reduce(0) { $0 + $1.width! } / n / s,
            color: MeasuredColor(seen: seen.straight, ink: .white, alpha: alpha(seen, over: fill.over(backdrop.color))),
            faintestAlpha: alphas.min()!, brightestAlpha: alphas.max()!, sides: rimmed.count)
    }

    /// The widest side's rim, in pixels.
    var widestPixels: Double { [left, right, top, bottom].compactMap(\.width).max() ?? 0 }

    /// The outside and the rim near region pixel (x, y): a side's own where its straight part
    /// lies, mixed around a corner (centred half the box's short side in from it) by the
    /// pixel's direction, as `RingedEdge` mixes its rings; over a backdrop image, each side's
    /// outside carried to the pixel's own backdrop first.
    private func colors(_ x: Int, _ y: Int) -> (outside: ColorVector, rim: ColorVector) {
        let onLeft = 2 * x < box.minX + box.maxX, onTop = 2 * y < box.minY + box.maxY
        let side = onLeft ? left : right, end = onTop ? top : bottom
        let r = Double(min(box.width, box.height)) / 2
        let cx = onLeft ? Double(box.minX) + r : Double(box.maxX + 1) - r
        let cy = onTop ? Double(box.minY) + r : Double(box.maxY + 1) - r
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let toSide = max(0, onLeft ? cx - px : px - cx), toEnd = max(0, onTop ? cy - py : py - cy)
        let w = toSide + toEnd > 0 ? toSide / (toSide + toEnd) : 0.5
        let sideOutside = backdrop.carried(side.outside, from: side.place, to: (x, y))
        let endOutside = backdrop.carried(end.outside, from: end.place, to: (x, y))
        return (sideOutside * w + endOutside * (1 - w), side.rim * w + end.rim * (1 - w))
    }

    /// The place of region pixel (x, y) on the line from the outside to the rim.
    private func place(_ x: Int, _ y: Int) -> Double {
        let (o, r) = colors(x, y)
        return plane[x: x, y: y].fraction(from: o, to: r)
    }

    /// The shape's coverage of region pixel (x, y), 0...1.
    func coverage(_ x: Int, _ y: Int) -> Double {
        guard backdrop.differs(plane, x, y, by: Inspector.noise), !shadow.isShadow(x, y) else { return 0 }
        let t = place(x, y)
        guard t < EdgeFinder.full else { return 1 }
        let (o, r) = colors(x, y)
        let margin = Inspector.noise / max(1, (r - o).lengthSquared.squareRoot())
        guard t > margin else { return 0 }
        // A pixel farther out that outshines this one: this one is past the rim's peak.
        let stepX = 2 * x < box.minX + box.maxX ? -1 : 1, stepY = 2 * y < box.minY + box.maxY ? -1 : 1
        for k in 1...lookOutward {
            let ox = x + k * stepX, oy = y + k * stepY
            if ox >= 0, ox < plane.width, place(ox, y) > t + margin { return 1 }
            if oy >= 0, oy < plane.height, place(x, oy) > t + margin { return 1 }
        }
        return min(1, t)
    }
}
