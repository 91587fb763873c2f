import Raster

/// The pixels a corner fit compares, with their measured coverage: in the four corner squares
/// (each as wide as half the short side), what each row and column passes from `outside` pixels
/// before the first one the shape touches to `pastFull` pixels past its first fully covered one.
///
/// That band holds the corner's outline with a little backdrop and fill either side, and never
/// the label inside. It grows with the outline, not with the corner's area: a candidate's edge
/// more than `outside` pixels out of place already covers or uncovers the band's every pixel,
/// so the backdrop farther out tells the fit nothing more.
struct CornerBand {
    /// Box-local row-major indices, ascending.
    let indices: [Int]
    /// The measured coverage of each, 0...1.
    let measured: [Double]

    /// Backdrop pixels before the first touched one that each walk compares, so that a
    /// candidate reaching past the measured edge is penalised.
    static let outside = 2
    /// Pixels past the first fully covered one that each walk compares, so that a candidate
    /// leaving the shape's edge uncovered is penalised.
    static let pastFull = 2
    /// A pixel at least this covered counts as fully inside.
    static let full = 0.999

    /// The band of the shape whose measured frame is `frame` (region pixels), inside `box`;
    /// `coverage(x, y)` is the measured coverage at box-local pixel (x, y), nil where the
    /// pixel cannot tell it (`RingedEdge`): such a pixel is touched by the shape but compared
    /// with no candidate.
    init(frame: Rect, box: PixelBox, coverage: (Int, Int) -> Double?) {
        let w = box.width, h = box.height
        let side = min(Int((min(frame.width, frame.height) / 2).rounded(.up)) + 1, w, h)
        var chosen: [Int: Double] = [:]
        func walk(length: Int, _ pixel: (Int) -> (x: Int, y: Int)) {
            var past = -1
            var touched = false
            for i in 0..<length {
                let p = pixel(i)
                let v = coverage(p.x, p.y)
                if !touched {
                    guard v.map({ $0 > 0 }) ?? true else { continue }
                    touched = true
                    for j in max(0, i - Self.outside)..<i {
                        let q = pixel(j)
                        chosen[q.y * w + q.x] = 0
                    }
                }
                guard let v else { continue }
                chosen[p.y * w + p.x] = v
                if past < 0, v >= Self.full { past = 0 }
                if past >= 0 { past += 1; if past > Self.pastFull { break } }
            }
        }
        for y in 0..<h where y < side || y >= h - side {
            walk(length: w / 2) { (x: $0, y: y) }
            walk(length: w / 2) { (x: w - 1 - $0, y: y) }
        }
        for x in 0..<w where x < side || x >= w - side {
            walk(length: h / 2) { (x: x, y: $0) }
            walk(length: h / 2) { (x: x, y: h - 1 - $0) }
        }
        let sorted = chosen.keys.sorted()
        indices = sorted
        measured = sorted.map { chosen[$0]! }
    }
}
