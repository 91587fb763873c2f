/// The system switch: a capsule track, a circular knob at the end the value names, the knob's
/// shadow on the track, and On/Off Labels glyphs in the bare part of the track.
extension LayoutBuilder {
    func switchControl() -> ButtonLayout {
        let m = SwitchMetrics.make(platform: spec.platform, size: spec.size)
        let trackRect = Rect(x: 0, y: 0, width: m.trackWidth, height: m.trackHeight).snapped(scale: scale)
        var layout = emptyLayout(shape: trackRect, margin: (0, 0))

        // On puts the knob at the trailing end: the right, or the left right-to-left.
        let trailing = spec.isOn != (spec.direction == .rightToLeft)
        let d = m.knobDiameter
        let knobX = trailing ? trackRect.maxX - m.knobInset - d : trackRect.x + m.knobInset
        let knobRect = Rect(x: knobX, y: trackRect.midY - d / 2, width: d, height: d)

        var colors = switchColors(m)
        if let tint = spec.tint { colors.source = "on track: the tint given (\(tint)); the rest: " + colors.source }
        let track = ShapeLayout(
            kind: .capsule, frame: Frame(trackRect, scale: scale), cornerRadius: trackRect.height / 2, cornerCurve: .continuous,
            fill: spec.isOn ? colors.on : colors.off, gradient: nil, border: nil)
        let knob = KnobLayout(
            frame: Frame(knobRect, scale: scale), fill: colors.knob,
            ring: m.knobRing.map { BorderLayout(color: black(at: $0.alpha), width: $0.width, outside: true) },
            shadow: KnobShadowLayout(offsetY: m.shadow.offsetY, sigma: m.shadow.sigma, color: black(at: m.shadow.alpha)))

        var glyphs: [SwitchGlyphLayout] = []
        if spec.onOffLabels {
            // The bare part of the track: between the track's end and the knob's near edge.
            let bare = trailing ? (trackRect.x, knobRect.x) : (knobRect.maxX, trackRect.maxX)
            let towardKnob = trailing ? m.knobInset / 2 : -m.knobInset / 2
            let cx = (bare.0 + bare.1) / 2 + towardKnob
            let h = trackRect.height, g = OurChoices.switchGlyphs
            if spec.isOn {
                let w = g.barWidth * h, bh = g.barHeight * h
                glyphs.append(SwitchGlyphLayout(
                    kind: .bar, frame: Frame(Rect(x: cx - w / 2, y: trackRect.midY - bh / 2, width: w, height: bh), scale: scale),
                    lineWidth: w, color: spec.color(.white)))
            } else {
                let r = g.ringDiameter * h
                glyphs.append(SwitchGlyphLayout(
                    kind: .ring, frame: Frame(Rect(x: cx - r / 2, y: trackRect.midY - r / 2, width: r, height: r), scale: scale),
                    lineWidth: g.ringLine * h, color: spec.color(.systemGray)))
            }
        }

        var sources = [
            "track": m.geometrySource, "knob": m.geometrySource, "knob shadow": m.shadowSource, "colors": colors.source,
            "opacity": m.geometrySource,
        ]
        if spec.onOffLabels { sources["glyphs"] = OurChoices.switchGlyphSource }
        layout.switchControl = SwitchLayout(
            value: spec.isOn ? .on : .off, track: track, knob: knob, glyphs: glyphs,
            opacity: spec.state == .disabled ? m.disabledOpacity : 1, sources: sources)
        return layout
    }

    /// Black at `alpha` (0...255), named as every translucent color is ("black @ 14%").
    private func black(at alpha: UInt8) -> ResolvedColor {
        SystemColor.black.resolved(spec.appearance).withAlpha(times: Double(alpha) / 255)
    }

    /// The on track (the tint, else the platform's default), the off track and the knob.
    private func switchColors(_ m: SwitchMetrics) -> (on: ResolvedColor, off: ResolvedColor, knob: ResolvedColor, source: String) {
        let a = spec.appearance
        switch spec.platform {
        case .macOS:
            // NSSwitch's on track is the accent color (systemBlue unless tinted).
            let on = spec.tintColor(else: .systemBlue)
            return (on, ResolvedColor(token: "switchOffTrack", rgba: OurChoices.macSwitchOffTrack(a)),
                    ResolvedColor(token: "switchKnob", rgba: OurChoices.macSwitchKnob(a)), OurChoices.switchSource)
        default:
            // UISwitch's on track is systemGreen (the monochrome render's 173 is its luminance;
            // the off track's 233 is secondarySystemFill's over white); the knob is white.
            let on = spec.tintColor(else: .systemGreen)
            let source = spec.platform == .watchOS
                ? OurChoices.switchSource + "; the iOS colors"
                : SwitchMetrics.iOSSource + " (light: on track systemGreen, off track secondarySystemFill, knob white; dark: the same tokens' dark values, not measured)"
            return (on, spec.color(.secondarySystemFill), spec.color(.white), source)
        }
    }
}
