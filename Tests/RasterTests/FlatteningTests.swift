import Foundation
import Testing
@testable import Raster

@Suite struct FlatteningTests {
    /// Random cubics and quadratics, sampled densely, never stray from their chords by more
    /// than the tolerance.
    @Test func chordsStayWithinTolerance() {
        var rng = SplitMix64(state: 0xF1A7_7E11)
        func point() -> Point { Point(Double.random(in: 0...120, using: &rng), Double.random(in: 0...120, using: &rng)) }
        var worst = 0.0, worstLong = 0.0
        for index in 0..<300 {
            let quadratic = index % 3 == 0
            let p0 = point(), c1 = point(), c2 = point(), p1 = point()
            // A quadratic is checked as the cubic it is raised to, which traces the same curve.
            let (k1, k2) = quadratic ? (p0 + (c1 - p0) * (2.0 / 3.0), p1 + (c1 - p1) * (2.0 / 3.0)) : (c1, c2)
            var ends: [Point] = []
            if quadratic {
                Flattening.forEachQuadPoint(p0, c1, p1, tolerance: Flattening.tolerance) { ends.append($0) }
            } else {
                Flattening.forEachCubicPoint(p0, c1, c2, p1, tolerance: Flattening.tolerance) { ends.append($0) }
            }
            #expect(ends.last == p1)
            // Every sample of the curve lies within the tolerance of the polyline. Samples come
            // in order, so the nearest chord is searched in a small window that moves along.
            let polyline = [p0] + ends
            var near = 0
            let samples = 16 * ends.count
            for s in 1..<samples {
                let q = Flattening.cubicPoint(p0, k1, k2, p1, Double(s) / Double(samples))
                var best = Double.infinity, bestIndex = near
                for i in max(0, near - 2)..<min(polyline.count - 1, near + 4) {
                    let d = distanceToSegment(q, polyline[i], polyline[i + 1])
                    if d < best { (best, bestIndex) = (d, i) }
                }
                near = bestIndex
                worst = max(worst, best)
                if (polyline[bestIndex + 1] - polyline[bestIndex]).length > 2.squareRoot() { worstLong = max(worstLong, best) }
            }
        }
        // The documented bound (the Architecture article, "How it works"), not the constant under test: loosening the
        // constant must fail here.
        let documented = 0.002
        #expect(worst <= documented * 1.000001, "a chord strays \(worst) px from its curve")
        #expect(worstLong <= documented * 2 / 3 * 1.000001, "a chord over sqrt(2) px strays \(worstLong) px")
        #expect(worst > documented / 2, "chords far tighter than the tolerance: the flattener wastes chords")
    }

    /// A quarter circle of radius 24 px (one cubic) takes close to the fewest chords any
    /// flattening within the tolerance can: the integral of sqrt(curvature / (8 x tolerance))
    /// along the arc, 37.7 x sqrt(1 / (24 x 0.016)) = 60.8.
    @Test func chordCountIsNearTheLeast() {
        var path = BezierPath()
        path.move(to: Point(0, 24))
        Shapes.appendArc(&path, center: Point(24, 24), rx: 24, ry: 24, from: .pi, to: 1.5 * .pi)
        let chords = path.flattened().elements.count - 1
        let least = (Double.pi / 2 * 24) * (1 / (24 * 8 * 0.002)).squareRoot()  // the documented 0.002 px
        #expect(Double(chords) >= least.rounded(.down))
        #expect(Double(chords) <= least * 1.12, "\(chords) chords, the least is \(least)")
    }

    private func distanceToSegment(_ q: Point, _ a: Point, _ b: Point) -> Double {
        let d = b - a
        let squared = d.x * d.x + d.y * d.y
        guard squared > 1e-24 else { return (q - a).length }
        let t = min(1, max(0, ((q.x - a.x) * d.x + (q.y - a.y) * d.y) / squared))
        return (q - (a + d * t)).length
    }
}
