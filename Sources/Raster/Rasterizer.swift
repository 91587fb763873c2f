// sin, cos, tan, asin: the C library's, without Foundation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Exact-area coverage rasterizer with nonzero winding.
///
/// Every line adds, to the cells of each pixel row it crosses, the signed change in covered
/// area that it causes; a running sum along the row then gives each pixel's winding area, and
/// coverage is `min(1, |area|)`. Curves are flattened to lines first (`Flattening`).
///
/// Guarantees: the running sum restarts at zero on every row; after `fill` returns, the cell
/// buffer is zero again, so one rasterizer can fill many paths into images of its size.
/// Only cells an edge touched are visited one by one; the spans between them are filled as
/// runs of constant coverage. Memory is a band of `bandRows` rows, not the image: a tall
/// image is filled one band at a time, each row's sum depending only on the edges that cross
/// it, so the result is the same as in one pass.
package struct Rasterizer: Sendable {
    /// The width of the images it fills, in pixels.
    package let width: Int
    /// The height of the images it fills, in pixels.
    package let height: Int
    /// The most rows of cells held at once: 512 rows of a 16,384 px wide image are 32 MB, and
    /// every button canvas below 512 px is one band.
    package static let bandRows = 512
    /// Rows of cells: the image's height, up to `bandRows`.
    private let cellRows: Int
    /// The image row the current band starts at.
    private var bandTop = 0
    /// Signed area deltas, one per pixel of the band, row-major.
    private var cells: [Float]
    /// One bit per cell an edge touched, `wordsPerRow` words a row.
    private var touched: [UInt64]
    private let wordsPerRow: Int
    private var minRow = Int.max
    private var maxRow = Int.min

    /// A rasterizer for images of the given size.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        wordsPerRow = (width + 63) / 64
        cellRows = min(height, Self.bandRows)
        cells = [Float](repeating: 0, count: width * cellRows)
        touched = [UInt64](repeating: 0, count: wordsPerRow * cellRows)
    }

    /// Fills `path`, mapped through `transform`, into `image` with `color`, source-over.
    package mutating func fill(
        _ path: BezierPath, with color: RGBA, transform: Transform = .identity, into image: inout Pixmap
    ) {
        precondition(image.width == width && image.height == height, "rasterizer and image sizes differ")
        let color = color.premultiplied
        let solid = color.packed
        let opaque = color.alpha == 255
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            rasterize(
                path, transform: transform,
                span: { from, to, acc in fillSpan(pixels, from, to, alpha: Rasterizer.alpha(acc), solid, opaque) },
                cell: { index, acc in blend(pixels, index, alpha: Rasterizer.alpha(acc), color) })
        }
    }

    /// The coverage (0...1) of every pixel of `path`, without touching an image: for tests
    /// and for masks.
    package mutating func coverage(of path: BezierPath, transform: Transform = .identity) -> [Float] {
        var out = [Float](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { out in
            rasterize(
                path, transform: transform,
                span: { from, to, acc in
                    if acc != 0 { UnsafeMutableBufferPointer(rebasing: out[from..<to]).update(repeating: min(1, abs(acc))) }
                },
                cell: { index, acc in out[index] = min(1, abs(acc)) })
        }
        return out
    }

    /// The area of `path` in every pixel, unclamped and without the winding's sign: what
    /// `AreaMask` holds.
    mutating func areas(of path: BezierPath, transform: Transform) -> [Float] {
        var out = [Float](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { out in
            rasterize(
                path, transform: transform,
                span: { from, to, acc in
                    if acc != 0 { UnsafeMutableBufferPointer(rebasing: out[from..<to]).update(repeating: abs(acc)) }
                },
                cell: { index, acc in out[index] = abs(acc) })
        }
        return out
    }

    /// The coverage of every pixel of `path` as bytes (0...255), rounded as fills round it.
    mutating func alphas(of path: BezierPath) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { out in
            rasterize(
                path, transform: .identity,
                span: { from, to, acc in
                    if acc != 0 { UnsafeMutableBufferPointer(rebasing: out[from..<to]).update(repeating: UInt8(Rasterizer.alpha(acc))) }
                },
                cell: { index, acc in out[index] = UInt8(Rasterizer.alpha(acc)) })
        }
        return out
    }

    /// The coverage (0...1) of `path` without an image-sized array: `span(from, to, coverage)`
    /// for each run of pixels of a row that share one coverage, `cell(index, coverage)` for each
    /// pixel an edge crossed; indices row-major, in increasing order. Rows no edge reaches are
    /// not visited (their coverage is 0). The values are `coverage(of:)`'s, for a caller that
    /// needs only some pixels of a large image.
    package mutating func forEachCoverage(
        of path: BezierPath, transform: Transform = .identity, span: (Int, Int, Float) -> Void, cell: (Int, Float) -> Void
    ) {
        rasterize(path, transform: transform, span: { span($0, $1, min(1, abs($2))) }, cell: { cell($0, min(1, abs($1))) })
    }

    // MARK: - Edges

    /// Accumulates `path` band by band and drains each band: `span` and `cell` get indices
    /// into the whole image, row-major.
    @inline(__always) private mutating func rasterize(
        _ path: BezierPath, transform: Transform, span: (Int, Int, Float) -> Void, cell: (Int, Float) -> Void
    ) {
        var top = 0
        repeat {
            bandTop = top
            addPath(path, transform: transform, tolerance: Flattening.tolerance, rows: min(cellRows, height - top))
            drainRows(span: span, cell: cell)
            top += cellRows
        } while top < height
        bandTop = 0
    }

    private mutating func addPath(_ path: BezierPath, transform: Transform, tolerance: Double, rows bandHeight: Int) {
        let (width, wordsPerRow, top) = (self.width, self.wordsPerRow, Double(bandTop))
        var rows = (minRow, maxRow)
        cells.withUnsafeMutableBufferPointer { cells in
            touched.withUnsafeMutableBufferPointer { touched in
                var edges = EdgeAccumulator(
                    cells: cells.baseAddress!, touched: touched.baseAddress!, width: width, height: bandHeight,
                    bandTop: top, wordsPerRow: wordsPerRow, minRow: rows.0, maxRow: rows.1)
                edges.addPath(path, transform: transform, tolerance: tolerance)
                rows = (edges.minRow, edges.maxRow)
            }
        }
        (minRow, maxRow) = rows
    }

    // MARK: - Coverage to pixels

    /// Runs the running sum along every touched row of the band, zeroing cells and bits as it
    /// goes. `span(from, to, acc)` gets each run of untouched cells (constant coverage `acc`),
    /// `cell(index, acc)` each touched cell after its delta is added; indices are the image's,
    /// row-major.
    @inline(__always) private mutating func drainRows(span: (Int, Int, Float) -> Void, cell: (Int, Float) -> Void) {
        guard minRow <= maxRow else { return }
        let width = self.width, wordsPerRow = self.wordsPerRow, offset = bandTop * width
        let (first, last) = (minRow, maxRow)
        cells.withUnsafeMutableBufferPointer { cells in
            touched.withUnsafeMutableBufferPointer { touched in
                for row in first...last {
                    let base = row * width
                    var acc: Float = 0
                    var x = 0
                    for w in 0..<wordsPerRow {
                        var bits = touched[row * wordsPerRow + w]
                        touched[row * wordsPerRow + w] = 0
                        while bits != 0 {
                            let index = w << 6 + bits.trailingZeroBitCount
                            bits &= bits - 1
                            if index > x { span(offset + base + x, offset + base + index, acc) }
                            acc += cells[base + index]
                            cells[base + index] = 0
                            cell(offset + base + index, acc)
                            x = index + 1
                        }
                    }
                    if x < width { span(offset + base + x, offset + base + width, acc) }
                }
            }
        }
        resetRows()
    }

    private mutating func resetRows() {
        minRow = .max
        maxRow = .min
    }

    @inline(__always) private static func alpha(_ acc: Float) -> UInt32 {
        UInt32(min(1, abs(acc)) * 255 + 0.5)
    }
}

