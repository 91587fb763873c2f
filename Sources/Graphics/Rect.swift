/// An axis-aligned rectangle, origin top-left, y down: in points in a layout, in pixels (with
/// fractional edges) in the rasterizer and in measurements.
public struct Rect: Hashable, Codable, Sendable {
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

    /// Moved by dx right and dy down.
    package func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle with every coordinate multiplied by `s`: points to pixels at scale `s`.
    package static func * (r: Rect, s: Double) -> Rect { Rect(x: r.x * s, y: r.y * s, width: r.width * s, height: r.height * s) }

    /// Shrunk by d on every side (grown when d is negative).
    package func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}

/// A rectangle in whole pixels.
public struct PixelRect: Hashable, Codable, Sendable {
    /// The left edge, in pixels.
    public var x: Int
    /// The top edge, in pixels.
    public var y: Int
    /// The width, in pixels.
    public var width: Int
    /// The height, in pixels.
    public var height: Int

    /// A rectangle from its top-left pixel and size.
    public init(x: Int = 0, y: Int = 0, width: Int = 0, height: Int = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
