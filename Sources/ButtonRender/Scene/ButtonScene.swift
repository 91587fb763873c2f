import ButtonGeometry
import Raster
import Typography

extension Renderer {
    /// The scene of a layout on `background` (by default the platform's own backdrop,
    /// `Backdrop`): shadow, focus ring, shape and border, a companion's shape, symbol and
    /// text, switch, spinner, in that order. Every geometric decision between the layout and
    /// the pixels is made here.
    public func scene(_ layout: ButtonLayout, background: RGBA? = nil, backdropImage: Pixmap? = nil) throws -> DrawingScene {
        // A button with a font file of its own is drawn by a renderer whose chain starts with it.
        let fonts = try fonts(for: layout.spec)
        if fonts.configuredFont != configuredFont { return try fonts.scene(layout, background: background, backdropImage: backdropImage) }
        var items: [SceneItem] = []
        let background = background ?? Backdrop.color(nil, for: layout.spec)
        var scene = DrawingScene(
            pixelWidth: max(1, layout.canvas.pixels.width), pixelHeight: max(1, layout.canvas.pixels.height), scale: layout.scale,
            background: background, title: Self.title(of: layout))
        scene.backdropImage = backdropImage
        // Glass reads what lies behind it, so it comes first: before its own shadow.
        var glassAppearance: GlassAppearance?
        if let shape = layout.shape, let glass = shape.glass {
            let luminance = scene.meanLuminance(under: shape.frame.points)
            let appearance = glass.appearance(overLuminance: luminance)
            if let release = layout.spec.osVersion, let reason = LiquidGlassCoverage.unknown(layout.spec, overLuminance: luminance) {
                throw SpecError.notYetKnown(what: "\(layout.spec.platform.displayName)'s glass in dark mode over light content", release: release, reason: reason)
            }
            glassAppearance = appearance
            items.append(.glass(SceneGlass(Self.outline(shape), sigma: glass.blur, matrix: appearance.matrix)))
        }
        if let shadow = layout.shadow, let shape = layout.shape {
            // The layout's blur is three box passes of a third of it each, in whole pixels.
            let passes = Int((shadow.blur * layout.scale / 3).rounded())
            // A translucent face (the dark macOS push, glass) does not show its shadow through
            // it: Apple's dark face reads one even colour to its edge. An opaque face hides it anyway.
            let translucent = (shape.fill?.rgba.alpha ?? 255) < 255 || shape.glass != nil
            items.append(.shadow(SceneShadow(
                of: Self.outline(shape), offset: Point(0, shadow.offsetY),
                sigma: SceneShadow.sigma(ofThreeBoxPasses: passes, scale: layout.scale), color: shadow.color,
                clip: translucent ? .band(outer: .rect(layout.canvas.points), inner: Self.outline(shape)) : nil)))
        }
        if let ring = layout.focusRing {
            // A band `width` wide inside the ring's frame; its inner corners keep the centre.
            let outer = ring.frame.points
            items.append(.fill(SceneFill(
                .band(
                    outer: .roundedRect(outer, radius: ring.cornerRadius, curve: .circular),
                    inner: .roundedRect(outer.insetBy(ring.width), radius: max(0, ring.cornerRadius - ring.width), curve: .circular)),
                .solid(ring.color))))
        }
        if let shape = layout.shape { items += Self.items(shape, rimAlpha: glassAppearance?.rimAlpha) }
        if let shape = layout.companion?.shape { items += Self.items(shape) }
        // Over dark glass, the glass's own label turns with it.
        var (symbol, title, subtitle) = (layout.symbol, layout.title, layout.subtitle)
        if let glass = layout.shape?.glass, let chosen = glassAppearance {
            if let own = symbol?.color { symbol?.color = glass.label(own, on: chosen) }
            if let own = title?.color { title?.color = glass.label(own, on: chosen) }
            if let own = subtitle?.color { subtitle?.color = glass.label(own, on: chosen) }
        }
        items += try content(symbol: symbol, title: title, subtitle: subtitle)
        if let companion = layout.companion {
            items += try content(symbol: companion.symbol, title: companion.title, subtitle: nil)
        }
        if let control = layout.switchControl {
            let parts = Self.items(control)
            // One layer, so that the track does not show through the translucent knob.
            items += control.opacity < 1 ? [.group(SceneGroup(opacity: control.opacity, items: parts))] : parts
        }
        if let spinner = layout.spinner {
            let f = spinner.frame.points
            items += ActivityIndicator.ticks(center: Point(f.midX, f.midY), radius: spinner.radius, color: spinner.color, frame: spinner.frameIndex)
        }
        scene.items = items
        return scene
    }

    /// What a reader is told the drawing shows: the title, else the symbol's name, else the kind.
    private static func title(of layout: ButtonLayout) -> String? {
        if let title = layout.title?.text, !title.isEmpty { return title }
        if let symbol = layout.symbol?.name { return symbol }
        if layout.switchControl != nil { return "Switch" }
        if layout.spinner != nil { return "Activity indicator" }
        return nil
    }

    /// A shape's outline as the scene keeps it.
    static func outline(_ shape: ShapeLayout) -> SceneShape { inset(shape, by: 0) }

