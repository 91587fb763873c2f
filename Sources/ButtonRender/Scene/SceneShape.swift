import Raster

/// The outline of a filled area, in points: the shapes buttons are made of, kept as what they
/// are (a rounded rectangle, not its curves) so that each backend draws them exactly: the
/// raster backend through its fast path, SVG as Bézier curves.
public indirect enum SceneShape: Hashable, Sendable {
    /// A rectangle.
    case rect(Rect)
    /// A rectangle with corners of `radius` on `curve` (`Shapes.roundedRect`'s clamping).
    case roundedRect(Rect, radius: Double, curve: CornerCurve)
    /// A rectangle whose short sides are half circles.
    case capsule(Rect)
    /// A rectangle whose short sides are continuous curves (`Shapes.continuousCapsule`).
    case continuousCapsule(Rect)
    /// The ellipse filling a rectangle.
    case ellipse(Rect)
    /// An outline of lines and curves, in points.
    case path(BezierPath)
    /// The band between two shapes: `outer` with `inner` cut out (a border, a ring).
    case band(outer: SceneShape, inner: SceneShape)

    /// The outline in pixels at `scale`, as the raster backend fills it: a band's inner shape
    /// runs the other way round, so that nonzero winding cuts it out.
    public func path(scale s: Double) -> BezierPath {
        switch self {
        case .rect(let r): return Shapes.rect(r * s)
        case .roundedRect(let r, let radius, let curve): return Shapes.roundedRect(r * s, radius: radius * s, curve: curve)
        case .capsule(let r): return Shapes.capsule(r * s)
        case .continuousCapsule(let r): return Shapes.continuousCapsule(r * s)
        case .ellipse(let r): return Shapes.ellipse(r * s)
        case .path(let p): return p.applying(.scale(s, s))
        case .band(let outer, let inner):
            var path = outer.path(scale: s)
            path.append(inner.reversedPath(scale: s))
            return path
        }
    }

    /// The rectangle a shape is drawn in; for a path, nil.
    public var bounds: Rect? {
        switch self {
        case .rect(let r), .roundedRect(let r, _, _), .capsule(let r), .continuousCapsule(let r), .ellipse(let r): return r
        case .path: return nil
        case .band(let outer, _): return outer.bounds
        }
    }

    /// The outline drawn the other way round. The shapes are symmetric about their vertical
    /// centre line, so a mirror image about it is the same outline, reversed.
    private func reversedPath(scale s: Double) -> BezierPath {
        let path = path(scale: s)
        guard let r = bounds.map({ $0 * s }) else { return Self.reversed(path) }
        return path.applying(Transform(a: -1, b: 0, c: 0, d: 1, tx: 2 * r.midX, ty: 0))
    }

    /// Each subpath of `path` run from its end back to its start.
    private static func reversed(_ path: BezierPath) -> BezierPath {
        var out = BezierPath()
        var subpath: [BezierPath.Element] = []
        func flush() {
            guard case .move(let start)? = subpath.first else { return }
            // Walk the segments backwards: each ends where the one before it started.
            var ends = [start]
            for element in subpath.dropFirst() {
                switch element {
                case .line(let p), .quad(_, let p), .cubic(_, _, let p): ends.append(p)
                case .move, .close: break
                }
            }
            out.move(to: ends[ends.count - 1])
            var k = ends.count - 1
            for element in subpath.dropFirst().reversed() {
                switch element {
                case .line: out.line(to: ends[k - 1])
                case .quad(let c, _): out.quad(to: ends[k - 1], control: c)
                case .cubic(let c1, let c2, _): out.cubic(to: ends[k - 1], control1: c2, control2: c1)
                case .move, .close: continue
                }
                k -= 1
            }
            out.close()
            subpath = []
        }
        for element in path.elements {
            if case .move = element { flush() }
            subpath.append(element)
        }
        flush()
        return out
    }
}
