import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Inspect
import PNG
import Raster

/// What an image is expected to show: a button spec, or a standalone activity indicator.
public enum InspectionTarget: Hashable, Sendable {
    case button(ButtonSpec)
    case spinner(large: Bool, appearance: Appearance)
}

/// `buttonrender inspect`: measuring a PNG, and holding the measurement against our render.
public enum ButtonInspection {
    /// The scale used when neither the caller nor the file's pHYs gives one.
    public static let defaultScale = 2.0

    /// Decodes a PNG. The scale is `scale` when given, else the file's pHYs, else 2.
    public static func load(pngData: Data, scale: Double?) throws -> (image: Image, scale: Double, source: String) {
        let image = try PNG.decode(pngData)
        if let scale { return (image, scale, "given") }
        if let s = PNG.pixelsPerPoint(pngData) { return (image, (s * 1000).rounded() / 1000, "from the file's pHYs") }
        return (image, defaultScale, "default")
    }

    /// Measures `image` and our render of `target` alike: the same scale, the same backdrop,
    /// and alphas solved against the hues our layout uses.
    public static func compare(
        _ image: Image, options: InspectionOptions, with target: InspectionTarget, renderer: Renderer,
        tolerances: InspectionTolerances = .standard
    ) throws -> InspectionComparison {
        let first = try Inspector.inspect(image, options: options)
        var options = options
        options.backdrop = first.backdrop
        switch target {
        case .button(var spec):
            spec.scale = options.scale
            let layout = try renderer.layout(spec)
            options.subject = .button
            options.fillInk = layout.shape?.fill.map { opaque(Color($0)) }
            options.labelInk = (layout.title?.color ?? layout.symbol?.color).map { opaque(Color($0)) }
            let measured = try Inspector.inspect(image, options: options)
            let ours = try renderer.draw(layout, background: first.backdrop)
            options.region = nil
            let oursMeasured = try Inspector.inspect(ours, options: options)
            let hugs = spec.width == nil && layout.title != nil
            return InspectionComparison(image: measured, ours: oursMeasured, tolerances: tolerances, widthIsFontDependent: hugs)
        case let .spinner(large, appearance):
            let spinner = StandaloneSpinner(large: large, appearance: appearance, scale: options.scale)
            options.subject = .spinner
            options.labelInk = opaque(spinner.color)
            let measured = try Inspector.inspect(image, options: options)
            let drawn = try spinner.image(frame: 0)
            var ours = try Image(width: drawn.width, height: drawn.height, fill: first.backdrop)
            ours.draw(drawn, atX: 0, y: 0)
            options.region = nil
            let oursMeasured = try Inspector.inspect(ours, options: options)
            return InspectionComparison(image: measured, ours: oursMeasured, tolerances: tolerances, widthIsFontDependent: false)
        }
    }

    private static func opaque(_ c: Color) -> Color { Color(red: c.red, green: c.green, blue: c.blue) }
}
