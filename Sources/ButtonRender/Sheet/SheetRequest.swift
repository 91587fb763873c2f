import ButtonGeometry

/// What a spec sheet shows: a platform's buttons along two axes, in one or both appearances.
public struct SheetRequest: Hashable, Sendable {
    /// The varying column axis; rows are the platform's styles (macOS: its kinds).
    public enum Axis: String, CaseIterable, Sendable {
        /// Columns by size, role or state.
        case size, role, state
        /// Columns by Dynamic Type size.
        case textSize = "text-size"
    }

    /// Which appearances the sheet shows; `both` puts light and dark side by side.
    public enum Appearances: String, CaseIterable, Sendable {
        /// Light only, dark only, or both side by side.
        case light, dark, both
        var list: [Appearance] { self == .both ? [.light, .dark] : [self == .light ? .light : .dark] }
    }

    /// The platform whose buttons the sheet shows.
    public var platform: Platform
    /// What varies across the columns.
    public var axis: Axis
    /// Which appearances are shown.
    public var appearances: Appearances
    /// Whether each button carries its measurements (size, radius, insets, hit target).
    public var annotate: Bool
    /// Whether each button carries its accessibility legend (marker, hit target, what VoiceOver
    /// speaks, contrast) instead of measurements.
    public var accessibility: Bool
    /// What every button of the sheet shares beyond its cell's own platform, style, size,
    /// appearance, title and scale: the tint, a button configuration (colours, stroke, font,
    /// insets), the corner, the framework and the accessibility settings.
    public var shared = ButtonSpec()
    /// The Increase Contrast setting, for every button of the sheet.
    public var increaseContrast: Bool {
        get { shared.increaseContrast }
        set { shared.increaseContrast = newValue }
    }
    /// The Bold Text setting, for every button of the sheet.
    public var boldText: Bool {
        get { shared.boldText }
        set { shared.boldText = newValue }
    }
    /// The settings on, by name, for the sheet's title.
    var accommodations: [String] { (increaseContrast ? ["Increase Contrast"] : []) + (boldText ? ["Bold Text"] : []) }
    /// The releases whose design the sheet shows, a panel each (nil: the guidelines' design at
    /// no particular release); `[nil, 26]` puts both generations side by side.
    public var releases: [OSVersion?] = [nil]
    /// The title every button shows.
    public var title: String
    /// Pixels per point.
    public var scale: Double

    /// A request; the appearances default to the platform's (dark only where it has no light).
    public init(platform: Platform = .iOS, axis: Axis = .size, appearances: Appearances? = nil, annotate: Bool = false, accessibility: Bool = false, title: String = "Button", scale: Double = 2) {
        self.platform = platform
        self.axis = axis
        // A platform with one appearance (watchOS, visionOS) shows it; the rest, light.
        self.appearances = appearances ?? (platform.fixedAppearance == .dark ? .dark : .light)
        self.annotate = annotate
        self.accessibility = accessibility
        self.title = title
        self.scale = scale
    }

    /// Row and column headings and the spec of each cell.
    func grid(_ appearance: Appearance, release: OSVersion? = nil) -> (rows: [String], columns: [String], spec: (Int, Int) -> ButtonSpec?) {
        func base(_ style: Style, _ size: Size? = nil, content: Content? = nil) -> ButtonSpec {
            var spec = shared
            (spec.platform, spec.style, spec.appearance, spec.scale, spec.osVersion) = (platform, style, appearance, scale, release)
            spec.size = size ?? platform.defaultSize
            spec.content = content ?? Content(title: title)
            spec.value = style == .switch ? .on : nil
            return spec
        }
        // A cell release 26 does not draw yet (a pressed glass button, a small macOS push
        // button) stays empty, not an error.
        func drawn(_ spec: ButtonSpec) -> ButtonSpec? {
            guard spec.generation == .liquidGlass else { return spec }
            return (try? ButtonLayout.validate(spec)) == nil ? nil : spec
        }
        switch platform {
        case .macOS:
            // By state, the switch joins the rows: on, in the states it has.
            let rows = ["push", "default", "flexible", "gradient, help, image"] + (axis == .state ? ["switch"] : [])
            let sizes = platform.sizes
            let columns = axis == .size ? sizes.map(\.rawValue) : columnValues.map(\.label)
            return (rows, columns, { r, c in
                if r == 4 { return switchCell(columnValues[c].apply(base(.switch))) }
                if r == 3 {
                    let content = Content(title: c == 2 ? title : "", symbol: c == 0 ? "plus" : (c == 2 ? "photo" : nil))
                    guard c < 3 else { return nil }
                    return drawn(base([Style.gradient, .help, .image][c], content: content))
                }
                var spec = base(r == 2 ? .flexible : .push, axis == .size ? sizes[c] : .regular)
                if r == 1 { spec.roles = [.primary] }
                if r == 2 { spec.content.title = title + "\nSecond line" }
                return drawn(axis == .size ? spec : columnValues[c].apply(spec))
            })
        case .watchOS:
            // Release 26 draws one capsule in a scrolling view and out of one: one row.
            let rows = release?.generation == .liquidGlass
                ? ["in a scrolling view or not (a capsule)"] : ["non-scrolling (radius 22)", "scrolling (radius 9)"]
            return (rows, ["one line", "two lines"], { r, c in
                var spec = base(.gray)
                spec.scrolling = r == 1
                spec.content.title = c == 0 ? title : title + "\nSecond line"
                return drawn(spec)
            })
        default:
            // Liquid Glass adds its glass styles below the four (the clear kinds are unmeasured).
            let styles = Style.systemStyles + (release?.generation == .liquidGlass ? [.glass, .prominentGlass] : [])
            let columns = axis == .size ? platform.sizes.map(\.rawValue) : columnValues.map(\.label)
            // By state, the switch joins the styles on iOS and iPadOS: on, in the states it has.
            let withSwitch = axis == .state && platform.styles.contains(.switch)
            return (styles.map(\.rawValue) + (withSwitch ? ["switch"] : []), columns, { r, c in
                if r == styles.count { return switchCell(columnValues[c].apply(base(.switch))) }
                if axis == .size { return drawn(base(styles[r], platform.sizes[c])) }
                return drawn(columnValues[c].apply(base(styles[r], platform == .visionOS ? .regular : .large)))
            })
        }
    }

    /// A switch in a state column, or nil (an empty cell) for a state it does not draw.
    private func switchCell(_ spec: ButtonSpec) -> ButtonSpec? {
        var spec = spec
        spec.content = Content(title: "")
        spec.size = platform.sizes(for: .switch).last ?? spec.size
        return (try? ButtonLayout.validate(spec)) == nil ? nil : spec
    }

    /// The column values for role, state and text-size sheets.
    private var columnValues: [(label: String, apply: (ButtonSpec) -> ButtonSpec)] {
        switch axis {
        case .size: return []
        case .role:
            return Role.allCases.map { role in (role.rawValue, { var s = $0; s.roles = [role]; return s }) }
        case .state:
            return ButtonState.allCases.map { state in (state.rawValue, { var s = $0; s.state = state; return s }) }
        case .textSize:
            let sizes: [DynamicTypeCategory] = [.xSmall, .large, .xxxLarge, .accessibility2]
            return sizes.map { t in (t.rawValue, { var s = $0; s.textSize = t; return s }) }
        }
    }
}
