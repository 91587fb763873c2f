import Raster

/// A soft shadow on an opaque backdrop: the backdrop darkened toward black, a little and
/// smoothly, as Liquid Glass floats on one (a Gaussian of 18 pt). Each pixel is read against its
/// own backdrop (one color, or a backdrop image's pixel), so a shadow over stripes is the
/// stripes darkened.
///
/// Its pixels are no part of the thing measured: counted in the ink box, the shadow of a glass
/// button made the box a third larger than the shape, and the fill too small a share of it to
/// be found. A pixel is the shadow's when it lies on the line from the backdrop to black, no
/// more than `deepest` of the way, and no neighbour's difference from its own backdrop differs
/// from this pixel's by more than `step` levels:
/// a shape's edge, its fill's edge or a label's is a step of many levels, so the pixels along
/// any edge stay ink, and a flat fill's inside, smooth as it is, lies within its own edges.
struct SoftShadow {
    let plane: PixelPlane
    let backdrop: BackdropPlane
    /// Over a backdrop image, the shape once it is found: a translucent gray fill reads as the
    /// backdrop darkened too, but nothing inside the shape is its shadow.
    var shape: ShapeMask?
    /// Opaque black, premultiplied.
    static let black = ColorVector(r: 0, g: 0, b: 0, a: 255)
    /// The darkest a soft shadow is taken to be, as an alpha of black: Liquid Glass's reads at
    /// most 0.06 below its edge (0.105 of black, spread by the blur), Apple's over colours 0.21
    /// to 0.29 of black before the spread; a gray fill over white (#8E8E93 is 0.44) stays ink.
    static let deepest = 0.35
    /// The most a shadow's pixel differs from a neighbour, in levels: a Gaussian of 18 pt at
    /// 1 px/pt falls at most 0.6 levels a pixel at 0.105 of black; rounding adds one.
    static let step = 2.0
    /// A shadow whose reach below is shorter than this, in points, is not soft: the macOS push
    /// button's two-point shadow under its ring is the face's edge, measured by `RingedEdge`.
    static let softReach = 4.0

    /// The alpha of black over the backdrop that pixel (x, y) shows, when it lies on the line
    /// from the backdrop to black within the noise; nil otherwise.
    func alpha(_ x: Int, _ y: Int) -> Double? {
        let backdrop = self.backdrop[x: x, y: y]
        guard backdrop.a == 255 else { return nil }
        let p = plane[x: x, y: y]
        let a = p.fraction(from: backdrop, to: Self.black)
        guard a.isFinite, p.distance(to: backdrop + (Self.black - backdrop) * a) <= Inspector.noise else { return nil }
        return a
    }

    /// True when pixel (x, y) is a soft shadow's: darker than the backdrop, within `deepest`,
    /// and smooth.
    func isShadow(_ x: Int, _ y: Int) -> Bool {
        guard shape?.contains(x, y) != true, let a = alpha(x, y), a > 0, a <= Self.deepest else { return false }
        // Over a backdrop image each neighbour is carried to this pixel's backdrop, so that
        // neither a stripe's edge nor how dark a stripe is (a shadow darkens a light stripe by
        // more levels than a dark one) is a step in the shadow.
        let p = plane[x: x, y: y]
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let nx = x + dx, ny = y + dy
            guard nx >= 0, ny >= 0, nx < plane.width, ny < plane.height else { continue }
            if backdrop.carried(plane[x: nx, y: ny], from: (nx, ny), to: (x, y)).distance(to: p) > Self.step { return false }
        }
        return true
    }

    /// The shadow around the shape whose frame is `frame` (region pixels), or nil when the
    /// first pixel below its edge is not darkened or the shadow is not soft.
    func measure(frame: Rect, scale s: Double) -> ShadowMeasurement? {
        let midX = min(plane.width - 1, max(0, Int(frame.midX))), midY = min(plane.height - 1, max(0, Int(frame.midY)))
        let below = Int(frame.maxY.rounded(.up))
        guard below < plane.height, let first = alpha(midX, below), first > 0,
              backdrop.differs(plane, midX, below, by: Inspector.noise)
        else { return nil }
        /// Walks from pixel `start` by `step` while the pixels are darkened beyond the noise;
        /// the darkest alpha met and the first pixel that is the backdrop again (or the region's edge).
        func walk(from start: (Int, Int), step: (Int, Int)) -> (darkest: Double, end: Int) {
            var (x, y) = start, darkest = 0.0
            while x >= 0, y >= 0, x < plane.width, y < plane.height,
                  backdrop.differs(plane, x, y, by: Inspector.noise), let a = alpha(x, y), a > 0 {
                darkest = max(darkest, a)
                x += step.0; y += step.1
            }
            return (darkest, step.0 == 0 ? y : x)
        }
        let down = walk(from: (midX, below), step: (0, 1))
        let reachBelow = (Double(down.end) - frame.maxY) / s
        guard reachBelow >= Self.softReach else { return nil }
        let left = walk(from: (Int(frame.x.rounded(.down)) - 1, midY), step: (-1, 0))
        let right = walk(from: (Int(frame.maxX.rounded(.up)), midY), step: (1, 0))
        let up = walk(from: (midX, Int(frame.y.rounded(.down)) - 1), step: (0, -1))
        let leftReach: Double = frame.x - Double(left.end + 1)
        let rightReach: Double = Double(right.end) - frame.maxX
        let sides: Double = (leftReach + rightReach) / 2 / s
        let above: Double = (frame.y - Double(up.end + 1)) / s
        return ShadowMeasurement(
            alphaBelow: first, darkest: down.darkest, reachBelow: reachBelow, reachSides: max(0, sides),
            reachAbove: max(0, above))
    }
}
