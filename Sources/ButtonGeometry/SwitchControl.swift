/// The system switch: a capsule track, a circular knob at the end the value names, the knob's
/// shadow on the track, and On/Off Labels glyphs in the bare part of the track.
extension LayoutBuilder {
    mutating func switchControl() -> ButtonLayout {
        let m = SwitchMetrics.make(spec)
        let trackRect = Rect(x: 0, y: 0, width: cited.cite("trackWidth", m.trackWidth), height: cited.cite("trackHeight", m.trackHeight)).snapped(scale: scale)
        var layout = emptyLayout(shape: trackRect, margin: (0, 0))

        // On puts the knob at the trailing end: the right, or the left right-to-left.
        let trailing = spec.isOn != (spec.direction == .rightToLeft)
        let d = m.knobDiameter, w = m.knobWidth ?? d
        let inset = cited.cite("knobInset", m.knobInset)
        let knobX = trailing ? trackRect.maxX - inset - w : trackRect.x + inset
        let knobRect = Rect(x: knobX, y: trackRect.midY - d / 2, width: w, height: d)

        var colors = switchColors()
        if let tint = spec.tint { colors.source = "on track: the tint given (\(tint)); the rest: " + colors.source }
        let track = ShapeLayout(
            kind: .capsule, frame: Frame(trackRect, scale: scale), cornerRadius: trackRect.height / 2, cornerCurve: .circular,
            fill: spec.isOn ? colors.on : colors.off, gradient: nil, border: nil)
        let ring = m.knobRing.map { BorderLayout(color: black(at: cited.cite("knobRingAlpha", $0.alpha)), width: cited.cite("knobRingWidth", $0.width), outside: true) }
        let shadow = KnobShadowLayout(
            offsetY: cited.cite("shadowOffsetY", m.shadowOffsetY), sigma: cited.cite("shadowSigma", m.shadowSigma),
            color: black(at: cited.cite("shadowAlpha", m.shadowAlpha)))
        let knob = KnobLayout(frame: Frame(knobRect, scale: scale), fill: colors.knob, ring: ring, shadow: shadow)
        let glyphs = spec.onOffLabels ? onOffGlyphs(track: trackRect, knob: knobRect, trailing: trailing, inset: inset) : []

        var sources = [
            "track": m.trackWidth.sourceText, "knob": m.knobSource, "knob shadow": m.shadowSigma.sourceText, "colors": colors.source,
            "opacity": m.disabledOpacity.sourceText,
        ]
        if spec.onOffLabels { sources["glyphs"] = SwitchGlyphTable.table(spec.generation).barWidth.sourceText }
        let opacity = spec.state == .disabled ? cited.cite("disabledOpacity", m.disabledOpacity) : 1
        layout.switchControl = SwitchLayout(value: spec.isOn ? .on : .off, track: track, knob: knob, glyphs: glyphs, opacity: opacity, sources: sources)
        return layout
    }

    /// The On/Off Labels glyph: the bar when on, the ring when off, centred in the bare part of
    /// the track (between the track's end and the knob's near edge), moved toward the knob.
    private mutating func onOffGlyphs(track trackRect: Rect, knob knobRect: Rect, trailing: Bool, inset: Double) -> [SwitchGlyphLayout] {
        let g = SwitchGlyphTable.table(spec.generation)
        let bare = trailing ? (trackRect.x, knobRect.x) : (knobRect.maxX, trackRect.maxX)
        let towardKnob = trailing ? inset / 2 : -inset / 2
        let cx = (bare.0 + bare.1) / 2 + towardKnob
        let h = trackRect.height
        let reference = cited.cite("referenceTrackHeight", g.referenceTrackHeight)
        // A glyph's size at this track: its size at the reference track, scaled.
        func scaled(_ size: Double) -> Double { size / reference * h }
        if spec.isOn {
            let w = scaled(cited.cite("barWidth", g.barWidth)), bh = scaled(cited.cite("barHeight", g.barHeight))
            return [SwitchGlyphLayout(
                kind: .bar, frame: Frame(Rect(x: cx - w / 2, y: trackRect.midY - bh / 2, width: w, height: bh), scale: scale),
                lineWidth: w, color: spec.color(.white))]
        }
        let r = scaled(cited.cite("ringDiameter", g.ringDiameter))
        return [SwitchGlyphLayout(
            kind: .ring, frame: Frame(Rect(x: cx - r / 2, y: trackRect.midY - r / 2, width: r, height: r), scale: scale),
            lineWidth: scaled(cited.cite("ringLine", g.ringLine)), color: spec.color(.systemGray))]
    }

    /// Black at `alpha` (0...255), named as every translucent color is ("black @ 14%").
    private func black(at alpha: UInt8) -> ResolvedColor {
        SystemColor.black.resolved(spec.appearance).withAlpha(times: Double(alpha) / 255)
    }

    /// The on track (the tint, else the platform's default), the off track and the knob, with
    /// where they come from.
    private mutating func switchColors() -> (on: ResolvedColor, off: ResolvedColor, knob: ResolvedColor, source: String) {
        let a = spec.appearance
        switch spec.platform {
        case .macOS:
            // NSSwitch's on track is the accent color (systemBlue unless tinted).
            let t = MacSwitchTable.table(spec.generation)
            let off = a == .light ? cited.cite("offTrackLight", t.offTrackLight) : cited.cite("offTrackDark", t.offTrackDark)
            let knob = a == .light ? cited.cite("knobLight", t.knobLight) : cited.cite("knobDark", t.knobDark)
            return (spec.tintColor(else: .systemBlue), ResolvedColor(token: "switchOffTrack", rgba: off),
                    ResolvedColor(token: "switchKnob", rgba: knob), t.offTrackLight.sourceText)
        default:
            // UISwitch's colours; watchOS takes them too.
            let t = IOSSwitchTable.table(spec.generation)
            let on = spec.tintColor(else: cited.cite("onTrack", t.onTrack))
            let source = spec.platform == .watchOS
                ? WatchSwitchTable.table(spec.generation).control.trackWidth.sourceText + "; the iOS colors"
                : t.onTrack.sourceText
            // Release 26's off track is a colour of its own in each appearance.
            let own = spec.appearance == .light ? t.offTrackLight.map { ("offTrackLight", $0) } : t.offTrackDark.map { ("offTrackDark", $0) }
            let off = own.map { ResolvedColor(token: "switchOffTrack", rgba: cited.cite($0.0, $0.1)) }
                ?? spec.color(cited.cite("offTrack", t.offTrack))
            return (on, off, spec.color(cited.cite("knob", t.knob)), source)
        }
    }
}
