import ArgumentParser
import ButtonRenderGoldens

/// The options that make a `ButtonSpec`.
struct ButtonOptions: ParsableArguments {
    @Option(help: "The platform.") var platform: Platform = .iOS
    @Option(help: "The button style (iOS: filled, tinted, gray, plain, info, close, contact-add; macOS: push, flexible, gradient, help, image; iOS, macOS, watchOS: switch).")
    var style: Style?
    @Option(help: "The size (iOS: small, medium, large; macOS: mini, small, regular, large).") var size: Size?
    @Option(help: "A role; repeat for several (a destructive button with the primary role is refused).") var role: [Role] = []
    @Option(help: "The interaction state.") var state: ButtonState = .normal
    @Option(help: "Light or dark mode (default light; watchOS and visionOS have only dark).") var appearance: Appearance?
    @Option(help: "The label (default \"Button\"; an empty title is allowed; none for kinds that show no text).") var title: String?
    @Option(help: "Secondary text below the title.") var subtitle: String?
    @Option(help: "An SF Symbols-style name, such as plus or cart.badge.plus.", completion: .list(SymbolNames.known))
    var symbol: String?
    @Option(help: "Where the symbol sits relative to the title.") var imagePlacement: ImagePlacement = .leading
    @Flag(help: "Show the activity indicator before the title, hiding the symbol.") var loading = false
    @Option(help: "The title while loading, such as \"Checking out...\".") var loadingTitle: String?
    @Option(help: "The spinner's animation frame, 0 to 7.") var frame = 0
    @Option(help: "How the corner radius is chosen.") var cornerStyle: CornerStyle = .dynamic
    @Option(parsing: .unconditional, help: "A corner radius in points, overriding the style's.") var cornerRadius: Double?
    @Option(help: "iOS and iPadOS filled, tinted, gray and plain: draw as UIKit's button configurations (the default) or SwiftUI's bordered styles.")
    var framework: Framework?
    @Option(help: ArgumentHelp(
        "The release whose design to draw: 26 for Liquid Glass, or an earlier release for the guidelines' design (the default).",
        discussion: "Each platform's own numbers: iOS, iPadOS and tvOS 13-18, macOS 11-15, watchOS 6-11 and visionOS 1-2 draw the design the guidelines describe; every platform's release 26 draws Liquid Glass (Apple skipped 19 to 25). A minor release may follow: 26.1.",
        valueName: "release"),
        completion: .list(["26", "18", "15"]), transform: OSVersion.argument)
    var osVersion: OSVersion?
    @Option(help: "Corner shape (continuous: the framework's own; layer: Core Animation's, as UIKit draws it).") var cornerCurve: ButtonGeometry.CornerCurve = .continuous
    @Option(help: "The Dynamic Type content size category.") var textSize: DynamicTypeCategory = .large
    @Option(help: "Reading direction.") var direction: WritingDirection = .leftToRight
    @Flag(help: "The Button Shapes accessibility setting.") var buttonShapes = false
    @Flag(help: "The Increase Contrast accessibility setting: system colors take their increased-contrast values.") var increaseContrast = false
    @Flag(help: "The Bold Text accessibility setting: labels two weights heavier (regular becomes semibold).") var boldText = false
    @Option(help: "The accent color: #RRGGBB, #RRGGBBAA or a system color name (default systemBlue).") var tint: Tint?
    @Option(parsing: .unconditional, help: "Pixels per point (1, 2, 3; 0.5 to 8 allowed; default 2).") var scale: Double?
    @Option(parsing: .unconditional, help: "A fixed width in points.") var width: Double?
    @Option(parsing: .unconditional, help: "A fixed height in points.") var height: Double?
    @Option(parsing: .unconditional, help: "watchOS screen width in points (41 mm: 176, 45 mm: 198, 49 mm: 205).") var watchWidth = ButtonSpec.defaultWatchWidth
    @Flag(help: "watchOS: the button is in a scrolling view (corner radius 9 instead of 22).") var scrolling = false
    @Flag(help: "watchOS: two buttons side by side at equal height.") var sideBySide = false
    @Flag(help: "Append an ellipsis: a macOS button that opens another window.") var ellipsis = false
    @Option(help: "On or off: a switch (default on), or a macOS gradient or image button drawn as a toggle.") var value: ToggleValue?
    @Flag(help: "The On/Off Labels accessibility setting: glyphs inside a switch (iOS, iPadOS, watchOS).") var onOffLabels = false

    func validate() throws {
        do {
            let spec = try spec()
            try validateGiven(spec)
            try ButtonLayout.validate(spec)
        } catch let error as SpecError {
            throw ValidationError(error.description)
        }
    }

    /// What the spec cannot tell from its defaults: options given that equal the default the
    /// spec fills in, and change nothing.
    private func validateGiven(_ spec: ButtonSpec) throws(SpecError) {
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

    func spec() throws -> ButtonSpec {
        ButtonSpec(
            platform: platform, style: style, size: size, roles: role.isEmpty ? nil : Set(role), state: state,
            appearance: appearance,
            content: Content(
                title: title ?? Content.defaultTitle, subtitle: subtitle, symbol: symbol, imagePlacement: imagePlacement, loading: loading,
                loadingTitle: loadingTitle, ellipsis: ellipsis),
            tint: tint, cornerStyle: cornerStyle, cornerRadius: cornerRadius, cornerCurve: cornerCurve, textSize: textSize,
            direction: direction, buttonShapes: buttonShapes, scale: scale ?? 2, width: width, height: height,
            watchWidth: watchWidth, scrolling: scrolling, sideBySide: sideBySide, spinnerFrame: frame, value: value,
            onOffLabels: onOffLabels, framework: framework, increaseContrast: increaseContrast, boldText: boldText, osVersion: osVersion)
    }
}
