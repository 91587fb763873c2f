/// The fixed-design kinds: iOS Info, Close and Contact Add; macOS gradient, help and image buttons.
extension LayoutBuilder {
    /// Info and Contact Add: a tinted symbol with no background.
    mutating func symbolOnly() throws -> ButtonLayout {
        let t = IOSSystemProvidedButtonTable.table(spec.generation)
        let info = spec.style == .info
        let size = info ? cited.cite("infoSymbolSize", t.infoSymbolSize) : cited.cite("contactAddSymbolSize", t.contactAddSymbolSize)
        let frame = info ? size : cited.cite("contactAddFrame", t.contactAddFrame)
        let box = Rect(x: 0, y: 0, width: frame, height: frame).snapped(scale: scale)
        var layout = emptyLayout(shape: box, margin: (0, 0))
        layout.symbol = try centredSymbol(info ? "info.circle" : "plus.circle", size: size, in: box)
        return layout
    }

    /// Close: a gray circle with a bold xmark in the secondary label color.
    mutating func closeButton() throws -> ButtonLayout {
        let t = IOSSystemProvidedButtonTable.table(spec.generation)
        let d = cited.cite("closeDiameter", t.closeDiameter)
        let rect = Rect(x: 0, y: 0, width: d, height: d).snapped(scale: scale)
        var layout = emptyLayout(shape: rect, margin: (0, 0))
        layout.shape = shapeLayout(rect, radius: d / 2, circle: true)
        layout.symbol = try centredSymbol("xmark", size: cited.cite("closeGlyphSize", t.closeGlyphSize), in: rect)
        return layout
    }

    /// Gradient: a small square face with a border and a symbol; no text (validated before).
    mutating func gradientButton() throws -> ButtonLayout {
        let t = MacGradientButtonTable.table(spec.generation)
        let w = spec.width ?? cited.cite("width", t.width), h = spec.height ?? cited.cite("height", t.height)
        let rect = Rect(x: 0, y: 0, width: w, height: h).snapped(scale: scale)
        var layout = emptyLayout(shape: rect, margin: (0, 0))
        layout.shape = shapeLayout(rect, radius: 0)
        if let name = spec.content.symbol {
            layout.symbol = try centredSymbol(name, size: cited.cite("symbolSize", t.symbolSize), in: rect)
        }
        return layout
    }

    /// Help: a circle of fixed size with a question mark at about half its height.
    mutating func helpButton() throws -> ButtonLayout {
        let t = MacHelpButtonTable.table(spec.generation)
        let d = cited.cite("diameter", t.diameter)
        let rect = Rect(x: 0, y: 0, width: d, height: d).snapped(scale: scale)
        var layout = emptyLayout(shape: rect, margin: (0, 0))
        layout.shape = shapeLayout(rect, radius: d / 2, circle: true)
        let f = font(size: cited.cite("glyphSize", t.glyphSize), lineHeight: d, weight: .medium, tracks: false)
        if let block = try textBlock("?", font: f, width: nil, maxLines: 1) {
            layout.title = block.placed(in: rect, color: colors.label, scale: scale)
        }
        return layout
    }

    /// Pixmap: the image with padding on every side and no border; a title, when given, is the
    /// label below it. A label wider than the button widens the canvas and the button stays
    /// centred above it.
    mutating func imageButton() throws -> ButtonLayout {
        let t = MacImageButtonTable.table(spec.generation)
        let imageSize = cited.cite("imageSize", t.imageSize)
        let pad = cited.cite("padding", t.padding)
        let side = imageSize + 2 * pad
        let hasLabel = !spec.displayedTitle.isEmpty
        let labelFont = font(
            size: cited.cite("labelSize", t.labelSize, when: hasLabel), lineHeight: cited.cite("labelLineHeight", t.labelLineHeight, when: hasLabel),
            weight: .regular, tracks: true)
        let label = try textBlock(spec.displayedTitle, font: labelFont, width: nil, maxLines: 1)
        let dx = max(0, (((label?.width ?? 0) - side) / 2).rounded(.up))
        let rect = Rect(x: dx, y: 0, width: side, height: side).snapped(scale: scale)
        let gap = cited.cite("labelGap", t.labelGap, when: hasLabel)
        let below = label.map { gap + $0.height } ?? 0
        var layout = emptyLayout(shape: rect, margin: (dx, 0), below: below)
        // A toggle that is on shows its image, not its label, in the accent color (ours).
        layout.symbol = try symbolLayout(
            spec.content.symbol ?? "photo", pointSize: imageSize, box: rect.insetBy(pad), color: spec.isOn ? StyleColors.macAccent(spec) : nil)
        // The button's edges bound its click area though nothing is drawn there (HIG): its
        // size is the image plus the padding, and the label's distance from the image is that
        // padding plus the label gap.
        layout.sizing = Sizing(frame: rect, insets: Insets(vertical: pad, horizontal: pad), contentWidth: imageSize, widthSource: .content)
        if let label {
            let r = Rect(x: rect.midX - label.width / 2, y: rect.maxY + gap, width: label.width, height: label.height)
            layout.title = label.placed(in: r, color: colors.label, scale: scale)
        }
        return layout
    }
}
