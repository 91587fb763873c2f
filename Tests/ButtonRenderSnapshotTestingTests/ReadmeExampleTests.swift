import Foundation
import Testing

/// The Getting Started article shows the example package's test file, which `.ci/run`
/// compiles and runs: the two must not drift apart.
@Suite struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func gettingStartedShowsTheExamplePackagesTestFile() throws {
        let article = try String(contentsOf: Self.root.appendingPathComponent("Sources/ButtonRender/ButtonRender.docc/GettingStarted.md"), encoding: .utf8)
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/ExamplePackage/Tests/CheckoutTests/CheckoutButtonTests.swift"), encoding: .utf8)
        #expect(article.contains("```swift\n" + example + "```\n"), "Getting Started's Swift example differs from Tests/ExamplePackage")
        #expect(example.contains("assertSnapshot(of:") && example.contains("catch let error as SpecError") && example.contains("Pixmap(pngData:"))
        #expect(!example.contains("import SnapshotTesting") && !example.contains("import Raster"))
    }

    /// The README's and Getting Started's test target exclude what the example package's does:
    /// the references, which SwiftPM would otherwise warn about as files of the target (the
    /// failure images go to the package's root, outside every target).
    @Test func theReadmesTargetExcludesWhatTheExamplePackagesDoes() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Tests/ExamplePackage/Package.swift"), encoding: .utf8)
        let exclude = #"exclude: ["__Snapshots__"]"#
        #expect(manifest.contains(exclude))
        for page in ["README.md", "Sources/ButtonRender/ButtonRender.docc/GettingStarted.md"] {
            #expect(try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8).contains(exclude), "\(page)")
        }
    }
}
