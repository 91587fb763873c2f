import ArgumentParser
import ButtonRenderGoldens

/// The fonts a command draws text with: the bundled ones, another font file, or SF Pro's folder.
struct FontOptions: ParsableArguments {
    @Option(help: "A font file to draw text with instead of Inter, as it is (no size adjustment).")
    var font: String?

    @Option(help: "A folder with SF Pro's files (SF-Pro-Text-*.otf, SF-Pro-Display-*.otf or SF-Pro.ttf): Text below 20 pt, Display from 20 pt, each weight as drawn.")
    var fontDir: String?

    func validate() throws { try Self.validateFonts(font: font, fontDir: fontDir) }

    /// One font or SF Pro's folder, not both: the folder's chain has no place for another
    /// primary font. Every command that takes the two refuses the pair alike.
    static func validateFonts(font: String?, fontDir: String?) throws {
        if font != nil && fontDir != nil { throw ValidationError("give --font or --font-dir, not both") }
    }

    /// The renderer these options ask for.
    func renderer() throws -> Renderer { try Renderer(font: font, fontDirectory: fontDir) }
}
