/// A rectangle in points, origin top-left, y down.
public struct LayoutRect: Hashable, Codable, Sendable {
    /// The left edge, in points.
    public var x: Double
    /// The top edge, in points.
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
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

    /// Moved by dx points right and dy points down.
    public func offsetBy(_ dx: Double, _ dy: Double) -> LayoutRect {
        LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Shrunk by d points on every side (grown when d is negative).
    public func insetBy(_ d: Double) -> LayoutRect {
        LayoutRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    /// Grown symmetrically so each side is at least `minimum`.
    public func grown(toAtLeast minimum: Double) -> LayoutRect {
        let w = max(width, minimum), h = max(height, minimum)
        return LayoutRect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }

    /// Scaled about its center.
    public func scaled(by f: Double) -> LayoutRect {
        LayoutRect(x: midX - width * f / 2, y: midY - height * f / 2, width: width * f, height: height * f)
    }

    /// Edges moved to the nearest pixel boundary at `scale`, as UIKit snaps frames.
    public func snapped(scale: Double) -> LayoutRect {
        let x0 = (x * scale).rounded() / scale, y0 = (y * scale).rounded() / scale
        let x1 = (maxX * scale).rounded() / scale, y1 = (maxY * scale).rounded() / scale
        return LayoutRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels this rectangle covers at `scale`: edges rounded to the nearest pixel when
    /// within 1/1000 px of one, outward otherwise.
    public func pixels(scale: Double) -> PixelRect {
        func down(_ v: Double) -> Int { let p = v * scale; return Int((abs(p - p.rounded()) < 1e-3 ? p.rounded() : p.rounded(.down))) }
        func up(_ v: Double) -> Int { let p = v * scale; return Int((abs(p - p.rounded()) < 1e-3 ? p.rounded() : p.rounded(.up))) }
        let x0 = down(x), y0 = down(y)
        return PixelRect(x: x0, y: y0, width: up(maxX) - x0, height: up(maxY) - y0)
    }
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
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A rectangle in points and the pixels it covers at the layout's scale.
public struct Frame: Hashable, Codable, Sendable {
    /// The rectangle in points.
    public var points: LayoutRect
    /// The pixels it covers at the layout's scale (see LayoutRect.pixels(scale:)).
    public var pixels: PixelRect

    /// A frame from a rectangle in points and the pixels it covers at scale.
    public init(_ points: LayoutRect, scale: Double) {
        self.points = points
        self.pixels = points.pixels(scale: scale)
    }
}
