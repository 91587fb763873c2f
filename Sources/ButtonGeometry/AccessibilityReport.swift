/// What a button asks of the people who use it, as the accessibility guidelines and WCAG 2.x
/// measure it: the label's contrast, the shape's, the hit target, and what VoiceOver says.
/// The Accessibility article gives every threshold's source.
public struct AccessibilityReport: Hashable, Codable, Sendable {
    /// The label against what lies behind it.
    public struct LabelContrast: Hashable, Codable, Sendable {
        /// WCAG 2.x contrast ratio, (L1 + 0.05) / (L2 + 0.05), from 1 to 21.
        public var ratio: Double
        /// The label's color and what lies behind it (the fill over the backdrop, or the
        /// backdrop for a plain button), both opaque, as #RRGGBB.
        public var label: String, behind: String
        /// The label's point size and whether its weight is bold.
        public var textSize: Double, bold: Bool
        /// True when the label is a symbol alone, not text.
        public var symbol: Bool
        /// What the guidelines ask at that size and weight: 4.5 up to 17 pt, 3 from 18 pt or
        /// bold; 3 for a symbol alone (a graphical object).
        public var minimum: Double
        /// True when the ratio reaches the minimum, or the button is exempt.
        public var meets: Bool
        /// Why the minimum does not apply, when it does not (a disabled button).
        public var exempt: String?
    }

    /// The shape against the backdrop (WCAG 1.4.11, non-text contrast).
    public struct ShapeContrast: Hashable, Codable, Sendable {
        /// The contrast ratio of the shape's fill (over the backdrop) with the backdrop.
        public var ratio: Double
        /// 3, when the shape is the only cue that a control is there (no text, no symbol).
        public var minimum: Double
        /// Whether the minimum applies (false when a text label identifies the button).
        public var required: Bool
        /// True when the ratio reaches the minimum or the minimum does not apply.
        public var meets: Bool
    }

    /// The area that takes a tap, against the guidelines' minimum.
    public struct HitTarget: Hashable, Codable, Sendable {
        /// Its size, in points.
        public var width: Double, height: Double
        /// 44 pt (60 on visionOS).
        public var minimum: Double
        /// False on macOS and tvOS, which people use with a pointer or a remote: reported, not judged.
        public var judged: Bool
        /// True when both sides reach the minimum, or the target is not judged.
        public var meets: Bool
    }

    /// The label's contrast (the title's, or a lone symbol's); nil when the button shows neither.
    public var labelContrast: LabelContrast?
    /// The shape's contrast; nil when the button draws no filled shape.
    public var shapeContrast: ShapeContrast?
    /// The hit target.
    public var hitTarget: HitTarget
    /// What the button was judged against, opaque, as #RRGGBB.
    public var backdrop: String
    /// What VoiceOver speaks, as AccessibilitySnapshot's legends write it: the label, then the
    /// traits ("Add to Cart. Button.", "Done. Dimmed. Button.", "Switch Button. On."). The
    /// label is the whole title, as the accessibility label defaults to it, even where the line
    /// drawn is truncated; a title of two lines is spoken as one.
    public var voiceOver: String
    /// The hint VoiceOver speaks after a pause, when the control has one by default: "Double tap
    /// to toggle setting." for a switch that is enabled (AccessibilitySnapshot's description
    /// builder); nil for a button, which has none unless its app gives one.
    public var voiceOverHint: String?
    /// True when every judged check is met.
    public var passes: Bool { (labelContrast?.meets ?? true) && (shapeContrast?.meets ?? true) && hitTarget.meets }

    /// Apple's minimum contrast for text below `largeTextSize` at a regular weight (and WCAG 1.4.3's).
    public static let textMinimum = AccessibilityTable.table(.guidelines).textMinimum.value
    /// The minimum from `largeTextSize`, or for bold text.
    public static let largeTextMinimum = AccessibilityTable.table(.guidelines).largeTextMinimum.value
    /// The point size from which text counts as large (18).
    public static let largeTextSize = AccessibilityTable.table(.guidelines).largeTextSize.value
    /// WCAG 1.4.11's minimum for the parts of a control that identify it.
    public static let nonTextMinimum = AccessibilityTable.table(.guidelines).nonTextMinimum.value
}

