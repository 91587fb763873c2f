import Foundation
import Raster
import Testing
@testable import PNG

/// The animated PNG: chunks as the APNG specification orders them, valid CRCs, and frames that
/// are the stills they were made from (each rebuilt into a still PNG and decoded by libpng).
@Suite struct AnimatedPNGTests {
    static func frames() throws -> [Pixmap] {
        try (0..<3).map { k in
            var image = try Pixmap(width: 9, height: 7)
            image.fill(Shapes.rect(Rect(x: Double(k) + 0.5, y: 1.25, width: 4, height: 3)), with: RGBA(red: 200, green: 30, blue: UInt8(40 * k)))
            return image
        }
    }

    @Test func chunksFramesAndCRCs() throws {
        let frames = try Self.frames()
        let data = try PNG.encodeAnimated(frames, delay: (1, 8), scale: 2, metadata: "{}")
        let bytes = [UInt8](data)
        // Read with the tests' own chunk reader, independent of the encoder's.
        let chunks: [(type: String, body: [UInt8])] = PNGChunks(data).chunks.map { chunk in
            (chunk.type, Array(bytes[(chunk.offset + 8)..<(chunk.offset + 8 + chunk.length)]))
        }
        // acTL before the first image data; the still's ancillary chunks once; one fcTL per frame.
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "gAMA", "sRGB", "pHYs", "iTXt", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"], "\(chunks.map(\.type))")
        #expect(chunks[1].type == "acTL" && chunks[1].body == [0, 0, 0, 3, 0, 0, 0, 0])  // 3 frames, loop forever
        // Sequence numbers run 0, 1, 2 ... across fcTL and fdAT, in order.
        let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        for (n, chunk) in sequenced.enumerated() {
            #expect(chunk.body.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) } == UInt32(n))
        }
        // Every frame control: the whole canvas, 1/8 s.
        for control in chunks.filter({ $0.type == "fcTL" }) {
            #expect(Array(control.body[4..<12]) == [0, 0, 0, 9, 0, 0, 0, 7])
            #expect(Array(control.body[20..<24]) == [0, 1, 0, 8])
        }
        // Each chunk's CRC, checked against zlib's table-free definition via a known value:
        // the CRC of "IEND" is 0xAE426082 in every PNG.
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bytes[i..<(i + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let stored = bytes[(i + 8 + length)..<(i + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(CRC32.checksum(Array(bytes[(i + 4)..<(i + 8 + length)])) == stored)
            i += 12 + length
        }
        // A reader without APNG support shows the first frame.
        #expect(try PNG.decode(data).pixels == frames[0].roundTrippedThroughStraightAlpha().pixels)
        // Every later frame, rebuilt as a still from IHDR and its fdAT data, is its frame.
        let header = chunks.first { $0.type == "IHDR" }!
        let data1 = chunks.filter { $0.type == "fdAT" }
        for (k, chunk) in data1.enumerated() {
            var still: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
            for (type, body) in [("IHDR", header.body), ("IDAT", Array(chunk.body.dropFirst(4))), ("IEND", [UInt8]())] {
                let typed = Array(type.utf8) + body
                still += withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init) + typed + withUnsafeBytes(of: CRC32.checksum(typed).bigEndian, Array.init)
            }
            #expect(try PNG.decode(Data(still)).pixels == frames[k + 1].roundTrippedThroughStraightAlpha().pixels, "frame \(k + 1)")
        }
    }

    @Test func framesOfDifferentSizesAreRefused() throws {
        #expect(throws: PNGError.self) { try PNG.encodeAnimated([try Pixmap(width: 2, height: 2), try Pixmap(width: 3, height: 2)], delay: (1, 8)) }
        #expect(throws: PNGError.self) { try PNG.encodeAnimated([], delay: (1, 8)) }
    }
}

/// CRC-32 as the PNG specification's annex computes it (polynomial 0xEDB88320, reflected),
/// written out here to check the encoder's, which is zlib's.
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
