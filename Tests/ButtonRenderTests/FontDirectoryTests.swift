import ButtonGeometry
import Foundation
import Testing
import Typography
@testable import ButtonRender

/// `--font-dir`: SF Pro's files chosen by size and weight, without size adjustment. Tests
/// can't ship SF Pro, so renamed copies of Inter stand in: Display is a copy of Inter Bold,
/// so which file drew a line shows in its width.
@Suite final class FontDirectoryTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buttonrender-fonts-\(UUID())")
    /// The package's `Fonts/` folder, whose files are the bundled fonts.
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts")
    static let variableFont = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TypographyTests/Fixtures/InterTest-VF.otf")

    init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(at: folder) }

    func install(_ source: URL, as name: String) throws {
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(name))
    }

    func width(_ font: String, _ text: String, size: Double) throws -> Double {
        let f = try FontFace(path: Self.fonts.appendingPathComponent(font).path)
        return try FontChain(primary: [.regular: f], fallbacks: [], symbols: f).shape(text, size: size, weight: .regular, tracking: 0).width
    }

    @Test func textBelowTwentyDisplayFromTwentyUnadjusted() throws {
        try install(Self.fonts.appendingPathComponent("Inter-Regular.otf"), as: "SF-Pro-Text-Regular.otf")
        try install(Self.fonts.appendingPathComponent("Inter-Bold.otf"), as: "SF-Pro-Display-Regular.otf")
        let chain = try FontLibrary.chain(sfProFolder: folder.path)
        #expect(try chain.shape("Button", size: 19.5, weight: .regular).width == width("Inter-Regular.otf", "Button", size: 19.5))
        #expect(try chain.shape("Button", size: 20, weight: .regular).width == width("Inter-Bold.otf", "Button", size: 20))
    }

    /// No Semibold file: a primary button's title is drawn Regular, and its layout says Regular.
    @Test func layoutReportsTheWeightDrawn() throws {
        try install(Self.fonts.appendingPathComponent("Inter-Regular.otf"), as: "SF-Pro-Text-Regular.otf")
        let spec = ButtonSpec(style: .filled, size: .large, role: .primary)
        #expect(try Renderer(fontDirectory: folder.path).layout(spec).title?.font.weight == .regular)
        try install(Self.fonts.appendingPathComponent("Inter-SemiBold.otf"), as: "SF-Pro-Text-Semibold.otf")
        #expect(try Renderer(fontDirectory: folder.path).layout(spec).title?.font.weight == .semibold)
        // The bundled fonts have every weight.
        #expect(try Renderer().layout(spec).title?.font.weight == .semibold)
    }

    /// Only the variable font: each weight is an instance on its axis, wider as it gets bolder.
    @Test func variableFontGivesEveryWeight() throws {
        try install(Self.variableFont, as: "SF-Pro.ttf")
        let chain = try FontLibrary.chain(sfProFolder: folder.path)
        let regular = try chain.shape("Button", size: 17, weight: .regular)
        let semibold = try chain.shape("Button", size: 17, weight: .semibold)
        let bold = try chain.shape("Button", size: 17, weight: .bold)
        #expect(semibold.weight == .semibold)
        #expect(regular.width < semibold.width && semibold.width < bold.width)
        // Regular is the axis at 400, drawn as it is (no size adjustment).
        let at400 = try FontFace(path: Self.variableFont.path, variation: ["wght": 400])
        let plain = try FontChain(primary: [.regular: at400], fallbacks: [], symbols: at400).shape("Button", size: 17, weight: .regular)
        #expect(regular.width == plain.width)
    }

    @Test func emptyFolderNamesWhatItLooksFor() throws {
        #expect {
            try FontLibrary.chain(sfProFolder: self.folder.path)
        } throws: { error in
            "\(error)".contains("SF-Pro-Text-Regular.otf") && "\(error)".contains("SF-Pro.ttf")
        }
    }
}
