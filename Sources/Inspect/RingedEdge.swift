/// A shape's coverage where something other than the backdrop lies against its edge: a ring
/// drawn outside the face (the macOS push button's hairline), or a shadow darkest at the edge.
///
/// An edge pixel then holds the face and the ring, not the face and the backdrop: on a light
/// push (white face, #ECECEC backdrop, a ring over the shadow reading 204) a pixel half covered
/// by the face reads 229, which against the backdrop is a coverage of 0.37, and any pixel less
/// than 0.63 covered reads as none. The corner's edge read a pixel in, its radius 0.45 pt high.
///
/// So each side's outside color is read where the edge is straight (the pixel that differs most
/// from the fill before the first full one, in the middle row or column, when it lies off the
/// line from the backdrop to the fill), and a pixel's coverage is its place on the line from
/// that color to the fill; around a corner the two sides' colors are mixed by how near each
/// side the pixel is. A pixel that lies outward of the ring (a pixel nearer the inside differs
/// more from the fill) is outside the face. With no ring on any side the coverage is the
/// backdrop's, as before.
struct RingedEdge {
    let plane: PixelPlane
    let box: PixelBox
    let backdrop: ColorVector
    let fill: ColorVector
    /// What lies against the edge on each side: a ring's color, or the backdrop.
    let left: ColorVector, right: ColorVector, top: ColorVector, bottom: ColorVector
    /// What lies under the face's edge pixels on each side: the ring's color carried half a
    /// pixel further in, as a shadow darkening toward the face goes on under its edge.
    let under: (left: ColorVector, right: ColorVector, top: ColorVector, bottom: ColorVector)
    /// Which sides have a ring.
    let ringed: (left: Bool, right: Bool, top: Bool, bottom: Bool)
    /// Where each side's ring stops being straight, toward each corner: the corners' middles,
    /// around which the two sides' colors are mixed. Region pixels; x for the top and bottom,
    /// y for the sides.
    let corners: (topLeftX: Double, topRightX: Double, bottomLeftX: Double, bottomRightX: Double,
                  leftTopY: Double, leftBottomY: Double, rightTopY: Double, rightBottomY: Double)
    /// How far inward a pixel outward of the ring looks for the ring's darkest pixel: a
    /// hairline ring at @1x to @3x is one to three pixels wide, and its middle is within two.
    static let lookInward = 2

    /// The edge of the shape whose ink box is `box`, or nil when no side shows a ring.
    init?(plane: PixelPlane, box: PixelBox, backdrop: ColorVector, fill: ColorVector) {
        self.plane = plane; self.box = box; self.backdrop = backdrop; self.fill = fill
        let midX = (box.minX + box.maxX) / 2, midY = (box.minY + box.maxY) / 2
        /// The pixel farthest off the line from the backdrop to the fill before the first full
        /// one, walking in, and how far in it lies: a ring when it is off that line and nearer
        /// the backdrop than the fill (a border's pixel inside the edge, partly the fill, is not)
        /// and stands out from what lies beyond it.
        func ring(_ n: Int, _ pixel: (Int) -> (Int, Int)) -> (color: ColorVector, at: Int, under: ColorVector)? {
            // Beyond the box: the backdrop, or a soft shadow the box leaves out (`SoftShadow`).
            let (bx, by) = pixel(-1)
            let outsideBox = bx >= 0 && by >= 0 && bx < plane.width && by < plane.height ? plane[x: bx, y: by] : backdrop
            var darkest: (color: ColorVector, off: Double, t: Double, at: Int)?
            for i in 0..<min(n, EdgeFinder.longestWalk) {
                let (x, y) = pixel(i)
                let p = plane[x: x, y: y]
                let t = p.fraction(from: backdrop, to: fill)
                if t >= EdgeFinder.full { break }
                let off = p.distance(to: backdrop + (fill - backdrop) * min(1, max(0, t)))
                if darkest == nil || off > darkest!.off { darkest = (p, off, t, i) }
            }
            guard let darkest, darkest.off > 2 * Inspector.noise, darkest.t <= 0.5 else { return nil }
            let beyond = darkest.at > 0 ? plane[x: pixel(darkest.at - 1).0, y: pixel(darkest.at - 1).1] : outsideBox
            // A line, not a soft shadow deepening toward the face (tvOS's focused button): it
            // stands out from the pixel beyond it by half its own depth at least.
            guard darkest.color.distance(to: beyond) >= darkest.off / 2 else { return nil }
            let d = darkest.color + (darkest.color - beyond) * 0.5
            func level(_ v: Double) -> Double { min(255, max(0, v)) }
            return (darkest.color, darkest.at, ColorVector(r: level(d.r), g: level(d.g), b: level(d.b), a: level(d.a)))
        }
        let l = ring(box.width / 2) { (box.minX + $0, midY) }, r = ring(box.width / 2) { (box.maxX - $0, midY) }
        let t = ring(box.height / 2) { (midX, box.minY + $0) }, b = ring(box.height / 2) { (midX, box.maxY - $0) }
        guard l != nil || r != nil || t != nil || b != nil else { return nil }
        ringed = (l != nil, r != nil, t != nil, b != nil)
        left = l?.color ?? backdrop; right = r?.color ?? backdrop; top = t?.color ?? backdrop; bottom = b?.color ?? backdrop
        under = (l?.under ?? backdrop, r?.under ?? backdrop, t?.under ?? backdrop, b?.under ?? backdrop)
        /// Walking along a side's ring from its middle, where it stops being its color; the
        /// middle itself for a side with no ring.
        func straightEnd(_ side: (color: ColorVector, at: Int, under: ColorVector)?, from mid: Int, to stop: Int, _ pixel: (Int) -> (Int, Int)) -> Double {
            guard let side else { return Double(mid) + 0.5 }
            let step = stop < mid ? -1 : 1
            var i = mid
            while i != stop, plane[x: pixel(i).0, y: pixel(i).1].distance(to: side.color) <= 2 * Inspector.noise { i += step }
            return Double(i) + 0.5
        }
        func row(_ y: Int) -> (Int) -> (Int, Int) { { ($0, y) } }
        func column(_ x: Int) -> (Int) -> (Int, Int) { { (x, $0) } }
        let topRow = box.minY + (t?.at ?? 0), bottomRow = box.maxY - (b?.at ?? 0)
        let leftColumn = box.minX + (l?.at ?? 0), rightColumn = box.maxX - (r?.at ?? 0)
        corners = (
            straightEnd(t, from: midX, to: box.minX, row(topRow)), straightEnd(t, from: midX, to: box.maxX, row(topRow)),
            straightEnd(b, from: midX, to: box.minX, row(bottomRow)), straightEnd(b, from: midX, to: box.maxX, row(bottomRow)),
            straightEnd(l, from: midY, to: box.minY, column(leftColumn)), straightEnd(l, from: midY, to: box.maxY, column(leftColumn)),
            straightEnd(r, from: midY, to: box.minY, column(rightColumn)), straightEnd(r, from: midY, to: box.maxY, column(rightColumn)))
    }

