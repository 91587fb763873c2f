import ButtonRenderSnapshotTesting
import Foundation
import Testing

/// What a user meets when a snapshot goes wrong, and that every path draws the same pixels.
@Suite struct SnapshotWorkflowTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A reference that no longer matches: the failure names expected.png, actual.png and
    /// diff.png, one per line, and the three files are there, decodable, of the button's size.
    @Test func aFailedSnapshotWritesItsThreeImages() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("__Snapshots__")
        let filled = ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"))
        // The reference is a tinted button's; the test then renders the filled one.
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        let tinted = ButtonSpec(style: .tinted, size: .large, content: Content(title: "Add to Cart"))
        try Renderer().render(tinted).image.pngData(scale: 2).write(to: snapshots.appendingPathComponent("aFailedSnapshotWritesItsThreeImages.cart.png"))
        let found = Found()
        withKnownIssue {
            assertSnapshot(of: filled, as: .button, named: "cart", record: .never, snapshotDirectory: snapshots.path)
        } matching: { issue in
            found.issues.append(issue)
            return true
        }
        let message = found.issues.flatMap(\.comments).map(\.rawValue).joined(separator: "\n")
        let paths = message.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".png") }
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["expected.png", "actual.png", "diff.png"], "\(message)")
        let expected = folder.appendingPathComponent("snapshot-failures/SnapshotWorkflowTests/aFailedSnapshotWritesItsThreeImages.cart")
        let rendered = try Renderer().render(filled).image
        for path in paths {
            #expect(URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path == expected.standardizedFileURL.path)
            let image = try Pixmap(pngData: try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(image.width == rendered.width && image.height == rendered.height)
        }
        let actual = try Pixmap(pngData: try Data(contentsOf: expected.appendingPathComponent("actual.png")))
        let actualIsTheRender = actual == rendered
        #expect(actualIsTheRender)
    }

    /// A spec that cannot be rendered (a tab in the title) fails at the test's own line with the
    /// library's message, and not even `record: .all` writes a file.
    @Test func anUnrenderableSpecRecordsNothingAndFailsHere() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("__Snapshots__")
        let tab = ButtonSpec(content: Content(title: "Add\tto Cart"))
        let found = Found()
        let line = #line + 2
        withKnownIssue {
            assertSnapshot(of: tab, as: .button, record: .all, snapshotDirectory: snapshots.path)
        } matching: { issue in
            found.issues.append(issue)
            return true
        }
        let issues = found.issues
        #expect(issues.count == 1)
        #expect(issues.first?.sourceLocation?.line == line)
        #expect(issues.first?.sourceLocation?.fileName == "SnapshotWorkflowTests.swift")
        #expect(issues.first?.comments.map(\.rawValue).joined().contains("Nothing was recorded") == true)
        #expect(!FileManager.default.fileExists(atPath: snapshots.path))
    }

    /// The adapter, the library and the command line draw the same bytes, backdrop included
    /// (the watch's black, tvOS's dark gray), for the same spec at the same scale.
    @Test(arguments: [Platform.watchOS, .tvOS, .iOS])
    func everyPathDrawsTheSamePixels(platform: Platform) throws {
        let spec = ButtonSpec(platform: platform, content: Content(title: "Continue"), scale: 2)
        var adapter: Pixmap?
        Snapshotting<ButtonSpec, Pixmap>.button(scale: 2).snapshot(spec).run { adapter = $0 }
        let library = try Renderer().render(spec).image
        let adapterMatches = try #require(adapter) == library  // a Bool: a Pixmap's description is every pixel
        #expect(adapterMatches, "the adapter's \(platform.rawValue) button differs from the library's")

        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("cli.png")
        let process = Process()
        process.executableURL = try Self.commandLine()
        process.arguments = ["--platform", platform.rawValue, "--title", "Continue", "--scale", "2", "-o", out.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let cli = try Pixmap(pngData: try Data(contentsOf: out))
        let cliMatches = cli == library
        #expect(cliMatches, "the command line's \(platform.rawValue) button differs from the library's")
        #expect(try library.pngData(scale: 2) == (try #require(adapter).pngData(scale: 2)))
    }

    /// `localizedDescription` reads as the command line's message.
    @Test func errorsReadAsTheCommandLinesMessages() throws {
        do {
            _ = try Renderer().render(ButtonSpec(platform: .macOS, style: .help, content: Content(title: "Help")))
            Issue.record("a titled help button rendered")
        } catch {
            #expect(error.localizedDescription == "\(error)")
            #expect(error.localizedDescription.contains("help button cannot have a title"))
        }
    }

    /// The issues a `withKnownIssue` matched (its closure runs on the test's own thread).
    final class Found: @unchecked Sendable { var issues: [Issue] = [] }

    /// The repository's own command line, built if it is not yet.
    static func commandLine() throws -> URL {
        let binary = repository.appendingPathComponent(".build/debug/buttonrender")
        if !FileManager.default.isExecutableFile(atPath: binary.path) {
            let build = Process()
            build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            build.arguments = ["swift", "build", "--package-path", repository.path, "--product", "buttonrender"]
            try build.run()
            build.waitUntilExit()
        }
        return binary
    }
}
