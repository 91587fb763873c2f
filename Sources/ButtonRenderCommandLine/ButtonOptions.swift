import ArgumentParser
import ButtonRenderGoldens

/// The options that make a `ButtonSpec`, or with `render` a set of them: the platform, style,
/// size, state, appearance and scale each take a comma-separated list or `all`. The
/// configuration's options (`ConfigurationOptions`) are a group of their own beside these in
/// each command, not inside them: a debug build of ArgumentParser checks a group again for each
/// level it is nested at, every time a command's arguments are laid out, and the tests run the
/// command line built so.
struct ButtonOptions: ParsableArguments {
    @Option(help: "The platform (render: a list, or all).") var platform: Sweep<Platform> = Sweep(.iOS)
    @Option(help: "The button style (iOS: filled, tinted, gray, plain, info, close, contact-add; macOS: push, flexible, gradient, help, image; iOS, macOS, watchOS: switch; render: a list, or all: the platform's button styles).")
    var style: Sweep<Style>?
    @Option(help: "The size (iOS: small, medium, large; macOS: mini, small, regular, large; render: a list, or all).") var size: Sweep<Size>?
    @Option(help: "A role; repeat for several (a destructive button with the primary role is refused).") var role: [Role] = []
    @Option(help: "The interaction state (render: a list, or all).") var state: Sweep<ButtonState> = Sweep(.normal)
    @Option(help: "Light or dark mode (default light; watchOS and visionOS have only dark; render: a list, or both).") var appearance: Sweep<Appearance>?
    @Option(help: "The label (default \"Button\"; an empty title is allowed; none for kinds that show no text).") var title: String?
    @Option(help: "Secondary text below the title.") var subtitle: String?
    @Option(help: "An SF Symbols-style name, such as plus or cart.badge.plus.", completion: .list(SymbolNames.known))
    var symbol: String?
    @Option(help: "Where the symbol sits relative to the title.") var imagePlacement: ImagePlacement = .leading
    @Option(help: "watchOS side by side: the second button's title (default: the first's), such as Continue beside Cancel.") var pairTitle: String?
    @Option(help: "watchOS side by side: the second button's symbol (default: the first's).", completion: .list(SymbolNames.known)) var pairSymbol: String?
    @Flag(help: "Show the activity indicator before the title, hiding the symbol.") var loading = false
    @Option(help: "The title while loading, such as \"Checking out...\".") var loadingTitle: String?
    @Option(help: "The spinner's animation frame, 0 to 7.") var frame = 0
    @Option(help: ArgumentHelp(
        "The release whose design to draw: 26 for Liquid Glass, or an earlier release for the guidelines' design (the default).",
        discussion: "Each platform's own numbers: iOS, iPadOS and tvOS 13-18, macOS 11-15, watchOS 6-11 and visionOS 1-2 draw the design the guidelines describe; every platform's release 26 draws Liquid Glass (Apple skipped 19 to 25). A minor release may follow: 26.1.",
        valueName: "release"),
        completion: .list(["26", "18", "15"]), transform: OSVersion.argument)
    var osVersion: OSVersion?
    @Option(parsing: .unconditional, help: "Pixels per point (1, 2, 3; 0.5 to 8 allowed; default 2; render: a list such as 2,3).") var scale: Sweep<Double>?
    @Option(parsing: .unconditional, help: "A fixed width in points.") var width: Double?
    @Option(parsing: .unconditional, help: "A fixed height in points.") var height: Double?
    @Option(parsing: .unconditional, help: "watchOS screen width in points (41 mm: 176, 45 mm: 198, 49 mm: 205).") var watchWidth = ButtonSpec.defaultWatchWidth
    @Flag(help: "watchOS: the button is in a scrolling view (corner radius 9 instead of 22; release 26: a capsule either way).") var scrolling = false
    @Flag(help: "watchOS: two buttons side by side at equal height.") var sideBySide = false
    @Flag(help: "Append an ellipsis: a macOS button that opens another window.") var ellipsis = false
    @Option(help: "On or off: a switch (default on), or a macOS gradient or image button drawn as a toggle.") var value: ToggleValue?
    @Flag(help: "The On/Off Labels accessibility setting: glyphs inside a switch (iOS, iPadOS, watchOS).") var onOffLabels = false

    /// Every spec the options make, each validated: a command calls it from its own
    /// `validate()`, which has the configuration.
    func validate(_ configuration: ConfigurationOptions) throws {
        _ = try specs(configuration)
    }

    /// The one platform, appearance and scale asked for (a command that takes one button).
    var singlePlatform: Platform { platform.single ?? .iOS }
    var singleAppearance: Appearance? { appearance?.single }
    var singleScale: Double? { scale?.single }

    /// The one button the options describe; a list or `all` is refused, naming the option.
    func spec(_ configuration: ConfigurationOptions) throws -> ButtonSpec {
        let set = try specs(configuration)
        guard set.specs.count == 1, let only = set.specs.first else {
            let swept = [("--platform", platform.single == nil), ("--style", style.map { $0.single == nil } ?? false),
                         ("--size", size.map { $0.single == nil } ?? false), ("--state", state.single == nil),
                         ("--appearance", appearance.map { $0.single == nil } ?? false), ("--scale", scale.map { $0.single == nil } ?? false)]
            let names = swept.filter(\.1).map(\.0).joined(separator: ", ")
            throw ValidationError("\(names) take\(names.contains(",") ? "" : "s") one value here: a list or all makes a set, which only render writes")
        }
        return only
    }

