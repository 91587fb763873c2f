import ButtonGeometry

/// The words for an accessibility report, shared by `buttonrender audit`'s lines and the
/// accessibility snapshot's legend, so that both say the same thing.
package enum AuditText {
    /// "NAME: FAIL  label 4.02:1 on #007AFF, needs 4.5 for 17 pt regular FAILS | shape ... | hit target ... | VoiceOver: ..."
    package static func line(name: String, _ r: AccessibilityReport) -> String {
        var checks: [String] = []
        if let c = r.labelContrast { checks.append(labelContrast(c)) }
        if let s = r.shapeContrast { checks.append(shapeContrast(s)) }
        checks.append(hitTarget(r.hitTarget))
        checks.append("VoiceOver: \"\(r.voiceOver)\"" + (r.voiceOverHint.map { " (hint: \"\($0)\")" } ?? ""))
        return "\(name): \(r.passes ? "pass" : "FAIL")  " + checks.joined(separator: " | ")
    }

    /// "label 4.02:1 on #007AFF, needs 4.5 for 17 pt regular FAILS", or the exemption.
    package static func labelContrast(_ c: AccessibilityReport.LabelContrast) -> String {
        let kind = c.symbol ? "a symbol" : "\(c.textSize.decimalText(places: 0)) pt \(c.bold ? "bold" : "regular")"
        let measured = "\(c.symbol ? "symbol" : "label") \(c.ratio.decimalText(places: 2)):1 on \(c.behind)"
        // The report's `exempt` says why in full; a line says it in brief.
        if c.exempt != nil { return measured + ", exempt: disabled (WCAG \(c.symbol ? "1.4.11" : "1.4.3"))" }
        return measured + ", needs \(c.minimum.decimalText(places: 1)) for \(kind)" + (c.meets ? "" : " FAILS")
    }

    /// "shape 1.25:1 against the backdrop, needs 3.0 FAILS", or why it is not required.
    package static func shapeContrast(_ s: AccessibilityReport.ShapeContrast) -> String {
        var text = "shape \(s.ratio.decimalText(places: 2)):1 against the backdrop"
        text += s.required ? ", needs \(s.minimum.decimalText(places: 1))\(s.meets ? "" : " FAILS")" : " (the label identifies the button)"
        return text
    }

    /// "hit target 89.50 x 50.50 pt, needs 44 x 44", with FAILS, or why it is not judged.
    package static func hitTarget(_ h: AccessibilityReport.HitTarget) -> String {
        var text = "hit target \(h.width.decimalText(places: 2)) x \(h.height.decimalText(places: 2)) pt"
        text += h.judged ? ", needs \(h.minimum.decimalText(places: 0)) x \(h.minimum.decimalText(places: 0))\(h.meets ? "" : " FAILS")" : " (pointer or remote: not judged)"
        return text
    }
}
