import ButtonRender
import Foundation
import SnapshotTesting

extension Diffing where Value == Pixmap {
    /// Stores images as deterministic PNGs (`scale` goes into pHYs) and compares decoded pixels
    /// with `ImageComparison`: exact by default, or within `comparison`'s channel delta, pixel
    /// count or perceptual threshold; `precision` below 1 lets that fraction of the pixels
    /// differ as well. A failure writes `expected.png`, `actual.png` and `diff.png` (changed
    /// pixels red over the dimmed reference, antialiasing-only changes yellow) into one folder
    /// and names the three paths in its message; it also attaches them, which XCTest keeps with
    /// the result on Apple platforms.
    public static func pixmap(scale: Double = 1, comparison: ImageComparison.Options = .exact, precision: Float = 1) -> Diffing {
        .diff(
            toData: { image in
                if Placeholder(image) == .renderFailed { return Data(Placeholder.renderFailedFile.utf8) }
                // An image that fits the size limits always encodes; a failure here is a libpng
                // fault, and a placeholder file is better than a crash in the user's test run.
                return (try? image.pngData(scale: scale)) ?? Data(Placeholder.renderFailedFile.utf8)
            },
            fromData: { data in (try? Pixmap(pngData: data)) ?? Placeholder.unreadableReference.pixmap },
            diffV2: { reference, fresh in
                difference(reference: reference, fresh: fresh, scale: scale, comparison: comparison, precision: precision)
            }
        )
    }

    static func difference(
        reference: Pixmap, fresh: Pixmap, scale: Double, comparison: ImageComparison.Options, precision: Float = 1
    ) -> (String, [DiffAttachment])? {
        switch (Placeholder(reference), Placeholder(fresh)) {
        case (_, .renderFailed?):
            return ("the button could not be rendered (the error is reported above); nothing was compared", [])
        case (.unreadableReference?, _):
            return ("the reference file is not a PNG image: a placeholder left by a failed render, or a damaged file; delete it and record again", [])
        default:
            break
        }
        var options = comparison
        let allowed = Int((Double(1 - min(max(precision, 0), 1)) * Double(reference.width * reference.height)).rounded(.down))
        options.maxDifferentPixels = max(options.maxDifferentPixels, allowed)
        // Most snapshots pass: the difference image is drawn only for one that fails.
        guard !ImageComparison.compare(expected: reference, actual: fresh, options: options, makeDiff: false).passed else { return nil }
        let result = ImageComparison.compare(expected: reference, actual: fresh, options: options)
        var attachments: [DiffAttachment] = []
        var files: [String] = []
        let folder = SnapshotContext.current?.artifacts ?? FailureArtifacts.temporaryFolder()
        for (image, name) in [(reference, "expected.png"), (fresh, "actual.png"), (result.diff, "diff.png")] {
            guard let image, let data = try? image.pngData(scale: scale) else { continue }
            attachments.append(.data(data, name: name))
            if let path = FailureArtifacts.write(data, named: name, in: folder) { files.append(path) }
        }
        return (([ "buttonrender: " + result.summary] + files).joined(separator: "\n"), attachments)
    }
}
