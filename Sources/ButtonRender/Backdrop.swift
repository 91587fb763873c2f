import ButtonGeometry
import Raster

/// The canvas behind a button: the background asked for, else the platform's backdrop
/// (`Platform.backdrop`: watchOS black, tvOS and visionOS dark grays), else, in dark mode,
/// macOS 26's window or the dark systemBackground, else transparent.
///
/// A dark button is drawn for a dark surface: on a transparent canvas every image viewer and
/// pull request shows it over white, where it reads as a light button. So a dark render sits
/// on the dark systemBackground, as the sheets, the goldens and the accessibility report's
/// contrast already take it; `#00000000` asks for transparency. The one default for every
/// path: the command line, manifest cases, `Renderer.render` and the snapshot-testing adapter
/// give the same pixels for the same spec.
public enum Backdrop {
    /// The canvas color for a spec: the background given, else the platform's backdrop, else
    /// macOS 26's dark window or the dark systemBackground for a dark appearance, else
    /// transparent.
    public static func color(_ background: ColorSet?, for spec: ButtonSpec) -> RGBA {
        if let background { return background.resolved(spec.appearance).rgba }
        if let platform = spec.platform.backdrop { return platform }
        // Glass shows what lies behind it: on nothing it would show nothing, so it sits on the
        // system background, as an app's content would.
        if spec.style.isGlass { return SystemColor.systemBackground.resolve(spec.appearance) }
        // macOS 26's dark push face is translucent, measured on its window: on black it would
        // show as nothing Apple draws.
        if spec.platform == .macOS, spec.appearance == .dark, let window = MacPushButtonTable.table(spec.generation).windowDark {
            return window.value
        }
        return color(nil, appearance: spec.appearance)
    }

    /// The canvas for what has no platform (the activity indicator alone): the background
    /// given, else the dark systemBackground for a dark appearance, else transparent.
    public static func color(_ background: ColorSet?, appearance: Appearance) -> RGBA {
        if let background { return background.resolved(appearance).rgba }
        return appearance == .dark ? SystemColor.systemBackground.resolve(.dark) : .clear
    }
}
