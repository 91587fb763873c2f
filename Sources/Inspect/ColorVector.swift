import Raster

/// A premultiplied RGBA pixel as four numbers from 0 to 255, so that colors can be subtracted,
/// projected and averaged. Premultiplied, so that a pixel over a transparent backdrop and one
/// over an opaque backdrop are both a straight line from the backdrop toward the ink.
package struct ColorVector: Hashable, Sendable {
    /// Red, green, blue and alpha, premultiplied, 0 to 255.
    package var r: Double, g: Double, b: Double, a: Double

    /// A vector from its four components.
    package init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// A pixel as a vector.
    package init(_ p: PremultipliedColor) {
        self.init(r: Double(p.red), g: Double(p.green), b: Double(p.blue), a: Double(p.alpha))
    }

    /// A packed pixel (as a Pixmap stores it) as a vector.
    package init(packed: UInt32) { self.init(PremultipliedColor(packed: packed)) }

    /// A straight (not premultiplied) color as a vector.
    package init(straight c: RGBA) { self.init(c.premultiplied) }

    static func + (x: ColorVector, y: ColorVector) -> ColorVector { ColorVector(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a) }
    static func - (x: ColorVector, y: ColorVector) -> ColorVector { ColorVector(r: x.r - y.r, g: x.g - y.g, b: x.b - y.b, a: x.a - y.a) }
    static func * (x: ColorVector, s: Double) -> ColorVector { ColorVector(r: x.r * s, g: x.g * s, b: x.b * s, a: x.a * s) }
    func dot(_ y: ColorVector) -> Double { r * y.r + g * y.g + b * y.b + a * y.a }
    var lengthSquared: Double { dot(self) }
    /// The largest difference in any channel.
    /// Two arguments at a time: the variadic `max` builds an array for every pixel measured.
    package func distance(to y: ColorVector) -> Double { max(max(abs(r - y.r), abs(g - y.g)), max(abs(b - y.b), abs(a - y.a))) }

    /// How far `self` lies along the line from `from` to `to`: 0 at `from`, 1 at `to`
    /// (least squares over the four channels, not clamped).
    package func fraction(from: ColorVector, to: ColorVector) -> Double {
        let d = to - from
        let l = d.lengthSquared
        return l == 0 ? 0 : (self - from).dot(d) / l
    }

    /// The straight color, rounded to whole levels.
    package var straight: RGBA {
        guard a > 0.5 else { return .clear }
        func c(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255 / a).rounded()))) }
        return RGBA(red: c(r), green: c(g), blue: c(b), alpha: UInt8(max(0, min(255, a.rounded()))))
    }
}
