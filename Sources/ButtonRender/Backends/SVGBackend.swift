import ButtonGeometry
import Raster
import Typography

extension DrawingScene {
    /// The scene as an SVG document, in points (`width` x `height`, one user unit a point).
    ///
    /// Rounded rectangles with circular corners, capsules and ellipses are SVG's own `rect` and
    /// `ellipse` (a design tool reads them as shapes with a corner radius); continuous and Core
    /// Animation corners are their exact Bézier curves; text is its glyphs' outlines, so the
    /// file needs no font, and the scene's title is the document's `<title>`. Each colour is
    /// sRGB with the token it came from in `data-color` (a system colour's name). Shadows are
    /// Gaussian blur filters. Deterministic: the same scene gives the same bytes.
    public func svg() -> String {
        var writer = SVGWriter()
        writer.document(self)
        return writer.text
    }
}

/// Writes a scene's SVG, numbering the definitions (filters, clips, gradients) it needs.
struct SVGWriter {
    private(set) var text = ""
    private var nextID = 0

    mutating func document(_ scene: DrawingScene) {
        let w = SVGNumber(scene.width), h = SVGNumber(scene.height)
        text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
        text += scene.title == nil ? ">\n" : " role=\"img\" aria-labelledby=\"title\">\n"
        if let title = scene.title { text += "<title id=\"title\">\(title.markupEscaped)</title>\n" }
        canvas(scene)
        text += "</svg>\n"
    }

    /// The background and the items; a placed scene is a nested `svg`, which clips to its canvas.
    private mutating func canvas(_ scene: DrawingScene) {
        if scene.background.alpha > 0 {
            text += "<rect width=\"\(SVGNumber(scene.width))\" height=\"\(SVGNumber(scene.height))\"\(paint(scene.background, token: nil))/>\n"
        }
        if let image = scene.backdropImage { text += backdropImageElement(image, in: scene) }
        for item in scene.items { write(item, in: scene) }
    }

    private mutating func write(_ item: SceneItem, in scene: DrawingScene) {
        switch item {
        case .fill(let fill):
            write(fill)
        case .shadow(let shadow):
            let id = newID("shadow")
            // The whole canvas as the filter's region: the blur may reach any of it, and nothing beyond it shows.
            text += "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(SVGNumber(scene.width))\" height=\"\(SVGNumber(scene.height))\" color-interpolation-filters=\"sRGB\">"
            text += "<feGaussianBlur stdDeviation=\"\(SVGNumber(shadow.sigma))\"/></filter>\n"
            if let clip = shadow.clip {
                let cid = newID("clip")
                text += "<clipPath id=\"\(cid)\">\(element(clip, attributes: ""))</clipPath>\n"
                text += "<g clip-path=\"url(#\(cid))\">\n"
            }
            // Moved in its coordinates, not by a transform, so that the filter's region stays the canvas.
            let moved = shadow.shape.path(scale: 1).applying(.translation(shadow.offset.x, shadow.offset.y))
            text += "<path d=\"\(SVGPathData(moved))\"\(paint(shadow.color.rgba, token: shadow.color.token)) filter=\"url(#\(id))\"/>\n"
            if shadow.clip != nil { text += "</g>\n" }
        case .glass(let glass):
            glassElement(glass, in: scene)
        case .glyphs(let run):
            let label = " data-text=\"\(run.text.markupEscaped)\""
            switch run.compositing {
            case .eachGlyph:
                text += "<g\(paint(run.color.rgba, token: run.color.token))\(label)>\n"
                for outline in run.outlines where !outline.isEmpty { text += "<path d=\"\(SVGPathData(outline))\"/>\n" }
                text += "</g>\n"
            case .oneOutline:
                var path = BezierPath()
                for outline in run.outlines { path.append(outline) }
                if !path.isEmpty { text += "<path d=\"\(SVGPathData(path))\"\(paint(run.color.rgba, token: run.color.token))\(label)/>\n" }
            }
        case .group(let group):
            text += "<g opacity=\"\(SVGNumber(Double(group.alpha) / 255))\">\n"
            for item in group.items { write(item, in: scene) }
            text += "</g>\n"
        case .placed(let placed, let origin):
            let w = SVGNumber(placed.width), h = SVGNumber(placed.height)
            text += "<svg x=\"\(SVGNumber(origin.x))\" y=\"\(SVGNumber(origin.y))\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
            if let title = placed.title { text += "<title>\(title.markupEscaped)</title>\n" }
            canvas(placed)
            text += "</svg>\n"
        }
    }

    /// The backdrop again (its colour, grown past the canvas by the blur's reach so that the blur
    /// sees it continue), blurred and recoloured by a filter, clipped to the glass's outline.
    private mutating func glassElement(_ glass: SceneGlass, in scene: DrawingScene) {
        let id = newID("glass"), cid = newID("clip")
        let reach = 3 * glass.sigma
        let region = "x=\"\(SVGNumber(-reach))\" y=\"\(SVGNumber(-reach))\" width=\"\(SVGNumber(scene.width + 2 * reach))\" height=\"\(SVGNumber(scene.height + 2 * reach))\""
        let m = glass.matrix
        let values = [m.red, m.green, m.blue, [0, 0, 0, 1, 0]].map { row in
            (row.count == 4 ? [row[0], row[1], row[2], 0, row[3]] : row).map { SVGNumber($0).description }.joined(separator: " ")
        }.joined(separator: " ")
        text += "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(region) color-interpolation-filters=\"sRGB\">"
        text += "<feGaussianBlur stdDeviation=\"\(SVGNumber(glass.sigma))\"/><feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>\n"
        text += "<clipPath id=\"\(cid)\">\(element(glass.shape, attributes: ""))</clipPath>\n"
        text += "<g clip-path=\"url(#\(cid))\"><g filter=\"url(#\(id))\">\n"
        if scene.background.alpha > 0 {
            text += "<rect \(region)\(paint(scene.background, token: nil))/>\n"
        }
        if let image = scene.backdropImage { text += backdropImageElement(image, in: scene) }
        text += "</g></g>\n"
    }

