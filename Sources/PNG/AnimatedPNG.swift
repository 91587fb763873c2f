#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Raster

extension PNG {
    /// Encodes frames of one size as an animated PNG (APNG), which browsers play and every PNG
    /// reader shows as its first frame. Each frame is encoded as a still PNG (through libpng, as
    /// `encode` does), and its image data is carried over: IDAT for the first frame, fdAT
    /// chunks with sequence numbers for the others, each after an fcTL that gives the delay.
    ///
    /// `delay` is each frame's duration as a fraction of a second (numerator, denominator);
    /// the animation loops forever. Deterministic, like `encode`.
    public static func encodeAnimated(
        _ frames: [Pixmap], delay: (numerator: UInt16, denominator: UInt16), scale: Double = 1, metadata: String? = nil
    ) throws(PNGError) -> Data {
        guard let first = frames.first, frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
            throw .failed("an animated PNG needs at least one frame, all of one size")
        }
        var stills: [[(type: String, body: [UInt8])]] = []
        for (i, frame) in frames.enumerated() {
            stills.append(chunks(of: [UInt8](try encode(frame, scale: scale, metadata: i == 0 ? metadata : nil))))
        }
        var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        var sequence: UInt32 = 0
        func append(_ type: String, _ body: [UInt8]) {
            out += bigEndian(UInt32(body.count))
            let typed = Array(type.utf8) + body
            out += typed
            out += bigEndian(CRC32.checksum(typed))
        }
        func frameControl() -> [UInt8] {
            defer { sequence += 1 }
            return bigEndian(sequence) + bigEndian(UInt32(first.width)) + bigEndian(UInt32(first.height))
                + bigEndian(0) + bigEndian(0) + bigEndian16(delay.numerator) + bigEndian16(delay.denominator)
                + [0, 0]  // dispose: none; blend: source (each frame is whole)
        }
        for (index, still) in stills.enumerated() {
            var controlled = false
            for chunk in still {
                switch chunk.type {
                case "IHDR" where index == 0:
                    append("IHDR", chunk.body)
                    append("acTL", bigEndian(UInt32(frames.count)) + bigEndian(0))  // 0 plays: forever
                case "IDAT" where !chunk.body.isEmpty:
                    // Each frame's control comes once, before its first image data.
                    if !controlled { append("fcTL", frameControl()); controlled = true }
                    if index == 0 {
                        append("IDAT", chunk.body)
                    } else {
                        append("fdAT", bigEndian(sequence) + chunk.body)
                        sequence += 1
                    }
                case "IHDR", "IDAT", "IEND": continue
                default:
                    // Ancillary chunks (gAMA, sRGB, pHYs, the spec's iTXt) once, from the first frame.
                    if index == 0 { append(chunk.type, chunk.body) }
                }
            }
        }
        append("IEND", [])
        return Data(out)
    }

    /// A PNG's chunks, in order (the encoder's own output, so well formed).
    static func chunks(of bytes: [UInt8]) -> [(type: String, body: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bytes[i..<(i + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            out.append((type, Array(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return out
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)] }
    private static func bigEndian16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 255)] }
}

/// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320, reflected).
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
