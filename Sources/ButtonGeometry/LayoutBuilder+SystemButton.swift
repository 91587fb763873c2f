/// The content-fitting buttons (the system styles on iOS, iPadOS, watchOS, tvOS and visionOS,
/// and the macOS push and flexible-height buttons), in three steps a reader can hold: measure
/// the content, size the shape around it, place the content in the shape. What differs by
/// platform and framework is in `KindMetrics`, read from the tables.
extension LayoutBuilder {
    /// The content as measured, before it is placed.
    struct MeasuredContent {
        var title: TextBlock?
        var subtitle: TextBlock?
        var titleFont: FontSpec
        /// The symbol's square or the indicator's diameter; 0 without an image.
        var imageSize: Double
        /// The box the image is laid out in (UIKit's symbol image box, else the square).
        var box: (width: Double, height: Double)
        var textWidth: Double
        var textHeight: Double
        var gap: Double
        var width: Double
        var height: Double

        var hasImage: Bool { imageSize > 0 }
        var hasText: Bool { title != nil || subtitle != nil }
    }

    mutating func systemButton() throws -> ButtonLayout {
        var m = KindMetrics.make(spec)
        m.configure(spec)
        cited.merge(m.citations)
        let content = try measureContent(m)
        citeTitleWeight()
        let isCircle = m.iconOnlyIsCircle && !content.hasText && content.hasImage
        let (width, height) = try shapeSize(m, content, isCircle: isCircle)

        let margin = outerMargin()
        let shapeRect = Rect(x: margin.x, y: margin.y, width: width, height: height).snapped(scale: scale)
        let radius = cornerRadius(for: m, shape: shapeRect)
        var layout = emptyLayout(shape: shapeRect, margin: margin)
        layout.shape = shapeLayout(shapeRect, radius: radius, circle: isCircle)
        let widthSource: Sizing.WidthSource = spec.width != nil ? .fixed : m.fixedWidth != nil ? .screen
            : isCircle ? .circle
            : spec.content.loading && width > content.width + m.edgeInsets.leading + m.edgeInsets.trailing + 1e-9 ? .resting : .content
        layout.sizing = Sizing(frame: shapeRect, insets: m.insets, contentWidth: content.width, widthSource: widthSource)
        layout.sizing?.contentInsets = spec.contentInsets
        // The ring keeps the shape's corners, grown by its distance from the shape.
        if let ring = layout.focusRing {
            let outset = (ring.frame.points.width - shapeRect.width) / 2
            layout.focusRing?.cornerRadius = (layout.shape?.cornerRadius ?? radius) + outset
        }
        try place(content, m, in: shapeRect, on: &layout)
        if let gap = m.pairGap {
            // The second button: the same unless the pair names its own title or symbol, at
            // the taller of the two heights (a pair shares its height).
            guard spec.content.pairTitle != nil || spec.content.pairSymbol != nil else { return withCompanion(layout, with: layout, gap: gap) }
            var second = spec
            second.content.title = spec.content.pairTitle ?? spec.content.title
            second.content.symbol = spec.content.pairSymbol ?? spec.content.symbol
            (second.content.pairTitle, second.content.pairSymbol) = (nil, nil)
            var builder = LayoutBuilder(spec: second, measurer: measurer)
            var companion = try builder.systemButton()
            let height = max(shapeRect.height, companion.shape?.frame.points.height ?? 0)
            if height > shapeRect.height + 1e-9 {
                // The second button is the taller: this one is laid out again at its height.
                var taller = spec
                taller.height = height
                var again = LayoutBuilder(spec: taller, measurer: measurer)
                var out = try again.systemButton()
                out.spec = spec
                cited.merge(again.cited)
                return out
            } else if let h = companion.shape?.frame.points.height, h < height - 1e-9 {
                second.height = height
                builder = LayoutBuilder(spec: second, measurer: measurer)
                companion = try builder.systemButton()
            }
            cited.merge(builder.cited)
            return withCompanion(layout, with: companion, gap: gap)
        }
        return layout
    }

