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
    package static func encodeAnimated(
        _ frames: [Pixmap], delay: (numerator: UInt16, denominator: UInt16), scale: Double = 1, metadata: String? = nil
    ) throws(PNGError) -> Data {
        guard let first = frames.first, frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
            throw .failed("an animated PNG needs at least one frame, all of one size")
        }
        var stills: [[(type: String, body: [UInt8])]] = []
        for (i, frame) in frames.enumerated() {
            let still = try encode(frame, scale: scale, metadata: i == 0 ? metadata : nil)
            let chunks = still.withUnsafeBytes { file in
                PNGChunkReader.chunks(file).map { $0.map { (type: $0.type, body: Array(file[$0.data])) } }
            }
            guard let chunks else { throw .failed("an encoded frame did not read back as a PNG") }
            stills.append(chunks)
        }
        var writer = PNGChunkWriter(reservingCapacity: stills.reduce(64) { $0 + $1.reduce(0) { $0 + $1.body.count + 16 } })
        var sequence: UInt32 = 0
        func append(_ type: String, _ body: [UInt8]) {
            // A chunk's body is a finished array: appending it cannot fail.
            try! writer.chunk(type) { $0.append(contentsOf: body) }
        }
        func bigEndian(_ values: UInt32...) -> [UInt8] {
            var bytes: [UInt8] = []
            for value in values { PNGChunkWriter.append(value, to: &bytes) }
            return bytes
        }
        func frameControl() -> [UInt8] {
            defer { sequence += 1 }
            // Sequence, size, offset (0, 0), then the delay as two 16-bit numbers.
            return bigEndian(sequence, UInt32(first.width), UInt32(first.height), 0, 0, UInt32(delay.numerator) << 16 | UInt32(delay.denominator))
                + [0, 0]  // dispose: none; blend: source (each frame is whole)
        }
        for (index, still) in stills.enumerated() {
            var controlled = false
            for chunk in still {
                switch chunk.type {
                case "IHDR" where index == 0:
                    append("IHDR", chunk.body)
                    append("acTL", bigEndian(UInt32(frames.count), 0))  // 0 plays: forever
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
}
