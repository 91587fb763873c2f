/// What release 26 draws that this tool can draw from Apple's renders or what UIKit reported,
/// and why the rest is refused: the documentation's "not yet known" list, in one place.
package enum LiquidGlassCoverage {
    /// Why glass in `spec` cannot be drawn over content of relative luminance `luminance` (0 to
    /// 1, what lies behind the shape), which only the scene knows; nil when it can. Dark mode's
    /// glass is measured over dark content only (SwiftUI's regular glass over black); what its
    /// label does over light content is not known.
    package static func unknown(_ spec: ButtonSpec, overLuminance luminance: Double) -> String? {
        guard spec.style.isGlass, spec.appearance == .dark, spec.generation == .liquidGlass else { return nil }
        let dark = GlassTable.table(spec.generation).darkBelowLuminance.value
        guard luminance >= dark else { return nil }
        return "in dark mode only glass over dark content (relative luminance below \(dark); this backdrop's is \((luminance * 100).rounded() / 100)) has been found and measured"
    }

    /// Why the kind of `spec` cannot be drawn as release 26 draws it; nil when it can.
    package static func unknown(_ spec: ButtonSpec) -> String? {
        if spec.style.isGlass {
            if spec.state != .normal { return "no render of a \(spec.state.rawValue) glass button has been found and measured" }
            if spec.content.loading { return "no render of a loading glass button has been found and measured" }
            if spec.increaseContrast || spec.buttonShapes {
                return "no render of glass with Increase Contrast or Button Shapes has been found and measured"
            }
            if spec.appearance == .dark && spec.style.isProminentGlass {
                return "no render of prominent glass in dark mode has been found and measured (glass in dark mode is: --style glass)"
            }
        }
        switch spec.platform {
        case .iOS, .iPadOS:
            if spec.resolvedFramework == .swiftui, spec.isDestructive, spec.tint != nil {
                return "SwiftUI's destructive role under a tint on 26 is not yet measured (a capture of a .borderedProminent under .tint(.blue), too close to an alert to measure, shows the tint's fill, not red)"
            }
            switch (spec.style, spec.resolvedFramework) {
            case (.filled, .uikit), (.tinted, .uikit), (.gray, .uikit), (.plain, .uikit), (.glass, .uikit), (.prominentGlass, .uikit):
                return nil
            case (.switch, _):
                if spec.onOffLabels { return "no render of the iOS 26 switch with On/Off Labels has been found and measured" }
                return nil
            case (.clearGlass, _), (.prominentClearGlass, _):
                return "no render of clear glass has been found and measured"
            case (.glass, .swiftui), (.prominentGlass, .swiftui):
                return spec.size == .medium ? nil
                    : "only SwiftUI's regular (medium) glass buttons have been measured on 26; the \(spec.size.rawValue) size has no render yet"
            case (_, .swiftui):
                if spec.size == .medium || spec.size == .large && spec.style == .filled || spec.size == .small && spec.style == .gray { return nil }
                return "SwiftUI on 26 has been measured at the regular (medium) size in the bordered, bordered prominent, glass and glass prominent styles, "
                    + "at the large size in bordered prominent (--style filled) only and at the small size in bordered (--style gray) only; the \(spec.size.rawValue) \(spec.style.rawValue) has no render yet"
            default:
                return "no public Apple render of the iOS 26 \(spec.style.rawValue) has been found and measured"
            }
        case .macOS:
            guard spec.style == .push else {
                return "only macOS 26's push button has been found and measured (the glass bezel, help, gradient, image and flexible-height buttons and the switch have no render yet)"
            }
            if spec.size == .large && !spec.isPrimary {
                return "only the large default button (--role primary) has been measured on macOS 26; the large push button without it has no render yet"
            }
            if spec.size != .regular && spec.size != .large {
                return "only the regular push button and the large default button have been measured on macOS 26; the \(spec.size.rawValue) size (and the compact metrics) have no render yet"
            }
            if spec.state != .normal { return "no render of a \(spec.state.rawValue) push button on macOS 26 has been found and measured" }
            if spec.isDestructive { return "no render of AppKit's destructive push button on macOS 26 has been found and measured (SwiftUI's role: .destructive draws an uncoloured label there)" }
            if spec.content.loading { return "no render of a loading push button on macOS 26 has been found and measured" }
            if spec.tint != nil { return "no render of a tinted push button on macOS 26 has been found and measured (the default button's accent is: --role primary)" }
            if spec.content.symbol != nil { return "no render of a push button with a symbol on macOS 26 has been found and measured" }
            if spec.increaseContrast || spec.boldText { return "no render of macOS 26's push button with Increase Contrast or Bold Text has been found and measured" }
            return nil
        case .watchOS:
            guard spec.style == .gray || spec.style == .tinted else {
                return "only watchOS 26's default button (gray, or tinted with --tint) has been found and measured"
            }
            if spec.sideBySide { return "no render of two watchOS 26 buttons side by side has been found and measured" }
            if spec.state != .normal { return "no render of a \(spec.state.rawValue) watchOS 26 button has been found and measured" }
            if spec.content.symbol != nil || spec.content.loading || spec.content.subtitle != nil || spec.content.title.contains("\n") {
                return "only one-line titles have been measured on watchOS 26 (no symbol, subtitle, second line or spinner)"
            }
            return nil
        case .tvOS, .visionOS:
            return "no public render of \(spec.platform.displayName) 26's buttons has been found and measured"
        }
    }
}
