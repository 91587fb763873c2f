#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PNG
import Raster

extension Pixmap {
    /// Decodes a PNG file's bytes (any bit depth or color type libpng reads) into premultiplied
    /// pixels; the same as `PNG.decode(_:)`.
    public init(pngData data: Data) throws(PNGError) {
        self = try PNG.decode(data)
    }

    /// Encodes the image as a deterministic PNG: straight alpha, sRGB, and pHYs saying `scale`
    /// pixels per point. Equal images give equal bytes.
    public func pngData(scale: Double = 1) throws(PNGError) -> Data {
        try PNG.encode(self, scale: scale, settings: .goldens)
    }
}
