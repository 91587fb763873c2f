#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LibpngReferenceEncoder
import PNG
import PNGBridge
import Raster

/// An image encoded as the benchmark compares it: the presets by our encoder (`PNG.encode`),
/// settings made from their parts by libpng and zlib, the independent reference.
func benchEncode(_ image: Pixmap, scale: Double = 1, metadata: String? = nil, settings: PNGEncodeSettings) throws -> Data {
    if settings == .buttonImages { return try PNG.encode(image, scale: scale, metadata: metadata, settings: settings) }
    var status = PNGBridgeStatus()
    var out: UnsafeMutablePointer<UInt8>?
    var length = 0
    let options = LibpngEncodeOptions(
        compression_level: settings.level, compression_strategy: settings.strategy.rawValue,
        filters: settings.filter.rawValue, up_for_repeated_rows: settings.upForRepeatedRows ? 1 : 0)
    let source: LibpngRowSource = { context, y, row in
        context!.assumingMemoryBound(to: Pixmap.self).pointee.writeStraightRGBARow(Int(y), to: row!)
    }
    let pixelsPerMeter = UInt32((72 * max(scale, 0.01) / 0.0254).rounded())
    var image = image
    let code = withUnsafeMutablePointer(to: &image) { context in
        libpng_reference_encode(
            source, context, UInt32(context.pointee.width), UInt32(context.pointee.height), pixelsPerMeter,
            metadata == nil ? nil : PNG.metadataKey, metadata, options, &out, &length, &status)
    }
    guard code == Int32(PNGBRIDGE_OK.rawValue), let out else { throw PNG.error(code, status) }
    defer { pngbridge_free(out) }
    return Data(bytes: out, count: length)
}
