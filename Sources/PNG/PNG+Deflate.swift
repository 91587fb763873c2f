#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Raster

extension PNG {
    /// Our own chunk writer: the same chunks libpng writes for us (IHDR, gAMA, sRGB, pHYs,
    /// iTXt, IDAT, IEND), in the same order, the rows and the text compressed by `RowDeflate`.
    static func encodeWithChunkWriter(
        _ image: Pixmap, pixelsPerMeter: UInt32, metadata: String?, settings: PNGEncodeSettings
    ) throws(PNGError) -> Data {
        let rows = FilteredRows.make(image, filter: settings.filter, upForRepeatedRows: settings.upForRepeatedRows)
        var writer = PNGChunkWriter(reservingCapacity: 256 + rows.count / 4)
        try writer.chunk("IHDR") { bytes in
            PNGChunkWriter.append(UInt32(image.width), to: &bytes)
            PNGChunkWriter.append(UInt32(image.height), to: &bytes)
            bytes.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        }
        try writer.chunk("gAMA") { PNGChunkWriter.append(45455, to: &$0) }  // 1/2.2, as sRGB asks
        try writer.chunk("sRGB") { $0.append(0) }  // perceptual intent
        try writer.chunk("pHYs") { bytes in
            PNGChunkWriter.append(pixelsPerMeter, to: &bytes)
            PNGChunkWriter.append(pixelsPerMeter, to: &bytes)
            bytes.append(1)  // the unit is the metre
        }
        if let metadata {
            try writer.chunk("iTXt") { bytes in
                bytes.append(contentsOf: metadataKey.utf8)
                // keyword end, compressed, zlib, no language tag, no translated keyword
                bytes.append(contentsOf: [0, 1, 0, 0, 0])
                // Rows one byte long: every byte is a place to start a match.
                Array(metadata.utf8).withUnsafeBytes { RowDeflate.zlib($0, rowBytes: 1, appendingTo: &bytes) }
            }
        }
        try writer.chunk("IDAT") { bytes in
            rows.withUnsafeBytes { RowDeflate.zlib($0, rowBytes: image.width * 4 + 1, appendingTo: &bytes) }
        }
        try writer.chunk("IEND") { _ in }
        return Data(writer.bytes)
    }
}
