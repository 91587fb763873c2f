#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// Compares two images by their decoded pixels (never file bytes).
///
/// Exact by default. `maxChannelDelta` lets each straight-alpha channel differ by that many
/// levels; `maxDifferentPixels` lets that many pixels differ and still pass. The perceptual
/// mode, in the spirit of pixelmatch, measures color distance in YIQ after blending on white
/// and sets apart pixels that differ only because an antialiased edge moved.
public struct ImageComparison: Sendable {
    /// The squared YIQ distance between black and white, the largest two colors can have
    /// (pixelmatch's normalisation): a threshold of 1 accepts every difference.
    static let largestYIQDelta = 35215.0
    /// How strict a comparison is; `.exact` by default.
    public struct Options: Hashable, Sendable {
        /// How many levels each straight-alpha channel may differ by (0 to 255).
        public var maxChannelDelta: Int
        /// How many pixels may differ and the comparison still pass.
        public var maxDifferentPixels: Int
        /// Compare perceptually: YIQ distance after blending on white, with antialiased edges set apart.
        public var perceptual: Bool
        /// Perceptual threshold, 0...1 (pixelmatch's default 0.1).
        public var threshold: Double

        /// Options from their parts; the defaults compare exactly.
        public init(maxChannelDelta: Int = 0, maxDifferentPixels: Int = 0, perceptual: Bool = false, threshold: Double = 0.1) {
            self.maxChannelDelta = maxChannelDelta
            self.maxDifferentPixels = maxDifferentPixels
            self.perceptual = perceptual
            self.threshold = threshold
        }

        /// Every pixel equal.
        public static let exact = Options()
    }

    /// What a comparison found: how many pixels differ, by how much, where, and a diff image.
    public struct Result: Sendable {
        /// Set when the sizes differ: a difference of its own kind, no pixels compared.
        public var sizeMismatch: (expected: (width: Int, height: Int), actual: (width: Int, height: Int))?
        /// Pixels that count as different.
        public var differentPixels: Int
        /// Perceptual mode: pixels that differ only by a moved antialiased edge (not counted).
        public var antialiasedPixels: Int
        /// Pixels compared.
        public var totalPixels: Int
        /// The largest difference of any channel, in levels (straight alpha), and where.
        public var largestDelta: Int
        /// Where the largest difference is.
        public var largestAt: (x: Int, y: Int)?
        /// The smallest rectangle holding every different pixel.
        public var bounds: (x: Int, y: Int, width: Int, height: Int)?
        /// Unchanged pixels faded to gray, different ones red, antialiasing-only ones yellow.
        public var diff: Pixmap?
        /// True when the images match under the options.
        public var passed: Bool

        /// The share of pixels that differ, 0 to 1.
        public var share: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }

