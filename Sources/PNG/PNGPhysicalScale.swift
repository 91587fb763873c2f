#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PNG {
    /// Pixels per point from a PNG's pHYs chunk (72 points an inch, as Apple's snapshot tools
    /// and our encoder write it: 144 dpi is @2x), or nil when the file has no pHYs in meters.
    ///
    /// Reads only the chunk list, before any pixel data; a damaged list yields nil, and the
    /// pixels' own errors are left to `decode`.
    public static func pixelsPerPoint(_ data: Data) -> Double? {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard data.count >= 8, Array(data.prefix(8)) == signature else { return nil }
        let bytes = [UInt8](data)
        func word(_ i: Int) -> UInt32 { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
        var i = 8
        while i + 8 <= bytes.count {
            let length = Int(word(i))
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = i + 8
            guard length >= 0, body + length + 4 <= bytes.count else { return nil }
            if type == "IDAT" || type == "IEND" { return nil }
            if type == "pHYs", length == 9 {
                let x = Double(word(body)), unit = bytes[body + 8]
                guard unit == 1, x > 0 else { return nil }
                return x * 0.0254 / 72
            }
            i = body + length + 4
        }
        return nil
    }
}
