/// The exact area a shape covers in each pixel of a small box, before clamping to one.
///
/// These are the rasterizer's running sums once every edge is in, with the winding's sign
/// removed. Areas of shapes that do not overlap add up to the area of their union, so shapes
/// rasterized one at a time and then added (`Pixmap.fill(_:with:)`) get the coverage of the
/// whole set filled at once: a line of glyphs, each rasterized once and reused wherever it
/// lands on the same fraction of a pixel. Adding magnitudes also makes glyphs of fonts whose
/// outlines wind opposite ways (TrueType and CFF) add, where one fill would cancel them.
package struct AreaMask: Sendable {
    /// The box's top-left pixel, relative to the whole pixel the shape was placed at.
    package let x: Int
    /// The box's top pixel row, relative to the whole pixel the shape was placed at.
    package let y: Int
    /// The box's width, in pixels.
    package let width: Int
    /// The box's height, in pixels.
    package let height: Int
    /// Row-major areas, one per pixel of the box, each at least 0.
    package let areas: [Float]
    /// The same as coverage bytes, rounded as fills round them: what a pixel gets where no
    /// other mask adds to it.
    package let alphas: [UInt8]

    /// The areas of `path` moved by a fraction of a pixel, `dx` and `dy` in [0, 1).
    package init(of path: BezierPath, dx: Double, dy: Double) {
        guard let bounds = path.controlBounds, bounds.width.isFinite, bounds.height.isFinite,
            max(abs(bounds.x), abs(bounds.y), abs(bounds.maxX), abs(bounds.maxY)) < 1e6
        else {
            (x, y, width, height, areas, alphas) = (0, 0, 0, 0, [], [])
            return
        }
        let left = Int((bounds.x + dx).rounded(.down)), top = Int((bounds.y + dy).rounded(.down))
        let right = Int((bounds.maxX + dx).rounded(.up)), bottom = Int((bounds.maxY + dy).rounded(.up))
        (x, y) = (left, top)
        (width, height) = (max(1, right - left), max(1, bottom - top))
        var raster = Rasterizer(width: width, height: height)
        areas = raster.areas(of: path, transform: .translation(dx - Double(left), dy - Double(top)))
        alphas = areas.map { UInt8(min(1, $0) * 255 + 0.5) }
    }

    /// Whether the mask covers nothing.
    package var isEmpty: Bool { areas.isEmpty }
}

/// An area mask placed with its origin at a whole pixel.
package struct PlacedMask: Sendable {
    /// The areas.
    package let mask: AreaMask
    /// The pixel column of the mask's origin in the image.
    package let x: Int
    /// The pixel row of the mask's origin in the image.
    package let y: Int

    /// A mask placed with its origin at pixel (x, y).
    package init(_ mask: AreaMask, x: Int, y: Int) {
        self.mask = mask
        self.x = x
        self.y = y
    }

    var left: Int { x + mask.x }
    var top: Int { y + mask.y }
    var right: Int { x + mask.x + mask.width }
    var bottom: Int { y + mask.y + mask.height }
}

extension Pixmap {
    /// Fills the union of shapes given as area masks, each placed at a whole pixel, with
    /// `color`, source-over: a pixel's coverage is the sum of the masks' areas there, at most 1.
    ///
    /// A mask whose box meets no other's is drawn from its own coverage bytes; masks whose
    /// boxes meet (tightly kerned pairs) have their areas added first.
    package mutating func fill(_ masks: [PlacedMask], with color: RGBA) {
        let boxes = masks.map { $0.mask.isEmpty ? nil : Box(left: $0.left, top: $0.top, right: $0.right, bottom: $0.bottom) }
        guard let first = boxes.firstIndex(where: { $0 != nil }) else { return }
        // The background under the first glyph's middle: what most of the text lands on.
        let guess = boxes[first]!
        let gx = min(max((guess.left + guess.right) / 2, 0), width - 1), gy = min(max((guess.top + guess.bottom) / 2, 0), height - 1)
        var blender = CoverageBlender(color: color, over: pixels[gy * width + gx])
        // Which masks share pixels with another (a tight pair such as "AV"), by their boxes.
        var shared = [Bool](repeating: false, count: masks.count)
        for i in boxes.indices {
            guard let a = boxes[i] else { continue }
            for j in (i + 1)..<boxes.count {
                if let b = boxes[j], a.meets(b) { (shared[i], shared[j]) = (true, true) }
            }
        }
        for i in masks.indices where !shared[i] && boxes[i] != nil {
            blend(masks[i].mask, atX: masks[i].x, y: masks[i].y, with: &blender)
        }
        let group = masks.indices.filter { shared[$0] }.map { masks[$0] }
        if !group.isEmpty { blendSum(of: group, with: &blender) }
    }