        /// One line: what differs, by how much, where.
        public var summary: String {
            if let m = sizeMismatch {
                return "size differs: expected \(m.expected.width)x\(m.expected.height) px, got \(m.actual.width)x\(m.actual.height) px"
            }
            if differentPixels == 0 && largestDelta == 0 { return "identical" }
            var s = "\(differentPixels) of \(totalPixels) pixels differ (\((share * 100).decimalText(places: 3))%), largest channel difference \(largestDelta)"
            if let at = largestAt { s += " at (\(at.x), \(at.y))" }
            if antialiasedPixels > 0 { s += ", \(antialiasedPixels) antialiasing-only" }
            return s
        }
    }

    /// Two images of `pixels` pixels found identical without comparing them pixel by pixel.
    package static func identicalResult(pixels: Int) -> Result {
        Result(
            sizeMismatch: nil, differentPixels: 0, antialiasedPixels: 0, totalPixels: pixels, largestDelta: 0,
            largestAt: nil, bounds: nil, diff: nil, passed: true)
    }

    /// With `actualFromRenderer`, `actual` is a fresh render whose pixels are first taken
    /// through straight alpha as a PNG would store them (only where they differ, so the
    /// common identical case costs one pass).
    public static func compare(
        expected: Pixmap, actual: Pixmap, options: Options = .exact, makeDiff: Bool = true, actualFromRenderer: Bool = false
    ) -> Result {
        guard expected.width == actual.width, expected.height == actual.height else {
            return Result(
                sizeMismatch: ((expected.width, expected.height), (actual.width, actual.height)), differentPixels: 0,
                antialiasedPixels: 0, totalPixels: 0, largestDelta: 0, largestAt: nil, bounds: nil, diff: nil, passed: false)
        }
        let w = expected.width, h = expected.height
        var different = 0, antialiased = 0, largest = 0
        var largestAt: (Int, Int)?
        var minX = w, minY = h, maxX = -1, maxY = -1
        var diffPixels = makeDiff ? [UInt32](repeating: 0, count: w * h) : []
        let red = RGBA(red: 255, green: 0, blue: 0).premultiplied.packed
        let yellow = RGBA(red: 255, green: 255, blue: 0).premultiplied.packed
        let maxYIQ = Self.largestYIQDelta * options.threshold * options.threshold
        for y in 0..<h {
            // Goldens mostly match: a row equal as bytes has nothing to report.
            let rowsEqual = expected.pixels.withUnsafeBufferPointer { e in
                actual.pixels.withUnsafeBufferPointer { a in
                    memcmp(e.baseAddress! + y * w, a.baseAddress! + y * w, w * 4) == 0
                }
            }
            if rowsEqual {
                if makeDiff { for i in (y * w)..<(y * w + w) { diffPixels[i] = faded(expected.pixels[i]) } }
                continue
            }
            for x in 0..<w {
                let i = y * w + x
                let a = expected.pixels[i]
                var b = actual.pixels[i]
                if a != b && actualFromRenderer { b = PremultipliedColor(packed: b).straight.premultiplied.packed }
                var mark: UInt32?
                if a != b {
                    let delta = channelDelta(a, b)
                    if delta > largest { largest = delta; largestAt = (x, y) }
                    let counts: Bool
                    if options.perceptual {
                        if yiqDelta(a, b) > maxYIQ {
                            if antialiasedPixel(expected, x, y, actual) || antialiasedPixel(actual, x, y, expected) {
                                antialiased += 1
                                mark = yellow
                                counts = false
                            } else {
                                counts = true
                            }
                        } else {
                            counts = false
                        }
                    } else {
                        counts = delta > options.maxChannelDelta
                    }
                    if counts {
                        different += 1
                        mark = red
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
                if makeDiff { diffPixels[i] = mark ?? faded(a) }
            }
        }
        var diff: Pixmap?
        if makeDiff, var image = try? Pixmap(width: w, height: h) {
            image.withUnsafeMutablePixels { _ = $0.update(fromContentsOf: diffPixels) }
            diff = image
        }
        return Result(
            sizeMismatch: nil, differentPixels: different, antialiasedPixels: antialiased, totalPixels: w * h,
            largestDelta: largest, largestAt: largestAt, bounds: maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1),
            diff: diff, passed: different <= options.maxDifferentPixels)
    }

    /// The largest straight-alpha channel difference.
    static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        let p = PremultipliedColor(packed: a).straight, q = PremultipliedColor(packed: b).straight
        return max(
            abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)),
            abs(Int(p.alpha) - Int(q.alpha)))
    }

    /// Colors blended on white, in 0...255.
    private static func onWhite(_ v: UInt32) -> (Double, Double, Double) {
        let p = PremultipliedColor(packed: v)
        let inv = 255 - Double(p.alpha)
        return (Double(p.red) + inv, Double(p.green) + inv, Double(p.blue) + inv)
    }

    private static func luma(_ c: (Double, Double, Double)) -> Double { c.0 * 0.29889531 + c.1 * 0.58662247 + c.2 * 0.11448223 }

    /// Squared YIQ distance, weighted as in Kotsarenko and Ramos's perceptual metric.
    static func yiqDelta(_ a: UInt32, _ b: UInt32) -> Double {
        let p = onWhite(a), q = onWhite(b)
        let dy = luma(p) - luma(q)
        let di = (p.0 * 0.59597799 - p.1 * 0.27417610 - p.2 * 0.32180189) - (q.0 * 0.59597799 - q.1 * 0.27417610 - q.2 * 0.32180189)
        let dq = (p.0 * 0.21147017 - p.1 * 0.52261711 + p.2 * 0.31114694) - (q.0 * 0.21147017 - q.1 * 0.52261711 + q.2 * 0.31114694)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// Whether (x, y) of `image` looks like an antialiased edge pixel: among its neighbours
    /// some are darker and some brighter, at most two equal, and the darkest or brightest
    /// sits inside a flat area in both images (so an edge, not a texture, moved).
    static func antialiasedPixel(_ image: Pixmap, _ x: Int, _ y: Int, _ other: Pixmap) -> Bool {
        let w = image.width, h = image.height
        let center = luma(onWhite(image.pixels[y * w + x]))
        var equal = 0, darkest = 0.0, brightest = 0.0
        var darkAt: (Int, Int)?, brightAt: (Int, Int)?
        for ny in max(0, y - 1)...min(h - 1, y + 1) {
            for nx in max(0, x - 1)...min(w - 1, x + 1) where nx != x || ny != y {
                let d = luma(onWhite(image.pixels[ny * w + nx])) - center
                if d == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if d < darkest {
                    darkest = d; darkAt = (nx, ny)
                } else if d > brightest {
                    brightest = d; brightAt = (nx, ny)
                }
            }
        }
        guard let darkAt, let brightAt else { return false }
        return (flatAround(image, darkAt) && flatAround(other, darkAt)) || (flatAround(image, brightAt) && flatAround(other, brightAt))
    }

    /// More than two neighbours share the pixel's exact value.
    private static func flatAround(_ image: Pixmap, _ at: (Int, Int)) -> Bool {
        let w = image.width, h = image.height
        let v = image.pixels[at.1 * w + at.0]
        var same = (at.0 == 0 || at.0 == w - 1 || at.1 == 0 || at.1 == h - 1) ? 1 : 0
        for ny in max(0, at.1 - 1)...min(h - 1, at.1 + 1) {
            for nx in max(0, at.0 - 1)...min(w - 1, at.0 + 1) where (nx != at.0 || ny != at.1) && image.pixels[ny * w + nx] == v {
                same += 1
                if same > 2 { return true }
            }
        }
        return false
    }

    /// An unchanged pixel for the diff image: its luma, faded toward white.
    private static func faded(_ v: UInt32) -> UInt32 {
        let l = luma(onWhite(v))
        let g = UInt8(max(0, min(255, 255 + (l - 255) * 0.15)))
        return PremultipliedColor(red: g, green: g, blue: g, alpha: 255).packed
    }
}
