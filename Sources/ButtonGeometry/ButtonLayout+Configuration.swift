/// What a button configuration may change, and where it would change nothing: refused with the
/// reason, as every setting without effect is, so that nobody reviews an image believing it
/// shows a setting the framework ignores.
extension ButtonLayout {
    static func validateConfiguration(_ spec: ButtonSpec) throws(SpecError) {
        guard spec.isConfigured else { return }
        let given = configurationFields(spec)
        guard let framework = spec.resolvedFramework else {
            throw .settingWithoutEffect(
                setting: given[0],
                reason: "a button configuration (UIButton.Configuration, or SwiftUI's .foregroundStyle and .font) changes the iOS and iPadOS filled, tinted, gray, plain and glass styles; the \(spec.style.rawValue) on \(spec.platform.displayName) draws as the system draws it")
        }
        if framework == .swiftui {
            // SwiftUI's bordered styles take a foreground style and a font; their fill is the
            // tint, their padding the control size's.
            let reasons: [(Bool, String, String)] = [
                (spec.baseBackgroundColor != nil, "baseBackgroundColor", "SwiftUI's bordered styles fill with the tint: give tint"),
                (spec.strokeWidth != nil || spec.strokeColor != nil, "stroke", "SwiftUI's bordered styles draw no border"),
                (spec.contentInsets != nil, "contentInsets", "SwiftUI's bordered styles pad by the control size (give size)"),
                (spec.imagePadding != nil, "imagePadding", "a SwiftUI Label spaces its icon and title itself"),
                (spec.titleAlignment != nil, "titleAlignment", "a SwiftUI button's text lines up as its Text does, not by the button style"),
            ]
            if let (_, setting, reason) = reasons.first(where: { $0.0 }) {
                throw .settingWithoutEffect(setting: setting + " with framework swiftui", reason: reason + " (framework uikit takes it)")
            }
        }
        if spec.baseBackgroundColor != nil {
            switch spec.style {
            case .plain: throw .settingWithoutEffect(setting: "baseBackgroundColor", reason: "the plain configuration draws no background (give style filled, tinted or gray)")
            case .glass, .clearGlass: throw .settingWithoutEffect(setting: "baseBackgroundColor", reason: "glass is a material, not a fill")
            case .prominentGlass, .prominentClearGlass: throw .settingWithoutEffect(setting: "baseBackgroundColor", reason: "prominent glass is filled with its tint: give tint")
            default: break
            }
        }
        if spec.strokeColor != nil && spec.strokeWidth == nil {
            throw .settingWithoutEffect(setting: "strokeColor", reason: "the stroke is drawn only with a strokeWidth")
        }
        if let w = spec.strokeWidth, !(w.isFinite && w > 0 && w <= 100) { throw .outOfRange(name: "strokeWidth", value: w, allowed: "more than 0 and at most 100 points") }
        if let s = spec.fontSize, !(s.isFinite && s >= 1 && s <= 400) { throw .outOfRange(name: "fontSize", value: s, allowed: "1 to 400 points") }
        if let p = spec.imagePadding, !(p.isFinite && p >= 0 && p <= 1000) { throw .outOfRange(name: "imagePadding", value: p, allowed: "0 to 1000 points") }
        if let insets = spec.contentInsets, let bad = insets.sides.first(where: { !($0.isFinite && $0 >= 0 && $0 <= 1000) }) {
            throw .outOfRange(name: "a side of contentInsets", value: bad, allowed: "0 to 1000 points for every side")
        }
        if let file = spec.fontFile, file.isEmpty { throw .settingWithoutEffect(setting: "fontFile \"\"", reason: "it names no file: give the path of a .otf or .ttf") }
        let hasText = !spec.displayedTitle.isEmpty || spec.showsSubtitle
        if !hasText, let font = given.first(where: { ["textStyle", "fontWeight", "fontSize", "fontFile", "titleAlignment"].contains($0) }) {
            throw .settingWithoutEffect(setting: font, reason: "the button shows no text")
        }
        if spec.imagePadding != nil, !(spec.showsSymbol || spec.content.loading) || !hasText {
            throw .settingWithoutEffect(setting: "imagePadding", reason: "it is the space between an image (a symbol, or the activity indicator) and the text, and the button does not show both")
        }
    }

    /// The configuration's fields that are set, by their names.
    static func configurationFields(_ spec: ButtonSpec) -> [String] {
        let fields: [(String, Bool)] = [
            ("baseBackgroundColor", spec.baseBackgroundColor != nil), ("baseForegroundColor", spec.baseForegroundColor != nil),
            ("strokeWidth", spec.strokeWidth != nil), ("strokeColor", spec.strokeColor != nil), ("textStyle", spec.textStyle != nil),
            ("fontWeight", spec.fontWeight != nil), ("fontSize", spec.fontSize != nil), ("fontFile", spec.fontFile != nil),
            ("titleAlignment", spec.titleAlignment != nil), ("contentInsets", spec.contentInsets != nil), ("imagePadding", spec.imagePadding != nil),
        ]
        return fields.filter(\.1).map(\.0)
    }
}
