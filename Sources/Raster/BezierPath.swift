/// A path of subpaths built from lines and quadratic and cubic Bézier curves, in pixels.
///
/// Guarantees: every segment starts where the previous one ended; a subpath is implicitly
/// closed when filled, so `close()` matters only for readability and for starting a new
/// subpath at the same point.
public struct BezierPath: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(Point)
        /// A straight line to the point.
        case line(Point)
        /// A quadratic curve: control point, then end point.
        case quad(Point, Point)
        /// A cubic curve: two control points, then end point.
        case cubic(Point, Point, Point)
        /// Closes the subpath with a line back to its start.
        case close
    }

    /// The path's elements in order.
    public private(set) var elements: [Element] = []
    private var start = Point(0, 0)
    private var current = Point(0, 0)

    /// An empty path.
    public init() {}

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
    /// Where the pen is: the last element's end point (the subpath's start after close).
    var currentPoint: Point { current }

    /// Starts a subpath at p.
    public mutating func move(to p: Point) {
        elements.append(.move(p))
        start = p
        current = p
    }

    /// Adds a line to p.
    public mutating func line(to p: Point) {
        elements.append(.line(p))
        current = p
    }

    /// Adds a quadratic curve to p, bending toward c.
    public mutating func quad(to p: Point, control c: Point) {
        elements.append(.quad(c, p))
        current = p
    }

    /// Adds a cubic curve to p, leaving toward c1 and arriving from c2.
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(c1, c2, p))
        current = p
    }

    /// Closes the current subpath.
    public mutating func close() {
        elements.append(.close)
        current = start
    }

    /// Appends every subpath of `other`.
    package mutating func append(_ other: BezierPath) {
        elements += other.elements
        start = other.start
        current = other.current
    }

    /// The path with every point mapped through `t`.
    package func applying(_ t: Transform) -> BezierPath {
        var out = BezierPath()
        out.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
            case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
            case .close: return .close
            }
        }
        out.start = t.apply(start)
        out.current = t.apply(current)
        return out
    }

    /// The same outline with every curve replaced by lines within `tolerance` pixels, as the
    /// rasterizer would flatten it. Flattening depends on size, not position, so a flattened
    /// path can be cached and translated.
    package func flattened(tolerance: Double = Flattening.tolerance) -> BezierPath {
        var out = BezierPath()
        var current = Point(0, 0)
        for element in elements {
            switch element {
            case .move(let p):
                out.move(to: p)
                current = p
            case .line(let p):
                out.line(to: p)
                current = p
            case .quad(let c, let p):
                Flattening.forEachQuadPoint(current, c, p, tolerance: tolerance) { out.line(to: $0) }
                current = p
            case .cubic(let c1, let c2, let p):
                Flattening.forEachCubicPoint(current, c1, c2, p, tolerance: tolerance) { out.line(to: $0) }
                current = p
            case .close:
                out.close()
                current = out.currentPoint
            }
        }
        return out
    }

    /// The bounding box of all points, control points included (so it may be loose).
    package var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        return minX.isFinite ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
}
