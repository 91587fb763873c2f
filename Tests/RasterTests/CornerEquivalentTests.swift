import Testing
@testable import Raster

/// The Figma and CSS equivalents of our continuous corners, measured again: this file samples
/// both outlines itself and finds their largest distance itself, and the outlines are held to
/// numbers from their sources (figma-squircle run under Node, the CSS draft's formulas).
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

    // MARK: The fits

    /// A point in radii: u back along the incoming edge from the corner, v out along the outgoing.
    struct P { var u, v: Double }

    /// How closely the distances measured here reproduce the stored ones, in radii. At these
    /// densities the polylines' chords and the spacing of the sampled points each err by less
    /// than 1e-6; a fit's neighbours differ from it by 1e-4 or more (the path squircle's tied
    /// smoothings by less than 1e-8).
    static let tolerance = 5e-6

    /// Our curve, from its three cubics, evaluated here.
    static func ours(_ curve: CornerCurve, steps: Int = 1000) -> [P] {
        let (extent, segments) = ContinuousCorner.profile(curve)
        var points = [P(u: extent, v: 0)], start = points[0]
        for s in segments {
            for i in 1...steps {
                let t = Double(i) / Double(steps), m = 1 - t
                let w = (m * m * m, 3 * m * m * t, 3 * m * t * t, t * t * t)
                points.append(P(
                    u: w.0 * start.u + w.1 * s.c1.u + w.2 * s.c2.u + w.3 * s.end.u,
                    v: w.0 * start.v + w.1 * s.c1.v + w.2 * s.c2.v + w.3 * s.end.v))
            }
            start = P(u: s.end.u, v: s.end.v)
        }
        return points
    }

    static func figma(_ smoothing: Double, steps: Int = 1000) -> [P] {
        let corner = FigmaCornerSmoothing(radius: 1, smoothing: smoothing)
        return (0...3 * steps).map { corner.point(at: Double($0) / Double(steps)) }.map { P(u: $0.u, v: $0.v) }
    }

    static func css(_ k: Double, scale: Double = 1, steps: Int = 3000) -> [P] {
        let corner = CSSCornerShape(superellipseK: k, radius: scale)
        return (0...steps).map { corner.point(at: Double($0) / Double(steps)) }.map { P(u: $0.u, v: $0.v) }
    }

    // MARK: The largest distance, found here

    /// The largest distance between two corners' outlines: each curve with its edges continued
    /// along the axes, each point of one (its curve's samples and its edges' out to 3 radii)
    /// measured to the other, both ways.
    static func largestDistance(_ a: [P], _ b: [P]) -> Double {
        max(farthest(from: a, to: b), farthest(from: b, to: a))
    }

    static func farthest(from a: [P], to b: [P]) -> Double {
        let target = Nearest(b)
        var worst = 0.0
        for p in a { worst = max(worst, target.distance(p)) }
        let spacing = 5e-4
        for u in stride(from: a[0].u, through: 3, by: spacing) { worst = max(worst, target.distance(P(u: u, v: 0))) }
        for v in stride(from: a[a.count - 1].v, through: 3, by: spacing) { worst = max(worst, target.distance(P(u: 0, v: v))) }
        return worst
    }

    /// Distances to an outline: its polyline's chords, found through a grid of 0.05-radius
    /// cells, and its two edges, rays along the axes from the curve's ends, exactly.
    struct Nearest {
        static let cell = 0.05, cells = 80
        let points: [P]
        var chordsByCell: [[Int]]

        init(_ points: [P]) {
            self.points = points
            chordsByCell = Array(repeating: [], count: Self.cells * Self.cells)
            for k in 1..<points.count {
                let (a, b) = (points[k - 1], points[k])
                for i in Self.index(min(a.u, b.u))...Self.index(max(a.u, b.u)) {
                    for j in Self.index(min(a.v, b.v))...Self.index(max(a.v, b.v)) { chordsByCell[i * Self.cells + j].append(k) }
                }
            }
        }

        static func index(_ x: Double) -> Int { min(cells - 1, max(0, Int((x / cell).rounded(.down)))) }

        func chord(_ k: Int, _ p: P) -> Double {
            let (a, b) = (points[k - 1], points[k])
            let (du, dv) = (b.u - a.u, b.v - a.v)
            let length2 = du * du + dv * dv
            let t = length2 > 0 ? min(1, max(0, ((p.u - a.u) * du + (p.v - a.v) * dv) / length2)) : 0
            let (eu, ev) = (p.u - a.u - t * du, p.v - a.v - t * dv)
            return (eu * eu + ev * ev).squareRoot()
        }

        func distance(_ p: P) -> Double {
            let first = points[0], last = points[points.count - 1]
            let incoming = p.u >= first.u ? abs(p.v) : hypot(p.u - first.u, p.v)
            let outgoing = p.v >= last.v ? abs(p.u) : hypot(p.u, p.v - last.v)
            var best = min(incoming, outgoing)
            let (i0, j0) = (Self.index(p.u), Self.index(p.v))
            for i in max(0, i0 - 1)...min(Self.cells - 1, i0 + 1) {
                for j in max(0, j0 - 1)...min(Self.cells - 1, j0 + 1) {
                    for k in chordsByCell[i * Self.cells + j] { best = min(best, chord(k, p)) }
                }
            }
            // The 3 x 3 cells hold every chord within one cell of p; farther, look at all.
            if best > Self.cell { for k in 1..<points.count { best = min(best, chord(k, p)) } }
            return best
        }

        func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
    }

    @Test func circularIsFigmaWithoutSmoothingAndCSSRound() {
        #expect(CornerEquivalent.figma(for: .circular) == (0, 0))
        #expect(CornerEquivalent.css(for: .circular) == (1, 1, 0))
        #expect(CornerEquivalent.cssAtSameRadius(for: .circular) == (1, 1, 0))
    }

    /// The stored Figma smoothing is as far from our curve as stored, and no whole percent
    /// either side does better. The path squircle's 64% and 66% tie with its 65% (the
    /// 45-degree point holds the distance, which no smoothing moves); the next out do worse.
    @Test(arguments: [(CornerCurve.continuous, [0.64, 0.66]), (.layer, [])])
    func figmaFit(curve: CornerCurve, tied: [Double]) {
        let fit = CornerEquivalent.figma(for: curve)
        let ours = Self.ours(curve)
        let measured = Self.largestDistance(ours, Self.figma(fit.smoothing))
        #expect(abs(measured - fit.maximumError) < Self.tolerance, "\(curve): measured \(measured) r, stored \(fit.maximumError) r")
        for offset in [-0.02, -0.01, 0.01, 0.02] {
            let s = ((fit.smoothing + offset) * 100).rounded() / 100
            let neighbour = Self.largestDistance(ours, Self.figma(s))
            if tied.contains(s) {
                #expect(abs(neighbour - measured) < Self.tolerance, "\(curve): \(s) is \(neighbour) r, \(fit.smoothing) is \(measured) r")
            } else {
                #expect(neighbour > measured + Self.tolerance, "\(curve): \(s) is \(neighbour) r, \(fit.smoothing) is \(measured) r")
            }
        }
    }

    /// The stored K and radius scale are as far from our curve as stored, and every neighbour
    /// on the 0.01 grid does worse: K alone at our radius, and both together.
    @Test(arguments: [CornerCurve.continuous, .layer])
    func cssFit(curve: CornerCurve) {
        let ours = Self.ours(curve)
        for fit in [CornerEquivalent.cssAtSameRadius(for: curve), CornerEquivalent.css(for: curve)] {
            let measured = Self.largestDistance(ours, Self.css(fit.superellipseK, scale: fit.radiusScale))
            #expect(abs(measured - fit.maximumError) < Self.tolerance, "\(curve) \(fit): measured \(measured) r")
            let scales = fit.radiusScale == 1 ? [0.0] : [-0.01, 0, 0.01]
            for dk in [-0.01, 0, 0.01] {
                for ds in scales where dk != 0 || ds != 0 {
                    let (k, scale) = (fit.superellipseK + dk, fit.radiusScale + ds)
                    let neighbour = Self.largestDistance(ours, Self.css(k, scale: scale))
                    #expect(neighbour > measured + Self.tolerance, "\(curve): K \(k) x\(scale) is \(neighbour) r, the fit \(measured) r")
                }
            }
        }
    }
}
