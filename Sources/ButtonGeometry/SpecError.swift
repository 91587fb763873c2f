/// A spec the guidelines rule out, or a value outside what can be drawn. Each names the rule
/// or the valid choices.
public enum SpecError: Error, Equatable, CustomStringConvertible {
    /// The platform has no such style (as the message lists, with the styles it has).
    case styleNotOnPlatform(Style, Platform)
    /// The platform has no such size.
    case sizeNotOnPlatform(Size, Platform)
    /// Destructive and primary together: the guidelines rule it out.
    case destructivePrimary
    /// A title on a kind that shows only a symbol (gradient, help, Info, Close, Contact Add).
    case titleOnTextlessButton(Style)
    /// A scale outside 0.5 to 8 pixels per point.
    case invalidScale(Double)
    /// The platform has one appearance only (watchOS and visionOS are dark).
    case appearanceNotOnPlatform(Appearance, Platform)
    /// A width, height, radius or other length that is not a finite number in range.
    case invalidDimension(name: String, value: Double)
    /// A configuration's number outside what it can be (its name, the value, the allowed range in words).
    case outOfRange(name: String, value: Double, allowed: String)
    /// A spinner frame outside 0...7.
    case invalidSpinnerFrame(Int)
    /// A setting that means something only on another platform (or with another setting).
    case settingWithoutEffect(setting: String, reason: String)
    /// A text longer than any canvas could show, refused before it is shaped.
    case textTooLong(field: String, characters: Int)
    /// A state the kind does not draw (the switch: normal and disabled).
    case stateNotOnStyle(ButtonState, Style, valid: [ButtonState])
    /// A size the kind does not come in on the platform (the iOS switch has one size).
    case sizeNotOnStyle(Size, Style, Platform, valid: [Size])
    /// A release the platform never had (iOS 19 to 25 were skipped; watchOS 5 predates the guidelines' buttons).
    case releaseNotOnPlatform(OSVersion, Platform)
    /// A Liquid Glass style asked of the guidelines' design, which has none.
    case styleNotInGeneration(Style, OSVersion?)
    /// A kind whose drawing in a release no Apple render or text fixes yet: refused rather than invented.
    case notYetKnown(what: String, release: OSVersion, reason: String)

    public var description: String {
        switch self {
        case let .styleNotOnPlatform(style, platform):
            return "style '\(style.rawValue)' does not exist on \(platform.rawValue); valid styles: \(platform.styles.map(\.rawValue).joined(separator: ", "))"
        case let .sizeNotOnPlatform(size, platform):
            return "size '\(size.rawValue)' does not exist on \(platform.rawValue); valid sizes: \(platform.sizes.map(\.rawValue).joined(separator: ", "))"
        case .destructivePrimary:
            return "a destructive button cannot have the primary role: the guidelines say \"Don't assign the primary role to a button that performs a destructive action, even if that action is the most likely choice\", because people sometimes choose a primary button without reading it"
        case .titleOnTextlessButton(let style):
            switch style {
            case .gradient:
                return "a gradient button cannot have a title: the guidelines say gradient buttons \"contain symbols or interface icons — not text\"; give a symbol instead (content.symbol; --symbol on the command line)"
            case .help:
                return "a help button cannot have a title: it is the system's question mark, and the guidelines say \"People are familiar with the appearance of the standard help button\""
            case .switch:
                return "a switch cannot have a title: the system switch draws no text (its label stands beside it, outside the control); leave the title out (content.title; --title on the command line)"
            default:
                return "the \(style.rawValue) button cannot have a title: Info, Close and Contact Add are system buttons with a fixed symbol and no text (the guidelines: \"many common button styles — like Info, Close, and Contact Add — enable familiar behaviors\")"
            }
        case let .appearanceNotOnPlatform(appearance, platform):
            return "\(platform.displayName) has no \(appearance.rawValue) appearance: "
                + (platform == .watchOS ? "its interface is always dark" : "its glass takes the dark system colors")
                + "; leave out the appearance, or give \(platform.defaultAppearance.rawValue)"
        case let .invalidScale(s):
            return "scale \(s) is not allowed: give a number from 0.5 to 8 (1, 2 and 3 are the device scales)"
        case let .invalidDimension(name, value):
            return "\(name) \(value) pt is not allowed: give a positive number of points up to 4000"
        case let .invalidSpinnerFrame(f):
            return "spinner frame \(f) does not exist: the indicator has 8 frames, 0 to 7"
        case let .outOfRange(name, value, allowed):
            return "\(name) \(value.metricText) is not allowed: give \(allowed)"
        case let .settingWithoutEffect(setting, reason):
            return "\(setting) has no effect here: \(reason)"
        case let .stateNotOnStyle(state, style, valid):
            return "the \(style.rawValue) has no \(state.rawValue) state here; valid states: \(valid.map(\.rawValue).joined(separator: ", "))"
        case let .sizeNotOnStyle(size, style, platform, valid):
            return "size '\(size.rawValue)' does not exist for the \(style.rawValue) on \(platform.rawValue); "
                + (valid.count == 1 ? "it has one size (leave the size out)" : "valid sizes: \(valid.map(\.rawValue).joined(separator: ", "))")
        case let .releaseNotOnPlatform(version, platform):
            return "\(platform.displayName) \(version) is not a release this tool draws: give \(platform.releasesText)"
                + (version.major > 18 && version.major < 26 ? " (Apple numbered the 2025 releases 26, skipping 19 to 25)" : "")
        case let .styleNotInGeneration(style, release):
            return "style '\(style.rawValue)' is Liquid Glass, which exists from release 26 on"
                + (release.map { ", not in \($0)" } ?? "; the default is the guidelines' design")
                + ": give --os-version 26 (osVersion \"26\" in a spec)"
        case let .notYetKnown(what, release, reason):
            return "\(what) in release \(release) is not yet known: \(reason); give an earlier release (or leave out --os-version) for the guidelines' design"
        case let .textTooLong(field, characters):
            return "the \(field) has \(characters) characters; the most a label may have is \(ButtonLayout.maximumTextLength) (even at the smallest size and scale no canvas could hold more)"
        }
    }
}
