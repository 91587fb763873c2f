import Foundation
import Testing
@testable import PNG
import Raster

/// PNGs of other color types, built byte by byte here (stored deflate blocks, no compressor),
/// decode to the same premultiplied RGBA as ours.
@Suite struct ForeignPNGTests {
    func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + payload
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        return be32(UInt32(payload.count)) + body + be32(crc)
    }

    func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// A zlib stream holding `data` in one stored block.
    func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let len = UInt16(data.count)
        return [0x78, 0x01, 0x01, UInt8(len & 0xFF), UInt8(len >> 8), UInt8(~len & 0xFF), UInt8(~len >> 8)] + data + be32(b << 16 | a)
    }

    func png(width: UInt32, height: UInt32, colorType: UInt8, bitDepth: UInt8, rows: [[UInt8]], extra: [UInt8] = []) -> Data {
        let ihdr = be32(width) + be32(height) + [bitDepth, colorType, 0, 0, 0]
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }  // filter type 0 on every row
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + extra + chunk("IDAT", storedZlib(raw)) + chunk("IEND", []))
    }

    @Test func grayscaleEightBit() throws {
        let image = try PNG.decode(png(width: 3, height: 1, colorType: 0, bitDepth: 8, rows: [[0, 128, 255]]))
        #expect(image[0, 0] == PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image[1, 0] == PremultipliedColor(red: 128, green: 128, blue: 128, alpha: 255))
        #expect(image[2, 0] == PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func sixteenBitRGBAIsStrippedAndPremultiplied() throws {
        // One pixel: red 0xFFFF, green 0x8000, blue 0, alpha 0x8000 (half).
        let image = try PNG.decode(png(width: 1, height: 1, colorType: 6, bitDepth: 16, rows: [[0xFF, 0xFF, 0x80, 0x00, 0, 0, 0x80, 0x00]]))
        #expect(image[0, 0].alpha == 128)
        #expect(image[0, 0] == RGBA(red: 255, green: 128, blue: 0, alpha: 128).premultiplied)
    }

    @Test func paletteWithTransparency() throws {
        let plte = chunk("PLTE", [255, 0, 0, 0, 0, 255])
        let trns = chunk("tRNS", [255, 0])
        let image = try PNG.decode(png(width: 2, height: 1, colorType: 3, bitDepth: 8, rows: [[0, 1]], extra: plte + trns))
        #expect(image[0, 0] == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image[1, 0].alpha == 0)
    }
}
