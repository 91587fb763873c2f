import Inspect
import Raster

/// The four corners of a shape laid over our render's, pixel by pixel: the largest difference
/// in coverage over a square at each corner. Ours is drawn at the image's width and on its
/// backdrop, so only the corners' curve and edges can differ.
///
/// Coverage, not channel levels: each pixel's place on the line from the backdrop to its own
/// image's fill, so that a pixel of shape error reads 1 on a faint translucent gray as on a
/// saturated green (levels read it as the fill's contrast, 20 on the gray against 130 on the green).
enum CornerPatches {
    /// The side of each corner's square, in points.
    static let side = 10.0

    /// One image of the shape: its pixels, the shape's frame in them, and the fill as seen over
    /// the backdrop.
    struct Drawn {
        var image: Pixmap
        var frame: Rect
        var fill: RGBA
    }

    /// The largest coverage difference, 0...1, over the four corner squares (each `side`
    /// points, or half the shorter shape's short side when that is less), and how finely the
    /// coarser of the two images can store a coverage: one level over its fill's span from the
    /// backdrop, in levels (a disabled button's faint gray spans 20, so its pixels read
    /// coverage in steps of 1/20). Nil when a shape is under a pixel or its fill cannot be
    /// told from the backdrop.
    static func largestDifference(_ a: Drawn, _ b: Drawn, backdrop: RGBA, scale: Double) -> (difference: Double, step: Double)? {
        let n = min(Int((side * scale).rounded()), Int(min(a.frame.width, a.frame.height, b.frame.width, b.frame.height) / 2))
        let behind = ColorVector(straight: backdrop)
        let fa = ColorVector(straight: a.fill), fb = ColorVector(straight: b.fill)
        let span = min(fa.distance(to: behind), fb.distance(to: behind))
        guard n > 0, span > 0 else { return nil }
        let ra = a.frame.pixels(scale: 1), rb = b.frame.pixels(scale: 1)
        func coverage(_ p: PremultipliedColor, _ fill: ColorVector) -> Double {
            min(1, max(0, ColorVector(p).fraction(from: behind, to: fill)))
        }
        var largest = 0.0
        for (right, bottom) in [(false, false), (true, false), (false, true), (true, true)] {
            for j in 0..<n {
                for i in 0..<n {
                    guard let p = pixel(a.image, ra, right, bottom, i, j), let q = pixel(b.image, rb, right, bottom, i, j) else { continue }
                    largest = max(largest, abs(coverage(p, fa) - coverage(q, fb)))
                }
            }
        }
        return (largest, 1 / span)
    }

    /// The pixel `i` across and `j` down from one corner of `r`, walking inwards.
    private static func pixel(_ image: Pixmap, _ r: PixelRect, _ right: Bool, _ bottom: Bool, _ i: Int, _ j: Int) -> PremultipliedColor? {
        let x = right ? r.x + r.width - 1 - i : r.x + i
        let y = bottom ? r.y + r.height - 1 - j : r.y + j
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return nil }
        return image[x, y]
    }
}
