import Foundation
import Raster
import Testing
@testable import Typography

/// The bundled fonts, found from this file's location in the package.
enum Fonts {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts")
    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    static func chain() throws -> FontChain {
        FontChain(
            primary: [.regular: try FontFace(path: path("Inter-Regular.otf")), .semibold: try FontFace(path: path("Inter-SemiBold.otf"))],
            fallbacks: [try FontFace(path: path("NanumGothic-KSX1001.ttf"))], symbols: try FontFace(path: path("MaterialIcons-Regular.ttf")))
    }
}

@Suite struct TypographyTests {
    /// Inter Regular, read with fontTools: 2816 units per em, A and V advance 1904, and the
    /// GPOS `kern` feature moves V 192 units closer after A.
    @Test func kerningFromGPOS() throws {
        let chain = try Fonts.chain()
        let size = 100.0
        let av = try chain.shape("AV", size: size, weight: .regular).width
        let a = try chain.shape("A", size: size, weight: .regular).width
        let v = try chain.shape("V", size: size, weight: .regular).width
        #expect(abs(a - 1904.0 / 2816 * size) < 1e-9)
        #expect(abs(av - (a + v) - (-192.0 / 2816 * size)) < 1e-9)
        #expect(try FontFace(path: Fonts.path("Inter-Regular.otf")).hasKerning)
    }

    /// NanumGothic has no GPOS, only a legacy `kern` table; fontTools reads A-V as -92 units
    /// (1000 units per em).
    @Test func kerningFromLegacyKernTable() throws {
        let nanum = try FontFace(path: Fonts.path("NanumGothic-KSX1001.ttf"))
        let chain = FontChain(primary: [.regular: nanum], fallbacks: [], symbols: try FontFace(path: Fonts.path("MaterialIcons-Regular.ttf")))
        let size = 100.0
        let av = try chain.shape("AV", size: size, weight: .regular).width
        let apart = try chain.shape("A", size: size, weight: .regular).width + chain.shape("V", size: size, weight: .regular).width
        #expect(nanum.unitsPerEm == 1000 && nanum.hasKerning)
        #expect(abs(av - apart - (-92.0 / 1000 * size)) < 1e-9)
    }

    @Test func trackingWidensBetweenGlyphsOnly() throws {
        let chain = try Fonts.chain()
        let plain = try chain.shape("Add", size: 17, weight: .regular).width
        let tracked = try chain.shape("Add", size: 17, weight: .regular, tracking: -0.44).width
        #expect(abs(tracked - (plain - 2 * 0.44)) < 1e-9)
    }

