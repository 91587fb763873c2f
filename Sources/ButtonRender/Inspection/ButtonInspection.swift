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
    /// A button drawn from this spec.
    case button(ButtonSpec)
    /// A standalone activity indicator, medium or large, in an appearance.
    case spinner(large: Bool, appearance: Appearance)
}

/// `buttonrender inspect`: measuring a PNG, and holding the measurement against our render.
public enum ButtonInspection {
    /// The scale used when neither the caller nor the file's pHYs gives one.
    package static let defaultScale = 2.0

    /// Decodes a PNG. The scale is `scale` when given, else the file's pHYs when it lies in the
    /// scales a layout takes (0.5 to 8), else 2; `source` says which, and why a pHYs was passed
    /// over. `guess` is set when the scale is a guess (neither given nor read from the file),
    /// saying why: every length then scales with it, so a @3x screenshot read as @2x is 1.5x off.
    package static func load(pngData: Data, scale: Double?) throws -> (image: Pixmap, scale: Double, source: String, guess: String?) {
        let image = try PNG.decode(pngData)
        if let scale { return (image, scale, "given", nil) }
        if let s = PNG.pixelsPerPoint(pngData) {
            let rounded = (s * 1000).rounded() / 1000
            guard ButtonLayout.scaleRange.contains(rounded) else {
                let range = "\(ButtonLayout.scaleRange.lowerBound.decimalText(places: 1)) to \(ButtonLayout.scaleRange.upperBound.decimalText(places: 0))"
                return (image, defaultScale, "default: the file's pHYs says \(rounded.decimalText(places: 3)) px/pt, outside \(range); give --scale",
                        "the file's pHYs says \(rounded.decimalText(places: 3)) px/pt, outside \(range)")
            }
            return (image, rounded, "from the file's pHYs", nil)
        }
        return (image, defaultScale, "default", "the file has no pHYs chunk to say its pixels per point")
    }

    /// The warning `inspect` prints when the scale is a guess: which scale was assumed, and how
    /// to give the right one. Browsers' and most tools' screenshots carry no pHYs.
    package static func scaleGuessWarning(_ why: String) -> String {
        let s = defaultScale.decimalText(places: 0)
        return "warning: the scale is a guess: \(why), so \(s) px/pt (@\(s)x) is assumed and every length in points depends on it; "
            + "give the image's scale with --scale (--scale 3 for a @3x screenshot, such as headless Chromium's at device scale 3)"
    }

    /// Measures `image` and our render of `target` alike: the same scale, the same backdrop,
    /// and alphas solved against the hues our layout uses.
    public static func compare(
        _ image: Pixmap, options: InspectionOptions, with target: InspectionTarget, renderer: Renderer,
        tolerances: InspectionTolerances = .standard
    ) throws -> InspectionComparison {
        let first = try Inspector.inspect(image, options: options)
        let ours = try measureOurs(target, like: options, backdrop: first.backdrop, renderer: renderer)
        // The part the first look chose is measured again: with the backdrop it found given,
        // the choice made afresh can differ (an indicator on a button's fill is then on the backdrop).
        var again = ours.options
        if again.region == nil, let chosen = first.chosenRegion { again.region = chosen.region }
        var measured = try Inspector.inspect(image, options: again)
        if measured.chosenRegion == nil { measured.chosenRegion = first.chosenRegion }
        var comparison = InspectionComparison(
            image: measured, ours: ours.measurement, tolerances: tolerances, widthIsFontDependent: ours.hugsLabel, labelIsSymbol: ours.symbolLabel)
        // Corner pixels read coverage against one backdrop color, which a backdrop image is not.
        if case .button(var spec) = target, let a = measured.shape, !a.isCapsule, !options.monochrome, options.overlay == nil,
           options.backdropImage == nil {
            // Ours again at the image's width, so that the two shapes' corners can be laid over each other.
            spec.scale = options.scale
            if spec.width == nil { spec.width = a.frame.width }
            let layout = try renderer.layout(spec)
            // A ring or shadow outside the shape (the macOS push button) moves the measured edge.
            if let shape = layout.shape, shape.border == nil, layout.shadow == nil {
                let drawn = try renderer.draw(layout, background: first.backdrop)
                // The measured frame is relative to the region measured.
                let origin = options.region ?? measured.chosenRegion?.region
                let frame = a.frame.pixels.offsetBy(Double(origin?.x ?? 0), Double(origin?.y ?? 0))
                if let oursFill = ours.measurement.shape?.fill.seen, let patches = CornerPatches.largestDifference(
                    CornerPatches.Drawn(image: image, frame: frame, fill: a.fill.seen),
                    CornerPatches.Drawn(image: drawn, frame: shape.frame.points * options.scale, fill: oursFill),
                    backdrop: first.backdrop, scale: options.scale)
                {
                    // In 255ths of a pixel's coverage, as the tolerance is written, which grows
                    // by the step a stored level makes in coverage on a faint fill.
                    let levels = (patches.difference * 255).rounded(), tolerance = ((tolerances.cornerPixels + patches.step) * 255).rounded()
                    comparison.figures.append(ComparedFigure(
                        figure: "corner pixels", image: "\(Int(CornerPatches.side)) pt corners", ours: "same width",
                        difference: levels, tolerance: tolerance, verdict: levels <= tolerance + 1e-9 ? .agrees : .differs))
                }
            }
        }
        return comparison
    }

