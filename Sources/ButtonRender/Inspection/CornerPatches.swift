import Raster

/// The four corners of a shape laid over our render's, pixel by pixel: the largest difference
/// in any channel (premultiplied), in levels, over a square at each corner. Ours is drawn at the
/// image's width and on its backdrop, so only the corners' curve and edges can differ.
enum CornerPatches {
    /// The side of each corner's square, in points.
    static let side = 10.0

    /// The largest difference, 0...255, over the four corner squares (each `side` points, or
    /// half the shorter shape's short side when that is less); nil when a shape is under a pixel.
    static func largestDifference(image: Pixmap, frame a: Rect, ours: Pixmap, frame b: Rect, scale: Double) -> Int? {
        let n = min(Int((side * scale).rounded()), Int(min(a.width, a.height, b.width, b.height) / 2))
        guard n > 0 else { return nil }
        let ra = a.pixels(scale: 1), rb = b.pixels(scale: 1)
        var largest = 0
        for (right, bottom) in [(false, false), (true, false), (false, true), (true, true)] {
            for j in 0..<n {
                for i in 0..<n {
                    guard let p = pixel(image, ra, right, bottom, i, j), let q = pixel(ours, rb, right, bottom, i, j) else { continue }
                    let d = max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
                    largest = max(largest, d)
                }
            }
        }
        return largest
    }

    /// The pixel `i` across and `j` down from one corner of `r`, walking inwards.
    private static func pixel(_ image: Pixmap, _ r: PixelRect, _ right: Bool, _ bottom: Bool, _ i: Int, _ j: Int) -> PremultipliedColor? {
        let x = right ? r.x + r.width - 1 - i : r.x + i
        let y = bottom ? r.y + r.height - 1 - j : r.y + j
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return nil }
        return image[x, y]
    }
}
