#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Raster

extension PNG {
    /// Our own chunk writer: the same chunks libpng writes for us (IHDR, gAMA, sRGB, pHYs,
    /// iTXt, IDAT, IEND), in the same order, the rows compressed by `RowDeflate` or libdeflate
    /// as the settings say, and the text by the same encoder.
    static func encodeWithChunkWriter(
        _ image: Pixmap, pixelsPerMeter: UInt32, metadata: String?, settings: PNGEncodeSettings
    ) throws(PNGError) -> Data {
        let rows = FilteredRows.make(image, filter: settings.filter, upForRepeatedRows: settings.upForRepeatedRows)
        let pool = DeflateCompressorPool.forLevel(settings.level)
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
            try writer.chunk("iTXt") { bytes throws(PNGError) in
                bytes.append(contentsOf: metadataKey.utf8)
                // keyword end, compressed, zlib, no language tag, no translated keyword
                bytes.append(contentsOf: [0, 1, 0, 0, 0])
                let text = Array(metadata.utf8)
                if settings.engine == .rowDeflate {
                    // Rows one byte long: every byte is a place to start a match.
                    text.withUnsafeBytes { RowDeflate.zlib($0, rowBytes: 1, appendingTo: &bytes) }
                } else {
                    try pool.zlibCompress(text, appendingTo: &bytes)
                }
            }
        }
        try writer.chunk("IDAT") { bytes throws(PNGError) in
            if settings.engine == .rowDeflate {
                rows.withUnsafeBytes { RowDeflate.zlib($0, rowBytes: image.width * 4 + 1, appendingTo: &bytes) }
            } else {
                try pool.zlibCompress(rows, appendingTo: &bytes)
            }
        }
        try writer.chunk("IEND") { _ in }
        return Data(writer.bytes)
    }
}
