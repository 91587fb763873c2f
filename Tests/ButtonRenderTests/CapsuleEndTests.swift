import ButtonGeometry
import Graphics
import Raster
import Testing
@testable import ButtonRender

/// A capsule's whole end against SwiftUI's, not a corner patch: a corner patch of 10 x 10 pt
/// sees only the first few pixels of where a continuous end departs from a half circle, which
/// lies along the edge from 1 to 1.5 radii out.
@Suite struct CapsuleEndTests {
    /// How far the left end's edge lies in from the capsule's frame, in pixels, in each of the
    /// top 27 rows (the sum of 1 - coverage over the first 44 columns) and each of the first 44
    /// columns (over the top 27 rows). Measured with numpy, outside this code, on the four
    /// RevenueCat renders (`CorpusEntry.revenueCatCapsules`: iOS 16 and 17, light and dark,
    /// 54 px tall at @1x), coverage solved against the backdrop and the fill; the four agree
    /// within 0.012 px everywhere, and these are their means. Row 0 and column 0 are cut off
    /// by the 44-column and 27-row window. Ours is within 0.13 px of these in row 0 (a sum of
    /// 44 pixels) and within 0.09 px elsewhere.
    static let appleRowInsets: [Double] = [
        25.37, 19.01, 15.94, 13.83, 12.10, 10.67, 9.41, 8.29, 7.31, 6.41, 5.62, 4.91, 4.25, 3.68,
        3.14, 2.69, 2.26, 1.90, 1.61, 1.33, 1.11, 0.88, 0.70, 0.53, 0.36, 0.21, 0.07,
    ]
    static let appleColumnDepths: [Double] = [
        23.70, 19.01, 15.94, 13.83, 12.10, 10.67, 9.41, 8.29, 7.31, 6.41, 5.62, 4.91, 4.25, 3.68,
        3.14, 2.69, 2.26, 1.90, 1.62, 1.35, 1.14, 0.93, 0.77, 0.63, 0.49, 0.40, 0.31, 0.23,
        0.19, 0.14, 0.10, 0.07, 0.05, 0.03, 0.02, 0.01, 0.01, 0, 0, 0, 0, 0, 0, 0,
    ]
    /// The largest difference allowed in any row's or column's inset, in pixels. Half-circle
    /// ends differ by 3.2 px in row 0 and 0.84 px in rows 1 and columns 1 (their edge meets the
    /// straight one 14 px sooner).
    static let tolerance = 0.15

    /// Our render of each current RevenueCat entry's spec from iOS 16 on, measured the same way.
    @Test func everyCurrentCapsuleEntryHasSwiftUIsEnd() throws {
        let corpus = try CalibrationCorpus.load(CalibrationTests.corpusPath)
        let entries = corpus.entries.filter { $0.name.hasPrefix("revenuecat-capsule") && $0.current && ($0.spec?.osVersion?.major ?? 16) >= 16 }
        #expect(entries.count == 4)
        for entry in entries {
            let spec = try #require(entry.spec)
            let (rows, columns) = try Self.endInsets(spec)
            for (i, (ours, apple)) in zip(rows, Self.appleRowInsets).enumerated() {
                #expect(abs(ours - apple) <= Self.tolerance, "\(entry.name) row \(i): ours \(ours), Apple \(apple)")
            }
            for (i, (ours, apple)) in zip(columns, Self.appleColumnDepths).enumerated() {
                #expect(abs(ours - apple) <= Self.tolerance, "\(entry.name) column \(i): ours \(ours), Apple \(apple)")
            }
        }
    }

    /// The iOS 15 entries (`--os-version 15`) draw half circles, as iOS 15 did: each row's inset
    /// is the area left of a circle of radius r = 27 px in that row, integrated here by sampling.
    @Test func iOS15EntriesHaveHalfCircles() throws {
        let corpus = try CalibrationCorpus.load(CalibrationTests.corpusPath)
        let entries = corpus.entries.filter { $0.name.hasPrefix("revenuecat-capsule") && $0.spec?.osVersion?.major == 15 }
        #expect(entries.count == 2 && entries.allSatisfy(\.current))
        let r = 27.0
        let circle = (0..<27).map { row -> Double in
            let n = 2000
            return (0..<n).reduce(0.0) { sum, k in
                let y = Double(row) + (Double(k) + 0.5) / Double(n)
                return sum + (r - (r * r - (r - y) * (r - y)).squareRoot()) / Double(n)
            }
        }
        for entry in entries {
            let (rows, _) = try Self.endInsets(try #require(entry.spec))
            for (i, (ours, exact)) in zip(rows, circle).enumerated() {
                #expect(abs(ours - exact) <= 0.05, "\(entry.name) row \(i): ours \(ours), a half circle's \(exact)")
            }
        }
    }

    /// The row insets and column depths of the left end of our render on a clear backdrop,
    /// where a pixel's alpha is the shape's coverage.
    static func endInsets(_ spec: ButtonSpec) throws -> (rows: [Double], columns: [Double]) {
        let (image, layout) = try Renderer().render(spec, background: RGBA(0, 0, 0, 0))
        let frame = try #require(layout.shape).frame.pixels
        func gap(_ x: Int, _ y: Int) -> Double { 1 - Double(image[frame.x + x, frame.y + y].alpha) / 255 }
        let rows = (0..<27).map { y in (0..<44).reduce(0.0) { $0 + gap($1, y) } }
        let columns = (0..<44).map { x in (0..<27).reduce(0.0) { $0 + gap(x, $1) } }
        return (rows, columns)
    }
}
