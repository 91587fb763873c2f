// pow: the C library's, without Foundation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif


/// Turning an image gray the way an accessibility snapshot's monochrome mode does: each
/// pixel becomes the gray of its luminance, computed in linear light with Rec. 709's weights
/// (0.2126, 0.7152, 0.0722) and encoded back to sRGB. A gray stays the same gray; systemGreen
/// (52, 199, 89) becomes 174. Alpha is kept.
extension Pixmap {
    /// A gray copy: every pixel's luminance, alpha unchanged.
    package func luminanceGray() -> Pixmap {
        var out = self
        let toLinear = (0...255).map { v -> Double in
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func encode(_ y: Double) -> UInt8 {
            let c = y <= 0.0031308 ? 12.92 * y : 1.055 * pow(y, 1 / 2.4) - 0.055
            return UInt8(max(0, min(255, (c * 255).rounded())))
        }
        out.withUnsafeMutablePixels { pixels in
            for i in pixels.indices {
                let p = PremultipliedColor(packed: pixels[i])
                guard p.alpha > 0 else { continue }
                let s = p.straight
                let y = 0.2126 * toLinear[Int(s.red)] + 0.7152 * toLinear[Int(s.green)] + 0.0722 * toLinear[Int(s.blue)]
                let g = encode(y)
                pixels[i] = RGBA(red: g, green: g, blue: g, alpha: s.alpha).premultiplied.packed
            }
        }
        return out
    }
}
