import Foundation
import Testing
@testable import PNG
import Raster

@Suite struct PNGTests {
    /// A small button-like image: a continuous rounded rect with antialiased edges.
    static func sample(width: Int = 120, height: Int = 40) throws -> Pixmap {
        var image = try Pixmap(width: width, height: height)
        image.fill(
            Shapes.roundedRect(Rect(x: 2.5, y: 3.25, width: Double(width) - 5, height: Double(height) - 6), radius: 9, curve: .continuous),
            with: RGBA(red: 0, green: 122, blue: 255, alpha: 200))
        return image
    }

    @Test func encodesDeterministically() throws {
        let image = try Self.sample()
        let a = try PNG.encode(image, scale: 2, metadata: #"{"style":"filled"}"#)
        let b = try PNG.encode(image, scale: 2, metadata: #"{"style":"filled"}"#)
        #expect(a == b)
    }

    @Test func writesTheAgreedChunksAndNoTime() throws {
        let data = try PNG.encode(try Self.sample(), scale: 2, metadata: "{}")
        let chunks = PNGChunks(data)
        #expect(chunks.types.first == "IHDR")
        #expect(chunks.types.last == "IEND")
        for required in ["sRGB", "gAMA", "pHYs", "iTXt", "IDAT"] { #expect(chunks.types.contains(required)) }
        #expect(!chunks.types.contains("tIME"))
        // pHYs: 72 dpi x 2 = 144 dpi = 5669 pixels per metre on both axes, unit metre.
        let phys = chunks.payload("pHYs", in: data)!
        #expect(phys == [0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25, 1])
        // gAMA 1/2.2 = 45455 / 100000.
        #expect(chunks.payload("gAMA", in: data)! == [0, 0, 0xB1, 0x8F])
        // Without metadata no text chunk is written.
        #expect(!PNGChunks(try PNG.encode(try Self.sample())).types.contains("iTXt"))
    }

    @Test func roundTripsPixels() throws {
        let image = try Self.sample()
        let decoded = try PNG.decode(try PNG.encode(image))
        #expect(decoded == image.roundTrippedThroughStraightAlpha())
        #expect(decoded.width == 120 && decoded.height == 40)
    }

    @Test func settingsRoundTripTheSamePixels() throws {
        let image = try Self.sample(width: 400, height: 100)
        let ours = try PNG.decode(try PNG.encode(image, settings: .buttonImages))
        #expect(ours == (try PNG.decode(try PNG.encode(image, settings: .libpngDefaults))))
        #expect(ours == image.roundTrippedThroughStraightAlpha())
    }

    // MARK: - Bad input

    @Test func rejectsNonPNG() {
        #expect {
            try PNG.decode(Data("GIF89a not a png at all".utf8))
        } throws: { error in
            guard case PNGError.notPNG(let message) = error else { return false }
            return message.contains("Not a PNG")
        }
    }

    @Test func rejectsTruncatedFile() throws {
        let data = try PNG.encode(try Self.sample())
        for cut in [20, data.count / 2, data.count - 5] {
            #expect {
                try PNG.decode(data.prefix(cut))
            } throws: { error in
                guard case PNGError.corrupt(let message) = error else { return false }
                return message.contains("truncated")
            }
        }
    }

    @Test func rejectsBadCRC() throws {
        var data = try PNG.encode(try Self.sample())
        let idat = PNGChunks(data).first("IDAT")!
        let crcOffset = idat.offset + 8 + idat.length
        data[crcOffset] ^= 0xFF
        #expect {
            try PNG.decode(data)
        } throws: { error in
            guard case PNGError.corrupt(let message) = error else { return false }
            return message.contains("CRC")
        }
    }

    @Test func rejectsBadZlibData() throws {
        var data = try PNG.encode(try Self.sample())
        let idat = PNGChunks(data).first("IDAT")!
        // Break the zlib header (CMF byte) and fix the CRC so only zlib can notice.
        data[idat.offset + 8] = 0x7F
        rewriteCRC(of: idat, in: &data)
        #expect {
            try PNG.decode(data)
        } throws: { error in
            guard case PNGError.corrupt(let message) = error else { return false }
            return !message.isEmpty && !message.contains("CRC")
        }
    }

    @Test func rejectsOversizedImage() throws {
        // A header claiming 20000 x 10 pixels: refused before any pixel memory is allocated.
        var data = try PNG.encode(try Pixmap(width: 1, height: 1))
        let ihdr = PNGChunks(data).first("IHDR")!
        let w: UInt32 = 20_000
        data[ihdr.offset + 8] = UInt8(w >> 24); data[ihdr.offset + 9] = UInt8((w >> 16) & 0xFF)
        data[ihdr.offset + 10] = UInt8((w >> 8) & 0xFF); data[ihdr.offset + 11] = UInt8(w & 0xFF)
        rewriteCRC(of: ihdr, in: &data)
        #expect {
            try PNG.decode(data)
        } throws: { error in
            guard case PNGError.tooLarge(let message) = error else { return false }
            return message.contains("limit")
        }
    }

    /// Makes a chunk's CRC match its (edited) contents, so only the edit itself is wrong.
    func rewriteCRC(of chunk: PNGChunks.Chunk, in data: inout Data) {
        let crc = crc32(data[chunk.offset + 4..<chunk.offset + 8 + chunk.length])
        let at = chunk.offset + 8 + chunk.length
        for i in 0..<4 { data[at + i] = UInt8((crc >> (24 - 8 * UInt32(i))) & 0xFF) }
    }

    /// The PNG CRC (ISO 3309), written out here so the test does not trust the code under test.
    func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
