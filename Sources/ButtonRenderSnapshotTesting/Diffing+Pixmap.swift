import ButtonRender
import Foundation
import SnapshotTesting

extension Diffing where Value == Pixmap {
    /// Stores images as deterministic PNGs (`scale` goes into pHYs) and compares decoded pixels
    /// with ``/ButtonRender/ImageComparison``: exact by default, or within `comparison`'s channel delta,
    /// pixel count or perceptual threshold. A failure's message is the comparison's summary,
    /// and it attaches `reference.png`, `failure.png` and `difference.png` (changed pixels red,
    /// antialiasing-only changes yellow), which XCTest and Swift Testing keep with the result.
    public static func pixmap(scale: Double = 1, comparison: ImageComparison.Options = .exact) -> Diffing {
        .diff(
            toData: { image in
                if Placeholder(image) == .renderFailed { return Data(Placeholder.renderFailedFile.utf8) }
                // An image that fits the size limits always encodes; a failure here is a libpng
                // fault, and a placeholder file is better than a crash in the user's test run.
                return (try? image.pngData(scale: scale)) ?? Data(Placeholder.renderFailedFile.utf8)
            },
            fromData: { data in (try? Pixmap(pngData: data)) ?? Placeholder.unreadableReference.pixmap },
            diffV2: { reference, fresh in difference(reference: reference, fresh: fresh, scale: scale, comparison: comparison) }
        )
    }

    static func difference(reference: Pixmap, fresh: Pixmap, scale: Double, comparison: ImageComparison.Options)
        -> (String, [DiffAttachment])?
    {
        switch (Placeholder(reference), Placeholder(fresh)) {
        case (_, .renderFailed?):
            return ("the button could not be rendered (the error is reported above); nothing was compared", [])
        case (.unreadableReference?, _):
            return ("the reference file is not a PNG image: a placeholder left by a failed render, or a damaged file; delete it and record again", [])
        default:
            break
        }
        let result = ImageComparison.compare(expected: reference, actual: fresh, options: comparison)
        if result.passed { return nil }
        var attachments: [DiffAttachment] = []
        for (image, name) in [(reference, "reference.png"), (fresh, "failure.png"), (result.diff, "difference.png")] {
            if let image, let data = try? image.pngData(scale: scale) { attachments.append(.data(data, name: name)) }
        }
        return ("buttonrender: " + result.summary, attachments)
    }
}
