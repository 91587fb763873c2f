#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Raster

extension PNG {
    /// Encodes frames of one size as an animated PNG (APNG), which browsers play and every PNG
    /// reader shows as its first frame. Each frame is encoded as a still PNG (as `encode` does,
    /// with `buttonImages`), and its image data is carried over: IDAT for the first frame, fdAT
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
        var writer = PNGChunkWriter(reservingCapacity: stills.reduce(64) { $0 + $1.reduce(0) { $0 + $1.body.count + 16 } })
        var sequence: UInt32 = 0
        func append(_ type: String, _ body: [UInt8]) {
            // A chunk's body is a finished array: appending it cannot fail.
            try! writer.chunk(type) { $0.append(contentsOf: body) }
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
        return Data(writer.bytes)
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