    /// The backdrop image as an embedded PNG, one image pixel a canvas pixel, drawn without
    /// smoothing so that it lands on the pixels the raster backend puts it on.
    private func backdropImageElement(_ image: Pixmap, in scene: DrawingScene) -> String {
        let origin = scene.backdropImageOrigin(image)
        let s = scene.scale
        // Encoding a decoded image cannot fail but for memory, which the raster path checked.
        let png = (try? image.pngData(scale: s))?.base64EncodedString() ?? ""
        return "<image x=\"\(SVGNumber(Double(origin.x) / s))\" y=\"\(SVGNumber(Double(origin.y) / s))\" "
            + "width=\"\(SVGNumber(Double(image.width) / s))\" height=\"\(SVGNumber(Double(image.height) / s))\" "
            + "preserveAspectRatio=\"none\" style=\"image-rendering:pixelated\" href=\"data:image/png;base64,\(png)\"/>\n"
    }

    private mutating func write(_ fill: SceneFill) {
        var attributes: String
        switch fill.paint {
        case .solid(let color):
            attributes = paint(color.rgba, token: color.token)
        case let .verticalGradient(top, from, bottom, to):
            let id = newID("gradient")
            text += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"\(SVGNumber(from))\" x2=\"0\" y2=\"\(SVGNumber(to))\">"
            text += "<stop offset=\"0\"\(stop(top))/><stop offset=\"1\"\(stop(bottom))/></linearGradient>\n"
            attributes = " fill=\"url(#\(id))\""
        }
        let t = fill.transform
        if t != .identity {
            attributes += " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { SVGNumber($0).description }.joined(separator: " ")))\""
        }
        text += element(fill.shape, attributes: attributes) + "\n"
    }

    /// The element that draws `shape`: SVG's own shapes where they are exact, a path otherwise.
    private func element(_ shape: SceneShape, attributes: String) -> String {
        func box(_ r: Rect) -> String {
            "x=\"\(SVGNumber(r.x))\" y=\"\(SVGNumber(r.y))\" width=\"\(SVGNumber(r.width))\" height=\"\(SVGNumber(r.height))\""
        }
        switch shape {
        case .rect(let r) where r.width > 0 && r.height > 0:
            return "<rect \(box(r))\(attributes)/>"
        case .roundedRect(let r, let radius, .circular) where r.width > 0 && r.height > 0:
            // Shapes.roundedRect's clamp: at most half the short side, on both axes.
            let rx = SVGNumber(min(max(0, radius), min(r.width, r.height) / 2))
            return "<rect \(box(r)) rx=\"\(rx)\" ry=\"\(rx)\"\(attributes)/>"
        case .capsule(let r) where r.width > 0 && r.height > 0:
            let rx = SVGNumber(min(r.width, r.height) / 2)
            return "<rect \(box(r)) rx=\"\(rx)\" ry=\"\(rx)\"\(attributes)/>"
        case .ellipse(let r) where r.width > 0 && r.height > 0:
            return "<ellipse cx=\"\(SVGNumber(r.midX))\" cy=\"\(SVGNumber(r.midY))\" rx=\"\(SVGNumber(r.width / 2))\" ry=\"\(SVGNumber(r.height / 2))\"\(attributes)/>"
        default:
            // Continuous corners' and Core Animation's Bézier curves, bands (the inner outline
            // runs the other way, so nonzero winding cuts it out) and free paths, in points.
            let path = shape.path(scale: 1)
            return path.isEmpty ? "" : "<path d=\"\(SVGPathData(path))\"\(attributes)/>"
        }
    }

    /// `#RRGGBB`: the colour without its alpha, which SVG says apart.
    private static func opaque(_ c: RGBA) -> String { RGBA(c.red, c.green, c.blue).description }

    /// ` fill="#RRGGBB"`, its opacity when not opaque, and where the colour came from.
    private func paint(_ color: RGBA, token: String?) -> String {
        var out = " fill=\"\(Self.opaque(color))\""
        if color.alpha < 255 { out += " fill-opacity=\"\(SVGNumber(Double(color.alpha) / 255))\"" }
        if let token { out += " data-color=\"\(token.markupEscaped)\"" }
        return out
    }

    private func stop(_ color: ResolvedColor) -> String {
        var out = " stop-color=\"\(Self.opaque(color.rgba))\""
        if color.rgba.alpha < 255 { out += " stop-opacity=\"\(SVGNumber(Double(color.rgba.alpha) / 255))\"" }
        return out + " data-color=\"\(color.token.markupEscaped)\""
    }

    private mutating func newID(_ kind: String) -> String {
        nextID += 1
        return "\(kind)\(nextID)"
    }
}