    /// Holds a measurement made earlier (a calibration entry's) against our render of `target`.
    public static func compare(
        recorded: Inspection, options: InspectionOptions, with target: InspectionTarget, renderer: Renderer,
        tolerances: InspectionTolerances = .standard
    ) throws -> InspectionComparison {
        let ours = try measureOurs(target, like: options, backdrop: recorded.backdrop, renderer: renderer)
        return InspectionComparison(
            image: recorded, ours: ours.measurement, tolerances: tolerances, widthIsFontDependent: ours.hugsLabel, labelIsSymbol: ours.symbolLabel)
    }

    /// Our render of `target` at the options' scale on `backdrop`, measured; and the options,
    /// with the inks our layout uses, that measure an image of the same button alike. An image
    /// measured over a backdrop image keeps it (its `backdrop` is that image's mean under the
    /// shape's fill); ours is drawn on that one color, and measured against it.
    package static func measureOurs(
        _ target: InspectionTarget, like options: InspectionOptions, backdrop: RGBA, renderer: Renderer
    ) throws -> (options: InspectionOptions, measurement: Inspection, hugsLabel: Bool, symbolLabel: Bool) {
        var options = options
        if options.backdropImage == nil { options.backdrop = backdrop }
        let ours: Pixmap
        let hugs: Bool
        var symbolLabel = false
        var ownInk: RGBA?
        switch target {
        case .button(var spec):
            spec.scale = options.scale
            let layout = try renderer.layout(spec)
            options.subject = spec.style == .switch ? .switch : .button
            options.fillInk = layout.shape?.fill.map { opaque($0.rgba) }
            options.labelInk = (layout.title?.color ?? layout.symbol?.color).map { opaque($0.rgba) }
            ours = try renderer.draw(layout, background: backdrop)
            hugs = spec.width == nil && layout.title != nil
            symbolLabel = layout.title == nil && layout.symbol != nil
        case let .spinner(large, appearance):
            let spinner = StandaloneSpinner(large: large, appearance: appearance, scale: options.scale)
            options.subject = .spinner
            // The image's ticks are read against the ink its caller gives (a white indicator on
            // a filled button), ours against our own.
            ownInk = opaque(spinner.color)
            options.labelInk = options.labelInk ?? ownInk
            let drawn = try spinner.image(frame: 0)
            var canvas = try Pixmap(width: drawn.width, height: drawn.height, fill: backdrop)
            canvas.draw(drawn, atX: 0, y: 0)
            ours = canvas
            hugs = false
        }
        var oursOptions = options
        oursOptions.region = nil
        oursOptions.backdropImage = nil
        oursOptions.backdrop = backdrop
        // Our render has no overlay to take out; a gray reference is matched by graying ours.
        oursOptions.overlay = nil
        if let ownInk { oursOptions.labelInk = ownInk }
        let measured = options.monochrome ? ours.luminanceGray() : ours
        return (options, try Inspector.inspect(measured, options: oursOptions), hugs, symbolLabel)
    }

    private static func opaque(_ c: RGBA) -> RGBA { RGBA(red: c.red, green: c.green, blue: c.blue) }
}
