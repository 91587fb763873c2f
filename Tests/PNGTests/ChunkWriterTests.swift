import Foundation
import Testing
@testable import PNG
import Raster

/// Our chunk writer: the chunks are the ones libpng writes, each with a valid CRC-32, and the
/// file is no larger than libpng's.
@Suite struct ChunkWriterTests {
    /// Images that exercise the encoder's edges: one pixel, one row, one column, repeated rows,
    /// translucent noise, and a button shape.
    static func images() throws -> [(String, Pixmap)] {
        var rng = SystemRandomNumberGenerator()
        var noise = try Pixmap(width: 37, height: 23)
        noise.withUnsafeMutablePixels { pixels in
            for i in 0..<pixels.count {
                let a = UInt8.random(in: 0...255, using: &rng)
                pixels[i] = RGBA(red: .random(in: 0...255, using: &rng), green: .random(in: 0...255, using: &rng),
                                          blue: .random(in: 0...255, using: &rng), alpha: a).premultiplied.packed
            }
        }
        var striped = try Pixmap(width: 16, height: 12, fill: RGBA(red: 10, green: 200, blue: 30, alpha: 128))
        for x in 0..<16 { striped[x, 5] = RGBA(red: 255, green: 0, blue: 0).premultiplied }
        return [
            ("1x1", try Pixmap(width: 1, height: 1, fill: RGBA(red: 1, green: 2, blue: 3, alpha: 4))),
            ("row", try Pixmap(width: 31, height: 1, fill: RGBA(red: 0, green: 122, blue: 255))),
            ("column", try Pixmap(width: 1, height: 29, fill: RGBA(red: 0, green: 122, blue: 255, alpha: 77))),
            ("noise", noise), ("striped", striped), ("button", try PNGTests.sample()),
        ]
    }

    @Test func theChunksAreLibpngsWithValidCRCs() throws {
        let image = try PNGTests.sample()
        let ours = try PNG.encode(image, scale: 2, metadata: #"{"style":"filled"}"#, settings: .buttonImages)
        let libpng = try PNG.encode(image, scale: 2, metadata: #"{"style":"filled"}"#, settings: .libpngDefaults)
        let (a, b) = (PNGChunks(ours), PNGChunks(libpng))
        #expect(a.types == ["IHDR", "gAMA", "sRGB", "pHYs", "iTXt", "IDAT", "IEND"])
        #expect(a.types == b.types)
        for type in ["IHDR", "gAMA", "sRGB", "pHYs"] { #expect(a.payload(type, in: ours) == b.payload(type, in: libpng), "\(type)") }
        // iTXt: keyword, NUL, compressed with zlib, empty language tag and translated keyword.
        let text = try #require(a.payload("iTXt", in: ours))
        #expect(Array(text.prefix(PNG.metadataKey.utf8.count + 5)) == Array(PNG.metadataKey.utf8) + [0, 1, 0, 0, 0])
        let bytes = [UInt8](ours)
        for chunk in a.chunks {
            let stored = bytes[chunk.offset + 8 + chunk.length..<chunk.offset + 12 + chunk.length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(stored == CRC32.checksum(Array(bytes[chunk.offset + 4..<chunk.offset + 8 + chunk.length])), "\(chunk.type)")
        }
        #expect(ours.count <= libpng.count)
    }
}
