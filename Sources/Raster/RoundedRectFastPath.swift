/// An exact fast path for rounded rectangles on whole pixels (the shape of every button).
///
/// Such a rectangle is symmetric about both of its centre lines, and the mirror images of
/// pixels are pixels, so one corner's exact coverage, mirrored, is every corner's. The corner
/// is rasterized once (`CornerMask`, itself half rasterized and half mirrored); the rest is
/// solid runs, and only partly covered pixels are blended.
/// Anything else (fractional edges, a rectangle leaving the image, corners too large to
/// separate) takes the general path, so results are exact either way.
extension Rasterizer {
    /// Fills `Shapes.roundedRect(rect, radius:, curve:)` with `color`.
    package mutating func fillRoundedRect(_ rect: Rect, radius: Double, curve: CornerCurve, with color: RGBA, into image: inout Pixmap) {
        if !image.fillRoundedRectOnWholePixels(rect, radius: radius, curve: curve, with: color) {
            fill(Shapes.roundedRect(rect, radius: radius, curve: curve), with: color, into: &image)
        }
    }
}

extension Pixmap {
    /// Fills `Shapes.roundedRect(rect, radius:, curve:)` with `color`, without a rasterizer of
    /// the image's size unless the rectangle is off the pixel grid.
    package mutating func fillRoundedRect(_ rect: Rect, radius: Double, curve: CornerCurve, with color: RGBA) {
        if !fillRoundedRectOnWholePixels(rect, radius: radius, curve: curve, with: color) {
            fill(Shapes.roundedRect(rect, radius: radius, curve: curve), with: color)
        }
    }

    /// The same with the corner computed afresh, not taken from the cache: what the benchmark
    /// times as the shape fill (its target was set before the cache).
    package mutating func fillRoundedRectComputingCorner(_ rect: Rect, radius: Double, curve: CornerCurve, with color: RGBA) {
        if !fillRoundedRectOnWholePixels(rect, radius: radius, curve: curve, with: color, cachedCorner: false) {
            fill(Shapes.roundedRect(rect, radius: radius, curve: curve), with: color)
        }
    }

    /// The fast path; false (and nothing drawn) where it does not apply.
    mutating func fillRoundedRectOnWholePixels(
        _ rect: Rect, radius: Double, curve: CornerCurve, with color: RGBA, cachedCorner: Bool = true
    ) -> Bool {
        // The same normalisation as Shapes.roundedRect.
        let half = min(rect.width, rect.height) / 2
        var radius = max(0, radius)
        var curve = curve
        if curve != .circular && radius >= half { (radius, curve) = (half, .circular) }
        let reach = curve == .circular ? 1 : ContinuousCorner.profile(curve).extent
        radius = min(radius, half / reach)
        let extent = reach * radius
        let corner = Int(extent.rounded(.up))
        let whole = [rect.x, rect.y, rect.width, rect.height].allSatisfy { $0 == $0.rounded() && abs($0) < 1e7 }
        guard whole, radius > 0, rect.x >= 0, rect.y >= 0, rect.maxX <= Double(width), rect.maxY <= Double(height),
            2 * corner <= Int(rect.width), 2 * corner <= Int(rect.height)
        else { return false }
        let mask = cachedCorner ? CornerMask.cached(size: corner, radius: radius, curve: curve) : CornerMask(size: corner, radius: radius, curve: curve)
        let x0 = Int(rect.x), y0 = Int(rect.y), w = Int(rect.width), h = Int(rect.height)
        let stride = width
        let solid = color.premultiplied.packed
        let opaque = color.alpha == 255
        // Antialiased pixels mostly lie over one background: the one at the corner.
        var blender = CoverageBlender(color: color, over: pixels[y0 * stride + x0])
        withUnsafeMutablePixels { pixels in
            for row in 0..<h {
                let start = (y0 + row) * stride + x0
                var from = 0, to = w
                if row < corner || row >= h - corner {
                    let maskRow = row < corner ? row : h - 1 - row
                    mask.forEachPartial(row: maskRow) { k, alpha in
                        pixels[start + k] = blender.blend(alpha, over: pixels[start + k])
                        pixels[start + w - 1 - k] = blender.blend(alpha, over: pixels[start + w - 1 - k])
                    }
                    from = mask.fullStart[maskRow]
                    to = w - from
                }
                guard from < to else { continue }
                if opaque {
                    UnsafeMutableBufferPointer(rebasing: pixels[(start + from)..<(start + to)]).update(repeating: solid)
                } else {
                    for i in (start + from)..<(start + to) { pixels[i] = Blend.sourceOver(solid, pixels[i]) }
                }
            }
        }
        return true
    }
}
