import Raster

/// The fonts text is drawn from: a primary font per weight, then fallbacks per character
/// (Hangul, then symbols). Symbols are looked up by name in the symbol font.
public struct FontChain: Sendable {
    /// Primary text fonts by weight; a weight without a font uses the nearest lighter one.
    package let primary: [Weight: FontFace]
    /// Primary fonts for sizes from `displayFromSize` up (SF Pro Display), when there are any.
    package let display: [Weight: FontFace]
    /// The size from which `display` fonts are used.
    package let displayFromSize: Double
    /// Tried in order for characters the primary font lacks.
    package let fallbacks: [FontFace]
    /// The symbol font (Material Icons), looked up by symbol name.
    package let symbols: FontFace

    /// The weights the guidelines use, as OpenType weight classes.
    package enum Weight: Int, Sendable, Comparable, CaseIterable {
        /// Regular (400), medium (500), semibold (600) and bold (700).
        case regular = 400, medium = 500, semibold = 600, bold = 700
        package static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    /// A chain from its fonts; primary must have at least one weight.
    package init(
        primary: [Weight: FontFace], display: [Weight: FontFace] = [:], displayFromSize: Double = .infinity,
        fallbacks: [FontFace], symbols: FontFace
    ) {
        precondition(!primary.isEmpty, "a chain needs a primary font")
        self.primary = primary
        self.display = display
        self.displayFromSize = displayFromSize
        self.fallbacks = fallbacks
        self.symbols = symbols
    }

    /// The primary font for a weight: the exact weight, else the nearest lighter one (else the
    /// lightest), from the display fonts at display sizes when there are any.
    package func font(for weight: Weight, size: Double = 0) -> FontFace {
        let chosen = chosenWeight(weight, size: size)
        return (size >= displayFromSize && !display.isEmpty ? display : primary)[chosen]!
    }

    /// The weight a request is drawn in: itself when the chain has a font of that weight.
    package func chosenWeight(_ weight: Weight, size: Double = 0) -> Weight {
        let fonts = size >= displayFromSize && !display.isEmpty ? display : primary
        if fonts[weight] != nil { return weight }
        return fonts.keys.filter { $0 < weight }.max() ?? fonts.keys.min()!
    }

    /// Shapes one line: a glyph per character from the first font of the chain that has it,
    /// advances, pair kerning within a run of one font, and `tracking` after each glyph.
    package func shape(_ text: String, size: Double, weight: Weight, tracking: Double = 0) throws(TypographyError) -> ShapedLine {
        let main = font(for: weight, size: size)
        var glyphs: [ShapedLine.Glyph] = []
        var x = 0.0
        var previous: (font: FontFace, index: UInt32)?
        var ascent = main.ascender / main.unitsPerEm * size * main.sizeAdjust
        var descent = main.descender / main.unitsPerEm * size * main.sizeAdjust
        for scalar in text.unicodeScalars {
            switch TextCharacters.treatment(of: scalar) {
            case .draw: break
            case .skip: continue
            case .refuse(let reason): throw .unsupportedCharacter(codePoint: scalar.value, reason: reason)
            }
            guard let (font, index) = lookup(scalar, main) else {
                throw .missingGlyph(
                    character: String(scalar), codePoint: scalar.value,
                    fonts: ([main] + fallbacks + [symbols]).map(\.familyName))
            }
            let drawn = size * font.sizeAdjust
            let unit = drawn / font.unitsPerEm
            if let previous, previous.font === font { x += font.kerning(previous.index, index) * unit }
            glyphs.append(ShapedLine.Glyph(font: font, index: index, x: x, size: drawn))
            x += font.advance(index) * unit + tracking
            previous = (font, index)
            if font !== main {
                ascent = max(ascent, font.ascender * unit)
                descent = max(descent, font.descender * unit)
            }
        }
        // Tracking follows each glyph but the last, so it never widens the line's end.
        let width = glyphs.isEmpty ? 0 : x - tracking
        return ShapedLine(
            glyphs: glyphs, width: width, ascent: ascent, descent: descent, family: main.familyName,
            weight: chosenWeight(weight, size: size))
    }

    /// One symbol by name, at `size`, from the symbol font.
    package func shapeSymbol(_ name: String, size: Double) throws(TypographyError) -> ShapedLine {
        let codePoint = try SymbolNames.codePoint(name)
        // The name is known (codePoint(_:) refuses others): a font without it is the wrong font.
        guard let index = symbols.glyphIndex(for: Unicode.Scalar(codePoint)!) else {
            throw .missingGlyph(character: name, codePoint: codePoint, fonts: [symbols.familyName])
        }
        let unit = size / symbols.unitsPerEm
        let advance = symbols.advance(index) * unit
        return ShapedLine(
            glyphs: [ShapedLine.Glyph(font: symbols, index: index, x: 0, size: size)], width: advance,
            ascent: symbols.ascender * unit, descent: symbols.descender * unit, family: symbols.familyName, weight: .regular)
    }

    private func lookup(_ scalar: Unicode.Scalar, _ main: FontFace) -> (FontFace, UInt32)? {
        // No array of the chain per character: its allocation and the retain of every font in it
        // were most of a batch's layout phase, and the retains contend across threads.
        if let index = main.glyphIndex(for: scalar) { return (main, index) }
        for font in fallbacks {
            if let index = font.glyphIndex(for: scalar) { return (font, index) }
        }
        if let index = symbols.glyphIndex(for: scalar) { return (symbols, index) }
        return nil
    }
}

/// A shaped line: glyphs with pen positions, in points from the line's start.
package struct ShapedLine: Sendable {
    /// One glyph of the line: which font, which glyph, where its pen starts, at what size.
    package struct Glyph: Sendable {
        /// The font the glyph comes from.
        package let font: FontFace
        /// The glyph's index in that font.
        package let index: UInt32
        /// Pen position from the start of the line, in points; never rounded to pixels.
        package let x: Double
        /// The size the glyph is drawn at, in points (after any size adjustment).
        package let size: Double
    }

    /// The glyphs, in visual order.
    package let glyphs: [Glyph]
    /// The line's advance width, in points.
    package let width: Double
    /// The primary font's ascender, in points.
    package let ascent: Double
    /// The primary font's descender, positive, in points.
    package let descent: Double
    /// The primary font's family.
    package let family: String
    /// The weight the primary font drew: the one asked for, or the nearest the chain has.
    package let weight: FontChain.Weight

    /// The outlines of the whole line as one path in pixels, pen starting at `origin`
    /// (pixels, baseline), at `scale` pixels per point.
    package func path(origin: Point, scale: Double) -> BezierPath {
        var path = BezierPath()
        for glyph in glyphs {
            let unit = glyph.size / glyph.font.unitsPerEm * scale
            let outline = glyph.font.flattenedOutline(glyph.index, pixelsPerUnit: unit)
            path.append(outline.applying(.translation(origin.x + glyph.x * scale, origin.y)))
        }
        return path
    }

    /// The line's glyphs as area masks, each with the whole pixel it is placed at: the same
    /// coverage as `path`, filled at once, for `Pixmap.fill(_:with:)`.
    package func masks(origin: Point, scale: Double) -> [PlacedMask] {
        let y = origin.y.rounded(.down)
        let dy = origin.y - y
        return glyphs.map { glyph in
            let unit = glyph.size / glyph.font.unitsPerEm * scale
            let pen = origin.x + glyph.x * scale
            let x = pen.rounded(.down)
            let mask = glyph.font.areaMask(glyph.index, pixelsPerUnit: unit, dx: pen - x, dy: dy)
            return PlacedMask(mask, x: Int(x), y: Int(y))
        }
    }
}