    /// A shape's fill (solid or gradient), its border, which lies inside the shape's edge or
    /// outside it, keeping its corners either way, and its highlight along the top.
    static func items(_ shape: ShapeLayout, rimAlpha: Double? = nil) -> [SceneItem] {
        var items: [SceneItem] = []
        let r = shape.frame.points
        if let gradient = shape.gradient, gradient.count == 2 {
            items.append(.fill(SceneFill(outline(shape), .verticalGradient(top: gradient[0], from: r.y, bottom: gradient[1], to: r.maxY))))
        } else if let fill = shape.fill {
            items.append(.fill(SceneFill(outline(shape), .solid(fill))))
        }
        if let border = shape.border {
            let w = border.width
            let band: SceneShape
            if border.outside {
                let outer = r.insetBy(-w)
                band = .band(
                    outer: shape.kind == .circle ? .ellipse(outer) : .roundedRect(outer, radius: shape.cornerRadius + w, curve: shape.cornerCurve),
                    inner: outline(shape))
            } else {
                let inner = r.insetBy(w)
                band = .band(
                    outer: outline(shape),
                    inner: shape.kind == .circle ? .ellipse(inner) : .roundedRect(inner, radius: max(0, shape.cornerRadius - w), curve: shape.cornerCurve))
            }
            items.append(.fill(SceneFill(band, .solid(border.color))))
        }
        if let rim = shape.rim {
            // White in equal steps inward from the edge, each at its share of the edge's alpha.
            let step = rim.width / Double(rim.profile.count)
            for (k, share) in rim.profile.enumerated() {
                let alpha = UInt8(max(0, min(255, ((rimAlpha ?? rim.alpha) * share * 255).rounded())))
                items.append(.fill(SceneFill(
                    .band(outer: inset(shape, by: Double(k) * step), inner: inset(shape, by: Double(k + 1) * step)),
                    .solid(ResolvedColor(token: "glassRim", rgba: RGBA(255, 255, 255, alpha))))))
            }
        }
        if let highlight = shape.highlight, shape.kind == .roundedRect {
            // The face less itself moved down by the width, its bottom kept: a line as wide as
            // `width` along the top that narrows to nothing down the corners.
            let w = highlight.width
            let lowered = Rect(x: r.x, y: r.y + w, width: r.width, height: max(0, r.height - w))
            items.append(.fill(SceneFill(
                .band(outer: outline(shape), inner: .roundedRect(lowered, radius: shape.cornerRadius, curve: shape.cornerCurve)),
                .solid(highlight.color))))
        }
        return items
    }

    /// A shape's outline moved in by `d` points on every side, its corners keeping their centres.
    static func inset(_ shape: ShapeLayout, by d: Double) -> SceneShape {
        let r = shape.frame.points.insetBy(d)
        switch shape.kind {
        case .circle: return .ellipse(r)
        // A capsule's curve names its ends: half circles, or SwiftUI's continuous ends. A
        // square capsule is a circle either way (a 44 x 44 pt prominent glass button).
        case .capsule where r.width == r.height: return .ellipse(r)
        case .capsule: return shape.cornerCurve == .continuous ? .continuousCapsule(r) : .capsule(r)
        case .roundedRect: return .roundedRect(r, radius: max(0, shape.cornerRadius - d), curve: shape.cornerCurve)
        }
    }

    /// Track, the knob's shadow on the track, glyphs, the knob's ring, knob.
    static func items(_ control: SwitchLayout) -> [SceneItem] {
        var items = items(control.track)
        let knob = control.knob.frame.points
        // Release 26's knob is a pill; earlier ones are circles.
        let knobShape: SceneShape = knob.width == knob.height ? .ellipse(knob) : .capsule(knob)
        let shadow = control.knob.shadow
        if shadow.color.rgba.alpha > 0 {
            items.append(.shadow(SceneShadow(
                of: knobShape, offset: Point(0, shadow.offsetY), sigma: shadow.sigma, color: shadow.color, clip: outline(control.track))))
        }
        for glyph in control.glyphs {
            let r = glyph.frame.points
            let shape: SceneShape
            switch glyph.kind {
            case .bar: shape = .capsule(r)
            case .ring: shape = .band(outer: .ellipse(r), inner: .ellipse(r.insetBy(glyph.lineWidth)))
            }
            items.append(.fill(SceneFill(shape, .solid(glyph.color))))
        }
        if let ring = control.knob.ring {
            items.append(.fill(SceneFill(.band(outer: .ellipse(knob.insetBy(-ring.width)), inner: .ellipse(knob)), .solid(ring.color))))
        }
        items.append(.fill(SceneFill(knobShape, .solid(control.knob.fill))))
        return items
    }

    /// The symbol's glyph, then each line of the title and the subtitle.
    private func content(symbol: SymbolLayout?, title: TextLayout?, subtitle: TextLayout?) throws -> [SceneItem] {
        var items: [SceneItem] = []
        if let symbol {
            let line = try measurer.shape(symbol.name, font: symbol.font.request)
            items.append(.glyphs(GlyphRun(text: symbol.name, line: line, origin: Point(symbol.x, symbol.baseline), color: symbol.color)))
        }
        for text in [title, subtitle].compactMap({ $0 }) {
            for line in text.lines {
                let shaped = try measurer.shape(line.text, font: text.font.request)
                items.append(.glyphs(GlyphRun(text: line.text, line: shaped, origin: Point(line.x, line.baseline), color: text.color)))
            }
        }
        return items
    }
}
