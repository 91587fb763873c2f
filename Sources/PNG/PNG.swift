#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PNGBridge
import Raster

/// Deterministic PNG encoding (our chunk writer with our own DEFLATE encoder) and decoding of
/// any PNG through libpng.
public enum PNG {
    /// Encodes `image` as 8-bit RGBA with straight alpha, sRGB + gAMA, pHYs of
    /// 72 x `scale` dpi and, when `metadata` is given, an iTXt chunk under `buttonrender.spec`.
    /// Identical inputs give identical bytes: no chunk records a time.
    public static func encode(_ image: Pixmap, scale: Double = 1, metadata: String? = nil) throws(PNGError) -> Data {
        try encode(image, scale: scale, metadata: metadata, settings: .buttonImages)
    }

    /// `encode` with the encoder's settings chosen: the benchmark's and the tests' comparisons
    /// with libpng's encoder.
    package static func encode(
        _ image: Pixmap, scale: Double = 1, metadata: String? = nil, settings: PNGEncodeSettings
    ) throws(PNGError) -> Data {
        let pixelsPerMeter = UInt32((72 * max(scale, 0.01) / 0.0254).rounded())
        return try encodeWithChunkWriter(image, pixelsPerMeter: pixelsPerMeter, metadata: metadata, settings: settings)
    }

    /// The iTXt keyword under which the spec that made an image is stored.
    package static let metadataKey = "buttonrender.spec"

    /// Decodes any PNG into a premultiplied `Pixmap`. Images beyond `Pixmap`'s limits are
    /// refused before their pixels are allocated.
    public static func decode(_ data: Data) throws(PNGError) -> Pixmap {
        try withStraightRGBA(data) { (width, height, bytes) throws(PNGError) in
            do {
                return try Pixmap(width: width, height: height, straightRGBA: bytes)
            } catch {
                throw .tooLarge("\(error)")
            }
        }
    }

    /// Decodes any PNG to straight-alpha RGBA8 bytes, as the file stores them, and lends them
    /// with the image's width and height to `body`, without a copy; they are freed after.
    package static func withStraightRGBA<R>(
        _ data: Data, _ body: (Int, Int, UnsafeRawBufferPointer) throws(PNGError) -> R
    ) throws(PNGError) -> R {
        if isAppleOptimized(data) { throw .notPNG(appleOptimizedMessage) }
        var status = PNGBridgeStatus()
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        let code = data.withUnsafeBytes { bytes in
            pngbridge_decode(
                bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count,
                UInt32(Pixmap.maximumSide), UInt64(Pixmap.maximumPixelCount),
                &pixels, &width, &height, &status)
        }
        guard code == Int32(PNGBRIDGE_OK.rawValue), let pixels else { throw error(code, status) }
        defer { pngbridge_free(pixels) }
        return try body(Int(width), Int(height), UnsafeRawBufferPointer(start: pixels, count: Int(width) * Int(height) * 4))
    }

    /// What a file Xcode's PNG compression wrote is, and how to turn it back into a PNG.
    static let appleOptimizedMessage = "an Xcode-optimized (CgBI) PNG: Xcode's compression stores the pixels as premultiplied BGRA "
        + "in raw deflate, which only Apple's decoder reads; convert it with `xcrun pngcrush -revert-iphone-optimizations IN.png OUT.png`, "
        + "or take the image from before Xcode compressed it (the asset catalog's or project's own file)"

    /// Whether the file's first chunk is Apple's CgBI, which `pngcrush -iphone` puts before IHDR.
    static func isAppleOptimized(_ data: Data) -> Bool {
        let cgbi: [UInt8] = Array("CgBI".utf8)
        return data.count >= 16 && data.prefix(8).elementsEqual(PNGChunkReader.signature)
            && data.dropFirst(12).prefix(4).elementsEqual(cgbi)
    }

    package static func error(_ code: Int32, _ status: PNGBridgeStatus) -> PNGError {
        let message = withUnsafeBytes(of: status.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch code {
        case Int32(PNGBRIDGE_NOT_PNG.rawValue): return .notPNG(message)
        case Int32(PNGBRIDGE_TOO_LARGE.rawValue): return .tooLarge(message)
        case Int32(PNGBRIDGE_LIBPNG_ERROR.rawValue):
            return message.contains("exceeds user limit") ? .tooLarge(message) : .corrupt(message)
        default: return .failed(message)
        }
    }
}
