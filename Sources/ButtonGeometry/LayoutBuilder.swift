/// Builds one `ButtonLayout`: measures the content, sizes the shape around it, places the
/// content, adds margins for rings and shadows, and snaps frames to the pixel grid.
struct LayoutBuilder {
    let spec: ButtonSpec
    let measurer: any TextMeasuring
    let colors: StyleColors

    init(spec: ButtonSpec, measurer: any TextMeasuring) {
        self.spec = spec
        self.measurer = measurer
        self.colors = StyleColors.resolve(spec)
    }

    var scale: Double { spec.scale }

    // MARK: - Content-fitting buttons (iOS styles, macOS push, watchOS, tvOS, visionOS)

    mutating func systemButton() throws -> ButtonLayout {
        let m = KindMetrics.make(spec)
        let weight: FontWeight = spec.isPrimary ? .semibold : .regular
        let titleFont = font(size: m.titleSize, lineHeight: m.lineHeight, weight: weight, tracks: m.tracks)
        let title = spec.displayedTitle
        let showsSymbol = spec.content.symbol != nil && !spec.content.loading
        let placement = visualPlacement

        // The image: a symbol at the title's size, or the activity indicator.
        var imageSize = 0.0
        if showsSymbol { imageSize = (m.titleSize * OurChoices.symbolBoxPerPointSize).rounded() }
        if spec.content.loading { imageSize = min(OurChoices.spinnerMediumDiameter, m.lineHeight) }
        let hasImage = imageSize > 0
        // UIKit lays a symbol out in the symbol image's own box, wider than tall; the glyph is
        // centred in it.
        let uikit = spec.resolvedFramework == .uikit
        func up(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
        let box = uikit && showsSymbol
            ? (width: up(m.titleSize * UIKitMetrics.symbolBoxPerPointSize.width), height: up(m.titleSize * UIKitMetrics.symbolBoxPerPointSize.height))
            : (width: imageSize, height: imageSize)
        let horizontalImage = placement == .leading || placement == .trailing

        // Text width available when the width is fixed.
        let fixedWidth = spec.width ?? m.fixedWidth
        var available: Double?
        if let fixedWidth {
            available = max(1, fixedWidth - 2 * m.insets.horizontal - (hasImage && horizontalImage ? box.width + m.imagePadding : 0))
        }
        let subtitleStyle = TextStyle(name: "", size: m.titleSize, lineHeight: m.lineHeight).smaller
        let baseTitle = spec.resolvedFramework == .uikit ? UIKitMetrics.titleStyle(spec.size) : IOSMetrics.titleStyle(spec.size)
        let subtitleScale = m.titleSize / baseTitle.size
        let subtitleFont = font(
            size: spec.platform == .iOS || spec.platform == .iPadOS ? (subtitleStyle.size * subtitleScale * 2).rounded() / 2 : m.titleSize - 2,
            lineHeight: spec.platform == .iOS || spec.platform == .iPadOS ? (subtitleStyle.lineHeight * subtitleScale).rounded() : m.lineHeight - 3,
            weight: .regular, tracks: m.tracks)

        let titleBlock = try textBlock(title, font: titleFont, width: available, maxLines: m.maxLines)
        let subtitleBlock = try spec.content.subtitle.flatMap { try textBlock($0, font: subtitleFont, width: available, maxLines: 1) }
        let textWidth = max(titleBlock?.width ?? 0, subtitleBlock?.width ?? 0)
        var textHeight = titleBlock?.height ?? 0
        if let subtitleBlock { textHeight += (titleBlock == nil ? 0 : OurChoices.subtitleGap) + subtitleBlock.height }
        let hasText = titleBlock != nil || subtitleBlock != nil
        // visionOS draws an icon-only button as a circle.
        let isCircle = spec.platform == .visionOS && !hasText && hasImage

        let gap = hasImage && hasText ? m.imagePadding : 0
        let contentWidth = horizontalImage ? box.width + gap + textWidth : max(box.width, textWidth)
        let contentHeight = horizontalImage ? max(box.height, textHeight) : box.height + gap + textHeight

        var width = fixedWidth ?? (contentWidth + 2 * m.insets.horizontal)
        var height = spec.height ?? m.fixedHeight ?? max(m.minimumHeight, contentHeight + 2 * m.insets.vertical)
        // UIKit rounds a fitting size up to the pixel (every measured height is the content
        // plus insets, rounded up at @3x).
        if uikit {
            if fixedWidth == nil { width = up(width) }
            if spec.height == nil { height = up(height) }
        }
        if isCircle { width = height }
        if spec.platform == .watchOS && spec.height == nil { height = max(m.minimumHeight, contentHeight + 2 * m.insets.vertical) }
        // While loading, the button keeps its resting size unless the indicator and the
        // alternative title need more room, as UIKit's does.
        if spec.content.loading, let resting = try restingSize() {
            if fixedWidth == nil { width = max(width, resting.width) }
            if spec.height == nil { height = max(height, resting.height) }
        }

        // Margins outside the shape for a focus ring or a shadow.
        let margin = outerMargin
        let shapeRect = Rect(x: margin.x, y: margin.y, width: width, height: height).snapped(scale: scale)
        let radius = cornerRadius(for: m, shape: shapeRect)

        var layout = emptyLayout(shape: shapeRect, margin: margin)
        layout.shape = shapeLayout(shapeRect, radius: radius, circle: isCircle)
        let widthSource: Sizing.WidthSource = spec.width != nil ? .fixed : m.fixedWidth != nil ? .screen
            : isCircle ? .circle
            : spec.content.loading && width > contentWidth + 2 * m.insets.horizontal + 1e-9 ? .resting : .content
        layout.sizing = Sizing(frame: shapeRect, insets: m.insets, contentWidth: contentWidth, widthSource: widthSource)
        // The ring keeps the shape's corners, grown by its distance from the shape.
        if let ring = layout.focusRing {
            let outset = (ring.frame.points.width - shapeRect.width) / 2
            layout.focusRing?.cornerRadius = (layout.shape?.cornerRadius ?? radius) + outset
        }

        // Place the content block centred in the shape.
        let originX = shapeRect.midX - contentWidth / 2
        let originY = shapeRect.midY - contentHeight / 2
        var imageRect: Rect?
        var textRect = Rect(x: originX, y: originY, width: textWidth, height: textHeight)
        switch placement {
        case .leading:
            imageRect = Rect(x: originX, y: shapeRect.midY - box.height / 2, width: box.width, height: box.height)
            textRect.x = originX + box.width + gap
            textRect.y = shapeRect.midY - textHeight / 2
        case .trailing:
            textRect.y = shapeRect.midY - textHeight / 2
            imageRect = Rect(x: originX + textWidth + gap, y: shapeRect.midY - box.height / 2, width: box.width, height: box.height)
        case .top:
            imageRect = Rect(x: shapeRect.midX - box.width / 2, y: originY, width: box.width, height: box.height)
            textRect = Rect(x: shapeRect.midX - textWidth / 2, y: originY + box.height + gap, width: textWidth, height: textHeight)
        case .bottom:
            textRect = Rect(x: shapeRect.midX - textWidth / 2, y: originY, width: textWidth, height: textHeight)
            imageRect = Rect(x: shapeRect.midX - box.width / 2, y: originY + textHeight + gap, width: box.width, height: box.height)
        }

        // The glyph's square, centred in the image's box.
        if let r = imageRect { imageRect = Rect(x: r.midX - imageSize / 2, y: r.midY - imageSize / 2, width: imageSize, height: imageSize) }

        // A kind whose baseline is measured puts the first line's baseline there.
        // UIKit sets the baseline SF's ascender below the top of the title's line, whatever font
        // stands in for SF.
        let horizontal = placement == .leading || placement == .trailing
        let baseline = uikit ? textRect.y - shapeRect.y + m.titleSize * UIKitMetrics.ascenderPerEm : horizontal ? m.baselineFromTop : nil
        if let b = baseline, let first = titleBlock?.lines.first?.1, subtitleBlock == nil {
            textRect.y = shapeRect.y + b - ((titleFont.lineHeight - (first.ascent + first.descent)) / 2 + first.ascent)
        }
        if let titleBlock {
            layout.title = titleBlock.placed(in: Rect(x: textRect.x, y: textRect.y, width: textWidth, height: titleBlock.height), color: colors.label, scale: scale)
        }
        if let subtitleBlock {
            let top = textRect.y + (titleBlock.map { $0.height + OurChoices.subtitleGap } ?? 0)
            layout.subtitle = subtitleBlock.placed(in: Rect(x: textRect.x, y: top, width: textWidth, height: subtitleBlock.height), color: colors.label, scale: scale)
        }
        if let imageRect, hasImage {
            if spec.content.loading {
                layout.spinner = SpinnerLayout(frame: Frame(imageRect, scale: scale), radius: imageSize / 2, color: colors.label, frameIndex: spec.spinnerFrame)
            } else if let name = spec.content.symbol {
                layout.symbol = try symbolLayout(name, pointSize: m.titleSize, box: imageRect)
            }
        }
        if spec.platform == .watchOS && spec.sideBySide {
            layout = withCompanion(layout, gap: OurChoices.watchPairGap)
        }
        return layout
    }

    /// The shape's size when the same button is not loading.
    func restingSize() throws -> (width: Double, height: Double)? {
        var resting = spec
        resting.content.loading = false
        var builder = LayoutBuilder(spec: resting, measurer: measurer)
        guard let shape = try builder.systemButton().shape else { return nil }
        return (shape.frame.points.width, shape.frame.points.height)
    }

    /// Leading and trailing swap in right-to-left layouts.
    var visualPlacement: ImagePlacement {
        guard spec.direction == .rightToLeft else { return spec.content.imagePlacement }
        switch spec.content.imagePlacement {
        case .leading: return .trailing
        case .trailing: return .leading
        case let other: return other
        }
    }

    /// An explicit radius wins on every platform; otherwise the kind's (nil: a capsule).
    func cornerRadius(for m: KindMetrics, shape: Rect) -> Double {
        let half = min(shape.width, shape.height) / 2
        return min(spec.cornerRadius ?? m.cornerRadius ?? m.cornerRadiusPerHeight.map { $0 * shape.height } ?? half, half)
    }

    // MARK: - Shared pieces

    /// A macOS push or flexible-height button: its edge is a ring outside the face.
    var isMacPush: Bool { spec.platform == .macOS && (spec.style == .push || spec.style == .flexible) }

    /// A light macOS push button casts a soft shadow (measured; dark mode: not measured).
    var castsPushShadow: Bool { isMacPush && spec.appearance == .light }

    /// Space around the shape for a focus ring or a shadow, in points.
    var outerMargin: (x: Double, y: Double) {
        if spec.platform == .tvOS && spec.state == .focused {
            let m = (OurChoices.tvShadowBlur + OurChoices.tvShadowOffsetY).rounded(.up)
            return (m, m)
        }
        if colors.focusRing != nil {
            let m = (OurChoices.focusRingOffset + OurChoices.focusRingWidth).rounded(.up)
            return (m, m)
        }
        if castsPushShadow { return (MacOSMetrics.pushShadowMargin, MacOSMetrics.pushShadowMargin) }
        return (0, 0)
    }

    func emptyLayout(shape: Rect, margin: (x: Double, y: Double), below: Double = 0) -> ButtonLayout {
        let canvas = Rect(x: 0, y: 0, width: shape.maxX + margin.x, height: shape.maxY + margin.y + below).snapped(scale: scale)
        var layout = ButtonLayout(
            spec: spec, scale: scale, canvas: Frame(canvas, scale: scale), shape: nil,
            hitTarget: Frame(shape.grown(toAtLeast: spec.platform.minimumHitTarget), scale: scale))
        layout.framework = spec.resolvedFramework
        let sources = FigureSources.sources(for: spec)
        layout.sources = sources.isEmpty ? nil : sources
        if let ring = colors.focusRing {
            let r = shape.insetBy(-OurChoices.focusRingOffset - OurChoices.focusRingWidth)
            let radius = min(r.width, r.height) / 2
            layout.focusRing = FocusRingLayout(frame: Frame(r, scale: scale), cornerRadius: radius, width: OurChoices.focusRingWidth, color: ring)
        }
        if castsPushShadow {
            let s = MacOSMetrics.pushShadow
            let color = ResolvedColor(token: "pushButtonShadow", rgba: s.color)
            layout.shadow = ShadowLayout(offsetY: s.offsetY, blur: s.blur, color: spec.state == .highlighted ? color.withAlpha(times: OurChoices.highlightedOpacity) : color)
        }
        if spec.platform == .tvOS && spec.state == .focused {
            layout.shadow = ShadowLayout(
                offsetY: OurChoices.tvShadowOffsetY, blur: OurChoices.tvShadowBlur,
                color: ResolvedColor(token: "black @ \(Int(Double(OurChoices.tvShadowAlpha) / 2.55))%", rgba: RGBA(0, 0, 0, OurChoices.tvShadowAlpha)))
        }
        return layout
    }

    func shapeLayout(_ rect: Rect, radius: Double, circle: Bool = false) -> ShapeLayout? {
        guard colors.fill != nil || colors.gradient != nil || colors.border != nil else { return nil }
        let half = min(rect.width, rect.height) / 2
        let kind: ShapeKind = circle ? .circle : (radius >= half - 1e-9 ? .capsule : .roundedRect)
        // The macOS push button's face is circular (measured); elsewhere the spec's curve.
        // UIKit's continuous corner is Core Animation's.
        let framed: CornerCurve = spec.cornerCurve == .continuous && spec.resolvedFramework == .uikit ? .layer : spec.cornerCurve
        let curve: CornerCurve = kind == .roundedRect && !isMacPush ? framed : .circular
        return ShapeLayout(
            kind: kind, frame: Frame(rect, scale: scale), cornerRadius: kind == .roundedRect ? radius : half,
            cornerCurve: curve, fill: colors.fill, gradient: colors.gradient,
            border: colors.border.map {
                isMacPush ? BorderLayout(color: $0, width: MacOSMetrics.pushRing.width, outside: true)
                    : BorderLayout(color: $0, width: 1 / scale, outside: false)
            })
    }

    func font(size: Double, lineHeight: Double, weight: FontWeight, tracks: Bool, kind: FontRequest.Kind = .text) -> FontSpec {
        FontSpec(
            family: "", size: size, weight: spec.boldText && kind == .text ? weight.withBoldText : weight, lineHeight: lineHeight,
            tracking: tracks && kind == .text ? TextStyle.tracking(forSize: size) : 0, kind: kind)
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

    /// A second, identical button beside this one, the canvas widened to hold both.
    func withCompanion(_ layout: ButtonLayout, gap: Double) -> ButtonLayout {
        var out = layout
        guard let shape = layout.shape else { return out }
        let dx = shape.frame.points.width + gap
        func moved(_ f: Frame) -> Frame { Frame(f.points.offsetBy(dx, 0), scale: scale) }
        var companion = CompanionLayout()
        var s = shape
        s.frame = moved(shape.frame)
        companion.shape = s
        if var t = layout.title {
            t.frame = moved(t.frame)
            t.lines = t.lines.map { var l = $0; l.x += dx; return l }
            companion.title = t
        }
        if var sym = layout.symbol {
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

/// Measured lines of one text, before placement.
struct TextBlock {
    var lines: [(String, LineMeasurement)]
    var font: FontSpec
    var truncated: Bool

    var width: Double { lines.map(\.1.width).max() ?? 0 }
    var height: Double { Double(lines.count) * font.lineHeight }

    /// Lines centred in `rect`, each baseline placed in its line box as UIKit does: the font's
    /// ascent-plus-descent box centred in the line height.
    func placed(in rect: Rect, color: ResolvedColor, scale: Double) -> TextLayout {
        var out: [TextLine] = []
        for (i, (text, m)) in lines.enumerated() {
            let top = rect.y + Double(i) * font.lineHeight
            let baseline = top + (font.lineHeight - (m.ascent + m.descent)) / 2 + m.ascent
            out.append(TextLine(text: text, x: rect.midX - m.width / 2, baseline: baseline, width: m.width))
        }
        return TextLayout(
            text: lines.map(\.0).joined(separator: "\n"), lines: out, frame: Frame(rect, scale: scale),
            font: font, color: color, truncated: truncated)
    }
}
