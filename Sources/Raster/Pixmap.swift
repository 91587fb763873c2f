/// A premultiplied RGBA8 image, sized in pixels, origin top-left.
///
/// Guarantees: `width` and `height` are at least 1, at most `maximumSide`, and their product
/// is at most `maximumPixelCount`; `pixels.count == width * height`; every pixel is stored
/// as bytes R, G, B, A (premultiplied) in memory order. Memory the system cannot give is an
/// error (`RasterError.outOfMemory`), never a trap (`Allocation`).
public struct Pixmap: Hashable, Sendable {
    /// The largest side accepted, in pixels.
    package static let maximumSide = 16_384
    /// The largest area accepted: 64 megapixels.
    package static let maximumPixelCount = 64 * 1_048_576

    /// The width in pixels, at least 1.
    public let width: Int
    /// The height in pixels, at least 1.
    public let height: Int
    /// Row-major pixels, one packed `UInt32` each (see `PremultipliedColor.packed`).
    package internal(set) var pixels: [UInt32]

    /// A transparent image; sizes outside the limits, and memory the system cannot give, throw
    /// instead of allocating.
    public init(width: Int, height: Int) throws(RasterError) {
        try Pixmap.validate(width: width, height: height)
        try Allocation.check(bytes: width * height * 4)
        self.width = width
        self.height = height
        self.pixels = [UInt32](repeating: 0, count: width * height)
    }

    /// An image filled with one color.
    public init(width: Int, height: Int, fill: RGBA) throws(RasterError) {
        try self.init(width: width, height: height)
        let value = fill.premultiplied.packed
        if value != 0 { pixels.withUnsafeMutableBufferPointer { $0.update(repeating: value) } }
    }

    /// An image from premultiplied RGBA8 bytes.
    package init(width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) throws(RasterError) {
        try self.init(width: width, height: height)
        guard bytes.count == width * height * 4 else {
            throw .bufferSizeMismatch(expected: width * height * 4, actual: bytes.count)
        }
        pixels.withUnsafeMutableBytes { $0.copyBytes(from: bytes) }
    }