/// Writes a run of pixels that all have coverage `alpha` (0...255).
@inline(__always) private func fillSpan(
    _ pixels: UnsafeMutableBufferPointer<UInt32>, _ from: Int, _ to: Int, alpha: UInt32,
    _ solid: UInt32, _ opaque: Bool
) {
    guard alpha != 0 else { return }
    if alpha == 255 && opaque {
        UnsafeMutableBufferPointer(rebasing: pixels[from..<to]).update(repeating: solid)
        return
    }
    let source = Blend.scale(solid, alpha)
    for i in from..<to { pixels[i] = Blend.sourceOver(source, pixels[i]) }
}

@inline(__always) private func blend(
    _ pixels: UnsafeMutableBufferPointer<UInt32>, _ index: Int, alpha: UInt32, _ color: PremultipliedColor
) {
    guard alpha != 0 else { return }
    pixels[index] = Blend.sourceOver(Blend.scale(color.packed, alpha), pixels[index])
}

extension Pixmap {
    /// Fills `path` with `color`, source-over; for many fills, reuse one `Rasterizer`.
    package mutating func fill(_ path: BezierPath, with color: RGBA, transform: Transform = .identity) {
        var rasterizer = Rasterizer(width: width, height: height)
        rasterizer.fill(path, with: color, transform: transform, into: &self)
    }
}
