import ButtonGeometry
import Raster
import Typography

/// Lays out buttons and draws them: spec to layout (`layout(_:)`), layout to scene
/// (`scene(_:background:)`), scene to pixels (`draw(_:background:)`) or to SVG.
public struct Renderer: Sendable {
    /// Measures and shapes text with the renderer's fonts.
    public let measurer: TypographyMeasurer
    /// The font file of a button configuration this renderer's chain already starts with.
    package private(set) var configuredFont: String?

    /// A renderer drawing with a font chain of your own.
    public init(chain: FontChain) { measurer = TypographyMeasurer(chain: chain) }

    /// The renderer that draws `spec`'s text: this one, or for a spec with a font file of its
    /// own (`ButtonSpec.fontFile`), one whose chain starts with that file.
    package func fonts(for spec: ButtonSpec) throws -> Renderer {
        guard let file = spec.fontFile, file != configuredFont else { return self }
        var configured = Renderer(chain: try FontLibrary.chain(configuredFont: file, after: measurer.chain))
        configured.configuredFont = file
        return configured
    }

    /// A renderer with the bundled fonts, with `font` as the primary font, or with the SF Pro
    /// files in `fontDirectory` (`FontLibrary.chain(sfProFolder:)`).
    public init(font: String? = nil, fontDirectory: String? = nil) throws(TypographyError) {
        if let fontDirectory {
            self.init(chain: try FontLibrary.chain(sfProFolder: fontDirectory))
        } else {
            self.init(chain: font == nil ? try FontLibrary.shared() : try FontLibrary.chain(primaryFont: font))
        }
    }

    /// The layout of `spec`, measured with this renderer's fonts.
    public func layout(_ spec: ButtonSpec) throws -> ButtonLayout {
        let fonts = try fonts(for: spec)
        return try ButtonLayout.make(for: spec, measurer: fonts.measurer)
    }

    /// Lays out and draws `spec` on `background`; by default the platform's own backdrop
    /// (`Backdrop`), as the command line and the goldens draw it.
    public func render(_ spec: ButtonSpec, background: RGBA? = nil) throws -> (image: Pixmap, layout: ButtonLayout) {
        let layout = try layout(spec)
        return (try draw(layout, background: background), layout)
    }

    /// The memory asked for before a canvas is drawn, per byte of the canvas: encoding holds the
    /// canvas, its filtered rows (as large) and room for the compressed file (a quarter of
    /// them), 2.25x; drawing holds less (the canvas and a shadow's masks). The rest is margin
    /// for what the process allocates meanwhile.
    package static let memoryPerCanvasByte = 2.5
    /// Margin that does not grow with the canvas: glyph outlines, the layout, the file's name.
    package static let memoryMargin = 16 * 1_048_576

    /// Throws `RasterError.outOfMemory` unless the system can give what drawing and encoding a
    /// canvas of `width` x `height` px take (`memoryPerCanvasByte`): asked before the first
    /// pixel, so that no buffer made later for the same canvas stops the process.
    package static func checkMemory(width: Int, height: Int) throws(RasterError) {
        try Pixmap.validate(width: width, height: height)
        try Allocation.check(bytes: Int(memoryPerCanvasByte * Double(width * height * 4)) + memoryMargin)
    }

    /// Draws a layout on a canvas of its pixel size, on `background`; by default the platform's
    /// own backdrop (`Backdrop`): its scene (`scene(_:background:)`), rasterized. Throws
    /// `RasterError.outOfMemory` when the system cannot give the memory the canvas and its
    /// encoding take.
    public func draw(_ layout: ButtonLayout, background: RGBA? = nil) throws -> Pixmap {
        try scene(layout, background: background).rasterized()
    }
}