    /// An image from straight-alpha RGBA8 bytes, as PNG stores them.
    package init(width: Int, height: Int, straightRGBA bytes: UnsafeRawBufferPointer) throws(RasterError) {
        try Pixmap.validate(width: width, height: height)
        guard bytes.count == width * height * 4 else {
            throw .bufferSizeMismatch(expected: width * height * 4, actual: bytes.count)
        }
        try Allocation.check(bytes: width * height * 4)
        self.width = width
        self.height = height
        // Every pixel is written below, so the buffer is not zeroed first.
        pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            // Pixels are stored as their bytes R, G, B, A: `raw` is that storage, read as one word.
            let colorMask = UInt32(littleEndian: 0x00FF_FFFF)
            for i in 0..<out.count {
                let raw = bytes.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                let alpha = UInt32(littleEndian: raw) >> 24
                // Opaque and clear pixels, most of a button, need no arithmetic.
                if alpha == 255 {
                    out.initializeElement(at: i, to: raw)
                } else if alpha == 0 {
                    out.initializeElement(at: i, to: 0)
                } else {
                    out.initializeElement(at: i, to: Blend.scale(raw & colorMask, alpha) | UInt32(littleEndian: alpha << 24))
                }
            }
            count = out.count
        }
    }

    /// Throws unless both sides are from 1 to `maximumSide` and the area is at most `maximumPixelCount`.
    package static func validate(width: Int, height: Int) throws(RasterError) {
        guard width >= 1, height >= 1 else { throw .emptyImage(width: width, height: height) }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount else {
            throw .imageTooLarge(width: width, height: height)
        }
    }

    /// Direct access to the packed premultiplied pixels, for hot loops outside this module.
    package mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try pixels.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// The pixel at (x, y).
    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get { PremultipliedColor(packed: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.packed }
    }

    /// Straight-alpha RGBA8 bytes, row-major: what PNG stores.
    public func straightRGBA() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count * 4) { out, count in
            for y in 0..<height { writeStraightRGBARow(y, to: UnsafeMutableRawPointer(out.baseAddress! + y * width * 4)) }
            count = pixels.count * 4
        }
    }

    /// Row `y` as straight-alpha RGBA8, `width * 4` bytes at `destination`: what an encoder
    /// needs one row at a time, without a copy of the whole image.
    package func writeStraightRGBARow(_ y: Int, to destination: UnsafeMutableRawPointer) {
        precondition(y >= 0 && y < height, "row \(y) is outside the image's \(height) rows")
        pixels.withUnsafeBufferPointer { src in
            let row = src.baseAddress! + y * width
            var convert = StraightConversion()
            var x = 0
            while x &+ 4 <= width {
                let at = UnsafeRawPointer(row + x), out = destination + x &* 4
                // Sixteen opaque pixels are copied after one test of their alphas (a filled
                // button is mostly opaque runs): a quarter of the four-pixel steps' branches.
                // Alpha is each word's top byte where the pixels are stored little-endian.
                #if _endian(little)
                if x &+ 16 <= width {
                    var all = at.loadUnaligned(as: UInt64.self)
                    for k in 1..<8 { all &= at.loadUnaligned(fromByteOffset: k &* 8, as: UInt64.self) }
                    if all & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 {
                        out.copyMemory(from: at, byteCount: 64)
                        x &+= 16
                        continue
                    }
                }
                #endif
                if let (a, b) = convert.four(at.loadUnaligned(as: UInt64.self), at.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) {
                    out.storeBytes(of: a, as: UInt64.self)
                    out.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
                } else {
                    for k in 0..<4 { out.storeBytes(of: convert(row[x &+ k]), toByteOffset: k &* 4, as: UInt32.self) }
                }
                x &+= 4
            }
            while x < width {
                destination.storeBytes(of: convert(row[x]), toByteOffset: x &* 4, as: UInt32.self)
                x &+= 1
            }
        }
    }

    /// Whether `bytes` (straight-alpha RGBA8, row-major, this image's size) are exactly this
    /// image as a file stores it: converted and compared in one pass, without writing the
    /// conversion anywhere.
    package func matchesStraightRGBA(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count == width * height * 4 else { return false }
        return pixels.withUnsafeBufferPointer { src in
            for y in 0..<height {
                let row = src.baseAddress! + y * width
                let stored = bytes.baseAddress! + y * width * 4
                var convert = StraightConversion()
                var x = 0
                while x + 4 <= width {
                    let at = UnsafeRawPointer(row + x), file = stored + x &* 4
                    let fileA = file.loadUnaligned(as: UInt64.self), fileB = file.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    if let (a, b) = convert.four(at.loadUnaligned(as: UInt64.self), at.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) {
                        if a != fileA || b != fileB { return false }
                    } else {
                        for k in 0..<4 where convert(row[x + k]) != file.loadUnaligned(fromByteOffset: k &* 4, as: UInt32.self) { return false }
                    }
                    x += 4
                }
                while x < width {
                    if convert(row[x]) != stored.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self) { return false }
                    x += 1
                }
            }
            return true
        }
    }

    /// This image as it comes back from a straight-alpha file: premultiplied again after
    /// unpremultiplying, so it compares equal to a decoded PNG of itself.
    package func roundTrippedThroughStraightAlpha() -> Pixmap {
        var copy = self
        copy.pixels.withUnsafeMutableBufferPointer { buffer in
            var lastIn: UInt32 = 0, lastOut: UInt32 = 0
            for i in 0..<buffer.count {
                let value = buffer[i]
                if value != lastIn || i == 0 {
                    lastIn = value
                    lastOut = PremultipliedColor(packed: value).straight.premultiplied.packed
                }
                buffer[i] = lastOut
            }
        }
        return copy
    }

    /// A copy of the rectangle at (x, y) of the given size, which must lie inside the image
    /// (`RasterError.regionOutsideImage` otherwise, for any `Int`s).
    package func cropped(x: Int, y: Int, width w: Int, height h: Int) throws(RasterError) -> Pixmap {
        guard w >= 1, h >= 1 else { throw .emptyImage(width: w, height: h) }
        // Compared by subtraction from sizes already inside the image: no sum can overflow.
        guard x >= 0, y >= 0, x < width, y < height, w <= width - x, h <= height - y else {
            throw .regionOutsideImage(x: x, y: y, width: w, height: h, imageWidth: width, imageHeight: height)
        }
        var out = try Pixmap(width: w, height: h)
        for row in 0..<h {
            for col in 0..<w { out.pixels[row * w + col] = pixels[(y + row) * width + x + col] }
        }
        return out
    }

    /// Draws `other` with its top-left corner at (x, y), source-over, clipped to this image.
    package mutating func draw(_ other: Pixmap, atX x: Int, y: Int) { draw(other, atX: x, y: y, opacity: 255) }

    /// Draws `other` as one layer at `opacity` (0...255): each of its pixels scaled, then
    /// source-over. A group drawn this way is not the same as drawing each of its parts at
    /// that opacity: where parts overlap, the lower one does not show through.
    package mutating func draw(_ other: Pixmap, atX x: Int, y: Int, opacity: UInt8) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + other.width), y1 = min(height, y + other.height)
        guard x0 < x1, y0 < y1 else { return }
        let w = width, ow = other.width
        other.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for row in y0..<y1 {
                    for col in x0..<x1 {
                        let s = opacity == 255 ? src[(row - y) * ow + col - x] : Blend.scale(src[(row - y) * ow + col - x], UInt32(opacity))
                        let d = dst[row * w + col]
                        dst[row * w + col] = Blend.sourceOver(s, d)
                    }
                }
            }
        }
    }

    /// The smallest rectangle of pixels whose alpha is above `threshold`, or nil if none.
    package func inkBounds(alphaAbove threshold: UInt8 = 0) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where PremultipliedColor(packed: pixels[y * width + x]).alpha > threshold {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
