import ButtonGeometry
import Foundation
import Testing
import Typography
@testable import ButtonRender
@testable import ButtonRenderGoldens

/// The figures the README and the DocC articles state, held to the code that makes them: a
/// change to either side that the other does not follow fails here. Each figure is found in
/// the text by the words around it, and the value in those words is computed from the code.
@Suite struct DocumentedFiguresTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let articles = root.appendingPathComponent("Sources/ButtonRender/ButtonRender.docc")

    static func text(_ path: String) throws -> String {
        // Line breaks in prose are not meaning: a figure may wrap.
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func article(_ name: String) throws -> String { try text("Sources/ButtonRender/ButtonRender.docc/\(name).md") }

    /// Two places a number shows: as the docs write it (no trailing zeros).
    static func figure(_ value: Double) -> String {
        var s = String(format: "%.2f", value)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    @Test func theSpecsFieldCount() throws {
        let fields = Mirror(reflecting: ButtonSpec()).children.count
        #expect(try Self.article("Architecture").contains("`ButtonSpec` is one struct of \(fields) fields"), "ButtonSpec has \(fields) fields")
    }

    @Test func theGoldenCount() throws {
        let count = try GoldenSuite(directory: Self.root.appendingPathComponent("Golden")).cases.count
        #expect(try Self.text("README.md").contains("`Golden/manifest.json` names \(count) cases"), "\(count) cases")
        #expect(try Self.article("Architecture").contains("the metadata of the \(count) goldens"), "\(count) cases")
        #expect(try Self.article("Benchmarks").contains("a golden check of \(count) cases"), "\(count) cases")
    }

    /// The first set-up command's comment: the default button's size in pixels and points.
    @Test func theSetUpCommandsImage() throws {
        let renderer = try Renderer()
        let image = try renderer.render(ButtonSpec(style: .filled, size: .large)).image
        let scale = ButtonSpec().scale
        let said = "writes button.png: \(image.width) x \(image.height) px (\(Self.figure(Double(image.width) / scale)) x \(Self.figure(Double(image.height) / scale)) pt at @\(Self.figure(scale))x)"
        #expect(try Self.text("README.md").contains(said), "\(said)")
    }

    @Test func theSymbolCount() throws {
        #expect(try Self.text("README.md").contains("Material Icons for \(SymbolNames.known.count) SF Symbols-style names"))
    }

    /// The tinted style's fill alphas, stated in three articles.
    @Test func theTintedAlphas() throws {
        let shared = SharedButtonTable.table(.guidelines)
        let light = Self.figure(shared.tintedOpacityLight.value), dark = Self.figure(shared.tintedOpacityDark.value)
        #expect(try Self.article("MetricsAndSources").contains("| `tintedOpacityLight` | \(light) |"))
        #expect(try Self.article("Accessibility").contains("its alphas, \(light) light and \(dark) dark, stay"))
        #expect(try Self.article("UIKitAndSwiftUI").contains("tinted dark is systemBlue at \(dark)"))
        for name in ["MetricsAndSources", "Accessibility", "UIKitAndSwiftUI", "InspectAndCalibrate"] {
            let text = try Self.article(name)
            for stale in ["alpha 0.26", "0.26 (dark)", "its 0.15"] { #expect(!text.contains(stale), "\(name) still says \(stale)") }
        }
    }

    /// Users cannot open the research notes the project started from: nothing that reaches
    /// them (code, articles, the README, the layout JSON) may send them there.
    @Test func nothingCitesNotesUsersCannotOpen() throws {
        let name = "METRICS" + ".md"
        var citing: [String] = []
        for folder in ["Sources", "Tests", "scripts"] {
            let base = Self.root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
            for case let url as URL in files {
                guard ["swift", "md", "py", "json"].contains(url.pathExtension) || url.deletingLastPathComponent().lastPathComponent == "scripts",
                      let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                if text.contains(name) { citing.append(url.path) }
            }
        }
        if try Self.text("README.md").contains(name) { citing.append("README.md") }
        #expect(citing.isEmpty, "\(citing)")
        let renderer = try Renderer()
        for framework in Framework.allCases {
            for size in [Size.small, .medium, .large] {
                let json = try LayoutJSON.encode(renderer.layout(ButtonSpec(style: .filled, size: size, framework: framework)))
                #expect(!String(decoding: json, as: UTF8.self).contains(name), "\(framework) \(size)")
            }
        }
    }
}
