/// Premultiplied pixels to straight alpha, as PNG stores them, remembering the last color
/// converted: a translucent fill converts once for its whole run.
struct StraightConversion {
    private var lastIn: UInt32 = 0
    private var lastOut: UInt32 = 0

    /// One packed pixel: opaque ones are the same either way, clear ones become zero.
    @inline(__always) mutating func callAsFunction(_ value: UInt32) -> UInt32 {
        let alpha = UInt32(littleEndian: value) >> 24
        if alpha == 255 { return value }
        if alpha == 0 { return 0 }
        if value != lastIn {
            lastIn = value
            lastOut = PremultipliedColor(packed: value).straight.packed
        }
        return lastOut
    }

    /// Four packed pixels (two 64-bit words) converted at once when none needs converting on
    /// its own: all opaque, all clear, or all the color converted last (a button's body and
    /// margins, translucent fills); nil for anything else. Tested with ANDs and ORs of whole
    /// words, since Swift's SIMD comparisons compiled to lane-by-lane code.
    @inline(__always) func four(_ a: UInt64, _ b: UInt64) -> (UInt64, UInt64)? {
        #if _endian(little)
        let both = a & b, either = a | b
        if UInt32(truncatingIfNeeded: both) & UInt32(truncatingIfNeeded: both >> 32) >= 0xFF00_0000 { return (a, b) }
        if UInt32(truncatingIfNeeded: either) | UInt32(truncatingIfNeeded: either >> 32) < 0x0100_0000 { return (0, 0) }
        let last = UInt64(lastIn) | UInt64(lastIn) << 32
        if (a ^ last) | (b ^ last) == 0 {
            let converted = UInt64(lastOut) | UInt64(lastOut) << 32
            return (converted, converted)
        }
        #endif
        return nil
    }
}