    /// Measures the title, subtitle and image, and the block they make together.
    func measureContent(_ m: KindMetrics) throws -> MeasuredContent {
        var titleFont = font(size: m.titleSize, lineHeight: m.lineHeight, weight: titleWeight, tracks: m.tracks)
        titleFont.textStyle = m.titleStyle
        if spec.fontFile != nil {
            // Your font's own line: its ascender and descender, rounded up to the pixel as
            // UIKit sizes a label.
            let line = try measurer.measure("H", font: titleFont.request)
            titleFont.lineHeight = roundedUp(line.ascent + line.descent)
        }
        // The image: a symbol at the title's size, or the activity indicator.
        var imageSize = 0.0
        if spec.showsSymbol { imageSize = (m.titleSize * m.symbolBoxPerPointSize).rounded() }
        if spec.content.loading { imageSize = min(m.spinnerDiameter, m.lineHeight) }
        // UIKit lays a symbol out in the symbol image's own box, wider than tall; the glyph is
        // centred in it.
        let box = m.symbolImageBoxPerPointSize.map { (width: roundedUp(m.titleSize * $0.width), height: roundedUp(m.titleSize * $0.height)) }
            ?? (width: imageSize, height: imageSize)
        let horizontalImage = visualPlacement == .leading || visualPlacement == .trailing

        // Text width available when the width is fixed.
        var available: Double?
        if let fixedWidth = spec.width ?? m.fixedWidth {
            available = max(1, fixedWidth - m.edgeInsets.leading - m.edgeInsets.trailing - (imageSize > 0 && horizontalImage ? box.width + m.imagePadding : 0))
        }
        let subtitleFont = font(size: m.subtitleSize, lineHeight: m.subtitleLineHeight, weight: .regular, tracks: m.tracks)
        let title = try textBlock(spec.displayedTitle, font: titleFont, width: available, maxLines: m.maxLines)
        let subtitle = try spec.content.subtitle.flatMap { try textBlock($0, font: subtitleFont, width: available, maxLines: 1) }
        let textWidth = max(title?.width ?? 0, subtitle?.width ?? 0)
        var textHeight = title?.height ?? 0
        if let subtitle { textHeight += (title == nil ? 0 : m.subtitleGap) + subtitle.height }
        let gap = imageSize > 0 && (title != nil || subtitle != nil) ? m.imagePadding : 0
        return MeasuredContent(
            title: title, subtitle: subtitle, titleFont: titleFont, imageSize: imageSize, box: box, textWidth: textWidth, textHeight: textHeight,
            gap: gap,
            width: horizontalImage ? box.width + gap + textWidth : max(box.width, textWidth),
            height: horizontalImage ? max(box.height, textHeight) : box.height + gap + textHeight)
    }

    /// The shape's size: the spec's, the kind's fixed size, or the content plus the insets.
    func shapeSize(_ m: KindMetrics, _ content: MeasuredContent, isCircle: Bool) throws -> (width: Double, height: Double) {
        let fixedWidth = spec.width ?? m.fixedWidth
        var width = fixedWidth ?? (content.width + m.edgeInsets.leading + m.edgeInsets.trailing)
        var height = spec.height ?? m.fixedHeight ?? max(m.minimumHeight, content.height + m.edgeInsets.top + m.edgeInsets.bottom)
        // UIKit rounds a fitting size up to the pixel (every measured height is the content
        // plus insets, rounded up at @3x).
        if m.ascenderPerEm != nil {
            if fixedWidth == nil { width = roundedUp(width) }
            if spec.height == nil { height = roundedUp(height) }
        }
        if isCircle { width = height }
        // While loading, the button keeps its resting size unless the indicator and the
        // alternative title need more room, as UIKit's does.
        if spec.content.loading, let resting = try restingSize() {
            if fixedWidth == nil { width = max(width, resting.width) }
            if spec.height == nil { height = max(height, resting.height) }
        }
        return (width, height)
    }

