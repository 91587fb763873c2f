import ButtonRender
import ButtonRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The adapter as a user meets it: a committed reference under `__Snapshots__`, and every record
/// mode driven through swift-snapshot-testing's own `verifySnapshot` into a temporary folder.
@Suite struct ButtonSnapshotTests {
    let filled = ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"))

    /// The user's test, word for word as the README shows it; its reference is committed.
    @Test func filledLargeButton() {
        assertSnapshot(of: ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart")), as: .button(scale: 2))
    }

    /// The accessibility strategy, as a user's test would use it; its reference is committed,
    /// and is the image `buttonrender --accessibility-snapshot` writes for the same spec.
    @Test func switchAccessibilityImage() throws {
        let spec = ButtonSpec(style: .switch, appearance: .dark, onOffLabels: true)
        assertSnapshot(of: spec, as: .accessibilityImage(scale: 2))
        let renderer = try Renderer()
        let image = try SheetLayout.accessibilitySnapshot([try renderer.layout(spec)], renderer: renderer).draw(with: renderer)
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/ButtonSnapshotTests/switchAccessibilityImage.1.png")
        let stored = try Pixmap(pngData: Data(contentsOf: reference))
        let same = stored == image
        #expect(same, "the committed reference is not what SheetLayout.accessibilitySnapshot draws")
        // The legend says what VoiceOver speaks for a switch that is on.
        #expect(SheetLayout.accessibilityLegend(try renderer.layout(spec).accessibilityReport()).first == "\u{201C}Switch Button. On.\u{201D}")
    }

    func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func onlyFile(in folder: String) throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1)
        return folder + "/" + (files.first ?? "")
    }

    @Test func missingRecordsAPNGThatLibpngDecodesToTheRender() throws {
        let dir = try folder()
        let first = verifySnapshot(of: filled, as: .button(scale: 2), named: "button", record: .missing, snapshotDirectory: dir)
        #expect(first?.contains("No reference was found on disk") == true)
        let path = try onlyFile(in: dir)
        #expect(path.hasSuffix(".png"))
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var spec = filled
        spec.scale = 2
        let rendered = try Renderer().render(spec).image
        #expect(ImageComparison.compare(expected: try PNG.decode(data), actual: rendered).passed)
        #expect(abs((PNG.pixelsPerPoint(data) ?? 0) - 2) < 0.001)
        #expect(try rendered.pngData(scale: 2) == data)  // deterministic bytes
        #expect(verifySnapshot(of: filled, as: .button(scale: 2), named: "button", record: .missing, snapshotDirectory: dir) == nil)
    }

    @Test func theStrategysScaleReplacesTheSpecs() throws {
        let dir = try folder()
        var spec = filled
        spec.scale = 1
        _ = verifySnapshot(of: spec, as: .button(scale: 3), named: "button", record: .missing, snapshotDirectory: dir)
        let data = try Data(contentsOf: URL(fileURLWithPath: try onlyFile(in: dir)))
        spec.scale = 3
        #expect(ImageComparison.compare(expected: try PNG.decode(data), actual: try Renderer().render(spec).image).passed)
        #expect(abs((PNG.pixelsPerPoint(data) ?? 0) - 3) < 0.001)
    }

    @Test func neverWritesNothingAndFails() throws {
        let dir = try folder()
        let message = verifySnapshot(of: filled, as: .button, named: "button", record: .never, snapshotDirectory: dir)
        #expect(message?.contains("No reference was found on disk") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func aChangedButtonFailsWithTheComparisonsSummaryAndFailedRecordsIt() throws {
        let dir = try folder()
        _ = verifySnapshot(of: filled, as: .button, named: "button", record: .missing, snapshotDirectory: dir)
        let path = try onlyFile(in: dir)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        var tinted = filled
        tinted.style = .tinted
        let message = verifySnapshot(of: tinted, as: .button, named: "button", record: .missing, snapshotDirectory: dir)
        #expect(message?.contains("buttonrender:") == true && message?.contains("differ") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).elementsEqual(before))  // .missing keeps it
        _ = verifySnapshot(of: tinted, as: .button, named: "button", record: .failed, snapshotDirectory: dir)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != before)
        #expect(verifySnapshot(of: tinted, as: .button, named: "button", record: .never, snapshotDirectory: dir) == nil)
    }

    @Test func allRewritesAMatchingReference() throws {
        let dir = try folder()
        _ = verifySnapshot(of: filled, as: .button, named: "button", record: .missing, snapshotDirectory: dir)
        let path = try onlyFile(in: dir)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: path))
        let message = verifySnapshot(of: filled, as: .button, named: "button", record: .all, snapshotDirectory: dir)
        #expect(message?.contains("Record mode is on") == true)
        var spec = filled
        spec.scale = 2
        let rendered = try Renderer().render(spec).image
        #expect(ImageComparison.compare(expected: try PNG.decode(Data(contentsOf: URL(fileURLWithPath: path))), actual: rendered).passed)
    }

    @Test func anUnreadableReferenceIsNamedNotCompared() throws {
        let dir = try folder()
        _ = verifySnapshot(of: filled, as: .button, named: "button", record: .missing, snapshotDirectory: dir)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: try onlyFile(in: dir)))
        let message = verifySnapshot(of: filled, as: .button, named: "button", record: .never, snapshotDirectory: dir)
        #expect(message?.contains("the reference file is not a PNG image") == true)
    }

    /// A spec the library refuses fails the test with the library's own error and never
    /// becomes a reference image.
    @Test func aFailedRenderIsReportedAndNeverRecordedAsAnImage() throws {
        let dir = try folder()
        let help = ButtonSpec(platform: .macOS, style: .help, content: Content(title: "Hi"))
        var message: String?
        withKnownIssue {
            message = verifySnapshot(of: help, as: .button, named: "button", record: .missing, snapshotDirectory: dir)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("could not render") && $0.rawValue.contains("help") }
        }
        #expect(message?.contains("No reference was found") == true)
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: try onlyFile(in: dir))), as: UTF8.self)
        #expect(text.contains("placeholder, not a reference image"))
        withKnownIssue {
            message = verifySnapshot(of: help, as: .button, named: "button", record: .never, snapshotDirectory: dir)
        }
        #expect(message?.contains("could not be rendered") == true)
    }
}
