/// A button configuration's colours, before the state's rule transforms them as it transforms
/// the style's own (pressed at the highlighted opacity, disabled to the disabled colours).
extension StyleColors {
    static func configure(_ colors: inout StyleColors, _ spec: ButtonSpec, tint: ResolvedColor, _ cited: inout Citations) {
        guard spec.isConfigured else { return }
        if let background = spec.baseBackgroundColor {
            let base = spec.resolve(background)
            cited.yours("baseBackgroundColor", background.description)
            // The tinted style shows its base background at its own opacity, as it shows the tint.
            if spec.style == .tinted {
                let shared = SharedButtonTable.table(spec.generation)
                let alpha = spec.appearance == .light
                    ? cited.cite("tintedOpacityLight", shared.tintedOpacityLight) : cited.cite("tintedOpacityDark", shared.tintedOpacityDark)
                colors.fill = base.withAlpha(times: alpha)
            } else {
                colors.fill = base
            }
        }
        if let foreground = spec.baseForegroundColor {
            colors.label = spec.resolve(foreground)
            cited.yours("baseForegroundColor", foreground.description)
        }
        if spec.strokeWidth != nil {
            // UIBackgroundConfiguration's stroke without a colour of its own is the view's tint.
            colors.border = spec.strokeColor.map(spec.resolve) ?? tint
            cited.yours("strokeColor", spec.strokeColor?.description ?? "the tint")
        }
    }
}
