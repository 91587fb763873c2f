/// A button's resolved fill, label and ring colors.
public struct StyleColors: Hashable, Sendable {
    /// The shape's fill; nil for a style without one (plain).
    public var fill: ResolvedColor?
    /// A vertical gradient, top to bottom, instead of a flat fill.
    public var gradient: [ResolvedColor]?
    /// A line along the shape's edge.
    public var border: ResolvedColor?
    /// The title's, subtitle's and symbol's color.
    public var label: ResolvedColor
    /// The focus ring's color, when focused.
    public var focusRing: ResolvedColor?

    /// The colors for a spec, by one rule per state that applies to every style:
    ///
    /// - normal: filled = tint background, white label; tinted = tint at 18% (light) or 26%
    ///   (dark), tint label; gray = secondarySystemFill, tint label; plain = no background
    ///   (Button Shapes: `OurChoices.buttonShapesFill`), tint label.
    /// - role: destructive makes the tint systemRed; primary changes only the weight.
    /// - highlighted: every color at `OurChoices.highlightedOpacity` (M: Flutter's 0.4).
    /// - disabled: in light mode the fill and label measured from Apple's renders
    ///   (`IOSMetrics.disabledFillLight`, `disabledLabelLight`; none for plain); in dark mode
    ///   tertiarySystemFill and tertiaryLabel (M: Flutter). macOS keeps the latter in both.
    /// - focused: the normal colors plus a ring in the tint at 0.8 alpha (R: Flutter).
    public static func resolve(_ spec: ButtonSpec) -> StyleColors {
        let a = spec.appearance
        let tint = spec.isDestructive ? spec.color(.systemRed) : spec.tintColor(else: .systemBlue)
        var colors = normal(spec, tint: tint)
        switch spec.state {
        case .normal: break
        case .highlighted:
            let f = OurChoices.highlightedOpacity
            colors.fill = colors.fill?.withAlpha(times: f)
            colors.gradient = colors.gradient?.map { $0.withAlpha(times: f) }
            colors.border = colors.border?.withAlpha(times: f)
            colors.label = colors.label.withAlpha(times: f)
        case .disabled:
            let measured = a == .light && spec.platform != .macOS
            if colors.fill != nil || colors.gradient != nil {
                colors.fill = measured
                    ? ResolvedColor(token: "disabledFill", rgba: IOSMetrics.disabledFillLight) : spec.color(.tertiarySystemFill)
                colors.gradient = nil
            }
            colors.label = measured
                ? ResolvedColor(token: "disabledLabel", rgba: IOSMetrics.disabledLabelLight) : spec.color(.tertiaryLabel)
        case .focused:
            // tvOS shows focus by lifting the button (its own colors and shadow), not a ring.
            if spec.platform != .tvOS { colors.focusRing = tint.withAlpha(times: 0.8) }
        }
        return colors
    }

    private static func normal(_ spec: ButtonSpec, tint: ResolvedColor) -> StyleColors {
        let a = spec.appearance
        let white = spec.color(.white)
        switch (spec.platform, spec.style) {
        case (.macOS, .push), (.macOS, .flexible):
            if spec.isPrimary {
                let (top, bottom) = a == .light ? MacOSMetrics.defaultGradientLight : MacOSMetrics.defaultGradientDark
                return StyleColors(
                    gradient: [ResolvedColor(token: "controlAccent (top)", rgba: top), ResolvedColor(token: "controlAccent (bottom)", rgba: bottom)],
                    label: white)
            }
            if spec.tint != nil { return StyleColors(fill: tint, label: white) }
            let label = spec.isDestructive ? tint : macLabel(a)
            return a == .light
                ? StyleColors(
                    fill: ResolvedColor(token: "controlColor", rgba: MacOSMetrics.pushFaceLight),
                    border: ResolvedColor(token: "pushButtonRing", rgba: MacOSMetrics.pushRing.color), label: label)
                : StyleColors(fill: ResolvedColor(token: "controlColor", rgba: MacOSMetrics.pushFaceDark), label: label)
        case (.macOS, .gradient):
            // A toggle that is on stays pressed in, its symbol in the accent color (ours).
            let face = spec.isOn
                ? ResolvedColor(token: "gradientButtonFace (on)", rgba: OurChoices.macToggleOnFace(a))
                : ResolvedColor(token: "gradientButtonFace", rgba: a == .light ? MacOSMetrics.gradientFace.light : MacOSMetrics.gradientFace.dark)
            return StyleColors(
                fill: face,
                border: ResolvedColor(token: "gradientButtonBorder", rgba: a == .light ? MacOSMetrics.gradientBorder.light : MacOSMetrics.gradientBorder.dark),
                label: spec.isOn ? macAccent(spec) : macLabel(a))
        case (.macOS, .help):
            return StyleColors(
                fill: ResolvedColor(token: "controlColor", rgba: a == .light ? MacOSMetrics.pushFaceLight : MacOSMetrics.pushFaceDark),
                border: a == .light ? ResolvedColor(token: "separatorColor", rgba: RGBA(0, 0, 0, OurChoices.macHelpBorderAlpha)) : nil,
                label: macLabel(a))
        case (.macOS, _):
            return StyleColors(label: spec.tint != nil ? tint : macLabel(a))
        case (.visionOS, let style) where style != .filled:
            return StyleColors(
                fill: style == .plain && !spec.buttonShapes ? nil : ResolvedColor(token: "glassMaterial", rgba: OurChoices.visionGlass),
                label: ResolvedColor(token: "label", rgba: OurChoices.visionLabel))
        case (.watchOS, .gray):
            return StyleColors(fill: ResolvedColor(token: "watchPlatter", rgba: WatchOSMetrics.platter), label: spec.color(.white))
        case (.tvOS, _) where spec.state == .focused:
            return StyleColors(fill: white, label: spec.color(.black))
        case (_, .filled):
            return StyleColors(fill: tint, label: white)
        case (_, .tinted):
            return StyleColors(fill: tint.withAlpha(times: a == .light ? IOSMetrics.tintedAlphaLight : IOSMetrics.tintedAlphaDark), label: tint)
        case (_, .gray):
            return StyleColors(fill: spec.color(.secondarySystemFill), label: tint)
        case (_, .close):
            return StyleColors(fill: spec.color(.tertiarySystemFill), label: spec.color(.secondaryLabel))
        default:
            // plain, info, contact add: no background unless Button Shapes asks for one.
            let shapes = spec.buttonShapes && spec.style == .plain
            return StyleColors(fill: shapes ? spec.color(OurChoices.buttonShapesFill) : nil, label: tint)
        }
    }

    /// The accent color of a macOS toggle that is on: the tint, else systemBlue.
    static func macAccent(_ spec: ButtonSpec) -> ResolvedColor {
        spec.tintColor(else: .systemBlue)
    }

    private static func macLabel(_ a: Appearance) -> ResolvedColor {
        ResolvedColor(token: "controlTextColor", rgba: a == .light ? MacOSMetrics.labelLight : MacOSMetrics.labelDark)
    }
}
