/// A button's resolved fill, label and ring colors.
package struct StyleColors: Hashable, Sendable {
    /// The shape's fill; nil for a style without one (plain).
    package var fill: ResolvedColor?
    /// A vertical gradient, top to bottom, instead of a flat fill.
    package var gradient: [ResolvedColor]?
    /// A line along the shape's edge.
    package var border: ResolvedColor?
    /// The title's, subtitle's and symbol's color.
    package var label: ResolvedColor
    /// The focus ring's color, when focused.
    package var focusRing: ResolvedColor?

    /// The colors for a spec, by one rule per state that applies to every style (each number
    /// from the tables, cited in `cited`):
    ///
    /// - normal: filled = tint background, white label; tinted = the tint at the shared table's
    ///   opacity, tint label; gray = its fill, tint label (SwiftUI's `.bordered` under a tint, in
    ///   release 26: the tint at its table's opacity); plain = no background (Button Shapes:
    ///   the shared table's fill), tint label.
    /// - role: destructive makes the tint systemRed; primary changes only the weight.
    /// - highlighted: every color at the shared table's highlighted opacity.
    /// - disabled: in light mode the fill and label measured from Apple's renders (none for
    ///   plain); in dark mode, and on macOS, the dark fill and label tokens.
    /// - focused: the normal colors plus a ring in the tint at the focus ring's opacity.
    package static func resolve(_ spec: ButtonSpec, cited: inout Citations) -> StyleColors {
        let shared = SharedButtonTable.table(spec.generation)
        let a = spec.appearance
        let tint = spec.isDestructive ? spec.color(.systemRed) : spec.tintColor(else: .systemBlue)
        var colors = normal(spec, tint: tint, &cited)
        configure(&colors, spec, tint: tint, &cited)
        switch spec.state {
        case .normal: break
        case .highlighted:
            let f = cited.cite("highlightedOpacity", shared.highlightedOpacity)
            colors.fill = colors.fill?.withAlpha(times: f)
            colors.gradient = colors.gradient?.map { $0.withAlpha(times: f) }
            colors.border = colors.border?.withAlpha(times: f)
            colors.label = colors.label.withAlpha(times: f)
        case .disabled:
            let measured = a == .light && spec.platform != .macOS
            // SwiftUI's own where a render of it differs from the shared (UIKit's) figures.
            let swiftUI = spec.resolvedFramework == .swiftui ? SwiftUIButtonTable.table(spec.generation) : nil
            if colors.fill != nil || colors.gradient != nil {
                colors.fill = measured
                    ? ResolvedColor(token: "disabledFill", rgba: cited.cite("disabledFillLight", swiftUI?.disabledFillLight ?? shared.disabledFillLight))
                    : spec.color(cited.cite("disabledFillDark", shared.disabledFillDark))
                colors.gradient = nil
            }
            colors.label = measured
                ? ResolvedColor(token: "disabledLabel", rgba: cited.cite("disabledLabelLight", swiftUI?.disabledLabelLight ?? shared.disabledLabelLight))
                : spec.color(cited.cite("disabledLabelDark", shared.disabledLabelDark))
        case .focused:
            // tvOS shows focus by lifting the button (its own colors and shadow), not a ring.
            if spec.platform != .tvOS { colors.focusRing = tint.withAlpha(times: cited.cite("focusRingOpacity", shared.focusRingOpacity)) }
        }
        return colors
    }

    private static func normal(_ spec: ButtonSpec, tint: ResolvedColor, _ cited: inout Citations) -> StyleColors {
        let a = spec.appearance
        let light = a == .light
        let white = spec.color(.white)
        switch (spec.platform, spec.style) {
        case (.macOS, .push), (.macOS, .flexible):
            let t = MacPushButtonTable.table(spec.generation)
            if spec.isPrimary {
                let top = light ? cited.cite("defaultGradientTopLight", t.defaultGradientTopLight) : cited.cite("defaultGradientTopDark", t.defaultGradientTopDark)
                let bottom = light
                    ? cited.cite("defaultGradientBottomLight", t.defaultGradientBottomLight) : cited.cite("defaultGradientBottomDark", t.defaultGradientBottomDark)
                // macOS 26's default button is flat: one colour, not a gradient of two.
                if top == bottom { return StyleColors(fill: ResolvedColor(token: "controlAccent", rgba: top), label: white) }
                return StyleColors(
                    gradient: [ResolvedColor(token: "controlAccent (top)", rgba: top), ResolvedColor(token: "controlAccent (bottom)", rgba: bottom)],
                    label: white)
            }
            if spec.tint != nil { return StyleColors(fill: tint, label: white) }
            let label = spec.isDestructive ? tint : macLabel(spec, &cited)
            let ring = cited.cite("ringColor", t.ringColor)
            return StyleColors(
                fill: ResolvedColor(token: "controlColor", rgba: light ? cited.cite("faceLight", t.faceLight) : cited.cite("faceDark", t.faceDark)),
                border: ring.alpha > 0 ? ResolvedColor(token: "pushButtonRing", rgba: ring) : nil, label: label)
        case (.macOS, .gradient):
            // A toggle that is on stays pressed in, its symbol in the accent color (ours).
            let t = MacGradientButtonTable.table(spec.generation)
            let face = spec.isOn
                ? ResolvedColor(token: "gradientButtonFace (on)", rgba: light ? cited.cite("onFaceLight", t.onFaceLight) : cited.cite("onFaceDark", t.onFaceDark))
                : ResolvedColor(token: "gradientButtonFace", rgba: light ? cited.cite("faceLight", t.faceLight) : cited.cite("faceDark", t.faceDark))
            return StyleColors(
                fill: face,
                border: ResolvedColor(token: "gradientButtonBorder", rgba: light ? cited.cite("borderLight", t.borderLight) : cited.cite("borderDark", t.borderDark)),
                label: spec.isOn ? macAccent(spec) : macLabel(spec, &cited))
        case (.macOS, .help):
            let t = MacPushButtonTable.table(spec.generation)
            let border = MacHelpButtonTable.table(spec.generation).borderAlphaLight
            return StyleColors(
                fill: ResolvedColor(token: "controlColor", rgba: light ? cited.cite("faceLight", t.faceLight) : cited.cite("faceDark", t.faceDark)),
                border: light ? ResolvedColor(token: "separatorColor", rgba: RGBA(0, 0, 0, cited.cite("borderAlphaLight", border))) : nil,
                label: macLabel(spec, &cited))
        case (.macOS, _):
            return StyleColors(label: spec.tint != nil ? tint : macLabel(spec, &cited))
        case (.visionOS, let style) where style != .filled:
            let t = VisionButtonTable.table(spec.generation)
            return StyleColors(
                fill: style == .plain && !spec.buttonShapes ? nil : ResolvedColor(token: "glassMaterial", rgba: cited.cite("glass", t.glass)),
                label: ResolvedColor(token: "label", rgba: cited.cite("label", t.label)))
        case (.watchOS, .gray):
            return StyleColors(
                fill: ResolvedColor(token: "watchPlatter", rgba: cited.cite("platter", WatchButtonTable.table(spec.generation).platter)), label: spec.color(.white))
        case (.tvOS, _) where spec.state == .focused:
            return StyleColors(fill: white, label: spec.color(.black))
        case (_, .glass), (_, .clearGlass):
            // The glass is the shape's material (`ShapeLayout.glass`), not a fill. Its label is
            // its own unless a tint (or the destructive role) sets the foreground.
            let t = GlassTable.table(spec.generation)
            guard spec.tint == nil && !spec.isDestructive, case .system(let own) = cited.cite("label", t.label) else { return StyleColors(label: tint) }
            return StyleColors(label: spec.color(own))
        case (_, .prominentGlass), (_, .prominentClearGlass):
            return StyleColors(fill: tint, label: spec.color(cited.cite("prominentLabel", GlassTable.table(spec.generation).prominentLabel)))
        case (_, .filled):
            return StyleColors(fill: tint, label: white)
        case (_, .tinted):
            let shared = SharedButtonTable.table(spec.generation)
            let alpha = light ? cited.cite("tintedOpacityLight", shared.tintedOpacityLight) : cited.cite("tintedOpacityDark", shared.tintedOpacityDark)
            return StyleColors(fill: tint.withAlpha(times: alpha), label: tint)
        case (_, .gray):
            let shared = SharedButtonTable.table(spec.generation)
            // SwiftUI's `.bordered` under `.tint(_:)` is a wash of it; the destructive role's
            // red is not a tint, and leaves the fill gray.
            if spec.resolvedFramework == .swiftui, spec.tint != nil, !spec.isDestructive,
               case let t = SwiftUIButtonTable.table(spec.generation), let opacity = light ? t.borderedTintOpacityLight : t.borderedTintOpacityDark {
                let alpha = cited.cite(light ? "borderedTintOpacityLight" : "borderedTintOpacityDark", opacity)
                return StyleColors(fill: tint.withAlpha(times: alpha), label: tint)
            }
            // The table's label is UIKit's (release 26 reports `label`); SwiftUI's `.bordered`
            // keeps the tint, as no render shows otherwise.
            let label: ResolvedColor
            switch spec.resolvedFramework == .swiftui ? .tint : cited.cite("grayLabel", shared.grayLabel) {
            case .tint: label = tint
            case .system(let c): label = spec.color(c)
            }
            return StyleColors(fill: spec.color(cited.cite("grayFill", shared.grayFill)), label: label)
        case (_, .close):
            return StyleColors(fill: spec.color(.tertiarySystemFill), label: spec.color(.secondaryLabel))
        default:
            // plain, info, contact add: no background unless Button Shapes asks for one.
            let shapes = spec.buttonShapes && spec.style == .plain
            return StyleColors(fill: shapes ? spec.color(cited.cite("buttonShapesFill", SharedButtonTable.table(spec.generation).buttonShapesFill)) : nil, label: tint)
        }
    }

    /// The accent color of a macOS toggle that is on: the tint, else systemBlue.
    static func macAccent(_ spec: ButtonSpec) -> ResolvedColor {
        spec.tintColor(else: .systemBlue)
    }

    /// controlTextColor, from the push button's table.
    private static func macLabel(_ spec: ButtonSpec, _ cited: inout Citations) -> ResolvedColor {
        let t = MacPushButtonTable.table(spec.generation)
        return ResolvedColor(token: "controlTextColor", rgba: spec.appearance == .light ? cited.cite("labelLight", t.labelLight) : cited.cite("labelDark", t.labelDark))
    }
}
