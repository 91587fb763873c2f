/// Builds one `ButtonLayout`: measures the content, sizes the shape around it, places the
/// content, adds margins for rings and shadows, and snaps frames to the pixel grid. Each kind
/// has its own builder function (`systemButton`, `switchControl`, `closeButton`...); every
/// metric they read is cited in `cited`, which becomes the layout's `sources`.
struct LayoutBuilder {
    let spec: ButtonSpec
    let measurer: any TextMeasuring
    let colors: StyleColors
    /// The sources of the metrics read so far.
    var cited: Citations

    /// The generation's shared metrics, read once: a table is a struct of many cited metrics,
    /// and each read of `SharedButtonTable.table` copies all of them.
    let shared: SharedButtonTable

    init(spec: ButtonSpec, measurer: any TextMeasuring) {
        self.spec = spec
        self.measurer = measurer
        self.shared = SharedButtonTable.table(spec.generation)
        var cited = Citations()
        self.colors = StyleColors.resolve(spec, cited: &cited)
        self.cited = cited
    }

    var scale: Double { spec.scale }

    /// A macOS push or flexible-height button: its edge is a ring outside the face.
    var isMacPush: Bool { spec.platform == .macOS && (spec.style == .push || spec.style == .flexible) }

    /// A macOS push button casts a soft shadow, light or dark (both measured).
    /// macOS 26's push button is flat: its table's shadow is clear.
    var castsPushShadow: Bool { isMacPush && MacPushButtonTable.table(spec.generation).shadowColor.value.alpha > 0 }

    /// A focused tvOS button lifts on a shadow instead of showing a ring.
    var liftsOnShadow: Bool { spec.platform == .tvOS && spec.state == .focused }

