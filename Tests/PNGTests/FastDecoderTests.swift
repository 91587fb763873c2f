import Foundation
import Testing
@testable import PNG
import Raster

/// The libdeflate decoding path gives libpng's bytes for every file it takes, and declines
/// (leaving libpng to decode or to refuse with its own error) everything else.
@Suite struct FastDecoderTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")

    func fast(_ data: Data) -> (width: Int, height: Int, rgba: [UInt8])? {
        data.withUnsafeBytes { FastRGBADecoder.decode($0, maximumSide: Pixmap.maximumSide, maximumPixels: Pixmap.maximumPixelCount) }
    }

    func libpng(_ data: Data) throws -> (Int, Int, [UInt8]) {
        try PNG.withLibpngStraightRGBA(data) { (w, h, bytes) throws(PNGError) in (w, h, Array(bytes)) }
    }

    @Test func everyGoldenDecodesAsLibpngDecodesIt() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path).filter { $0.hasSuffix(".png") }
        #expect(files.count == 107)
        for file in files {
            let data = try Data(contentsOf: Self.golden.appendingPathComponent(file))
            let ours = try #require(fast(data), "\(file) was declined")
            let theirs = try libpng(data)
            #expect(ours.width == theirs.0 && ours.height == theirs.1 && ours.rgba.elementsEqual(theirs.2), "\(file)")
        }
    }

    /// libpng's adaptive filtering writes all five filters, average among them.
    @Test func allFiveFiltersAsLibpngWritesThem() throws {
        for (name, image) in try LibdeflateEncodingTests.images() {
            let data = try PNG.encode(image, settings: .libpngDefaults)
            let ours = try #require(fast(data), "\(name) was declined")
            #expect(ours.rgba.elementsEqual(try libpng(data).2), "\(name)")
        }
    }

    @Test func declinesWhatIsNotOursOrNotWhole() throws {
        let good = try PNG.encode(try PNGTests.sample(), scale: 2, metadata: "{}")
        #expect(fast(good) != nil)
        var badCRC = [UInt8](good)
        badCRC[PNGChunks(good).first("IDAT")!.offset + 10] ^= 0xFF  // a byte of the zlib stream
        #expect(fast(Data(badCRC)) == nil)
        var badStoredCRC = [UInt8](good)  // the data intact, only the CRC of a text chunk wrong
        let text = PNGChunks(good).first("iTXt")!
        badStoredCRC[text.offset + 8 + text.length] ^= 0x01
        #expect(fast(Data(badStoredCRC)) == nil)
        #expect(fast(good.prefix(good.count - 20)) == nil)  // truncated
        #expect(fast(Data("not a png at all, long enough to have a header".utf8)) == nil)
        // Foreign formats go to libpng: 8-bit gray, a palette, 16-bit RGBA; a foreign 8-bit RGBA
        // file (stored deflate blocks) is taken and reads as libpng reads it.
        let foreign = ForeignPNGTests()
        #expect(fast(foreign.png(width: 2, height: 1, colorType: 0, bitDepth: 8, rows: [[10, 20]])) == nil)
        #expect(fast(foreign.png(width: 1, height: 1, colorType: 3, bitDepth: 8, rows: [[0]], extra: foreign.chunk("PLTE", [1, 2, 3]))) == nil)
        #expect(fast(foreign.png(width: 1, height: 1, colorType: 6, bitDepth: 16, rows: [[1, 2, 3, 4, 5, 6, 7, 8]])) == nil)
        let rgba = foreign.png(width: 2, height: 1, colorType: 6, bitDepth: 8, rows: [[1, 2, 3, 4, 250, 251, 252, 253]])
        #expect(try fast(rgba)?.rgba == libpng(rgba).2)
        // Over the limits: declined here, refused by libpng with its own message.
        var wide = [UInt8](good)
        let ihdr = PNGChunks(good).first("IHDR")!.offset + 8
        wide[ihdr] = 0x7F  // width 2^30 and more
        #expect(fast(Data(wide)) == nil)
    }
}
