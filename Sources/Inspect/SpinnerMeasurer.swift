#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures an activity indicator: ticks evenly spaced around a centre, each a bar of one ink
/// color at its own alpha.
///
/// Every tick pixel lies on the line from the backdrop toward the ink, so a pixel's position
/// on that line is its opacity. Along each tick's centre line the opacity, relative to the
/// tick's own peak, crosses one half where the tick begins and ends; across the tick it
/// integrates to the tick's width.
struct SpinnerMeasurer {
    let plane: PixelPlane
    let backdrop: ColorVector
    /// The ink whose alpha is solved.
    let ink: ColorVector
    let box: PixelBox
    /// Tick counts tried; the one whose spokes catch the most ink wins.
    static let tickCounts = [8, 12, 6]
    /// Angular search step for the ticks' phase, in degrees.
    static let phaseStep = 0.25
    /// Sampling step along and across a tick, in pixels.
    static let sampleStep = 0.05

    struct Result {
        var centerX: Double, centerY: Double
        var tickCount: Int
        var inner: Double, outer: Double, width: Double
        var alphas: [Double]
        var headAngle: Double
    }

    /// Past the image's edge there is only backdrop.
    private func opacity(_ x: Double, _ y: Double) -> Double {
        guard x >= 0, y >= 0, x <= Double(plane.width), y <= Double(plane.height) else { return 0 }
        return max(0, plane.sample(x, y).fraction(from: backdrop, to: ink))
    }

    /// The tick count and phase whose spokes catch the most ink against the ink halfway between
    /// them: a count that takes every other tick (6 of 12) finds the skipped ticks there, and
    /// more spokes do not win by sampling more.
    private func spokes(_ cx: Double, _ cy: Double) -> (count: Int, phase: Double) {
        let reach = Double(max(box.width, box.height)) / 2
        func spokeInk(_ count: Int, _ phase: Double) -> Double {
            var sum = 0.0
            for k in 0..<count {
                let a = (phase + Double(k) * 360 / Double(count)) * .pi / 180
                for i in 0..<12 {
                    let r = reach * (0.45 + 0.04 * Double(i))
                    sum += opacity(cx + r * sin(a), cy - r * cos(a))
                }
            }
            return sum / Double(count)
        }
        var best = (count: 8, phase: 0.0, contrast: -Double.infinity)
        for count in Self.tickCounts {
            let period = 360 / Double(count)
            var hi = (phase: 0.0, ink: -Double.infinity)
            var p = 0.0
            while p < period {
                let v = spokeInk(count, p)
                if v > hi.ink { hi = (p, v) }
                p += Self.phaseStep
            }
            let between = spokeInk(count, hi.phase + period / 2)
            if hi.ink - between > best.contrast { best = (count, hi.phase, hi.ink - between) }
        }
        return (best.count, best.phase)
    }

    /// Sectors of pixels around a centre, one per tick: each tick's pixels share one alpha, so
    /// their opacity-weighted centroid is the tick's geometric centre, and the mean of those is
    /// the indicator's centre whatever the alphas.
    /// Returns that centre and the phase of the ticks' axes (the spoke search only brackets it:
    /// a sampling line stays inside a wide tick's solid core over a few degrees).
    private func tickCentroids(_ cx: Double, _ cy: Double, count: Int, phase: Double) -> (x: Double, y: Double, phase: Double) {
        var sums = [(x: Double, y: Double, w: Double)](repeating: (0, 0, 0), count: count)
        let period = 360 / Double(count)
        for y in box.minY...box.maxY {
            for x in box.minX...box.maxX {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let w = max(0, plane[x: x, y: y].fraction(from: backdrop, to: ink))
                guard w > 0 else { continue }
                var degrees = atan2(px - cx, cy - py) * 180 / .pi - phase
                degrees = degrees.truncatingRemainder(dividingBy: 360)
                if degrees < 0 { degrees += 360 }
                let k = Int((degrees / period).rounded()) % count
                sums[k].x += px * w; sums[k].y += py * w; sums[k].w += w
            }
        }
        let ticks = sums.indices.filter { sums[$0].w > 0 }.map { (k: $0, x: sums[$0].x / sums[$0].w, y: sums[$0].y / sums[$0].w) }
        guard !ticks.isEmpty else { return (cx, cy, phase) }
        let x = ticks.map(\.x).reduce(0, +) / Double(ticks.count), y = ticks.map(\.y).reduce(0, +) / Double(ticks.count)
        let offsets = ticks.map { t -> Double in
            var d = atan2(t.x - x, y - t.y) * 180 / .pi - Double(t.k) * period - phase
            d = (d + 540).truncatingRemainder(dividingBy: 360) - 180
            return d
        }
        return (x, y, phase + offsets.reduce(0, +) / Double(offsets.count))
    }

