/// Where one number comes from, strongest first: measured on Apple's own render, stated by Apple,
/// reimplemented by a named third party, or ours with the reason nothing better exists. The
/// Metrics and Their Sources article and the layout JSON's `sources` print these.
package enum MetricSource: Hashable, Sendable {
    /// Measured on Apple's renders in the calibration corpus; `how` says what was fitted.
    case measured([CorpusEntry], how: String)
    /// Stated by Apple on a page anyone can open (the guidelines, a developer forums answer, WebKit).
    case apple(ApplePage, says: String)
    /// Taken from a third party that measured or reimplemented Apple's controls.
    case reimplemented(ThirdParty, detail: String)
    /// Our choice where nothing public gives the number: why this one.
    case ours(String)

    /// True for a number of ours: the query that lists "our choices".
    package var isOurs: Bool {
        if case .ours = self { return true }
        return false
    }

    /// One line a person reads: the kind of source, what it is, and where to open it (a corpus
    /// entry by its id in `Tests/Calibration/apple-renders.json`, which holds its path).
    package var text: String {
        switch self {
        case let .measured(entries, how):
            return "measured: " + entries.map(\.id).joined(separator: ", ") + " (" + Self.places(entries) + "); " + how
        case let .apple(page, says):
            return "Apple: \(page.title) (\(page.url)): \(says)"
        case let .reimplemented(party, detail):
            return "reimplemented: \(party.name) (\(party.location)): \(detail)"
        case let .ours(reason):
            return "ours: " + reason
        }
    }

    /// The repositories and commits the entries were taken at, once each, in order:
    /// "psharanda/NativeBook at 3561089cb1fe".
    private static func places(_ entries: [CorpusEntry]) -> String {
        var seen: [String] = []
        for e in entries {
            let place = "\(e.repository) at \(e.commit.prefix(12))"
            if !seen.contains(place) { seen.append(place) }
        }
        return seen.joined(separator: ", ")
    }

    /// The same line in Markdown, each source a link, for the article's table.
    package var markdown: String {
        switch self {
        case let .measured(entries, how):
            return "P: " + entries.map { "[`\($0.id)`](\($0.url))" }.joined(separator: ", ") + "; " + how
        case let .apple(page, says):
            return "A: [\(page.title)](\(page.url)): \(says)"
        case let .reimplemented(party, detail):
            return "R: [\(party.name)](\(party.location)): \(detail)"
        case let .ours(reason):
            return "ours: " + reason
        }
    }
}

/// A page of Apple's that states a number.
package struct ApplePage: Hashable, Sendable {
    /// The page's title as Apple gives it.
    package var title: String
    /// Where it opens.
    package var url: String

    /// The Human Interface Guidelines' Buttons page.
    package static let higButtons = ApplePage(
        title: "Human Interface Guidelines: Buttons", url: "https://developer.apple.com/design/human-interface-guidelines/buttons")
    /// The Human Interface Guidelines' Typography page (the Dynamic Type tables).
    package static let higTypography = ApplePage(
        title: "Human Interface Guidelines: Typography", url: "https://developer.apple.com/design/human-interface-guidelines/typography")
    /// The Human Interface Guidelines' Accessibility page (contrast and hit targets).
    package static let higAccessibility = ApplePage(
        title: "Human Interface Guidelines: Accessibility", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility")
    /// An Apple engineer's answer giving SwiftUI's bordered button insets.
    package static let forumsThread733541 = ApplePage(
        title: "Apple Developer Forums thread 733541", url: "https://developer.apple.com/forums/thread/733541")
    /// WebKit's drawing of AppKit's buttons, whose cell sizes are the control sizes' heights.
    package static let webKitButtonMac = ApplePage(
        title: "WebKit ButtonMac.mm",
        url: "https://github.com/WebKit/WebKit/blob/main/Source/WebCore/platform/graphics/mac/controls/ButtonMac.mm")
    /// Apple's design templates (the watchOS template draws the button platter).
    package static let designResources = ApplePage(title: "Apple Design Resources", url: "https://developer.apple.com/design/resources/")
    /// UIKit's documentation of the standard system colours.
    package static let uikitStandardColors = ApplePage(
        title: "UIKit: Standard colors", url: "https://developer.apple.com/documentation/uikit/uicolor/standard_colors")
    /// SF Pro, whose font tables give the line height, ascender and cap height.
    package static let sfPro = ApplePage(title: "SF Pro (Apple's fonts)", url: "https://developer.apple.com/fonts/")
}

/// A third party whose reimplementation (or measurement) of Apple's controls gives a number.
package struct ThirdParty: Hashable, Sendable {
    /// The project's name.
    package var name: String
    /// Where its code lives.
    package var location: String

    /// Flutter's Cupertino widgets (CupertinoButton, CupertinoColors, CupertinoActivityIndicator).
    package static let flutter = ThirdParty(
        name: "Flutter's Cupertino widgets", location: "https://github.com/flutter/flutter/tree/master/packages/flutter/lib/src/cupertino")
    /// macos_ui, Flutter widgets after AppKit's.
    package static let macosUI = ThirdParty(name: "macos_ui", location: "https://github.com/macosui/macos_ui")
    /// compose-cupertino, Jetpack Compose widgets after UIKit's.
    package static let composeCupertino = ThirdParty(name: "compose-cupertino", location: "https://github.com/alexzhirkevich/compose-cupertino")
    /// What UIKit itself reported on Apple's iOS 26.1 simulator (iPhone 16, @3x), recorded by
    /// OpenUIKit's probe app: configurations' insets, sizes, corner radii and resolved colours.
    package static let uikit26Probe = ThirdParty(
        name: "OpenUIKit's probe of UIKit on iOS 26.1",
        location: "https://github.com/Vercantez/openuikit/blob/3ac404f8fa6281fde7d1089e02b7509fea519cc8/uikit/Tools/oracle2/buttonconfigprobe/ios-26.1-iphone16.json")
    /// The Human Interface Guidelines' Color page as revised on June 9, 2025 ("Updated system
    /// color values"), transcribed as hex (Apple shows the values as swatches).
    package static let higColors2025 = ThirdParty(
        name: "apple-hig's transcription of the HIG Color page (June 2025)",
        location: "https://github.com/Elevatormusic/apple-hig/blob/a3dd7dacb236310031be9ad9b5f2ef740c99fa93/skills/apple-hig/references/design-tokens.md")
    /// Tk's aqua theme, which draws AppKit's controls.
    package static let tkAqua = ThirdParty(name: "Tk's aqua theme", location: "https://github.com/tcltk/tk/tree/main/macosx")
}
