import Graphics

/// Core Animation's corner as the polyline its coverage is measured against: the curve of a
/// `radius` corner in pixels, flattened finely, from the top edge to the left edge, with both
/// edges continued straight past a `size` px corner. A pixel's coverage comes from its centre's
/// signed distance to the nearest chord (`LayerCorner.coverage`); the drawn corner
/// (`CornerMask`) and inspect's reading of it, pixel by pixel, share this one outline and this
/// one search, so they give the same bytes.
package struct LayerCornerOutline: Sendable {
    /// The polyline's points; chord k runs from `points[k - 1]` to `points[k]`. Along it x
    /// falls and y rises.
    package let points: [Point]

    package init(size: Int, radius: Double) {
        var points = [Point(Double(size) + 1, 0)]
        var start = Point(LayerCorner.extent * radius, 0)
        points.append(start)
        for s in LayerCorner.segments {
            let c1 = Point(s.c1.u * radius, s.c1.v * radius), c2 = Point(s.c2.u * radius, s.c2.v * radius)
            let end = Point(s.end.u * radius, s.end.v * radius)
            let steps = max(8, Int(radius * 4))
            for k in 1...steps { points.append(Flattening.cubicPoint(start, c1, c2, end, Double(k) / Double(steps))) }
            start = end
        }
        points.append(Point(0, Double(size) + 1))
        self.points = points
    }

    /// Every chord.
    package var allChords: ClosedRange<Int> { 1...(points.count - 1) }

    /// The nearest of `chords` to `c`: its squared distance, the signed distance (negative
    /// inside the shape) and the chord's unit normal. A squared distance of infinity when no
    /// chord has a length.
    package func nearest(to c: Point, chords: ClosedRange<Int>) -> (squared: Double, distance: Double, normal: Point) {
        var best = Double.infinity, distance = 0.0, normal = Point(0, 1)
        for k in chords {
            let a = points[k - 1], d = points[k] - a
            let length2 = d.x * d.x + d.y * d.y
            guard length2 > 0 else { continue }
            let t = min(1, max(0, ((c.x - a.x) * d.x + (c.y - a.y) * d.y) / length2))
            let q = Point(c.x - a.x - d.x * t, c.y - a.y - d.y * t)
            let e = q.x * q.x + q.y * q.y
            if e < best {
                best = e
                // Travel runs from the top edge to the left edge: the shape's inside is where
                // the cross product is negative.
                let cross = d.x * q.y - d.y * q.x
                distance = (cross < 0 ? -1 : 1) * e.squareRoot()
                let length = length2.squareRoot()
                normal = Point(d.y / length, -d.x / length)
            }
        }
        return (best, distance, normal)
    }
}
