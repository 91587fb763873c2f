import Foundation
import Raster
import Testing
@testable import Typography

/// Cap-height sizing and variable fonts, on Inter and a variable font built from it
/// (`scripts/make-variable-test-font`). Figures read with fontTools: Inter's OS/2 sCapHeight
/// is 2048 of 2816 units per em.
@Suite struct FontSizingTests {
    static let variableFont = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InterTest-VF.otf").path

    @Test func capHeightFromOS2() throws {
        #expect(try FontFace(path: Fonts.path("Inter-Regular.otf")).capHeight == 2048)
        #expect(try FontFace(path: Fonts.path("NanumGothic-KSX1001.ttf")).capHeight == 700)  // fontTools: 700 of 1000
    }

    /// Matched to SF Pro's 0.705 em, Inter's H (flat top and bottom: exactly a capital's
    /// height) stands 0.705 x 17 pt tall at 17 pt, and its advance shrinks by the same factor.
    @Test func matchingCapHeightScalesTheWholeFont() throws {
        let adjusted = try FontFace(path: Fonts.path("Inter-Regular.otf"), matchingCapHeight: 0.705)
        #expect(abs(adjusted.sizeAdjust - 0.705 / (2048.0 / 2816)) < 1e-12)
        let symbols = try FontFace(path: Fonts.path("MaterialIcons-Regular.ttf"))
        let chain = FontChain(primary: [.regular: adjusted], fallbacks: [], symbols: symbols)
        let plain = FontChain(primary: [.regular: try FontFace(path: Fonts.path("Inter-Regular.otf"))], fallbacks: [], symbols: symbols)
        let h = try chain.shape("H", size: 17, weight: .regular)
        let bounds = try #require(h.path(origin: Point(0, 100), scale: 1).controlBounds)
        #expect(abs(bounds.height - 0.705 * 17) < 0.01, "H is \(bounds.height) pt tall")
        let ratio = try chain.shape("Button", size: 17, weight: .regular).width / plain.shape("Button", size: 17, weight: .regular).width
        #expect(abs(ratio - adjusted.sizeAdjust) < 1e-9)
    }

    /// The variable font's weight axis: at 400 and 700 its advances are Inter Regular's and
    /// Bold's, and halfway (550) halfway between them, within a unit of rounding.
    @Test func variableFontWeightAxis() throws {
        let regular = try FontFace(path: Self.variableFont, variation: ["wght": 400])
        #expect(regular.variationAxes == [VariationAxis(tag: "wght", minimum: 400, defaultValue: 400, maximum: 700)])
        let bold = try FontFace(path: Self.variableFont, variation: ["wght": 700])
        let middle = try FontFace(path: Self.variableFont, variation: ["wght": 550])
        let interRegular = try FontFace(path: Fonts.path("Inter-Regular.otf")), interBold = try FontFace(path: Fonts.path("Inter-Bold.otf"))
        for ch in "Button".unicodeScalars {
            func advance(_ f: FontFace) throws -> Double { f.advance(try #require(f.glyphIndex(for: ch))) }
            #expect(abs(try advance(regular) - advance(interRegular)) <= 1, "\(ch)")
            #expect(abs(try advance(bold) - advance(interBold)) <= 1, "\(ch)")
            #expect(abs(try advance(middle) - (advance(interRegular) + advance(interBold)) / 2) <= 1, "\(ch)")
        }
        // Outlines follow the axis too: a bold stem is wider.
        func inkWidth(_ f: FontFace) throws -> Double {
            let chain = FontChain(primary: [.regular: f], fallbacks: [], symbols: f)
            return try #require(try chain.shape("I", size: 100, weight: .regular).path(origin: Point(0, 100), scale: 1).controlBounds).width
        }
        #expect(try inkWidth(bold) > inkWidth(middle) + 1 && inkWidth(middle) > inkWidth(regular) + 1)
        // Beyond the axis: clamped.
        let heavy = try FontFace(path: Self.variableFont, variation: ["wght": 900])
        #expect(try inkWidth(heavy) == inkWidth(bold))
    }

    /// A weight the chain lacks is drawn in the nearest lighter one, and the line says so.
    @Test func drawnWeightIsReported() throws {
        let chain = try Fonts.chain()  // regular and semibold only
        #expect(try chain.shape("OK", size: 17, weight: .bold).weight == .semibold)
        #expect(try chain.shape("OK", size: 17, weight: .medium).weight == .regular)
        #expect(try chain.shape("OK", size: 17, weight: .semibold).weight == .semibold)
    }
}
