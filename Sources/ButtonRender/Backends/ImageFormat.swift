/// The two files a scene can become: pixels or vectors.
public enum ImageFormat: String, Codable, CaseIterable, Sendable {
    /// A PNG: the raster backend's pixels (`DrawingScene.rasterized()`).
    case png
    /// An SVG: the same scene as shapes, glyph outlines and filters, in points (`DrawingScene.svg()`).
    case svg

    /// The file name extension, with its dot.
    public var fileExtension: String { "." + rawValue }

    /// The format a name's extension says (`.png`, `.svg`, in any case), or nil for any other.
    public static func named(by path: String) -> ImageFormat? {
        allCases.first { path.lowercased().hasSuffix($0.fileExtension) }
    }
}
