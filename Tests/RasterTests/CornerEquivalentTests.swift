import Testing
@testable import Raster

/// The outlines of the Figma and CSS equivalents of our continuous corners, held to numbers
/// from their sources (figma-squircle run under Node, the CSS draft's formulas).
@Suite struct CornerEquivalentTests {
    // MARK: The outlines against their sources

    /// figma-squircle (phamfoo/figma-squircle at 45622dc, src/draw.ts and src/index.ts) run
    /// under Node 20 for a 200 x 100 rectangle: `getPathParamsForCorner`'s numbers, with the
    /// radius and smoothing given, and (last) clamped on a 200 x 30 one.
    @Test(arguments: [
        // radius, smoothing, width, height: a, b, c, d, p, arcSectionLength
        ([10, 0.6, 200, 100], [5.600525060534107, 2.8002625302670534, 2.1391174065943073, 1.0899347581163212, 16, 4.37016024448821]),
        ([10, 1, 200, 100], [9.428090415820634, 4.714045207910317, 2.9289321881345245, 2.928932188134524, 20, 0]),
        ([40, 0.6, 200, 100], [9.293104089524379, 4.646552044762189, 3.8639567463585602, 0.768588783870782, 50, 31.427798335484088]),
        ([12, 0.66, 200, 30], [2.7879312268573138, 1.3939656134286569, 1.1591870239075681, 0.23057663516123458, 15, 9.428339500645226]),
    ])
    func figmaMatchesFigmaSquircle(input: [Double], expected: [Double]) {
        let corner = FigmaCornerSmoothing(radius: input[0], smoothing: input[1], width: input[2], height: input[3])
        let got = [corner.a, corner.b, corner.c, corner.d, corner.extent, corner.arcSectionLength]
        for (name, (g, e)) in zip(["a", "b", "c", "d", "p", "arc"], zip(got, expected)) {
            #expect(abs(g - e) < 1e-12, "\(name): \(g), figma-squircle \(e)")
        }
    }

    /// On the 200 x 30 rectangle a 12 radius leaves 15 for the corner, so Figma's 66% drops to
    /// 15 / 12 - 1 = 25%, and the curve's ends are where the SVG path puts them: it starts at
    /// x = 185 and its first cubic ends at (190.3411, 0.2306), relative (5.3411, 0.2306).
    @Test func figmaClampsTheSmoothingToTheSide() {
        let corner = FigmaCornerSmoothing(radius: 12, smoothing: 0.66, width: 200, height: 30)
        #expect(abs(corner.smoothing - 0.25) < 1e-12)
        let start = corner.point(at: 0), arcStart = corner.point(at: 1), end = corner.point(at: 3)
        #expect(abs(start.u - 15) < 1e-12 && abs(start.v) < 1e-12)
        #expect(abs(arcStart.u - (15 - 5.3411)) < 1e-4 && abs(arcStart.v - 0.2306) < 1e-4)
        #expect(abs(end.u) < 1e-12 && abs(end.v - 15) < 1e-12)
    }

    @Test func figmaWithoutSmoothingIsAQuarterCircle() {
        let r = 8.67
        let corner = FigmaCornerSmoothing(radius: r, smoothing: 0)
        for i in 0...3000 {
            let p = corner.point(at: Double(i) / 1000)
            let distance = ((p.u - r) * (p.u - r) + (p.v - r) * (p.v - r)).squareRoot()
            #expect(abs(distance - r) < 1e-9, "t = \(Double(i) / 1000): \(distance) from the centre")
        }
    }

    @Test func cssRoundIsAQuarterCircle() {
        let r = 8.67
        let corner = CSSCornerShape(superellipseK: CSSCornerShape.round, radius: r)
        for i in 0...1000 {
            let p = corner.point(at: Double(i) / 1000)
            let distance = ((p.u - r) * (p.u - r) + (p.v - r) * (p.v - r)).squareRoot()
            #expect(abs(distance - r) < 1e-9, "t = \(Double(i) / 1000): \(distance) from the centre")
        }
    }

    /// The draft's "normalized superellipse half corner" (#corner-shape-interpolation): where
    /// the curve crosses the diagonal, 0.5^(0.5^|K|) of the radius from the centre toward the
    /// corner (1 - that for negative K). `squircle`: 0.5^0.25 = 0.840896; `scoop`: 0.292893.
    @Test(arguments: [(2.0, 0.8408964152537145), (1.37, 0.764775786236477), (-1.0, 0.2928932188134524), (0.0, 0.5)])
    func cssCrossesTheDiagonalAtTheDraftsHalfCorner(k: Double, halfCorner: Double) {
        let corner = CSSCornerShape(superellipseK: k, radius: 1)
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2, p = corner.point(at: mid)
            if p.u > p.v { lo = mid } else { hi = mid }
        }
        let p = corner.point(at: (lo + hi) / 2)
        #expect(abs((1 - p.u) - halfCorner) < 1e-7, "K = \(k): crosses at \(1 - p.u) of the radius")
    }
}
