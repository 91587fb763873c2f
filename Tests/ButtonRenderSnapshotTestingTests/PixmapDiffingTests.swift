import ButtonRender
import ButtonRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The `Diffing<Pixmap>` alone: what it stores, what it reports, what it attaches.
@Suite struct PixmapDiffingTests {
    func image(_ color: RGBA, changedAt: (Int, Int)? = nil, to other: RGBA? = nil) throws -> Pixmap {
        var image = try Pixmap(width: 8, height: 6, fill: color)
        if let (x, y) = changedAt, let other { image[x, y] = other.premultiplied }
        return image
    }

    @Test func equalImagesHaveNoDifference() throws {
        let a = try image(RGBA(red: 0, green: 122, blue: 255))
        #expect(Diffing<Pixmap>.pixmap().diffV2(a, a) == nil)
    }

    @Test func oneChangedPixelIsReportedWithThreeDecodableAttachments() throws {
        let blue = RGBA(red: 0, green: 122, blue: 255)
        let a = try image(blue), b = try image(blue, changedAt: (3, 2), to: RGBA(red: 255, green: 255, blue: 255))
        let (message, attachments) = try #require(Diffing<Pixmap>.pixmap(scale: 2).diffV2(a, b))
        #expect(message.contains("1 of 48") && message.contains("at (3, 2)"))
        var names: [String] = []
        for case .data(let data, let name) in attachments {
            names.append(name)
            let decoded = try PNG.decode(data)
            #expect(decoded.width == 8 && decoded.height == 6)
            if name == "diff.png" { #expect(decoded[3, 2] == RGBA(red: 255, green: 0, blue: 0).premultiplied) }
            if name == "actual.png" { #expect(decoded == b) }
        }
        #expect(names == ["expected.png", "actual.png", "diff.png"])
        // The same three written to disk, each named in the message on a line of its own.
        let written = message.split(separator: "\n").dropFirst().map(String.init)
        #expect(written.map { URL(fileURLWithPath: $0).lastPathComponent } == names)
        for path in written { #expect(try PNG.decode(try Data(contentsOf: URL(fileURLWithPath: path))).width == 8) }
    }

    @Test func tolerancesComeFromImageComparison() throws {
        let a = try image(RGBA(red: 100, green: 100, blue: 100))
        let b = try image(RGBA(red: 100, green: 100, blue: 100), changedAt: (0, 0), to: RGBA(red: 101, green: 100, blue: 100))
        #expect(Diffing<Pixmap>.pixmap().diffV2(a, b) != nil)
        #expect(Diffing<Pixmap>.pixmap(comparison: .init(maxChannelDelta: 1)).diffV2(a, b) == nil)
        // precision, as swift-snapshot-testing means it: the fraction of pixels that must match.
        #expect(Diffing<Pixmap>.pixmap(precision: 0.97).diffV2(a, b) == nil)  // 1 of 48 differs: 2.1%
        #expect(Diffing<Pixmap>.pixmap(precision: 0.98).diffV2(a, b) != nil)
        // The same through the button strategy that speaks swift-snapshot-testing's terms.
        #expect(Snapshotting<ButtonSpec, Pixmap>.button(precision: 0.97).diffing.diffV2(a, b) == nil)
        #expect(Snapshotting<ButtonSpec, Pixmap>.button(precision: 0.98).diffing.diffV2(a, b) != nil)
        #expect(Diffing<Pixmap>.pixmap(comparison: .init(maxDifferentPixels: 1)).diffV2(a, b) == nil)
        #expect(Diffing<Pixmap>.pixmap(comparison: .init(perceptual: true)).diffV2(a, b) == nil)
    }

    @Test func storedBytesRoundTripThroughLibpng() throws {
        let diffing = Diffing<Pixmap>.pixmap(scale: 3)
        let a = try image(RGBA(red: 10, green: 20, blue: 30, alpha: 128))
        let data = diffing.toData(a)
        #expect(abs((PNG.pixelsPerPoint(data) ?? 0) - 3) < 0.001)
        #expect(ImageComparison.compare(expected: diffing.fromData(data), actual: a).passed)
        #expect(diffing.toData(a) == data)
    }
}
