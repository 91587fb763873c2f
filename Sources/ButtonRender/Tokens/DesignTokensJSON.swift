import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tokens as the W3C Design Tokens Community Group format (what Style Dictionary and Tokens
/// Studio read): a group a variant, each token with `$type`, `$value` and its source as
/// `$description`; dimensions as `{"value", "unit": "px"}`, colours as sRGB components with
/// their hex, typography as one composite, the light and dark colours in groups of their own.
package enum DesignTokensJSON {
    /// The document for `variants`, keys sorted.
    package static func document(_ variants: [ButtonTokens]) throws -> Data {
        var root: [String: Node] = [
            "$description": .string("buttonrender tokens \(ButtonRenderVersion.current): Apple's buttons as values to build from; lengths in points (px)")
        ]
        for t in variants { root[t.name] = group(t) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Node.object(root))
    }

    /// One variant's group.
    static func group(_ t: ButtonTokens) -> Node {
        func source(_ figures: [String]) -> String {
            let found = figures.compactMap { f in t.sources.first { $0.key == f || $0.key.hasPrefix(f + " (") }.map { "\($0.key): \($0.value)" } }
            return found.isEmpty ? "ours: the layout's figure" : found.joined(separator: "; ")
        }
        var g: [String: Node] = [
            "height": token("dimension", dimension(t.height), source(["insets", "minimumHeight", "height", "lineHeightPerEm"])),
            "width": token("dimension", dimension(t.width), "the width our layout gives the default title with the stand-in font: a text's width is the font's"),
            "paddingTop": token("dimension", dimension(t.padding.top), source(["insets", "contentInsets"])),
            "paddingBottom": token("dimension", dimension(t.padding.bottom), source(["insets", "contentInsets"])),
            "paddingLeading": token("dimension", dimension(t.padding.leading), source(["insets", "contentInsets"])),
            "paddingTrailing": token("dimension", dimension(t.padding.trailing), source(["insets", "contentInsets"])),
            "cornerRadius": token("dimension", dimension(t.isCapsule ? t.height / 2 : t.cornerRadius), source(["dynamicCornerRadius", "cornerRadius", "mediumCornerRadiusPerHeight", "capsuleCurve"])),
        ]
        let css = t.cssCorner, figma = t.figmaCorner
        g["cornerShape"] = token("number", .number(css.k), "CSS corner-shape: superellipse(k) with border-radius \(css.radius.shortDecimalText(places: 3))px: Apple's \(t.cornerCurve.rawValue) corner within \(css.error.shortDecimalText(places: 3)) pt (ours, fitted)")
        g["cornerSmoothing"] = token("number", .number(figma.smoothing), "Figma's corner smoothing: Apple's \(t.cornerCurve.rawValue) corner within \(figma.error.shortDecimalText(places: 3)) pt (ours, fitted)")
        g["outline"] = token("string", .string(t.outline), "the exact outline at this size, SVG path data in points")
        if let w = t.borderWidth { g["borderWidth"] = token("dimension", dimension(w), source(["strokeWidth", "borderPixels"])) }
        if let f = t.font {
            let typography: [String: Node] = [
                "fontFamily": .array([.string(f.appleFont ?? f.family), .string("-apple-system"), .string("system-ui"), .string("sans-serif")]),
                "fontSize": dimension(f.size),
                "fontWeight": .number(Double(CSSTokens.weight(f.weight))),
                "letterSpacing": dimension(f.tracking),
                "lineHeight": .number((f.lineHeight / f.size * 10000).rounded() / 10000),
            ]
            g["typography"] = token("typography", .object(typography), (f.handOffName + "; ") + source(["titleStyle", "fontSize", "textStyle", "lineHeightPerEm"]))
        }
        g["light"] = colors(t.light, t)
        if let d = t.dark { g["dark"] = colors(d, t) }
        return .object(g)
    }

    static func colors(_ c: ButtonTokens.Colors, _ t: ButtonTokens) -> Node {
        var g: [String: Node] = ["label": token("color", color(c.label), "token \(c.label.token)")]
        if let fill = c.fill { g["fill"] = token("color", color(fill), "token \(fill.token)") }
        if let border = c.border { g["border"] = token("color", color(border), "token \(border.token)") }
        return .object(g)
    }

    static func token(_ type: String, _ value: Node, _ description: String) -> Node {
        .object(["$type": .string(type), "$value": value, "$description": .string(description)])
    }

    static func dimension(_ v: Double) -> Node {
        .object(["value": .number((v * 1000).rounded() / 1000), "unit": .string("px")])
    }

    /// sRGB components 0 to 1, alpha, and the hex the format allows beside them.
    static func color(_ c: ResolvedColor) -> Node {
        let r = c.rgba
        func unit(_ v: UInt8) -> Node { .number((Double(v) / 255 * 10000).rounded() / 10000) }
        return .object([
            "colorSpace": .string("srgb"), "components": .array([unit(r.red), unit(r.green), unit(r.blue)]),
            "alpha": unit(r.alpha), "hex": .string(String(c.hex.prefix(7))),
        ])
    }

    /// A JSON value.
    indirect enum Node: Encodable {
        case string(String), number(Double), array([Node]), object([String: Node])

        func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .string(let v): try c.encode(v)
            case .number(let v): try c.encode(v)
            case .array(let v): try c.encode(v)
            case .object(let v): try c.encode(v)
            }
        }
    }
}
