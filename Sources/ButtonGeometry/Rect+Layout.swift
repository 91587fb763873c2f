extension Rect {
    /// Grown symmetrically so each side is at least `minimum`.
    package func grown(toAtLeast minimum: Double) -> Rect {
        let w = max(width, minimum), h = max(height, minimum)
        return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }

    /// Edges moved to the nearest pixel boundary at `scale`, as UIKit snaps frames.
    package func snapped(scale: Double) -> Rect {
        let x0 = (x * scale).rounded() / scale, y0 = (y * scale).rounded() / scale
        let x1 = (maxX * scale).rounded() / scale, y1 = (maxY * scale).rounded() / scale
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels this rectangle covers at `scale`: edges rounded to the nearest pixel when
    /// within 1/1000 px of one, outward otherwise.
    package func pixels(scale: Double) -> PixelRect {
        func down(_ v: Double) -> Int { let p = v * scale; return Int((abs(p - p.rounded()) < 1e-3 ? p.rounded() : p.rounded(.down))) }
        func up(_ v: Double) -> Int { let p = v * scale; return Int((abs(p - p.rounded()) < 1e-3 ? p.rounded() : p.rounded(.up))) }
        let x0 = down(x), y0 = down(y)
        return PixelRect(x: x0, y: y0, width: up(maxX) - x0, height: up(maxY) - y0)
    }
}

/// A rectangle in points and the pixels it covers at the layout's scale.
public struct Frame: Hashable, Codable, Sendable {
    /// The rectangle in points.
    public var points: Rect
    /// The pixels it covers at the layout's scale (see Rect.pixels(scale:)).
    public var pixels: PixelRect

    /// A frame from a rectangle in points and the pixels it covers at scale.
    package init(_ points: Rect, scale: Double) {
        self.points = points
        self.pixels = points.pixels(scale: scale)
    }
}
