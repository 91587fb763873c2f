import Foundation
import Testing
@testable import Raster

/// Images taller than a band are filled one band of rows at a time; the result must be what
/// one pass over the whole image gives: every pixel's exact area.
@Suite struct BandTests {
    /// A rectangle with fractional edges across three bands: each pixel's coverage is the
    /// product of its row's and column's overlap with the rectangle, known exactly.
    @Test func rectangleAcrossBandsIsExact() {
        let (w, h) = (40, 2 * Rasterizer.bandRows + 300)
        let rect = Rect(x: 3.3, y: 100.25, width: 27.4, height: Double(h) - 250.6)
        var rasterizer = Rasterizer(width: w, height: h)
        let coverage = rasterizer.coverage(of: Shapes.rect(rect))
        func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double { max(0, min(Double(i + 1), hi) - max(Double(i), lo)) }
        var worst = 0.0
        for y in 0..<h {
            let fy = overlap(y, rect.y, rect.maxY)
            for x in 0..<w { worst = max(worst, abs(Double(coverage[y * w + x]) - fy * overlap(x, rect.x, rect.maxX))) }
        }
        #expect(worst < 1e-5, "worst error \(worst)")
    }

    /// A tilted triangle from the first band to the last: its coverage adds up to its area,
    /// so no row is lost or counted twice at a band's edge.
    @Test func triangleAreaIsKeptAcrossBands() {
        let h = 3 * Rasterizer.bandRows + 17
        var path = BezierPath()
        path.move(to: Point(2.5, 1.7)); path.line(to: Point(61.2, Double(h) - 3.1)); path.line(to: Point(9.9, Double(h) - 40.4)); path.close()
        var rasterizer = Rasterizer(width: 64, height: h)
        let total = rasterizer.coverage(of: path).reduce(0.0) { $0 + Double($1) }
        let (a, b, c) = ((2.5, 1.7), (61.2, Double(h) - 3.1), (9.9, Double(h) - 40.4))
        let area = abs((b.0 - a.0) * (c.1 - a.1) - (c.0 - a.0) * (b.1 - a.1)) / 2
        #expect(abs(total - area) < 0.05, "coverage \(total), area \(area)")
    }

    /// Filling into an image: a tall image filled band by band, pixel for pixel the same as
    /// the two halves filled in images of their own.
    @Test func fillMatchesPerPartFills() throws {
        let h = Rasterizer.bandRows + 200
        let path = Shapes.roundedRect(Rect(x: 4.5, y: 10.25, width: 50, height: Double(h) - 30.5), radius: 20, curve: .continuous)
        var whole = try Pixmap(width: 60, height: h)
        whole.fill(path, with: RGBA(red: 0, green: 122, blue: 255))
        var top = try Pixmap(width: 60, height: 400), bottom = try Pixmap(width: 60, height: h - 400)
        top.fill(path, with: RGBA(red: 0, green: 122, blue: 255))
        bottom.fill(path, with: RGBA(red: 0, green: 122, blue: 255), transform: .translation(0, -400))
        #expect(Array(whole.pixels[0..<(60 * 400)]) == top.pixels)
        #expect(Array(whole.pixels[(60 * 400)...]) == bottom.pixels)
    }
}

/// The shadow drawn from a byte plane over its reach equals the layer pipeline it replaced
/// (fill a clear layer, `blurSingleColor`, draw), pixel for pixel, on a colored background.
@Suite struct ShadowTests {
    @Test(arguments: [(1, 3), (2, 3), (4, 1), (0, 3)])
    func shadowMatchesTheLayerPipeline(radius: Int, passes: Int) throws {
        let path = Shapes.roundedRect(Rect(x: 12.3, y: 9.6, width: 70.2, height: 31.5), radius: 9, curve: .continuous)
        let color = RGBA(red: 0, green: 0, blue: 0, alpha: 69)
        var expected = try Pixmap(width: 100, height: 60, fill: RGBA(red: 236, green: 236, blue: 236))
        var layer = try Pixmap(width: 100, height: 60)
        layer.fill(path, with: color)
        layer.blurSingleColor(radius: radius, passes: passes)
        expected.draw(layer, atX: 0, y: 0)
        var actual = try Pixmap(width: 100, height: 60, fill: RGBA(red: 236, green: 236, blue: 236))
        actual.drawBlurredShadow(of: path, color: color, radius: radius, passes: passes)
        #expect(actual.pixels == expected.pixels)
    }
}
