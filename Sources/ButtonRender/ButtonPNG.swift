import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PNG
import Raster

/// A rendered button as a PNG file's bytes, as the CLI writes them: pHYs for the spec's scale
/// and the spec's JSON in an iTXt chunk, so an image says what made it.
public enum ButtonPNG {
    /// The PNG bytes for a rendered button: pHYs from the spec's scale, the spec's JSON in iTXt.
    public static func data(_ image: Pixmap, spec: ButtonSpec) throws -> Data {
        let json = String(decoding: try LayoutJSON.encodeSpec(spec), as: UTF8.self)
        return try PNG.encode(image, scale: spec.scale, metadata: json)
    }

    /// Writes the PNG atomically to `path` (see `OutputFile.writeAtomically`).
    public static func write(_ image: Pixmap, spec: ButtonSpec, to path: String) throws {
        let data = try data(image, spec: spec)
        try OutputFile.writeAtomically(data, to: path)
    }
}
