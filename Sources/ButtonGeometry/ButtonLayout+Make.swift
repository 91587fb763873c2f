extension ButtonLayout {
    /// Pixels per point a spec or a standalone indicator may ask for.
    public static let scaleRange = 0.5...8.0
    /// The most characters a title, subtitle or loading title may have: at the smallest text
    /// (9 pt) and scale (0.5), 4,096 characters of the narrowest glyphs (a fifth of an em)
    /// already need 3,686 pt, past the widest canvas (16,384 px); a fixed width truncates
    /// long before. Checked before shaping, which costs time and memory by the character.
    public static let maximumTextLength = 4096

    /// Lays out `spec`, measuring text through `measurer`. Throws `SpecError` for a spec the
    /// guidelines rule out, or the measurer's error for text it cannot draw.
    public static func make(for spec: ButtonSpec, measurer: any TextMeasuring) throws -> ButtonLayout {
        try validate(spec)
        return try build(spec, measurer: measurer)
    }

    private static func build(_ spec: ButtonSpec, measurer: any TextMeasuring) throws -> ButtonLayout {
        var builder = LayoutBuilder(spec: spec, measurer: measurer)
        var layout: ButtonLayout
        switch (spec.platform, spec.style) {
        case (.iOS, .info), (.iPadOS, .info), (.iOS, .contactAdd), (.iPadOS, .contactAdd):
            layout = try builder.symbolOnly()
        case (.iOS, .close), (.iPadOS, .close):
            layout = try builder.closeButton()
        case (.macOS, .gradient):
            layout = try builder.gradientButton()
        case (.macOS, .help):
            layout = try builder.helpButton()
        case (.macOS, .image):
            layout = try builder.imageButton()
        case (_, .switch):
            layout = builder.switchControl()
        default:
            layout = try builder.systemButton()
        }
        layout.sources = builder.cited.printed
        return layout
    }

    /// Refuses what the guidelines rule out, naming the rule, and values that cannot be drawn.
    public static func validate(_ spec: ButtonSpec) throws(SpecError) {
        for (field, text) in [
            ("title", spec.content.title), ("subtitle", spec.content.subtitle ?? ""), ("loading title", spec.content.loadingTitle ?? ""),
            ("pair title", spec.content.pairTitle ?? ""),
        ] {
            // utf8.count is O(1) for native strings: a 10-million-character title is refused at once.
            if text.utf8.count > maximumTextLength, text.unicodeScalars.count > maximumTextLength {
                throw .textTooLong(field: field, characters: text.unicodeScalars.count)
            }
        }
        if let release = spec.osVersion, !spec.platform.hasRelease(release) { throw .releaseNotOnPlatform(release, spec.platform) }
        guard spec.platform.styles.contains(spec.style) else { throw .styleNotOnPlatform(spec.style, spec.platform) }
        try validateGeneration(spec)
        // Checked first: watchOS's sizes exist elsewhere, and the reason says why none applies here.
        if spec.platform == .watchOS, spec.size != spec.platform.defaultSize { throw watchSizeRefusal(spec.size) }
        guard spec.platform.sizes.contains(spec.size) else { throw .sizeNotOnPlatform(spec.size, spec.platform) }
        if let fixed = spec.platform.fixedAppearance, spec.appearance != fixed { throw .appearanceNotOnPlatform(spec.appearance, spec.platform) }
        if spec.isDestructive && spec.isPrimary { throw .destructivePrimary }
        if !spec.style.takesTitle && !spec.displayedTitle.isEmpty { throw .titleOnTextlessButton(spec.style) }
        guard spec.scale.isFinite, scaleRange.contains(spec.scale) else { throw .invalidScale(spec.scale) }
        for (name, value) in [("width", spec.width), ("height", spec.height), ("watch width", Optional(spec.watchWidth))] {
            if let value, !(value.isFinite && value > 0 && value <= 4000) { throw .invalidDimension(name: name, value: value) }
        }
        if let r = spec.cornerRadius, !(r.isFinite && r >= 0 && r <= 4000) { throw .invalidDimension(name: "corner radius", value: r) }
        guard (0...7).contains(spec.spinnerFrame) else { throw .invalidSpinnerFrame(spec.spinnerFrame) }
        // Settings that would be ignored are refused, so that nobody reviews an image believing
        // it shows them.
        if spec.platform != .watchOS {
            let where_ = "it is a watchOS setting and the platform is \(spec.platform.rawValue)"
            if spec.scrolling { throw .settingWithoutEffect(setting: "scrolling", reason: where_) }
            if spec.sideBySide { throw .settingWithoutEffect(setting: "side by side", reason: where_) }
            if spec.watchWidth != ButtonSpec.defaultWatchWidth { throw .settingWithoutEffect(setting: "watch width", reason: where_) }
        }
        if let framework = spec.framework, spec.resolvedFramework == nil {
            throw .settingWithoutEffect(
                setting: "framework \(framework.rawValue)",
                reason: "UIKit and SwiftUI draw differently only the iOS and iPadOS filled, tinted, gray and plain styles")
        }
        if spec.spinnerFrame != 0 && !spec.content.loading {
            throw .settingWithoutEffect(setting: "spinner frame \(spec.spinnerFrame)", reason: "only a loading button shows the activity indicator (content.loading; --loading on the command line)")
        }
        try validateToggle(spec)
        try validateConfiguration(spec)
        if !spec.sideBySide, spec.content.pairTitle != nil || spec.content.pairSymbol != nil {
            throw .settingWithoutEffect(
                setting: spec.content.pairTitle != nil ? "pair title" : "pair symbol",
                reason: "it names the second button of a watchOS pair side by side (sideBySide; --side-by-side on the command line)")
        }
    }

    /// Why a size is refused on watchOS: none changes a watch button, which takes its width from
    /// the screen and its height from the watch's one metric.
    package static func watchSizeRefusal(_ size: Size) -> SpecError {
        .settingWithoutEffect(
            setting: "size \(size.rawValue)",
            reason: "a watchOS button takes the screen's width (watch width, side by side) and one height, whatever the size; leave the size out")
    }

    /// The switch's rules, and the on state's: only a switch and the macOS gradient and
    /// image buttons (which the guidelines let behave as toggles) have one.
    static func validateToggle(_ spec: ButtonSpec) throws(SpecError) {
        let togglable = spec.style == .switch || (spec.platform == .macOS && (spec.style == .gradient || spec.style == .image))
        if let value = spec.value, !togglable {
            throw .settingWithoutEffect(
                setting: "value \(value.rawValue)",
                reason: "only a switch and the macOS gradient and image buttons (which the guidelines let behave as toggles) have an on state")
        }
        if spec.onOffLabels {
            if spec.style != .switch {
                throw .settingWithoutEffect(setting: "on/off labels", reason: "the setting shows glyphs inside switches only (style switch; --style switch on the command line)")
            }
            if spec.platform == .macOS {
                throw .settingWithoutEffect(
                    setting: "on/off labels",
                    reason: "the guidelines name iOS, iPadOS, tvOS and watchOS as the systems that draw on/off glyphs in switches; macOS draws none")
            }
        }
        guard spec.style == .switch else { return }
        let states: [ButtonState] = [.normal, .disabled]
        guard states.contains(spec.state) else { throw .stateNotOnStyle(spec.state, spec.style, valid: states) }
        let sizes = spec.platform.sizes(for: .switch)
        guard sizes.contains(spec.size) else { throw .sizeNotOnStyle(spec.size, spec.style, spec.platform, valid: sizes) }
        let why = "the switch draws only its track and knob, at a fixed size"
        if let role = spec.roles.first(where: { $0 != .normal }) { throw .settingWithoutEffect(setting: "role \(role.rawValue)", reason: "a switch has no role") }
        if spec.content.subtitle != nil { throw .settingWithoutEffect(setting: "subtitle", reason: why) }
        if spec.content.symbol != nil { throw .settingWithoutEffect(setting: "symbol", reason: why) }
        if spec.content.loading { throw .settingWithoutEffect(setting: "loading", reason: "a switch shows no activity indicator") }
        if spec.content.ellipsis { throw .settingWithoutEffect(setting: "ellipsis", reason: why) }
        if spec.width != nil { throw .settingWithoutEffect(setting: "width", reason: why) }
        if spec.height != nil { throw .settingWithoutEffect(setting: "height", reason: why) }
        if spec.cornerRadius != nil || spec.cornerStyle != .dynamic { throw .settingWithoutEffect(setting: "corner style", reason: "the track is always a capsule") }
        if spec.cornerCurve != .continuous { throw .settingWithoutEffect(setting: "corner curve", reason: "the track is always a capsule, whose ends are half circles in either curve") }
        if spec.buttonShapes { throw .settingWithoutEffect(setting: "button shapes", reason: "the setting outlines plain buttons; a switch already has a track") }
        if spec.textSize != .large { throw .settingWithoutEffect(setting: "text size \(spec.textSize.rawValue)", reason: "Dynamic Type does not resize the switch") }
        if spec.scrolling || spec.sideBySide { throw .settingWithoutEffect(setting: spec.scrolling ? "scrolling" : "side by side", reason: "these place watchOS buttons; a switch keeps its size") }
        if spec.watchWidth != ButtonSpec.defaultWatchWidth { throw .settingWithoutEffect(setting: "watch width", reason: "a switch keeps its size on every watch") }
    }
}
