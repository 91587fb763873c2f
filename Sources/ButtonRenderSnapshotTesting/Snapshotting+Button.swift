import ButtonRender
import Foundation
import SnapshotTesting

extension Snapshotting where Value == ButtonSpec, Format == Pixmap {
    /// Renders the button with the bundled fonts at `scale` pixels per point (replacing the
    /// spec's own scale) and compares it with the reference as ``Diffing/pixmap(scale:comparison:)``
    /// does. References are PNG files under `__Snapshots__`, as swift-snapshot-testing keeps
    /// them; its record modes (`record: .missing`, `.failed`, `.all`, `.never`, or
    /// `SNAPSHOT_TESTING_RECORD`) decide when they are written.
    ///
    ///     assertSnapshot(of: ButtonSpec(style: .filled, size: .large), as: .button(scale: 2))
    ///
    /// A spec that cannot be rendered fails the test with the library's error; it is never
    /// recorded as an image.
    public static func button(
        scale: Double = 2, background: RGBA = .clear, comparison: ImageComparison.Options = .exact,
        renderer: Renderer? = nil
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixmap(scale: scale, comparison: comparison)) { spec in
            var spec = spec
            spec.scale = scale
            do {
                let renderer = try renderer ?? SharedRenderer.bundled.get()
                return try renderer.render(spec, background: background).image
            } catch {
                TestFailure.record("buttonrender could not render \(spec.style.rawValue) \(spec.size.rawValue) at @\(scale)x: \(error)")
                return Placeholder.renderFailed.pixmap
            }
        }
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
