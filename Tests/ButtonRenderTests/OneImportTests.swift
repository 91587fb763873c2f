import ButtonRender
import Foundation
import Testing

/// What a user writes with only `import ButtonRender`: render, encode, decode a golden, compare,
/// and catch the library's errors by type. (This file imports no other project module.)
@Suite struct OneImportTests {
    @Test func renderEncodeDecodeCompare() throws {
        let renderer = try Renderer()
        let spec = ButtonSpec(style: .tinted, size: .large, content: Content(title: "Add to Cart"))
        let (image, _) = try renderer.render(spec)
        let data = try ButtonPNG.data(image, spec: spec)
        let decoded: Pixmap = try PNG.decode(data)
        #expect(ImageComparison.compare(expected: decoded, actual: image).passed)
        #expect(abs((PNG.pixelsPerPoint(data) ?? 0) - 2) < 0.001)  // 5669 px/m: 2 to four places
    }

    /// The errors arrive as `any Error` where a user's code throws untyped (a test, a script).
    func failure(_ body: () throws -> Void) -> (any Error)? {
        do { try body(); return nil } catch { return error }
    }

    @Test func errorsAreCaughtByType() throws {
        let font = failure { _ = try Renderer(font: "/nonexistent/Font.otf") }
        #expect(font as? TypographyError == .fontFileMissing(path: "/nonexistent/Font.otf"))
        let png = failure { _ = try PNG.decode(Data("not a png".utf8)) }
        #expect(png is PNGError)
        let spec = failure { try ButtonLayout.validate(ButtonSpec(scale: 100)) }
        #expect(spec as? SpecError == .invalidScale(100))
    }
}

/// The command line is a thin layer: its sources import no project module but the libraries
/// `ButtonRender` and `ButtonRenderGoldens` (and ArgumentParser), and Package.swift declares
/// exactly those; the executable is its `main.swift` alone.
@Suite struct ThinCLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func executableImportsOnlyTheLibrary() throws {
        let folder = Self.root.appendingPathComponent("Sources/ButtonRenderCommandLine")
        let projectModules = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
            .map { $0.replacingOccurrences(of: "-", with: "_") }
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.contains(" import ") && line.hasPrefix("@") {
                let module = String(line.split(separator: " ").last!)
                if projectModules.contains(module) { #expect(["ButtonRender", "ButtonRenderGoldens"].contains(module), "\(file) imports \(module)") }
            }
        }
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The command line's target, not the package or the product of the same name.
        let target = try #require(manifest.range(of: #"name: "ButtonRenderCommandLine",\s*dependencies: \["#, options: .regularExpression))
        let declared = manifest[target.upperBound...].prefix { $0 != ")" }
        #expect(declared.contains(#""ButtonRender""#) && declared.contains("ArgumentParser"))
        for other in ["ButtonGeometry", "Raster", "PNG", "Typography", "Inspect"] { #expect(!declared.contains(#""\#(other)""#), "\(other)") }
        let executable = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources/buttonrender").path)
        #expect(executable == ["main.swift"], "the executable holds its entry point only: \(executable)")
    }
}
