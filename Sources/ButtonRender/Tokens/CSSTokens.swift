import ButtonGeometry

/// Tokens as CSS (`TokenWriter` with `.css`): custom properties for every value (light in `:root`, dark under
/// `prefers-color-scheme: dark`), and one class a variant that uses them. The corner is
/// `corner-shape: superellipse(k)` with its `border-radius`, fitted to Apple's curve (the
/// largest distance between the outlines in a comment); `.br-exact` adds the exact outline as a
/// `clip-path` at the variant's measured width, for browsers or sizes where the fit is not
/// close enough. Every value's source is in a comment beside the class.
package enum CSSTokens {
    /// The style sheet for `variants`.
    package static func sheet(_ variants: [ButtonTokens]) -> String {
        var root: [String] = [], dark: [String] = [], classes: [String] = []
        for t in variants {
            let p = "--br-\(t.name)"
            root.append("  \(p)-fill: \(color(t.light.fill));")
            root.append("  \(p)-label: \(color(t.light.label));")
            if let border = t.light.border { root.append("  \(p)-border: \(color(border));") }
            if let d = t.dark {
                dark.append("    \(p)-fill: \(color(d.fill));")
                dark.append("    \(p)-label: \(color(d.label));")
                if let border = d.border { dark.append("    \(p)-border: \(color(border));") }
            }
            classes.append(rule(t))
        }
        var out = "/* buttonrender tokens \(ButtonRenderVersion.current): Apple's buttons as values to build from. Lengths are points (CSS px).\n"
        out += "   Colours per appearance are custom properties; each class says where its figures come from. */\n"
        out += ":root {\n" + root.joined(separator: "\n") + "\n}\n"
        if !dark.isEmpty { out += "@media (prefers-color-scheme: dark) {\n  :root {\n" + dark.joined(separator: "\n") + "\n  }\n}\n" }
        return out + classes.joined()
    }

    /// One variant's class and its exact modifier.
    static func rule(_ t: ButtonTokens) -> String {
        let p = "--br-\(t.name)"
        var lines: [String] = []
        lines.append("box-sizing: border-box;")
        lines.append("display: inline-flex; align-items: center; justify-content: center;")
        lines.append("height: \(px(t.height));")
        lines.append("padding: 0 \(px(t.padding.trailing)) 0 \(px(t.padding.leading));")
        lines.append("margin: 0;")
        if t.isCapsule {
            // Whole ends: half the height. SwiftUI's continuous capsule eases its ends in from
            // 1.53 radii, which no corner-shape draws (a superellipse's radius cannot pass half
            // the height); half circles are CSS's nearest.
            lines.append("border-radius: \(px(t.height / 2));" + (t.cornerCurve == .circular ? "" : " /* Apple's ends are continuous: CSS draws half circles */"))
        } else if t.cornerCurve == .circular || t.cornerRadius == 0 {
            lines.append("border-radius: \(px(t.cornerRadius));")
        } else {
            let c = t.cssCorner
            lines.append("border-radius: \(px(c.radius));")
            lines.append("corner-shape: superellipse(\(number(c.k))); /* Apple's continuous corner within \(px(c.error)) */")
        }
        if let w = t.borderWidth { lines.append("border: \(px(w)) solid var(\(p)-border);") } else { lines.append("border: none;") }
        lines.append("background: var(\(p)-fill);")
        lines.append("color: var(\(p)-label);")
        if let f = t.font {
            lines.append("font-family: \(fontStack(f));")
            lines.append("font-size: \(px(f.size)); font-weight: \(weight(f.weight)); line-height: \(px(f.lineHeight)); letter-spacing: \(px(f.tracking));")
        }
        lines.append("white-space: nowrap;")
        var text = "\n/* .br-\(t.name): \(comment(t.handOffLine))\n"
        for (figure, source) in t.sources.sorted(by: { $0.key < $1.key }) { text += "   \(comment(figure)): \(comment(source))\n" }
        text += "*/\n.br-\(t.name) {\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n}\n"
        text += "/* The exact outline at the measured width, for where the fitted corner is not close enough. */\n"
        text += ".br-\(t.name).br-exact { width: \(px(t.width)); corner-shape: round; border-radius: 0; clip-path: path(\"\(t.outline)\"); }\n"
        return text
    }

    /// `#007AFF`, `#007AFF2E` with an alpha, or `transparent`.
    static func color(_ c: ResolvedColor?) -> String {
        guard let c else { return "transparent" }
        return c.rgba.alpha == 0 ? "transparent" : c.hex
    }

    /// Apple's font first, then the system's own names for it, then the generic family.
    static func fontStack(_ f: FontSpec) -> String {
        let apple = f.appleFont ?? f.family
        return "\"\(cssString(apple))\", -apple-system, BlinkMacSystemFont, system-ui, sans-serif"
    }

    static func weight(_ w: FontWeight) -> Int {
        switch w {
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        }
    }

    static func px(_ v: Double) -> String { number(v) + "px" }
    static func number(_ v: Double) -> String { v.shortDecimalText(places: 3) }

    /// Text inside a comment: a `*/` in it would end the comment.
    static func comment(_ s: String) -> String { s.replacingAll("*/", with: "* /") }

    /// Text inside a CSS string: quotes and backslashes escaped, line breaks as escapes.
    static func cssString(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n", "\r", "\u{0C}": out += "\\\(String(ch.value, radix: 16)) "
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}

extension String {
    /// Every occurrence of `target` replaced (the standard library's own, without Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = "", rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
