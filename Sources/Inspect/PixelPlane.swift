import Raster

/// The measured part of an image: its packed premultiplied pixels with a region origin, read
/// as color vectors. Coordinates are region pixels, (0, 0) at the region's top-left.
struct PixelPlane {
    let width: Int
    let height: Int
    private var pixels: [UInt32]

    init(_ image: Pixmap, region: PixelRegion) {
        width = region.width
        height = region.height
        // The whole image: its pixels are shared, not copied (an 8192 x 8192 screenshot is 256 MB).
        if region.x == 0, region.y == 0, region.width == image.width, region.height == image.height {
            pixels = image.pixels
            return
        }
        var out = [UInt32](repeating: 0, count: region.width * region.height)
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<region.height {
                let from = (region.y + y) * image.width + region.x
                for x in 0..<region.width { out[y * region.width + x] = src[from + x] }
            }
        }
        pixels = out
    }

    /// The plane with a translucent overlay taken out: each opaque pixel becomes what lay
    /// under `color` at `alpha`, (seen - alpha * color) / (1 - alpha), rounded and clamped.
    func removingOverlay(color: RGBA, alpha: Double) -> PixelPlane {
        var out = self
        let keep = 1 - alpha
        let c = (Double(color.red), Double(color.green), Double(color.blue))
        func under(_ seen: UInt8, _ over: Double) -> UInt8 { UInt8(max(0, min(255, ((Double(seen) - alpha * over) / keep).rounded()))) }
        out.pixels.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices {
                let p = PremultipliedColor(packed: pixels[i])
                guard p.alpha == 255 else { continue }
                pixels[i] = PremultipliedColor(red: under(p.red, c.0), green: under(p.green, c.1), blue: under(p.blue, c.2), alpha: 255).packed
            }
        }
        return out
    }

    /// The plane laid over an opaque `backdrop` (source-over), as a viewer shows a transparent
    /// image on that color.
    func composited(over backdrop: RGBA) -> PixelPlane {
        var out = self
        let b = backdrop.premultiplied
        out.pixels.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices {
                let p = PremultipliedColor(packed: pixels[i])
                guard p.alpha < 255 else { continue }
                let keep = 255 - UInt32(p.alpha)
                func over(_ top: UInt8, _ under: UInt8) -> UInt8 { UInt8(min(255, UInt32(top) + (UInt32(under) * keep + 127) / 255)) }
                pixels[i] = PremultipliedColor(red: over(p.red, b.red), green: over(p.green, b.green), blue: over(p.blue, b.blue), alpha: 255).packed
            }
        }
        return out
    }

    /// The plane with a second backdrop color taken for the first: every pixel on the line
    /// from `first` to `second` (within `levels` of it, anywhere from one end to the other: a
    /// stripe and its antialiased edges) becomes `first`.
    func flattening(_ second: ColorVector, into first: ColorVector, within levels: Double) -> PixelPlane {
        var out = self
        let fill = packedColor(first)
        out.pixels.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices {
                let p = ColorVector(packed: pixels[i])
                let t = p.fraction(from: first, to: second)
                guard t >= 0, t <= 1 + levels / 255 else { continue }
                let onLine = first + (second - first) * t
                if p.distance(to: onLine) <= levels { pixels[i] = fill }
            }
        }
        return out
    }

    func packed(_ x: Int, _ y: Int) -> UInt32 { pixels[y * width + x] }

    /// The plane with each pixel replaced by `transform(x, y, pixel)`, rounded and clamped.
    func mapping(_ transform: (Int, Int, ColorVector) -> ColorVector) -> PixelPlane {
        var out = self
        for y in 0..<height {
            for x in 0..<width { out.pixels[y * width + x] = packedColor(transform(x, y, self[x: x, y: y])) }
        }
        return out
    }

    /// The packed pixel nearest a color vector.
    private func packedColor(_ c: ColorVector) -> UInt32 {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
        return PremultipliedColor(red: byte(c.r), green: byte(c.g), blue: byte(c.b), alpha: byte(c.a)).packed
    }

    /// Whether pixel (x, y) differs from `color` by more than `levels` in any channel: the
    /// same as `self[x: x, y: y].distance(to: color) > levels`, read from the packed bytes,
    /// for the passes that test every pixel of the image.
    func differs(_ x: Int, _ y: Int, from color: ColorVector, by levels: Double) -> Bool {
        Self.differs(pixels[y * width + x], from: color, by: levels)
    }

    /// The same for a packed pixel.
    static func differs(_ packed: UInt32, from color: ColorVector, by levels: Double) -> Bool {
        let p = PremultipliedColor(packed: packed)
        return abs(Double(p.red) - color.r) > levels || abs(Double(p.green) - color.g) > levels
            || abs(Double(p.blue) - color.b) > levels || abs(Double(p.alpha) - color.a) > levels
    }
    subscript(x x: Int, y y: Int) -> ColorVector { ColorVector(packed: pixels[y * width + x]) }

    /// Bilinear sample at a point in pixel space (pixel centres at half-integers); outside the
    /// plane reads as the nearest edge pixel.
    func sample(_ px: Double, _ py: Double) -> ColorVector {
        let fx = px - 0.5, fy = py - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Double(x0), ty = fy - Double(y0)
        func at(_ x: Int, _ y: Int) -> ColorVector { self[x: min(max(x, 0), width - 1), y: min(max(y, 0), height - 1)] }
        let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
        let bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }

    /// The pixel that covers at least `share` (a half or more) of `box`, counting only the
    /// pixels `counts` accepts, with its count; nil when none does. The same answer as
    /// `mostFrequent` over those pixels, found in two passes and constant memory (a noisy image
    /// has as many colors as pixels): such a pixel is more than a third of the counted ones, so
    /// it is one of the two that Misra and Gries's count keeps, and both are then counted.
    func dominant(in box: PixelBox, share: Double, where counts: (UInt32) -> Bool) -> (UInt32, Int)? {
        var kept: [(value: UInt32, count: Int)] = []
        pixels.withUnsafeBufferPointer { pixels in
            for y in box.minY...box.maxY {
                for x in box.minX...box.maxX {
                    let p = pixels[y * width + x]
                    guard counts(p) else { continue }
                    if let i = kept.firstIndex(where: { $0.value == p }) {
                        kept[i].count += 1
                    } else if kept.count < 2 {
                        kept.append((p, 1))
                    } else {
                        for i in kept.indices { kept[i].count -= 1 }
                        kept.removeAll { $0.count == 0 }
                    }
                }
            }
        }
        var totals = kept.map { (value: $0.value, count: 0) }
        pixels.withUnsafeBufferPointer { pixels in
            for y in box.minY...box.maxY {
                for x in box.minX...box.maxX {
                    let p = pixels[y * width + x]
                    if let i = totals.firstIndex(where: { $0.value == p }) { totals[i].count += 1 }
                }
            }
        }
        // Ties go to the smaller value, as in `mostFrequent`.
        guard let best = totals.max(by: { $0.count != $1.count ? $0.count < $1.count : $0.value > $1.value }),
              Double(best.count) >= share * Double(box.area)
        else { return nil }
        return (best.value, best.count)
    }

    /// The color that pixels within `levels` of one another cover at least `share` of `box`
    /// with, counting only the pixels `counts` accepts: their mean, or nil. For a fill that a
    /// renderer dithers (a level either way, as Apple's simulators do over a gradient), where no
    /// one pixel value covers half the box. Such a fill holds the counted pixels' median in
    /// every channel, so the median is the center the rest are measured from.
    func dominantWithin(_ levels: Double, in box: PixelBox, share: Double, where counts: (UInt32) -> Bool) -> ColorVector? {
        var histograms = [[Int]](repeating: [Int](repeating: 0, count: 256), count: 4)
        var counted = 0
        pixels.withUnsafeBufferPointer { pixels in
            for y in box.minY...box.maxY {
                for x in box.minX...box.maxX {
                    let p = pixels[y * width + x]
                    guard counts(p) else { continue }
                    let c = PremultipliedColor(packed: p)
                    histograms[0][Int(c.red)] += 1; histograms[1][Int(c.green)] += 1
                    histograms[2][Int(c.blue)] += 1; histograms[3][Int(c.alpha)] += 1
                    counted += 1
                }
            }
        }
        guard Double(counted) >= share * Double(box.area) else { return nil }
        func median(_ h: [Int]) -> Double {
            var seen = 0
            for (value, n) in h.enumerated() {
                seen += n
                if 2 * seen >= counted { return Double(value) }
            }
            return 255
        }
        let center = ColorVector(r: median(histograms[0]), g: median(histograms[1]), b: median(histograms[2]), a: median(histograms[3]))
        var sum = ColorVector(r: 0, g: 0, b: 0, a: 0), near = 0
        pixels.withUnsafeBufferPointer { pixels in
            for y in box.minY...box.maxY {
                for x in box.minX...box.maxX {
                    let p = pixels[y * width + x]
                    guard counts(p), !Self.differs(p, from: center, by: levels) else { continue }
                    sum = sum + ColorVector(packed: p)
                    near += 1
                }
            }
        }
        guard Double(near) >= share * Double(box.area) else { return nil }
        return sum * (1 / Double(near))
    }

    /// The most frequent pixel among `points`, with its count.
    func mostFrequent(_ points: some Sequence<(Int, Int)>) -> (UInt32, Int)? {
        var counts: [UInt32: Int] = [:]
        for (x, y) in points { counts[packed(x, y), default: 0] += 1 }
        // Ties go to the smaller value, so the answer never depends on dictionary order.
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }.map { ($0.key, $0.value) }
    }
}

/// An inclusive box of whole pixels.
struct PixelBox: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    /// True when `other` lies wholly inside this box.
    func contains(_ other: PixelBox) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
    /// The box `n` pixels larger on every side.
    func grown(by n: Int) -> PixelBox { PixelBox(minX: minX - n, minY: minY - n, maxX: maxX + n, maxY: maxY + n) }
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var area: Int { width * height }

    func points() -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        out.reserveCapacity(area)
        for y in minY...maxY { for x in minX...maxX { out.append((x, y)) } }
        return out
    }
}