    /// Inter's "l" is the rectangle x 216...452, y 0...2048 (font units, fontTools); drawn at
    /// 100 px, every pixel's alpha is within one level of the exact rectangle area, whether
    /// the line is filled as one path or from cached glyph masks (as buttons draw it).
    @Test(arguments: [false, true]) func glyphEdgesMeetExactCoverage(masks: Bool) throws {
        let chain = try Fonts.chain()
        let line = try chain.shape("l", size: 100, weight: .regular)
        let origin = Point(10.3, 150.7)
        var image = try Pixmap(width: 40, height: 160)
        if masks {
            image.fill(line.masks(origin: origin, scale: 1), with: .black)
        } else {
            image.fill(line.path(origin: origin, scale: 1), with: .black)
        }
        let unit = 100.0 / 2816
        let x0 = origin.x + 216 * unit, x1 = origin.x + 452 * unit
        let y0 = origin.y - 2048 * unit, y1 = origin.y
        var worst = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let w = max(0, min(Double(x + 1), x1) - max(Double(x), x0))
                let h = max(0, min(Double(y + 1), y1) - max(Double(y), y0))
                worst = max(worst, abs(Double(image[x, y].alpha) - 255 * w * h))
            }
        }
        #expect(worst <= 1, "glyph edge misses exact area by \(worst)/255")
    }

    /// Glyph masks give the line the one-pass fill gives (within one level: only the order
    /// in which areas are added differs), including a kerned pair whose boxes overlap.
    @Test func masksMatchTheWholeLineFill() throws {
        let chain = try Fonts.chain()
        for text in ["Add to Cart", "AVATAR Wave", "장바구니에 추가"] {
            let line = try chain.shape(text, size: 17, weight: .semibold)
            let origin = Point(3.37, 24.61)
            var whole = try Pixmap(width: Int(line.width * 2) + 12, height: 64, fill: RGBA(red: 0, green: 122, blue: 255))
            var masked = whole
            whole.fill(line.path(origin: origin, scale: 2), with: .white)
            masked.fill(line.masks(origin: origin, scale: 2), with: .white)
            var worst = 0
            for i in whole.pixels.indices {
                let a = PremultipliedColor(packed: whole.pixels[i]), b = PremultipliedColor(packed: masked.pixels[i])
                worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.alpha) - Int(b.alpha)))
            }
            #expect(worst <= 1, "\(text): masks differ from the whole-line fill by \(worst)")
        }
    }

    /// A glyph is cached per exact fraction of a pixel: the same fraction gives the same mask,
    /// another fraction another mask.
    @Test func glyphMasksAreKeyedByExactFraction() throws {
        let font = try FontFace(path: Fonts.path("Inter-Regular.otf"))
        let o = try #require(font.glyphIndex(for: "o"))
        let unit = 34 / font.unitsPerEm
        let a = font.areaMask(o, pixelsPerUnit: unit, dx: 0.25, dy: 0.5)
        let b = font.areaMask(o, pixelsPerUnit: unit, dx: 0.25, dy: 0.5)
        let c = font.areaMask(o, pixelsPerUnit: unit, dx: 0.2500001, dy: 0.5)
        #expect(a.areas == b.areas)
        #expect(a.areas != c.areas)
        // The mask's total is the glyph's area, wherever it is placed.
        #expect(abs(a.areas.reduce(0, +) - c.areas.reduce(0, +)) < 0.01)
    }

    /// Huge glyphs at many fractions cannot grow the mask cache past its budget.
    @Test func glyphMaskCacheStaysWithinItsBudget() throws {
        let font = try FontFace(path: Fonts.path("Inter-Regular.otf"))
        let o = try #require(font.glyphIndex(for: "O"))
        let unit = 600 / font.unitsPerEm
        var largest = 0
        for k in 0..<28 {
            let mask = font.areaMask(o, pixelsPerUnit: unit, dx: Double(k) / 28, dy: 0)
            largest = max(largest, mask.areas.count * 5)
            #expect(font.cachedMaskBytes <= FontFace.maskBudget)
        }
        // Each mask is big enough that 28 of them would pass the budget.
        #expect(28 * largest > FontFace.maskBudget)
    }

    @Test func hangulFallsBackToNanum() throws {
        let line = try Fonts.chain().shape("장바구니에 추가", size: 17, weight: .regular)
        #expect(line.glyphs.count == 8)
        #expect(line.glyphs[0].font.familyName.contains("Nanum"))
        #expect(line.glyphs[5].font.familyName == "Inter")  // the space
        #expect(line.width > 17 * 6)
    }

    @Test func symbolsByName() throws {
        let chain = try Fonts.chain()
        let cart = try chain.shapeSymbol("cart.badge.plus", size: 20)
        #expect(cart.glyphs.count == 1)
        #expect(abs(cart.width - 20) < 0.01)  // Material icons advance one em
        #expect(!cart.path(origin: Point(0, 20), scale: 1).isEmpty)
    }

    @Test func missingFontFileIsAnError() {
        #expect(throws: TypographyError.fontFileMissing(path: "/nonexistent/Font.otf")) { try FontFace(path: "/nonexistent/Font.otf") }
    }

    @Test func unreadableFontIsAnError() throws {
        let bogus = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).otf")
        try Data("hello".utf8).write(to: bogus)
        defer { try? FileManager.default.removeItem(at: bogus) }
        #expect { try FontFace(path: bogus.path) } throws: { error in
            guard case TypographyError.fontUnreadable(let path, _) = error else { return false }
            return path == bogus.path
        }
    }

    @Test func missingGlyphNamesTheCodePoint() throws {
        #expect {
            try Fonts.chain().shape("Hi 😀", size: 17, weight: .regular)
        } throws: { error in
            guard case TypographyError.missingGlyph(_, let codePoint, let fonts) = error else { return false }
            return codePoint == 0x1F600 && fonts.count == 3 && "\(error)".contains("U+1F600")
        }
    }

    @Test func unknownSymbolListsKnownNames() throws {
        #expect {
            try Fonts.chain().shapeSymbol("cart.fill.nope", size: 17)
        } throws: { error in
            guard case TypographyError.unknownSymbol(let name, let known) = error else { return false }
            return name == "cart.fill.nope" && known.contains("cart.badge.plus") && "\(error)".contains("cart, cart.badge.plus, checkmark")
        }
    }

    @Test func everyMappedSymbolExistsInTheFont() throws {
        let chain = try Fonts.chain()
        for name in SymbolNames.known { _ = try chain.shapeSymbol(name, size: 17) }
        for name in ["plus", "xmark", "info.circle", "questionmark", "cart", "cart.badge.plus", "trash", "checkmark",
                     "square.and.arrow.up", "person.crop.circle.badge.plus", "chevron.right", "gear", "minus"] {
            #expect(SymbolNames.codePoints[name] != nil, "\(name) is required by the text issue")
        }
    }
}

/// Characters a label cannot draw as meant are refused with what they are: private-use code
/// points (the symbol font maps its icons there), DEL by its name; and a symbol font that lacks
/// a known symbol names the symbol and the font, not the list of names it is in.
@Suite struct RefusedCharacterTests {
    @Test func privateUseAndDeleteAreRefusedByName() throws {
        let chain = try Fonts.chain()
        #expect(throws: TypographyError.self) { try chain.shape("a\u{E000}b", size: 17, weight: .regular) }
        do {
            _ = try chain.shape("a\u{E854}", size: 17, weight: .regular)
            Issue.record("a private-use character was drawn")
        } catch {
            #expect("\(error)".contains("U+E854") && "\(error)".contains("private-use"), "\(error)")
        }
        do {
            _ = try chain.shape("a\u{7F}", size: 17, weight: .regular)
            Issue.record("DEL was drawn")
        } catch {
            #expect("\(error)".contains("U+007F") && "\(error)".contains("(delete)") && !"\(error)".contains("C1"), "\(error)")
        }
    }

    @Test func aSymbolFontWithoutTheSymbolIsNamed() throws {
        let inter = try FontFace(path: Fonts.path("Inter-Regular.otf"))
        let chain = FontChain(primary: [.regular: inter], fallbacks: [], symbols: inter)
        do {
            _ = try chain.shapeSymbol("cart.badge.plus", size: 17)
            Issue.record("a symbol was drawn from a font without it")
        } catch {
            #expect("\(error)".contains("cart.badge.plus") && "\(error)".contains("Inter") && !"\(error)".contains("known symbols"), "\(error)")
        }
    }
}
