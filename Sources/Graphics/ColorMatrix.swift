/// An affine map of straight sRGB colour, in units of one channel's full scale: each output
/// channel is `r * m[0] + g * m[1] + b * m[2] + m[3]` of the input's (0...1), clamped. SVG's
/// `feColorMatrix` says the same with its alpha row the identity.
public struct ColorMatrix: Hashable, Codable, Sendable {
    /// The red, green and blue rows: four numbers each (red, green, blue, offset).
    public var red: [Double], green: [Double], blue: [Double]

    /// Leaves every colour as it is.
    public static let identity = ColorMatrix(red: [1, 0, 0, 0], green: [0, 1, 0, 0], blue: [0, 0, 1, 0])

    /// A matrix from its rows; each must have four numbers.
    public init(red: [Double], green: [Double], blue: [Double]) {
        precondition(red.count == 4 && green.count == 4 && blue.count == 4, "a colour matrix row has four numbers")
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// The map of one straight colour; alpha is kept.
    public func apply(_ c: RGBA) -> RGBA {
        // In levels, so that a mix landing on a half level rounds as its exact value does.
        let r = Double(c.red), g = Double(c.green), b = Double(c.blue)
        func row(_ m: [Double]) -> UInt8 {
            UInt8(max(0, min(255, (r * m[0] + g * m[1] + b * m[2] + m[3] * 255).rounded())))
        }
        return RGBA(red: row(red), green: row(green), blue: row(blue), alpha: c.alpha)
    }
}
