/// The platform whose button is drawn.
public enum Platform: String, Codable, CaseIterable, Sendable {
    /// The platforms whose buttons are drawn (their command-line names are lowercase).
    case iOS = "ios", iPadOS = "ipados", macOS = "macos", watchOS = "watchos", tvOS = "tvos", visionOS = "visionos"

    /// The name as Apple writes it: iOS, iPadOS, macOS, watchOS, tvOS, visionOS.
    public var displayName: String {
        switch self {
        case .iOS: return "iOS"
        case .iPadOS: return "iPadOS"
        case .macOS: return "macOS"
        case .watchOS: return "watchOS"
        case .tvOS: return "tvOS"
        case .visionOS: return "visionOS"
        }
    }

    /// The button styles this platform offers.
    public var styles: [Style] {
        switch self {
        case .iOS, .iPadOS: return Style.systemStyles + [.info, .close, .contactAdd, .switch] + Style.glassStyles
        case .macOS: return [.push, .flexible, .gradient, .help, .image, .switch]
        case .watchOS: return Style.systemStyles + [.switch]
        case .tvOS, .visionOS: return Style.systemStyles
        }
    }

    /// The sizes this platform offers (macOS: control sizes). watchOS has one: a watch button
    /// takes the screen's width and one height.
    public var sizes: [Size] {
        switch self {
        case .watchOS: return [.large]
        case .iOS, .iPadOS, .tvOS: return [.small, .medium, .large]
        case .macOS: return [.mini, .small, .regular, .large]
        case .visionOS: return [.mini, .small, .regular, .large, .extraLarge]
        }
    }

    /// The sizes a style comes in here: the platform's, except the switch (one size on iOS,
    /// iPadOS and watchOS; mini, small and regular on macOS, as NSSwitch).
    public func sizes(for style: Style) -> [Size] {
        guard style == .switch else { return sizes }
        return self == .macOS ? [.mini, .small, .regular] : [defaultSize]
    }

    /// The one appearance a platform has, if it has only one. watchOS's interface is always
    /// dark; visionOS has no Dark Mode setting and its glass takes the dark variants of the
    /// system colors (the visionOS table's appearance). Nil: light and dark both exist.
    public var fixedAppearance: Appearance? {
        switch self {
        case .watchOS: return .dark
        case .visionOS: return VisionButtonTable.table(.guidelines).appearance.value
        default: return nil
        }
    }

    /// What a platform's button is drawn on when no background is given, so that it looks as
    /// people see it: watchOS on the watch's black, tvOS on a dark room-like gray, visionOS
    /// glass on a neutral gray standing in for the passthrough behind it (each its table's).
    /// iOS, iPadOS and macOS stay transparent, to be composited: nil.
    package var backdrop: RGBA? {
        switch self {
        case .watchOS: return WatchButtonTable.table(.guidelines).backdrop.value
        case .tvOS: return TVButtonTable.table(.guidelines).backdrop.value
        case .visionOS: return VisionButtonTable.table(.guidelines).backdrop.value
        default: return nil
        }
    }

    /// The appearance a spec gets when none is given: the fixed one, else light.
    public var defaultAppearance: Appearance { fixedAppearance ?? .light }

    /// The style a spec gets when it names none: push on macOS, filled elsewhere.
    public var defaultStyle: Style { self == .macOS ? .push : .filled }
    /// The size a spec gets when it names none: regular on macOS and visionOS, large elsewhere.
    public var defaultSize: Size { self == .macOS ? .regular : (self == .visionOS ? .regular : .large) }

    /// The smallest hit target the guidelines allow, in points (HIG: 44 x 44; visionOS 60 x 60).
    public var minimumHitTarget: Double {
        self == .visionOS
            ? VisionButtonTable.table(.guidelines).minimumHitTarget.value : AccessibilityTable.table(.guidelines).minimumHitTarget.value
    }
}