    /// Liquid Glass floats on a soft shadow: its reach (three box passes of whole pixels of the
    /// table's deviation, as `SceneShadow` says a blur) and fall, in points.
    func glassShadow() -> (reach: Double, offsetY: Double, alpha: Double)? {
        guard spec.style.isGlass else { return nil }
        let t = GlassTable.table(spec.generation)
        let sigma = t.shadowSigma.value * scale
        let radius = (((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded()
        return (3 * radius / scale, t.shadowOffsetY.value, t.shadowAlpha.value)
    }

    /// Space around the shape for a focus ring or a shadow, in points.
    mutating func outerMargin() -> (x: Double, y: Double) {
        if liftsOnShadow {
            let t = TVButtonTable.table(spec.generation)
            let m = (cited.cite("shadowBlur", t.shadowBlur) + cited.cite("shadowOffsetY", t.shadowOffsetY)).rounded(.up)
            return (m, m)
        }
        if colors.focusRing != nil {
            let m = (cited.cite("focusRingOffset", shared.focusRingOffset) + cited.cite("focusRingWidth", shared.focusRingWidth)).rounded(.up)
            return (m, m)
        }
        if castsPushShadow {
            let margin = cited.cite("shadowMargin", MacPushButtonTable.table(spec.generation).shadowMargin)
            return (margin, margin)
        }
        if let shadow = glassShadow() {
            // The shadow's reach on every side, and its fall below (`emptyLayout` adds that).
            let m = shadow.reach.rounded(.up)
            return (m, m)
        }
        return (0, 0)
    }

    /// A layout with its canvas, hit target, focus ring and shadow, for a shape at `shape`.
    mutating func emptyLayout(shape: Rect, margin: (x: Double, y: Double), below: Double = 0) -> ButtonLayout {
        let below = below + (glassShadow()?.offsetY ?? 0)
        let canvas = Rect(x: 0, y: 0, width: shape.maxX + margin.x, height: shape.maxY + margin.y + below).snapped(scale: scale)
        var layout = ButtonLayout(
            spec: spec, scale: scale, canvas: Frame(canvas, scale: scale), shape: nil,
            hitTarget: Frame(shape.grown(toAtLeast: minimumHitTarget()), scale: scale))
        layout.framework = spec.resolvedFramework
        if let ring = colors.focusRing {
            let width = cited.cite("focusRingWidth", shared.focusRingWidth)
            let r = shape.insetBy(-cited.cite("focusRingOffset", shared.focusRingOffset) - width)
            let radius = min(r.width, r.height) / 2
            layout.focusRing = FocusRingLayout(frame: Frame(r, scale: scale), cornerRadius: radius, width: width, color: ring)
        }
        if castsPushShadow {
            let t = MacPushButtonTable.table(spec.generation)
            let color = ResolvedColor(token: "pushButtonShadow", rgba: cited.cite("shadowColor", t.shadowColor))
            layout.shadow = ShadowLayout(
                offsetY: cited.cite("shadowOffsetY", t.shadowOffsetY), blur: cited.cite("shadowBlur", t.shadowBlur),
                color: spec.state == .highlighted ? color.withAlpha(times: cited.cite("highlightedOpacity", shared.highlightedOpacity)) : color)
        }
        if let shadow = glassShadow() {
            let t = GlassTable.table(spec.generation)
            _ = (cited.cite("shadowSigma", t.shadowSigma), cited.cite("shadowOffsetY", t.shadowOffsetY), cited.cite("shadowAlpha", t.shadowAlpha))
            let alpha = UInt8((shadow.alpha * 255).rounded())
            layout.shadow = ShadowLayout(
                offsetY: shadow.offsetY, blur: shadow.reach, color: ResolvedColor(token: "glassShadow", rgba: RGBA(0, 0, 0, alpha)))
        }
        if liftsOnShadow {
            let t = TVButtonTable.table(spec.generation)
            let alpha = cited.cite("shadowAlpha", t.shadowAlpha)
            layout.shadow = ShadowLayout(
                offsetY: cited.cite("shadowOffsetY", t.shadowOffsetY), blur: cited.cite("shadowBlur", t.shadowBlur),
                color: ResolvedColor(token: "black @ \(Int(Double(alpha) / 2.55))%", rgba: RGBA(0, 0, 0, alpha)))
        }
        return layout
    }

    /// The smallest hit target the guidelines allow on the spec's platform, cited.
    mutating func minimumHitTarget() -> Double {
        spec.platform == .visionOS
            ? cited.cite("minimumHitTarget", VisionButtonTable.table(spec.generation).minimumHitTarget)
            : cited.cite("minimumHitTarget", AccessibilityTable.table(spec.generation).minimumHitTarget)
    }

    mutating func shapeLayout(_ rect: Rect, radius: Double, circle: Bool = false) -> ShapeLayout? {
        guard colors.fill != nil || colors.gradient != nil || colors.border != nil || spec.style.isGlass else { return nil }
        let half = min(rect.width, rect.height) / 2
        let kind: ShapeKind = circle ? .circle : (radius >= half - 1e-9 ? .capsule : .roundedRect)
        let curve: CornerCurve = kind == .roundedRect ? cornerCurve() : kind == .capsule ? capsuleCurve() : .circular
        var layout = ShapeLayout(
            kind: kind, frame: Frame(rect, scale: scale), cornerRadius: kind == .roundedRect ? radius : half,
            cornerCurve: curve, fill: colors.fill, gradient: colors.gradient,
            border: colors.border.map {
                isMacPush
                    ? BorderLayout(color: $0, width: cited.cite("ringWidth", MacPushButtonTable.table(spec.generation).ringWidth), outside: true)
                    : BorderLayout(color: $0, width: spec.strokeWidth ?? cited.cite("borderPixels", shared.borderPixels) / scale, outside: false)
            })
        if isMacPush, spec.appearance == .dark, !spec.isPrimary, spec.tint == nil, MacPushButtonTable.table(spec.generation).highlightDark.value.alpha > 0 {
            let t = MacPushButtonTable.table(spec.generation)
            layout.highlight = BorderLayout(
                color: ResolvedColor(token: "pushButtonHighlight", rgba: cited.cite("highlightDark", t.highlightDark)),
                width: cited.cite("highlightWidth", t.highlightWidth), outside: false)
        }
        if spec.style.isGlass { glass(&layout) }
        return layout
    }

    /// Liquid Glass's material (regular glass) and rim (both kinds), from the glass table.
    private mutating func glass(_ layout: inout ShapeLayout) {
        let t = GlassTable.table(spec.generation)
        let profile = cited.cite("rimProfile", t.rimProfile)
        if spec.style.isProminentGlass {
            layout.rim = RimLayout(width: cited.cite("rimWidth", t.rimWidth), alpha: cited.cite("prominentRimAlpha", t.prominentRimAlpha), profile: profile)
            return
        }
        let light = GlassAppearance(mix: cited.cite("lightMix", t.lightMix), toward: cited.cite("lightToward", t.lightToward), rimAlpha: cited.cite("rimAlphaLight", t.rimAlphaLight))
        let dark = GlassAppearance(mix: cited.cite("darkMix", t.darkMix), toward: cited.cite("darkToward", t.darkToward), rimAlpha: cited.cite("rimAlphaDark", t.rimAlphaDark))
        // The glass's own label is `label`: over dark glass it takes its dark value, as the
        // glass does (a tint given stays as it is).
        var overDark: ResolvedColor?
        if spec.tint == nil && spec.baseForegroundColor == nil && !spec.isDestructive, case .system(let own) = t.label.value {
            overDark = own.resolved(.dark, increasedContrast: spec.increaseContrast, generation: spec.generation)
        }
        layout.glass = GlassMaterial(
            blur: cited.cite("blur", t.blur), light: light, dark: dark, darkBelowLuminance: cited.cite("darkBelowLuminance", t.darkBelowLuminance),
            labelOverDark: overDark)
        layout.rim = RimLayout(width: cited.cite("rimWidth", t.rimWidth), alpha: light.rimAlpha, profile: profile)
    }

    /// A rounded rectangle's curve: the macOS push face's measured one; UIKit's continuous
    /// corner, Core Animation's; elsewhere the spec's.
    mutating func cornerCurve() -> CornerCurve {
        if isMacPush { return cited.cite("cornerCurve", MacPushButtonTable.table(spec.generation).cornerCurve) }
        guard spec.cornerCurve == .continuous else { return spec.cornerCurve }
        switch spec.resolvedFramework {
        case .uikit?: return cited.cite("cornerCurve", UIKitButtonTable.table(spec.generation).cornerCurve)
        case .swiftui?: return cited.cite("cornerCurve", SwiftUIButtonTable.table(spec.generation).cornerCurve)
        case nil: return spec.cornerCurve
        }
    }

    /// A capsule's ends: SwiftUI's measured curve (continuous from iOS 16 on) unless the spec
    /// asks for circular corners; macOS 26's large push face's, which is its corners' curve;
    /// watchOS's table's; half circles elsewhere, as UIKit and AppKit draw them.
    mutating func capsuleCurve() -> CornerCurve {
        if isMacPush { return cited.cite("cornerCurve", MacPushButtonTable.table(spec.generation).cornerCurve) }
        guard spec.cornerCurve == .continuous else { return .circular }
        if spec.platform == .watchOS { return cited.cite("capsuleCurve", WatchButtonTable.table(spec.generation).capsuleCurve) }
        if spec.style.isGlass { return cited.cite("capsuleCurve", GlassTable.table(spec.generation).capsuleCurve) }
        guard spec.resolvedFramework == .swiftui else { return .circular }
        let t = SwiftUIButtonTable.table(spec.generation)
        // iOS 15 drew half circles; 16 on, continuous ends.
        if let release = spec.osVersion, release.major < 16 { return cited.cite("capsuleCurveBefore16", t.capsuleCurveBefore16) }
        return cited.cite("capsuleCurve", t.capsuleCurve)
    }

    func font(size: Double, lineHeight: Double, weight: FontWeight, tracks: Bool, kind: FontRequest.Kind = .text) -> FontSpec {
        var font = FontSpec(
            family: "", size: size, weight: spec.boldText && kind == .text ? weight.withBoldText : weight, lineHeight: lineHeight,
            tracking: tracks && kind == .text ? TextStyleMetrics.tracking(forSize: size) : 0, kind: kind)
        if kind == .text && spec.fontFile == nil { font.appleFont = Self.appleFont(platform: spec.platform, size: size) }
        return font
    }

    /// The system font Apple draws text of `size` in: SF Pro (SF Compact on watchOS), its Text
    /// cut below 20 pt and its Display cut from 20 pt (Apple's fonts page).
    static func appleFont(platform: Platform, size: Double) -> String {
        (platform == .watchOS ? "SF Compact " : "SF Pro ") + (size < 20 ? "Text" : "Display")
    }

    func textBlock(_ text: String, font: FontSpec, width: Double?, maxLines: Int) throws -> TextBlock? {
        guard !text.isEmpty else { return nil }
        let fitting = TextFitting(measurer: measurer, font: font.request)
        let (lines, truncated) = try fitting.lines(text, width: width, maxLines: maxLines)
        var measured: [(String, LineMeasurement)] = []
        for line in lines { measured.append((line, try measurer.measure(line, font: font.request))) }
        var named = font
        named.family = measured.first?.1.family ?? ""
        if let drawn = measured.first?.1.drawnWeight { named.weight = drawn }
        return TextBlock(lines: measured, font: named, truncated: truncated)
    }

    func symbolLayout(_ name: String, pointSize: Double, box: Rect, color: ResolvedColor? = nil) throws -> SymbolLayout {
        let symbolFont = font(size: box.height, lineHeight: box.height, weight: .regular, tracks: false, kind: .symbol)
        let measured = try measurer.measure(name, font: symbolFont.request)
        var named = symbolFont
        named.family = measured.family
        // The glyph's em box fills the square; its advance is centred in it.
        let x = box.midX - measured.width / 2
        let baseline = box.midY + (measured.ascent - measured.descent) / 2
        return SymbolLayout(
            name: name, frame: Frame(box, scale: scale), pointSize: pointSize, color: color ?? colors.label,
            font: named, x: x, baseline: baseline)
    }

    /// A symbol of `size` points centred in `rect`.
    func centredSymbol(_ name: String, size: Double, in rect: Rect) throws -> SymbolLayout {
        try symbolLayout(name, pointSize: size, box: Rect(x: rect.midX - size / 2, y: rect.midY - size / 2, width: size, height: size))
    }

    /// A second button beside this one (`second`, laid out alone: identical, or with the pair's
    /// own title and symbol), the canvas widened to hold both.
    func withCompanion(_ layout: ButtonLayout, with second: ButtonLayout, gap: Double) -> ButtonLayout {
        var out = layout
        guard let shape = layout.shape else { return out }
        let dx = shape.frame.points.width + gap
        func moved(_ f: Frame) -> Frame { Frame(f.points.offsetBy(dx, 0), scale: scale) }
        var companion = CompanionLayout()
        var s = second.shape ?? shape
        s.frame = moved(s.frame)
        companion.shape = s
        if var t = second.title {
            t.frame = moved(t.frame)
            t.lines = t.lines.map { var l = $0; l.x += dx; return l }
            companion.title = t
        }
        if var sym = second.symbol {
            sym.frame = moved(sym.frame)
            sym.x += dx
            companion.symbol = sym
        }
        out.companion = companion
        let canvas = Rect(x: 0, y: 0, width: layout.canvas.points.width + dx, height: layout.canvas.points.height)
        out.canvas = Frame(canvas, scale: scale)
        return out
    }
}
