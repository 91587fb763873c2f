import ButtonRender
import Foundation
import SnapshotTesting

extension Snapshotting where Value == ButtonSpec, Format == Pixmap {
    /// Renders the button with the bundled fonts at `scale` pixels per point (replacing the
    /// spec's own scale) on `background` (by default the platform's backdrop, as the command line
    /// and the goldens draw it) and compares it with the reference as
    /// ``Diffing/pixmap(scale:comparison:precision:)`` does. References are PNG files under
    /// `__Snapshots__`; swift-snapshot-testing's record modes decide when they are written.
    ///
    ///     assertSnapshot(of: ButtonSpec(style: .filled, size: .large), as: .button(scale: 2))
    ///
    /// A spec that cannot be rendered fails the test at its `assertSnapshot` line with the
    /// library's error, and nothing is recorded.
    public static func button(
        scale: Double = 2, background: RGBA? = nil, comparison: ImageComparison.Options = .exact,
        renderer: Renderer? = nil
    ) -> Snapshotting {
        rendering(scale: scale, background: background, renderer: renderer, diffing: .pixmap(scale: scale, comparison: comparison))
    }

    /// The button's accessibility snapshot at `scale`: its hit target outlined, a numbered
    /// marker, and a legend with what VoiceOver speaks, the label's contrast and the hit target,
    /// each with its minimum and verdict (`SheetLayout.accessibilitySnapshot`), compared as
    /// ``button(scale:background:comparison:renderer:)`` compares.
    ///
    ///     assertSnapshot(of: ButtonSpec(style: .filled, size: .large), as: .accessibilityImage())
    public static func accessibilityImage(
        scale: Double = 2, comparison: ImageComparison.Options = .exact, renderer: Renderer? = nil
    ) -> Snapshotting {
        rendering(scale: scale, renderer: renderer, diffing: .pixmap(scale: scale, comparison: comparison)) { spec, renderer in
            try SheetLayout.accessibilitySnapshot([try renderer.layout(spec)], renderer: renderer).draw(with: renderer)
        }
    }

    /// The button rendered at `scale` on `background`, compared by `diffing`.
    private static func rendering(scale: Double, background: RGBA?, renderer: Renderer?, diffing: Diffing<Pixmap>) -> Snapshotting {
        rendering(scale: scale, renderer: renderer, diffing: diffing) { spec, renderer in
            try renderer.render(spec, background: background).image
        }
    }

    /// The image `draw` makes of the spec at `scale`, compared by `diffing`; a spec that cannot
    /// be drawn fails the test and yields a placeholder that is never recorded.
    private static func rendering(
        scale: Double, renderer: Renderer?, diffing: Diffing<Pixmap>, draw: @escaping @Sendable (ButtonSpec, Renderer) throws -> Pixmap
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: diffing) { spec in
            var spec = spec
            spec.scale = scale
            do {
                let renderer = try renderer ?? SharedRenderer.bundled.get()
                return try draw(spec, renderer)
            } catch {
                let message = "buttonrender could not render \(spec.style.rawValue) \(spec.size.rawValue) at @\(scale)x: \(error)"
                if let context = SnapshotContext.current {
                    context.renderError.withLock { $0 = message }
                } else {
                    TestFailure.record(message)
                }
                return Placeholder.renderFailed.pixmap
            }
        }
    }

    /// In swift-snapshot-testing's terms: `precision` is the fraction of pixels that must match
    /// (0.99: one pixel in a hundred may differ), and a `perceptualPrecision` below 1 compares
    /// perceptually, a pixel matching when its perceptual distance is within 1 - perceptualPrecision
    /// (our threshold: 0.98 lets a pixel differ by 0.02 of the largest YIQ distance).
    public static func button(
        scale: Double = 2, background: RGBA? = nil, precision: Float, perceptualPrecision: Float = 1, renderer: Renderer? = nil
    ) -> Snapshotting {
        var comparison = ImageComparison.Options()
        if perceptualPrecision < 1 {
            comparison.perceptual = true
            comparison.threshold = Double(1 - max(0, perceptualPrecision))
        }
        return rendering(
            scale: scale, background: background, renderer: renderer,
            diffing: .pixmap(scale: scale, comparison: comparison, precision: precision))
    }

    /// The same at @2x with exact comparison: `assertSnapshot(of: spec, as: .button)`.
    public static var button: Snapshotting { .button() }
}

extension Snapshotting where Value == Pixmap, Format == Pixmap {
    /// An image of your own (a sheet, a spinner frame, a composition) compared as buttons are.
    public static func pixmap(scale: Double = 1, comparison: ImageComparison.Options = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixmap(scale: scale, comparison: comparison))
    }
}

/// The bundled fonts, loaded once for every snapshot of a test run.
enum SharedRenderer {
    static let bundled: Result<Renderer, TypographyError> = Result { () throws(TypographyError) in try Renderer() }
}
