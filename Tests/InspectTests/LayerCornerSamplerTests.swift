import Raster
import Testing
@testable import Inspect

/// The corner fit reads Core Animation's corner one pixel at a time; every pixel must be the
/// byte Raster's own fast path draws for the same rectangle and radius.
@Suite struct LayerCornerSamplerTests {
    @Test(arguments: [3.0, 8.6, 17.25, 26.0, 41.7, 90.0])
    func everyPixelIsRastersByte(radius: Double) throws {
        // Corners that do not meet, so that Raster takes its fast path.
        let rect = Rect(x: 3, y: 2, width: 500, height: 420)
        var image = try Pixmap(width: 506, height: 424)
        image.fillRoundedRectComputingCorner(rect, radius: radius, curve: .layer, with: .white)
        let corner = LayerCornerSampler(size: Int((LayerCorner.extent * radius).rounded(.up)), radius: radius)
        let (w, h) = (Int(rect.width), Int(rect.height))
        var mismatches: [String] = []
        for row in 0..<corner.size {
            let s = corner.starts(row: row)
            for col in 0..<(corner.size + 2) {
                let ours: UInt8 = col < s.partial ? 0 : (col < s.full ? corner.alpha(row: row, col) : 255)
                // The top-left corner, and the bottom-right one mirrored onto it.
                for (x, y) in [(3 + col, 2 + row), (3 + w - 1 - col, 2 + h - 1 - row)] where image[x, y].alpha != ours {
                    mismatches.append("(\(x), \(y)): Raster \(image[x, y].alpha), sampler \(ours)")
                }
            }
        }
        let count = mismatches.count, first = mismatches.prefix(5).joined(separator: "; ")
        #expect(count == 0, "\(first)")
    }
}