    /// The color against the edge near region pixel (x, y), and whether a ring lies there
    /// across the rows (left or right side) and across the columns (top or bottom).
    private func outside(_ x: Int, _ y: Int, underEdge: Bool = false) -> (color: ColorVector, acrossRows: Bool, acrossColumns: Bool) {
        let onLeft = 2 * x < box.minX + box.maxX, onTop = 2 * y < box.minY + box.maxY
        let side = underEdge ? (onLeft ? under.left : under.right) : onLeft ? left : right
        let end = underEdge ? (onTop ? under.top : under.bottom) : onTop ? top : bottom
        // The corner's middle: where the top or bottom stops being straight (x) and the side
        // does (y). Beyond it toward a side, that side's color; in the corner, the two mixed by
        // the pixel's direction from the middle.
        let cx = onTop ? (onLeft ? corners.topLeftX : corners.topRightX) : (onLeft ? corners.bottomLeftX : corners.bottomRightX)
        let cy = onLeft ? (onTop ? corners.leftTopY : corners.leftBottomY) : (onTop ? corners.rightTopY : corners.rightBottomY)
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let toSide = max(0, onLeft ? cx - px : px - cx), toEnd = max(0, onTop ? cy - py : py - cy)
        let w = toSide + toEnd > 0 ? toSide / (toSide + toEnd) : 0.5
        let color = side * w + end * (1 - w)
        return (color, onLeft ? ringed.left : ringed.right, onTop ? ringed.top : ringed.bottom)
    }

    /// The place of pixel (x, y) on the line from what lies against the edge there to the fill.
    private func place(_ x: Int, _ y: Int, underEdge: Bool = false) -> (t: Double, against: ColorVector) {
        let o = outside(x, y, underEdge: underEdge).color
        return (plane[x: x, y: y].fraction(from: o, to: fill), o)
    }

    /// The coverage for a corner fit: nil for a pixel between the ring's color and the
    /// backdrop's that is not outward of the ring. Such a pixel may be the ring and what lies
    /// beyond it (the backdrop, a shadow) with no face at all, or the face's edge over the ring
    /// (a face 0.6 covered over a ring of 204 reads as a ring pixel half over the backdrop), and
    /// read as the latter it added coverage where there is none. Every pixel lighter than that
    /// (the face's edge over the ring) and every pixel outward of the ring is kept.
    func fitCoverage(_ x: Int, _ y: Int) -> Double? {
        guard plane.differs(x, y, from: backdrop, by: Inspector.noise) else {
            // The face's edge over the ring can cancel out to the backdrop's color (0.62 of
            // white over 204 reads 236): beside a pixel that is clearly face, it tells nothing.
            let face = [(1, 0), (-1, 0), (0, 1), (0, -1)].contains { dx, dy in
                box.minX...box.maxX ~= x + dx && box.minY...box.maxY ~= y + dy
                    && plane[x: x + dx, y: y + dy].fraction(from: backdrop, to: fill) > 0.5
            }
            return face ? nil : 0
        }
        let (t, against) = place(x, y, underEdge: true)
        let margin = Inspector.noise / max(1, (fill - against).lengthSquared.squareRoot())
        return t > margin && t < backdrop.fraction(from: against, to: fill) ? nil : max(0, min(1, t))
    }

    /// The face's coverage of region pixel (x, y), 0...1.
    func coverage(_ x: Int, _ y: Int) -> Double {
        // The backdrop beyond the ring is outside, though it lies between the ring and the fill.
        guard plane.differs(x, y, from: backdrop, by: Inspector.noise) else { return 0 }
        let (t, against) = place(x, y)
        guard t < EdgeFinder.full else { return min(1, t) }
        let o = outside(x, y)
        // A pixel nearer the inside that lies nearer the ring's color: this one is outward of it.
        let margin = Inspector.noise / max(1, (fill - against).lengthSquared.squareRoot())
        let stepX = 2 * x < box.minX + box.maxX ? 1 : -1, stepY = 2 * y < box.minY + box.maxY ? 1 : -1
        for k in 1...Self.lookInward {
            if o.acrossRows, box.minX...box.maxX ~= x + k * stepX, place(x + k * stepX, y).t < t - margin { return 0 }
            if o.acrossColumns, box.minY...box.maxY ~= y + k * stepY, place(x, y + k * stepY).t < t - margin { return 0 }
        }
        return max(0, t)
    }
}
