/// A point in points or pixels (y down), or a vector between two.
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
    package static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// The difference of two points as vectors.
    package static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// The point scaled by s about the origin.
    package static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    /// The distance from the origin.
    package var length: Double { (x * x + y * y).squareRoot() }
}
