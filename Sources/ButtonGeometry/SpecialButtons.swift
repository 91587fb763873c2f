/// The fixed-design kinds: iOS Info, Close and Contact Add; macOS gradient, help and image buttons.
extension LayoutBuilder {
    /// Info and Contact Add: a tinted symbol with no background.
    mutating func symbolOnly() throws -> ButtonLayout {
        let info = spec.style == .info
        let frame = info ? OurChoices.infoButtonSymbolSize : IOSMetrics.contactAddFrame
        let size = info ? OurChoices.infoButtonSymbolSize : IOSMetrics.contactAddSymbolSize
        let box = Rect(x: 0, y: 0, width: frame, height: frame).snapped(scale: scale)
        var layout = emptyLayout(shape: box, margin: (0, 0))
        let glyph = Rect(x: box.midX - size / 2, y: box.midY - size / 2, width: size, height: size)
        layout.symbol = try symbolLayout(info ? "info.circle" : "plus.circle", pointSize: size, box: glyph)
        return layout
    }

    /// Close: a gray circle with a bold xmark in the secondary label color.
    mutating func closeButton() throws -> ButtonLayout {
        let d = OurChoices.closeButtonDiameter
        let rect = Rect(x: 0, y: 0, width: d, height: d).snapped(scale: scale)
        var layout = emptyLayout(shape: rect, margin: (0, 0))
        layout.shape = shapeLayout(rect, radius: d / 2, circle: true)
        let g = OurChoices.closeButtonGlyphSize
        layout.symbol = try symbolLayout("xmark", pointSize: g, box: Rect(x: rect.midX - g / 2, y: rect.midY - g / 2, width: g, height: g))
        return layout
    }

    /// Gradient: a small square face with a border and a symbol; no text (validated before).
    mutating func gradientButton() throws -> ButtonLayout {
        let (w, h) = OurChoices.macGradientSize
        let rect = Rect(x: 0, y: 0, width: spec.width ?? w, height: spec.height ?? h).snapped(scale: scale)
        var layout = emptyLayout(shape: rect, margin: (0, 0))
        layout.shape = shapeLayout(rect, radius: 0)
        if let name = spec.content.symbol {
            let s = 14.0
            layout.symbol = try symbolLayout(name, pointSize: s, box: Rect(x: rect.midX - s / 2, y: rect.midY - s / 2, width: s, height: s))
        }
        return layout
    }

    /// Help: a circle of fixed size with a question mark at about half its height.
    mutating func helpButton() throws -> ButtonLayout {
        let d = MacOSMetrics.helpDiameter
        let rect = Rect(x: 0, y: 0, width: d, height: d).snapped(scale: scale)
        var layout = emptyLayout(shape: rect, margin: (0, 0))
        layout.shape = shapeLayout(rect, radius: d / 2, circle: true)
        let f = font(size: OurChoices.macHelpGlyphSize, lineHeight: d, weight: .medium, tracks: false)
        if let block = try textBlock("?", font: f, width: nil, maxLines: 1) {
            layout.title = block.placed(in: rect, color: colors.label, scale: scale)
        }
        return layout
    }

    /// Pixmap: the image with about 10 pt of padding on every side and no border; a title,
    /// when given, is the label below it. A label wider than the button widens the canvas
    /// and the button stays centred above it.
    mutating func imageButton() throws -> ButtonLayout {
        let imageSize = OurChoices.macImageSize
        let pad = MacOSMetrics.imagePadding
        let side = imageSize + 2 * pad
        let labelFont = font(size: 13, lineHeight: 16, weight: .regular, tracks: true)
        let label = try textBlock(spec.displayedTitle, font: labelFont, width: nil, maxLines: 1)
        let dx = max(0, (((label?.width ?? 0) - side) / 2).rounded(.up))
        let rect = Rect(x: dx, y: 0, width: side, height: side).snapped(scale: scale)
        let below = label.map { OurChoices.macImageLabelGap + $0.height } ?? 0
        var layout = emptyLayout(shape: rect, margin: (dx, 0), below: below)
        // A toggle that is on shows its image, not its label, in the accent color (ours).
        layout.symbol = try symbolLayout(
            spec.content.symbol ?? "photo", pointSize: imageSize, box: rect.insetBy(pad), color: spec.isOn ? StyleColors.macAccent(spec) : nil)
        // The button's edges bound its click area though nothing is drawn there (HIG): its
        // size is the image plus the padding, and the label's distance from the image is that
        // padding plus `OurChoices.macImageLabelGap`.
        layout.sizing = Sizing(frame: rect, insets: Insets(vertical: pad, horizontal: pad), contentWidth: imageSize, widthSource: .content)
        if let label {
            let r = Rect(x: rect.midX - label.width / 2, y: rect.maxY + OurChoices.macImageLabelGap, width: label.width, height: label.height)
            layout.title = label.placed(in: r, color: colors.label, scale: scale)
        }
        return layout
    }
}