    /// Places the content block centred in the shape: image and text in the spec's order, a
    /// measured baseline where the kind has one.
    func place(_ content: MeasuredContent, _ m: KindMetrics, in shape: Rect, on layout: inout ButtonLayout) throws {
        let (box, gap, textWidth, textHeight) = (content.box, content.gap, content.textWidth, content.textHeight)
        // The content is centred between the insets: the shape itself when they are even.
        let sides = m.edgeInsets.horizontal(rightToLeft: spec.direction == .rightToLeft)
        let shapeRect = Rect(
            x: shape.x + (sides.left - sides.right) / 2, y: shape.y + (m.edgeInsets.top - m.edgeInsets.bottom) / 2,
            width: shape.width, height: shape.height)
        let originX = shapeRect.midX - content.width / 2
        let originY = shapeRect.midY - content.height / 2
        var imageRect: Rect?
        var textRect = Rect(x: originX, y: originY, width: textWidth, height: textHeight)
        switch visualPlacement {
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
        let imageSize = content.imageSize
        if let r = imageRect { imageRect = Rect(x: r.midX - imageSize / 2, y: r.midY - imageSize / 2, width: imageSize, height: imageSize) }

        // A kind whose baseline is measured puts the first line's baseline there. UIKit sets the
        // baseline SF's ascender below the top of the title's line, whatever font stands in for SF.
        let horizontal = visualPlacement == .leading || visualPlacement == .trailing
        let baseline = m.ascenderPerEm.map { textRect.y - shapeRect.y + m.titleSize * $0 } ?? (horizontal ? m.baselineFromTop : nil)
        if let b = baseline, let first = content.title?.lines.first?.1, content.subtitle == nil {
            textRect.y = shapeRect.y + b - ((content.titleFont.lineHeight - (first.ascent + first.descent)) / 2 + first.ascent)
        }
        if let title = content.title {
            layout.title = title.placed(
                in: Rect(x: textRect.x, y: textRect.y, width: textWidth, height: title.height), alignment: textAlignment, color: colors.label, scale: scale)
        }
        if let subtitle = content.subtitle {
            let top = textRect.y + (content.title.map { $0.height + m.subtitleGap } ?? 0)
            layout.subtitle = subtitle.placed(
                in: Rect(x: textRect.x, y: top, width: textWidth, height: subtitle.height), alignment: textAlignment, color: colors.label, scale: scale)
        }
        if let imageRect, content.hasImage {
            if spec.content.loading {
                layout.spinner = SpinnerLayout(frame: Frame(imageRect, scale: scale), radius: imageSize / 2, color: colors.label, frameIndex: spec.spinnerFrame)
            } else if let name = spec.content.symbol {
                layout.symbol = try symbolLayout(name, pointSize: m.titleSize, box: imageRect)
            }
        }
    }

    /// The title's weight: the configuration's, else its text style's, else for the primary
    /// role semibold, or on a macOS push button its table's default button's (cited where the
    /// content is measured, `citeTitleWeight`).
    var titleWeight: FontWeight {
        if let weight = spec.fontWeight ?? spec.textStyle?.weight { return weight }
        guard spec.isPrimary else { return .regular }
        return isMacPush ? MacPushButtonTable.table(spec.generation).defaultTitleWeight.value : .semibold
    }

    /// Cites the macOS push button's default title weight where `titleWeight` takes it.
    mutating func citeTitleWeight() {
        guard spec.fontWeight == nil, spec.textStyle == nil, spec.isPrimary, isMacPush else { return }
        _ = cited.cite("defaultTitleWeight", MacPushButtonTable.table(spec.generation).defaultTitleWeight)
    }

    /// Where the title's and subtitle's lines sit in their block, left to right on the page:
    /// centred unless the configuration's title alignment says otherwise.
    var textAlignment: TextBlock.Alignment {
        let rtl = spec.direction == .rightToLeft
        switch spec.titleAlignment ?? .automatic {
        case .automatic, .center: return .center
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        }
    }

    /// A length rounded up to the pixel, as UIKit rounds a fitting size.
    func roundedUp(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }

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
}
