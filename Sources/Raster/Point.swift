/// A point in pixel space (y down), or a vector between two.
public struct Point: Hashable, Sendable {
    /// Distance right, in pixels (or points before scaling).
    public var x: Double
    /// Distance down.
    public var y: Double

    /// A point from its coordinates.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The sum of two points as vectors.
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// The difference of two points as vectors.
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// The point scaled by s about the origin.
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    /// The distance from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }
}

/// An axis-aligned rectangle in pixel space.
public struct Rect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// The rectangle grown by `d` on every side (shrunk for negative `d`).
    public func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}