    private struct Box: Equatable {
        let left: Int, top: Int, right: Int, bottom: Int
        func meets(_ b: Box) -> Bool { max(left, b.left) < min(right, b.right) && max(top, b.top) < min(bottom, b.bottom) }
    }

    /// One mask alone, from its coverage bytes, clipped to the image.
    private mutating func blend(_ m: AreaMask, atX x: Int, y: Int, with blender: inout CoverageBlender) {
        let x0 = x + m.x, y0 = y + m.y
        let c0 = max(0, -x0), c1 = min(m.width, width - x0)
        let r0 = max(0, -y0), r1 = min(m.height, height - y0)
        guard c0 < c1, r0 < r1 else { return }
        let stride = width
        m.alphas.withUnsafeBufferPointer { alphas in
            withUnsafeMutablePixels { pixels in
                let raw = UnsafeRawPointer(alphas.baseAddress!)
                for r in r0..<r1 {
                    let from = r &* m.width, to = (y0 &+ r) &* stride &+ x0
                    var c = c0
                    while c < c1 {
                        // Eight at a time where a glyph box is clear, or solid inside a stroke.
                        if c &+ 8 <= c1 {
                            let word = raw.loadUnaligned(fromByteOffset: from &+ c, as: UInt64.self)
                            if word == 0 {
                                c &+= 8
                                continue
                            }
                            if word == .max && blender.opaque {
                                UnsafeMutableBufferPointer(rebasing: pixels[(to &+ c)..<(to &+ c &+ 8)]).update(repeating: blender.solid)
                                c &+= 8
                                continue
                            }
                        }
                        let alpha = alphas[from &+ c]
                        if alpha != 0 { pixels[to &+ c] = blender.blend(UInt32(alpha), over: pixels[to &+ c]) }
                        c &+= 1
                    }
                }
            }
        }
    }

    /// Masks whose boxes meet: their areas added over the union of their boxes, then blended.
    private mutating func blendSum(of masks: [PlacedMask], with blender: inout CoverageBlender) {
        var left = width, top = height, right = 0, bottom = 0
        for placed in masks {
            let (m, px, py) = (placed.mask, placed.x, placed.y)
            left = min(left, max(0, px + m.x))
            top = min(top, max(0, py + m.y))
            right = max(right, min(width, px + m.x + m.width))
            bottom = max(bottom, min(height, py + m.y + m.height))
        }
        guard left < right, top < bottom else { return }
        let boxWidth = right - left
        var sum = [Float](repeating: 0, count: boxWidth * (bottom - top))
        sum.withUnsafeMutableBufferPointer { sum in
            for placed in masks {
                let (m, px, py) = (placed.mask, placed.x, placed.y)
                let x0 = px + m.x, y0 = py + m.y
                let c0 = max(0, left - x0), c1 = min(m.width, right - x0)
                let r0 = max(0, top - y0), r1 = min(m.height, bottom - y0)
                guard c0 < c1, r0 < r1 else { continue }
                m.areas.withUnsafeBufferPointer { areas in
                    for r in r0..<r1 {
                        let from = r &* m.width, to = (y0 &+ r &- top) &* boxWidth &+ (x0 &- left)
                        for c in c0..<c1 { sum[to &+ c] += areas[from &+ c] }
                    }
                }
            }
        }
        let stride = width
        sum.withUnsafeBufferPointer { sum in
            withUnsafeMutablePixels { pixels in
                for row in 0..<(bottom - top) {
                    let from = row &* boxWidth, to = (top &+ row) &* stride &+ left
                    for c in 0..<boxWidth {
                        let area = sum[from &+ c]
                        guard area > 0 else { continue }
                        let alpha = UInt32(min(1, area) * 255 + 0.5)
                        if alpha != 0 { pixels[to &+ c] = blender.blend(alpha, over: pixels[to &+ c]) }
                    }
                }
            }
        }
    }
}