extension AccessibilityReport {
    /// The report for a layout: colors as drawn over `backdrop` (a translucent one over the
    /// default), by default the platform's backdrop where it has one (`Platform.backdrop`),
    /// else the appearance's systemBackground (the canvas is transparent by default; a
    /// designer's screen is not).
    public init(_ layout: ButtonLayout, backdrop given: RGBA? = nil) {
        let spec = layout.spec
        let backdrop = given.map { Self.over($0, Self.backdrop(spec)) } ?? Self.backdrop(spec)
        self.backdrop = backdrop.description
        // Glass shows the backdrop mixed, in the appearance the backdrop chooses: the label is
        // judged against what the glass actually shows, not against the backdrop.
        let material = layout.shape?.glass
        let glass = material.map { $0.appearance(overLuminance: Self.luminance(backdrop)) }
        let fill = layout.shape?.fill.map { Self.over($0.rgba, backdrop) } ?? glass.map { $0.matrix.apply(backdrop) }
        let behind = fill ?? backdrop
        let disabled = spec.state == .disabled
        let dimmedSwitch = layout.switchControl.map { $0.opacity < 1 } ?? false

        if let title = layout.title {
            let ink = glass.flatMap { appearance in material?.label(title.color, on: appearance) } ?? title.color
            let color = Self.over(ink.rgba, behind)
            let ratio = Self.contrast(color, behind)
            let bold = title.font.weight == .bold
            let minimum = title.font.size >= Self.largeTextSize || bold ? Self.largeTextMinimum : Self.textMinimum
            labelContrast = LabelContrast(
                ratio: ratio, label: color.description, behind: behind.description, textSize: title.font.size, bold: bold, symbol: false, minimum: minimum,
                meets: disabled || ratio >= minimum,
                exempt: disabled ? "disabled: WCAG 1.4.3 exempts inactive components" : nil)
        } else if let symbol = layout.symbol {
            // A symbol alone is a graphical object that identifies the control (WCAG 1.4.11: 3:1).
            let color = Self.over(symbol.color.rgba, behind)
            let ratio = Self.contrast(color, behind)
            labelContrast = LabelContrast(
                ratio: ratio, label: color.description, behind: behind.description, textSize: symbol.pointSize, bold: false, symbol: true,
                minimum: Self.nonTextMinimum, meets: disabled || ratio >= Self.nonTextMinimum,
                exempt: disabled ? "disabled: WCAG 1.4.11 exempts inactive components" : nil)
        }
        if let fill {
            let ratio = Self.contrast(fill, backdrop)
            // Required only when nothing else shows the control is there: no text, no symbol.
            let required = layout.title == nil && layout.subtitle == nil && layout.symbol == nil && layout.spinner == nil && !disabled
            shapeContrast = ShapeContrast(ratio: ratio, minimum: Self.nonTextMinimum, required: required, meets: !required || ratio >= Self.nonTextMinimum)
        }
        let target = layout.hitTarget.points
        let judged = spec.platform != .macOS && spec.platform != .tvOS
        let minimum = spec.platform.minimumHitTarget
        hitTarget = HitTarget(
            width: target.width, height: target.height, minimum: minimum, judged: judged,
            meets: !judged || (target.width >= minimum - 1e-9 && target.height >= minimum - 1e-9))

        var parts: [String] = []
        // The accessibility label defaults to the whole title, not the line drawn (which may be
        // truncated), and VoiceOver reads a line break as a space. A kind without a title (the
        // help button's question mark) is read as drawn.
        let title = layout.title.map { spec.style.takesTitle ? spec.displayedTitle.spokenAsOneLine() : $0.text }
        let label = title ?? layout.symbol.map { $0.name.replacingDots() } ?? ""
        if !label.isEmpty { parts.append(label + ".") }
        if disabled || dimmedSwitch { parts.append("Dimmed.") }
        if let control = layout.switchControl {
            parts.append("Switch Button.")
            parts.append(control.value == .on ? "On." : "Off.")
        } else {
            parts.append("Button.")
        }
        voiceOver = parts.joined(separator: " ")
        voiceOverHint = layout.switchControl != nil && !(disabled || dimmedSwitch) ? "Double tap to toggle setting." : nil
    }

    /// What the button is judged against: the platform's backdrop, else systemBackground.
    package static func backdrop(_ spec: ButtonSpec) -> RGBA {
        spec.platform.backdrop ?? SystemColor.systemBackground.resolve(spec.appearance)
    }

    /// `top` (straight, maybe translucent) over an opaque `bottom`.
    package static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        let a = Double(top.alpha) / 255
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * a + Double(b) * (1 - a)).rounded()) }
        return RGBA(mix(top.red, bottom.red), mix(top.green, bottom.green), mix(top.blue, bottom.blue))
    }

    /// WCAG 2.x relative luminance of an opaque sRGB color.
    package static func luminance(_ c: RGBA) -> Double {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : power2point4((s + 0.055) / 1.055)
        }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// x^2.4 for x in (0, 1], in pure Swift (the geometry core links no C math): the fifth root
    /// of x^12 by Newton's method, which converges from x^2 in a few steps.
    static func power2point4(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        let x2 = x * x, x4 = x2 * x2, x12 = x4 * x4 * x4
        var y = x2
        for _ in 0..<40 {
            let y4 = (y * y) * (y * y)
            let next = (4 * y + x12 / y4) / 5
            if abs(next - y) <= 1e-16 * y { return next }
            y = next
        }
        return y
    }

    /// WCAG 2.x contrast ratio of two opaque colors, 1 to 21.
    package static func contrast(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}

extension ButtonLayout {
    /// Contrast, hit target and what VoiceOver says, judged against `backdrop` (by default the
    /// platform's backdrop, else the appearance's systemBackground): `AccessibilityReport(self,
    /// backdrop:)`.
    public func accessibilityReport(backdrop: RGBA? = nil) -> AccessibilityReport { AccessibilityReport(self, backdrop: backdrop) }
}

extension String {
    /// A symbol's name read aloud: its dots as spaces ("cart.badge.plus" -> "cart badge plus").
    fileprivate func replacingDots() -> String { split(separator: ".").joined(separator: " ") }

    /// The text as VoiceOver speaks it: each line break as one space ("Two\nlines" -> "Two lines").
    fileprivate func spokenAsOneLine() -> String { split(whereSeparator: \.isNewline).joined(separator: " ") }
}