    /// Every combination of the swept options, each validated. With only explicit values, any
    /// combination refused refuses the set; where `all` was asked for, the combinations the
    /// platform does not draw are left out, and named in `skipped`.
    /// Whether `all` (or `both`) was asked for anywhere: what the platform does not draw is then
    /// left out and named, not refused.
    var sweeps: Bool { platform.all || style?.all == true || size?.all == true || state.all || appearance?.all == true }

    func specs(_ configuration: ConfigurationOptions) throws -> (specs: [ButtonSpec], skipped: [String]) {
        let sweeping = sweeps
        var specs: [ButtonSpec] = [], skipped: [String] = []
        for p in platform.all ? Platform.allCases : platform.values {
            let styles: [Style?] = style.map { $0.all ? Self.buttonStyles(p, osVersion) : $0.values } ?? [nil]
            for st in styles {
                let styleOnPlatform = st ?? p.defaultStyle
                let sizes: [Size?] = size.map { $0.all ? p.sizes(for: styleOnPlatform) : $0.values } ?? [nil]
                for sz in sizes {
                    for stt in state.all ? ButtonState.allCases : state.values {
                        let appearances: [Appearance?] = appearance.map { $0.all ? (p.fixedAppearance.map { [$0] } ?? [.light, .dark]) : $0.values } ?? [nil]
                        for ap in appearances {
                            for sc in scale?.values ?? [2] {
                                // watchOS has one size: `all` gives it without naming it.
                                let named = size?.all == true && p == .watchOS ? nil : sz
                                let spec = make(platform: p, style: st, size: named, state: stt, appearance: ap, scale: sc, configuration: configuration)
                                if let refusal = refusal(spec, size: named) {
                                    guard sweeping else { throw ValidationError(refusal) }
                                    skipped.append(Self.combination(spec) + ": " + refusal)
                                } else {
                                    specs.append(spec)
                                }
                            }
                        }
                    }
                }
            }
        }
        guard !specs.isEmpty else {
            throw ValidationError("no combination asked for can be drawn" + (skipped.first.map { "; the first: " + $0 } ?? ""))
        }
        return (specs, skipped)
    }

    /// Why a combination cannot be drawn, or nil.
    private func refusal(_ spec: ButtonSpec, size: Size?) -> String? {
        do {
            try validateGiven(spec, size: size)
            try ButtonLayout.validate(spec)
            return nil
        } catch {
            return error.description
        }
    }

    /// "ios info large normal light": a combination, named for a list of those left out.
    static func combination(_ spec: ButtonSpec) -> String {
        [spec.platform.rawValue, spec.style.rawValue, spec.size.rawValue, spec.state.rawValue, spec.appearance.rawValue].joined(separator: " ")
    }

    /// `all` styles: the platform's button styles (on iOS and iPadOS the four, and the glass
    /// ones on release 26; not the switch or the special buttons, which take no title).
    static func buttonStyles(_ platform: Platform, _ release: OSVersion?) -> [Style] {
        switch platform {
        case .iOS, .iPadOS: return Style.systemStyles + (release?.generation == .liquidGlass ? [.glass, .prominentGlass] : [])
        case .macOS: return [.push, .flexible, .gradient, .help, .image]
        default: return platform.styles.filter { $0 != .switch }
        }
    }

    /// What the spec cannot tell from its defaults: options given that equal the default the
    /// spec fills in, and change nothing.
    private func validateGiven(_ spec: ButtonSpec, size: Size?) throws(SpecError) {
        // The spec drops the default title of a kind without text; one typed is refused, whatever it says.
        if title != nil, !spec.style.takesTitle { throw .titleOnTextlessButton(spec.style) }
        if let size {
            if spec.platform == .watchOS { throw ButtonLayout.watchSizeRefusal(size) }
            let sizes = spec.platform.sizes(for: spec.style)
            if sizes == [size] {
                throw .settingWithoutEffect(setting: "size \(size.rawValue)", reason: "the \(spec.style.rawValue) has one size on \(spec.platform.rawValue) (leave the size out)")
            }
        }
    }

    private func make(
        platform: Platform, style: Style?, size: Size?, state: ButtonState, appearance: Appearance?, scale: Double, configuration: ConfigurationOptions
    ) -> ButtonSpec {
        var spec = ButtonSpec(
            platform: platform, style: style, size: size, roles: role.isEmpty ? nil : Set(role), state: state,
            appearance: appearance,
            content: Content(
                title: title ?? Content.defaultTitle, subtitle: subtitle, symbol: symbol, imagePlacement: imagePlacement, loading: loading,
                loadingTitle: loadingTitle, ellipsis: ellipsis, pairTitle: pairTitle, pairSymbol: pairSymbol),
            scale: scale, width: width, height: height,
            watchWidth: watchWidth, scrolling: scrolling, sideBySide: sideBySide, spinnerFrame: frame, value: value,
            onOffLabels: onOffLabels, osVersion: osVersion)
        configuration.apply(to: &spec)
        return spec
    }
}
