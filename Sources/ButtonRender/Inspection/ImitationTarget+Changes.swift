import Inspect
import Raster

extension ImitationTarget {
    /// What to change in this target so that a differing figure matches ours, with our value
    /// in the target's units; nil for a figure that agrees or is not judged.
    ///
    /// The values are ours as measured (what the image should show), not the spec's: a
    /// translucent fill is named by its ink and alpha when the comparison solved them.
    package func change(for figure: ComparedFigure, in c: InspectionComparison) -> String? {
        guard figure.verdict == .differs else { return nil }
        let ours = c.ours.shape, theirs = c.image.shape
        switch figure.figure {
        case "width":
            guard let w = ours?.frame.width else { break }
            return side("width", w, was: theirs?.frame.width)
        case "height":
            guard let h = ours?.frame.height else { break }
            return side("height", h, was: theirs?.frame.height)
        case "corner radius", "corner curve":
            guard let ours else { break }
            return corner(ours, was: theirs)
        case "capsule ends", "capsule end curves from":
            guard let ours else { break }
            return capsule(ours)
        case "fill", "fill alpha":
            guard let fill = ours?.fill else { break }
            switch self {
            case .css: return "background-color: \(css(fill))"
            case .flutter: return "color: \(dart(fill)) (the button's background)"
            case .compose: return "containerColor = \(dart(fill))"
            }
        case "label color", "label color alpha":
            guard let label = c.ours.label?.color else { break }
            switch self {
            case .css: return "color: \(css(label))"
            case .flutter: return "TextStyle(color: \(dart(label)))"
            case .compose: return "contentColor = \(dart(label))"
            }
        case "baseline from top":
            guard let b = c.ours.label?.baseline else { break }
            switch self {
            case .css: return "the text's baseline \(length(b)) below the button's top (line-height and padding-top place it)"
            case .flutter: return "Baseline(baseline: \(length(b)), baselineType: TextBaseline.alphabetic) around the label"
            case .compose: return "Modifier.paddingFromBaseline(top = \(length(b))) on the label"
            }
        case "rim width", "rim alpha", "rim":
            guard let rim = ours?.rim else { return "no light rim along the inside of the edge" }
            let alpha = rim.color.alpha.shortDecimalText(places: 3)
            switch self {
            case .css: return "a light rim inside the edge: box-shadow: inset 0 0 0 \(length(rim.width)) rgb(255 255 255 / \(alpha))"
            case .flutter, .compose:
                return "a light rim inside the edge, \(length(rim.width)) wide, white at alpha \(alpha) over the fill"
            }
        case "corner pixels":
            return "the corner's outline itself: see the note below"
        default:
            break
        }
        // Any other figure: our value, its points written in the target's unit.
        return figure.figure + ": " + inUnits(figure.ours)
    }

    /// A side's length, with what the image measured.
    private func side(_ name: String, _ points: Double, was: Double?) -> String {
        let yours = was.map { " (yours measures \(length($0)))" } ?? ""
        switch self {
        case .css, .flutter: return "\(name): \(length(points))" + yours
        case .compose: return "Modifier.\(name)(\(length(points)))" + yours
        }
    }

    /// The corner: our radius on our curve, in the target's nearest words.
    private func corner(_ ours: ShapeMeasurement, was theirs: ShapeMeasurement?) -> String {
        let r = length(ours.radius)
        let yours = theirs.map { " (yours measures \($0.isCapsule ? "capsule" : $0.betterCurve.rawValue + " \(length($0.radius))"))" } ?? ""
        guard ours.betterCurve != .circular else {
            switch self {
            case .css: return "border-radius: \(r) (a circular arc, as border-radius draws it)" + yours
            case .flutter: return "RoundedRectangleBorder(borderRadius: BorderRadius.circular(\(r)))" + yours
            case .compose: return "RoundedCornerShape(\(r))" + yours
            }
        }
        // Core Animation's corner and the path squircle are both Apple's continuous curve: the
        // curvature rises gradually from the straight side, where a circular arc's jumps.
        switch self {
        case .css:
            // The superellipse and radius fitted to this curve (`CornerEquivalent`), as `tokens` writes them.
            let fit = CornerEquivalent.css(for: ours.betterCurve)
            return "border-radius: \(length(ours.radius * fit.radiusScale)); corner-shape: superellipse(\(fit.superellipseK.shortDecimalText(places: 2)))" + yours
                + ": Apple's continuous curve of radius \(r) within \(length(fit.maximumError * ours.radius)) (border-radius alone draws a circular arc; "
                + "for the exact corner clip to its outline, clip-path: path(...), as buttonrender tokens writes it)"
        case .flutter:
            return "ContinuousCornerBorder(radius: \(r)) from buttonrender tokens --format flutter" + yours
                + ": Apple's continuous curve (RoundedRectangleBorder draws a circular arc; RoundedSuperellipseBorder is Flutter's own imitation)"
        case .compose:
            return "ContinuousCornerShape(\(r)) from buttonrender tokens --format compose" + yours + ": Apple's continuous curve "
                + "(RoundedCornerShape(\(r)) draws a circular arc)"
        }
    }

    /// A capsule's ends.
    private func capsule(_ ours: ShapeMeasurement) -> String {
        let continuous = ours.capsuleEnd?.curve == .continuous
        switch (self, continuous) {
        case (.css, false): return "half-circle ends: border-radius: 9999px"
        case (.flutter, false): return "half-circle ends: StadiumBorder()"
        case (.compose, false): return "half-circle ends: RoundedCornerShape(percent = 50)"
        case (_, true):
            return "continuous ends, whose sides start to curve before a half circle's: a plain rounded shape draws half circles, so clip to the exact outline"
        }
    }

    /// A color as CSS writes it: `#RRGGBB`, or `rgb(r g b / a)` for a translucent ink.
    private func css(_ c: MeasuredColor) -> String {
        guard let ink = c.ink, c.alpha < 0.995 else { return c.seen.alpha == 255 ? c.seen.hexRGB : rgb(c.seen, alpha: Double(c.seen.alpha) / 255) }
        return rgb(ink, alpha: c.alpha)
    }

    private func rgb(_ c: RGBA, alpha: Double) -> String {
        "rgb(\(c.red) \(c.green) \(c.blue) / \(alpha.shortDecimalText(places: 3)))"
    }

    /// A color as Dart and Kotlin write it: `Color(0xAARRGGBB)`.
    private func dart(_ c: MeasuredColor) -> String {
        let (rgb, alpha): (RGBA, Double) = {
            if let ink = c.ink, c.alpha < 0.995 { return (ink, c.alpha) }
            return (c.seen, Double(c.seen.alpha) / 255)
        }()
        let rrggbbaa = RGBA(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: UInt8((alpha * 255).rounded())).hexRGBA.dropFirst()
        return "Color(0x\(rrggbbaa.suffix(2))\(rrggbbaa.prefix(6)))"
    }

    /// A figure's text with its points written in the target's unit: `50.33 pt` is `50.33px`.
    private func inUnits(_ text: String) -> String {
        guard text.hasSuffix(" pt"), let v = Double(text.dropLast(3)) else { return text }
        return length(v)
    }
}
