import Foundation
import Testing
@testable import ButtonRender

/// The fonts compiled into the binary are exactly the files of `Fonts/`: every file, byte for
/// byte (run `scripts/embed-fonts` after changing one), and they draw what the files draw.
@Suite struct BundledFontsTests {
    static let fonts = FontDirectoryTests.fonts

    @Test func theEmbeddedBytesAreTheFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fonts.path)
            .filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }.sorted()
        #expect(FontLibrary.bundledFontNames == files)
        for name in files {
            let file = try Data(contentsOf: Self.fonts.appendingPathComponent(name))
            let embedded = try #require(BundledFonts.bytes(named: name))
            #expect(embedded.count == file.count, "\(name)")
            #expect(Data(embedded) == file, "\(name): run scripts/embed-fonts")
        }
    }

    /// `$BUTTONRENDER_FONTS` reads the same files from a folder: the same widths as the
    /// fonts in the binary.
    @Test func aFontFromTheBinaryMeasuresAsItsFile() throws {
        let name = "Inter-SemiBold.otf"
        let embedded = try FontLibrary.openBundled(name, matchingCapHeight: 0.705)
        let file = try FontFace(path: Self.fonts.appendingPathComponent(name).path, matchingCapHeight: 0.705)
        #expect(embedded.path == name)
        #expect(embedded.familyName == file.familyName && embedded.sizeAdjust == file.sizeAdjust)
        for scalar in "Add to Cart 0123".unicodeScalars {
            let a = try #require(embedded.glyphIndex(for: scalar)), b = try #require(file.glyphIndex(for: scalar))
            #expect(a == b && embedded.advance(a) == file.advance(b))
            #expect(embedded.glyph(a).outline == file.glyph(b).outline)
        }
    }

    @Test func anUnknownNameListsTheBundledFonts() {
        #expect { try FontLibrary.openBundled("SF-Pro.otf") } throws: { error in
            "\(error)".contains("SF-Pro.otf") && "\(error)".contains("Inter-Regular.otf") && "\(error)".contains("NanumGothic-KSX1001.ttf")
        }
    }
}