    func measure() -> Result {
        var cx = Double(box.minX + box.maxX + 1) / 2, cy = Double(box.minY + box.maxY + 1) / 2
        var best = spokes(cx, cy)
        // Twice: the first centre is the ink box's, which faint ticks' antialiasing can skew.
        for _ in 0..<2 {
            let refined = tickCentroids(cx, cy, count: best.count, phase: best.phase)
            (cx, cy, best.phase) = (refined.x, refined.y, refined.phase)
        }
        let reach = Double(max(box.width, box.height)) / 2
        func ray(_ degrees: Double, _ r: Double) -> (Double, Double) {
            let a = degrees * .pi / 180
            return (cx + r * sin(a), cy - r * cos(a))
        }
        let period = 360 / Double(best.count)
        var ticks: [(angle: Double, peak: Double, inner: Double, outer: Double, width: Double)] = []
        for k in 0..<best.count {
            let angle = best.phase + Double(k) * period
            let n = Int(reach * 1.2 / Self.sampleStep)
            let profile = (0...n).map { i -> Double in let (x, y) = ray(angle, Double(i) * Self.sampleStep); return opacity(x, y) }
            let peak = profile.max() ?? 0
            guard peak > 0 else { continue }
            let half = peak / 2
            let first = profile.firstIndex { $0 >= half } ?? 0
            let last = profile.lastIndex { $0 >= half } ?? n
            let inner = crossing(profile, rising: first, half) * Self.sampleStep
            let outer = crossing(profile, falling: last, half) * Self.sampleStep
            // Across the tick at half its length: the integral of opacity relative to the peak,
            // out to halfway to the neighbouring ticks.
            let mid = (inner + outer) / 2
            let (mx, my) = ray(angle, mid)
            let a = angle * .pi / 180
            let (ux, uy) = (cos(a), sin(a))
            var width = 0.0
            let span = Int(mid * sin(period / 2 * .pi / 180) / Self.sampleStep)
            for i in -span...span {
                let s = Double(i) * Self.sampleStep
                width += opacity(mx + ux * s, my + uy * s) / peak * Self.sampleStep
            }
            ticks.append((angle, peak, inner, outer, width))
        }
        let head = ticks.indices.max { ticks[$0].peak < ticks[$1].peak } ?? 0
        let ordered = (0..<ticks.count).map { ticks[(head + $0) % ticks.count] }
        // The ink is opaque, so a peak's place on the backdrop-to-ink line is the tick's alpha.
        func medianOf(_ v: [Double]) -> Double { let s = v.sorted(); return s.isEmpty ? 0 : s[s.count / 2] }
        return Result(
            centerX: cx, centerY: cy, tickCount: best.count,
            inner: medianOf(ticks.map(\.inner)), outer: medianOf(ticks.map(\.outer)), width: medianOf(ticks.map(\.width)),
            alphas: ordered.map(\.peak), headAngle: ordered.first?.angle ?? 0)
    }

    /// Where the profile rises through `level` just before index `i`, in samples.
    private func crossing(_ p: [Double], rising i: Int, _ level: Double) -> Double {
        guard i > 0, p[i] != p[i - 1] else { return Double(i) }
        return Double(i - 1) + (level - p[i - 1]) / (p[i] - p[i - 1])
    }

    /// Where the profile falls through `level` just after index `i`, in samples.
    private func crossing(_ p: [Double], falling i: Int, _ level: Double) -> Double {
        guard i + 1 < p.count, p[i] != p[i + 1] else { return Double(i) }
        return Double(i) + (p[i] - level) / (p[i] - p[i + 1])
    }
}
