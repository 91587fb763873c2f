import ButtonRender
import Foundation
import Testing
@testable import ButtonRenderSnapshotTesting

/// The images a failed snapshot leaves in `snapshot-failures/`: gone when the same snapshot
/// passes again, and never removed through a link.
@Suite struct FailureArtifactsTests {
    let filled = ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"))
    let tinted = ButtonSpec(style: .tinted, size: .large, content: Content(title: "Add to Cart"))

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("artifacts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func reference(_ spec: ButtonSpec, named name: String, test: String, in snapshots: URL) throws {
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try Renderer().render(spec).image.pngData(scale: 2).write(to: snapshots.appendingPathComponent("\(test).\(name).png"))
    }

    @Test func aPassingSnapshotRemovesItsStaleImages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("__Snapshots__")
        let failures = folder.appendingPathComponent("snapshot-failures/FailureArtifactsTests/aPassingSnapshotRemovesItsStaleImages.cart")
        try reference(tinted, named: "cart", test: "aPassingSnapshotRemovesItsStaleImages", in: snapshots)
        withKnownIssue {
            assertSnapshot(of: filled, as: .button, named: "cart", record: .never, snapshotDirectory: snapshots.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: failures.path).sorted() == ["actual.png", "diff.png", "expected.png"])
        // A file of the user's beside them stays, and so does the folder that holds it.
        try Data("notes".utf8).write(to: failures.appendingPathComponent("notes.txt"))

        try reference(filled, named: "cart", test: "aPassingSnapshotRemovesItsStaleImages", in: snapshots)
        assertSnapshot(of: filled, as: .button, named: "cart", record: .never, snapshotDirectory: snapshots.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: failures.path) == ["notes.txt"])
        try FileManager.default.removeItem(at: failures.appendingPathComponent("notes.txt"))

        // Without the user's file, the emptied folder goes too.
        try reference(tinted, named: "cart", test: "aPassingSnapshotRemovesItsStaleImages", in: snapshots)
        withKnownIssue {
            assertSnapshot(of: filled, as: .button, named: "cart", record: .never, snapshotDirectory: snapshots.path)
        }
        try reference(filled, named: "cart", test: "aPassingSnapshotRemovesItsStaleImages", in: snapshots)
        assertSnapshot(of: filled, as: .button, named: "cart", record: .never, snapshotDirectory: snapshots.path)
        #expect(!FileManager.default.fileExists(atPath: failures.path))
    }

    /// Without `snapshotDirectory`, the images go to the package's root, outside every target,
    /// so SwiftPM never sees them as the test target's files; outside any package, beside the
    /// test file.
    @Test func theFolderIsAtThePackagesRoot() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let test = folder.appendingPathComponent("Tests/CheckoutTests/CartTests.swift").path
        #expect(FailureArtifacts.folder(filePath: test, testName: "addToCart()", name: "big", snapshotDirectory: nil)
            == folder.appendingPathComponent("Tests/CheckoutTests/snapshot-failures/CartTests/addToCart.big").path)
        try Data("// swift-tools-version:6.0".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(FailureArtifacts.folder(filePath: test, testName: "addToCart()", name: "big", snapshotDirectory: nil)
            == folder.appendingPathComponent("snapshot-failures/CartTests/addToCart.big").path)
    }

    /// The snapshot's failure folder is a link to a folder elsewhere: what is there is not ours.
    @Test func aLinkedFailureFolderIsLeftAlone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("__Snapshots__")
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: elsewhere.appendingPathComponent("expected.png"))
        let parent = folder.appendingPathComponent("snapshot-failures/FailureArtifactsTests")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: parent.appendingPathComponent("aLinkedFailureFolderIsLeftAlone.cart"), withDestinationURL: elsewhere)

        try reference(filled, named: "cart", test: "aLinkedFailureFolderIsLeftAlone", in: snapshots)
        assertSnapshot(of: filled, as: .button, named: "cart", record: .never, snapshotDirectory: snapshots.path)
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("expected.png").path))
    }
}
