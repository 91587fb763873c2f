// sin, cos, tan, asin: the C library's, without Foundation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths of the shapes buttons are made of, in pixels.
///
/// Constructors normalize rather than fail: negative sizes become empty paths and a corner
/// radius is clamped to what the rectangle can hold.
package enum Shapes {
    /// The largest radial error allowed where a circular arc is approximated by cubics, in px.
    /// One cubic per quarter circle errs by 2.7e-4 r; splitting an arc into n pieces divides
    /// that by n^6, so even large radii stay well inside `Flattening.tolerance`.
    static let arcTolerance = 1e-4

    /// A rectangle, clockwise on screen from the top-left corner.
    package static func rect(_ r: Rect) -> BezierPath {
        var path = BezierPath()
        guard r.width > 0, r.height > 0 else { return path }
        path.move(to: Point(r.x, r.y))
        path.line(to: Point(r.maxX, r.y))
        path.line(to: Point(r.maxX, r.maxY))
        path.line(to: Point(r.x, r.maxY))
        path.close()
        return path
    }

    /// A rounded rectangle, clockwise on screen from the top edge.
    ///
    /// Circular corners clamp the radius to half the short side. Continuous corners clamp it
    /// to `ContinuousCorner.maximumRadius`, except that a radius of half the short side or
    /// more asks for a capsule, which is circular (as UIKit draws it; SwiftUI's continuous
    /// capsule is `continuousCapsule`).
    package static func roundedRect(_ r: Rect, radius: Double, curve: CornerCurve) -> BezierPath {
        guard r.width > 0, r.height > 0 else { return BezierPath() }
        let half = min(r.width, r.height) / 2
        let radius = max(0, radius)
        guard radius > 0 else { return rect(r) }
        switch curve {
        case .circular:
            return circularRoundedRect(r, radius: min(radius, half))
        case .continuous, .layer:
            if radius >= half { return circularRoundedRect(r, radius: half) }
            let extent = ContinuousCorner.profile(curve).extent
            return continuousRoundedRect(r, radius: min(radius, half / extent), curve: curve)
        }
    }

    /// A rectangle whose short sides are half circles.
    package static func capsule(_ r: Rect) -> BezierPath {
        roundedRect(r, radius: min(r.width, r.height) / 2, curve: .circular)
    }

    /// A capsule whose ends are continuous, as SwiftUI draws `Capsule(style: .continuous)` from
    /// iOS 16 on: each end is two continuous corners of half the short side's radius
    /// (`ContinuousCorner.capsuleQuarter`), so the long edges start to curve 1.53 radii from
    /// the end rather than 1. Where the long side is too short for two such ends, the corners
    /// are narrowed along it to fit.
    package static func continuousCapsule(_ r: Rect) -> BezierPath {
        guard r.width > 0, r.height > 0 else { return BezierPath() }
        guard r.width >= r.height else {
            // Built lying down, then turned upright by swapping x and y.
            let swapped = continuousCapsule(Rect(x: r.y, y: r.x, width: r.height, height: r.width))
            return swapped.applying(Transform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0))
        }
        let across = r.height / 2
        let along = min(across, r.width / 2 / ContinuousCorner.extent)
        let quarter = ContinuousCorner.capsuleQuarter
        var path = BezierPath()
        // Each quarter placed at one corner: x runs in from the end by u, y in from the long
        // edge by v; clockwise on screen, the top right and bottom left run from the long edge
        // to the middle of the end, the other two back.
        func place(_ uv: ContinuousCorner.UV, _ cx: Double, _ cy: Double, _ sx: Double, _ sy: Double) -> Point {
            Point(cx + sx * uv.u * along, cy + sy * uv.v * across)
        }
        func forward(_ cx: Double, _ cy: Double, _ sx: Double, _ sy: Double) {
            for s in quarter {
                path.cubic(to: place(s.end, cx, cy, sx, sy), control1: place(s.c1, cx, cy, sx, sy), control2: place(s.c2, cx, cy, sx, sy))
            }
        }
        func backward(_ cx: Double, _ cy: Double, _ sx: Double, _ sy: Double) {
            let starts = [ContinuousCorner.UV(ContinuousCorner.extent, 0)] + quarter.map(\.end)
            for (i, s) in quarter.enumerated().reversed() {
                path.cubic(to: place(starts[i], cx, cy, sx, sy), control1: place(s.c2, cx, cy, sx, sy), control2: place(s.c1, cx, cy, sx, sy))
            }
        }
        let e = ContinuousCorner.extent
        path.move(to: Point(r.x + e * along, r.y))
        path.line(to: Point(r.maxX - e * along, r.y))
        forward(r.maxX, r.y, -1, 1)
        backward(r.maxX, r.maxY, -1, -1)
        path.line(to: Point(r.x + e * along, r.maxY))
        forward(r.x, r.maxY, 1, -1)
        backward(r.x, r.y, 1, 1)
        path.close()
        return path
    }

    /// A circle, as four cubic quarter arcs.
    package static func circle(center: Point, radius: Double) -> BezierPath {
        ellipse(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// An ellipse filling the rectangle, as four cubic quarter arcs.
    package static func ellipse(_ r: Rect) -> BezierPath {
        guard r.width > 0, r.height > 0 else { return BezierPath() }
        var path = BezierPath()
        let center = Point(r.midX, r.midY), rx = r.width / 2, ry = r.height / 2
        path.move(to: Point(r.maxX, center.y))
        appendArc(&path, center: center, rx: rx, ry: ry, from: 0, to: 2 * .pi)
        path.close()
        return path
    }

    private static func circularRoundedRect(_ r: Rect, radius: Double) -> BezierPath {
        var path = BezierPath()
        path.move(to: Point(r.x + radius, r.y))
        path.line(to: Point(r.maxX - radius, r.y))
        appendArc(&path, center: Point(r.maxX - radius, r.y + radius), rx: radius, ry: radius, from: -.pi / 2, to: 0)
        path.line(to: Point(r.maxX, r.maxY - radius))
        appendArc(&path, center: Point(r.maxX - radius, r.maxY - radius), rx: radius, ry: radius, from: 0, to: .pi / 2)
        path.line(to: Point(r.x + radius, r.maxY))
        appendArc(&path, center: Point(r.x + radius, r.maxY - radius), rx: radius, ry: radius, from: .pi / 2, to: .pi)
        path.line(to: Point(r.x, r.y + radius))
        appendArc(&path, center: Point(r.x + radius, r.y + radius), rx: radius, ry: radius, from: .pi, to: 1.5 * .pi)
        path.close()
        return path
    }

    private static func continuousRoundedRect(_ r: Rect, radius: Double, curve: CornerCurve) -> BezierPath {
        // Each corner: its point, the direction of travel arriving, the direction leaving.
        var path = BezierPath()
        appendContinuousCorner(&path, corner: Point(r.maxX, r.y), incoming: Point(1, 0), outgoing: Point(0, 1), radius: radius, curve: curve, start: true)
        appendContinuousCorner(&path, corner: Point(r.maxX, r.maxY), incoming: Point(0, 1), outgoing: Point(-1, 0), radius: radius, curve: curve, start: false)
        appendContinuousCorner(&path, corner: Point(r.x, r.maxY), incoming: Point(-1, 0), outgoing: Point(0, -1), radius: radius, curve: curve, start: false)
        appendContinuousCorner(&path, corner: Point(r.x, r.y), incoming: Point(0, -1), outgoing: Point(1, 0), radius: radius, curve: curve, start: false)
        path.close()
        return path
    }

    /// Appends one continuous corner: a line (or, with `start`, a move) to where the curve
    /// leaves the incoming edge, then the three published cubics to the outgoing edge.
    static func appendContinuousCorner(
        _ path: inout BezierPath, corner: Point, incoming: Point, outgoing: Point, radius: Double, curve: CornerCurve = .continuous, start: Bool
    ) {
        let profile = ContinuousCorner.profile(curve)
        func place(_ uv: ContinuousCorner.UV) -> Point {
            corner - incoming * (uv.u * radius) + outgoing * (uv.v * radius)
        }
        let entry = place(ContinuousCorner.UV(profile.extent, 0))
        if start { path.move(to: entry) } else { path.line(to: entry) }
        for s in profile.segments {
            path.cubic(to: place(s.end), control1: place(s.c1), control2: place(s.c2))
        }
    }

    /// The top-left `size` x `size` pixels of a rounded rect whose corner is at the origin,
    /// cut off at `y = depth`: what `CornerMask` rasterizes. The curve below the cut is left
    /// out rather than flattened and clipped away.
    static func topLeftCorner(size c: Double, radius: Double, curve: CornerCurve, depth: Double) -> BezierPath {
        let h = min(depth, c)
        var path = BezierPath()
        path.move(to: Point(c, 0))
        path.line(to: Point(c, h))
        switch curve {
        case .continuous, .layer:
            // The three cubics from the left edge up to the top edge, in pixels; y falls along them.
            let profile = ContinuousCorner.profile(curve)
            var start = Point(0, profile.extent * radius)
            if h >= start.y {
                path.line(to: Point(0, h))
                path.line(to: start)
            }
            for s in profile.segments {
                let (c1, c2, end) = (Point(s.c1.v * radius, s.c1.u * radius), Point(s.c2.v * radius, s.c2.u * radius),
                                     Point(s.end.v * radius, s.end.u * radius))
                defer { start = end }
                if start.y <= h {
                    path.cubic(to: end, control1: c1, control2: c2)
                } else if end.y < h {
                    let part = cubicAfter(crossing: h, start, c1, c2, end)
                    path.line(to: part.start)
                    path.cubic(to: end, control1: part.c1, control2: part.c2)
                }
            }
        case .circular:
            if h >= radius {
                path.line(to: Point(0, h))
                path.line(to: Point(0, radius))
                appendArc(&path, center: Point(radius, radius), rx: radius, ry: radius, from: .pi, to: 1.5 * .pi)
            } else {
                let a = Double.pi + asin((radius - h) / radius)
                path.line(to: Point(radius + radius * cos(a), h))
                appendArc(&path, center: Point(radius, radius), rx: radius, ry: radius, from: a, to: 1.5 * .pi)
            }
        }
        path.close()
        return path
    }

    /// The part of a cubic whose y falls monotonically through `y`, from a point at or just
    /// below `y` to its end (de Casteljau). Starting below `y` is exact for rows above it, so a
    /// short bisection that keeps `y(t) > y` is enough.
    private static func cubicAfter(crossing y: Double, _ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point)
        -> (start: Point, c1: Point, c2: Point)
    {
        var lo = 0.0, hi = 1.0
        for _ in 0..<12 {
            let mid = (lo + hi) / 2
            if Flattening.cubicPoint(p0, c1, c2, p1, mid).y > y { lo = mid } else { hi = mid }
        }
        let t = lo
        func mix(_ a: Point, _ b: Point) -> Point { a + (b - a) * t }
        let (ab, bc, cd) = (mix(p0, c1), mix(c1, c2), mix(c2, p1))
        let (abc, bcd) = (mix(ab, bc), mix(bc, cd))
        return (mix(abc, bcd), bcd, cd)
    }

    /// Appends cubics tracing an elliptical arc from angle `a0` to `a1` (radians, clockwise
    /// on screen); the path's current point must already be at the arc's start.
    static func appendArc(_ path: inout BezierPath, center: Point, rx: Double, ry: Double, from a0: Double, to a1: Double) {
        let sweep = a1 - a0
        let quarters = abs(sweep) / (.pi / 2)
        // n pieces a quarter err by 2.7e-4 r / n^6: the least n within `arcTolerance`.
        let perQuarter = max(1, Int(pow(2.7e-4 * max(rx, ry) / arcTolerance, 1.0 / 6).rounded(.up)))
        let pieces = max(1, Int((quarters * Double(perQuarter)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = a0
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            let p0 = Point(center.x + rx * c0, center.y + ry * s0)
            let p1 = Point(center.x + rx * c1, center.y + ry * s1)
            path.cubic(
                to: p1,
                control1: Point(p0.x - k * rx * s0, p0.y + k * ry * c0),
                control2: Point(p1.x + k * rx * s1, p1.y - k * ry * c1))
            angle = next
        }
    }
}
