extension RGBA {
    /// The premultiplied form that the pixel buffers hold.
    package var premultiplied: PremultipliedColor {
        PremultipliedColor(
            red: mul255(red, alpha), green: mul255(green, alpha), blue: mul255(blue, alpha), alpha: alpha)
    }
}

/// A premultiplied sRGB color: each color channel is at most `alpha`.
public struct PremultipliedColor: Hashable, Sendable {
    /// Red, already multiplied by alpha.
    public var red: UInt8
    /// Green, already multiplied by alpha.
    public var green: UInt8
    /// Blue, already multiplied by alpha.
    public var blue: UInt8
    /// Alpha.
    public var alpha: UInt8

    /// A color from premultiplied channels (each color channel at most alpha).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The pixel as stored in a `Pixmap`: bytes R, G, B, A in memory order.
    @inlinable package var packed: UInt32 {
        UInt32(littleEndian: UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24)
    }

    /// A color from its packed form (see packed).
    @inlinable package init(packed: UInt32) {
        let value = UInt32(littleEndian: packed)
        self.init(
            red: UInt8(truncatingIfNeeded: value), green: UInt8(truncatingIfNeeded: value >> 8),
            blue: UInt8(truncatingIfNeeded: value >> 16), alpha: UInt8(truncatingIfNeeded: value >> 24))
    }

    /// The straight color, each channel rounded to the nearest level.
    public var straight: RGBA {
        guard alpha != 0 else { return .clear }
        func div(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + UInt32(alpha) / 2) / UInt32(alpha))) }
        return RGBA(red: div(red), green: div(green), blue: div(blue), alpha: alpha)
    }
}

extension RGBA {
    /// The four bytes R, G, B, A as one word in memory order.
    var packed: UInt32 {
        UInt32(littleEndian: UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24)
    }
}

/// `a * b / 255`, rounded to nearest, exactly, for bytes.
@inlinable func mul255(_ a: UInt8, _ b: UInt8) -> UInt8 {
    UInt8(truncatingIfNeeded: div255(UInt32(a) * UInt32(b)))
}

/// `x / 255` rounded to nearest, exact for `x <= 255 * 255`.
@inlinable func div255(_ x: UInt32) -> UInt32 {
    let t = x + 128
    return (t + (t >> 8)) >> 8
}
