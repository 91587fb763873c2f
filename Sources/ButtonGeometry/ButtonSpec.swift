/// Everything that decides how one button looks: the input of the layout.
///
/// Every field has a default, so a JSON spec names only what differs:
/// `{"style": "tinted", "size": "small"}` is a complete spec.
public struct ButtonSpec: Hashable, Codable, Sendable {
    /// The platform whose system draws the button: iOS, iPadOS, macOS, watchOS, tvOS or visionOS.
    public var platform: Platform
    /// The style: filled, tinted, gray or plain, or a platform's own kind (macOS push, gradient, help, image; Info, Close, Contact Add).
    public var style: Style
    /// The size, as the platform names them (small, medium, large; macOS mini to large).
    public var size: Size
    /// The roles given; usually one. A set so that a combination the guidelines rule out
    /// (destructive with primary) can be stated, and refused.
    public var roles: Set<Role>
    /// Normal, highlighted (pressed), disabled, focused or loading.
    public var state: ButtonState
    /// Light or dark.
    public var appearance: Appearance
    /// What the button shows: title, subtitle, symbol and where the image goes.
    public var content: Content
    /// The accent color; nil means the platform's default (systemBlue).
    public var tint: Tint?
    /// Which corner rule applies: the size's own radius, a capsule, a fixed radius, or the design kits' larger radius.
    public var cornerStyle: CornerStyle
    /// The radius in points for `cornerStyle == .fixed`; an override for any other style.
    public var cornerRadius: Double?
    /// The corners' curve: Apple's continuous curve (the default) or a quarter circle.
    public var cornerCurve: CornerCurve
    /// The Dynamic Type size the text is set at (large is the default).
    public var textSize: DynamicTypeCategory
    /// Left to right, or right to left (the symbol and text change sides).
    public var direction: WritingDirection
    /// The Button Shapes accessibility setting: plain buttons get a visible shape.
    public var buttonShapes: Bool
    /// Pixels per point.
    public var scale: Double
    /// Fixed width or height in points instead of fitting the content.
    public var width: Double?
    /// A fixed height in points instead of the size's.
    public var height: Double?
    /// watchOS: the screen width in points (41 mm: 176, 45 mm: 198, 49 mm: 205).
    public var watchWidth: Double
    /// A 45 mm watch's screen width, in points.
    public static let defaultWatchWidth = 198.0
    /// watchOS: the button sits in a scrolling view (corner radius 9 instead of 22).
    public var scrolling: Bool
    /// watchOS: one of two buttons sharing a row (half the width, same height).
    public var sideBySide: Bool
    /// The activity indicator's animation step, 0...7.
    public var spinnerFrame: Int
    /// On or off: a switch (default on), or a macOS gradient or image button drawn as a toggle
    /// (nil: not a toggle).
    public var value: ToggleValue?
    /// The On/Off Labels accessibility setting: glyphs inside the switch's track.
    public var onOffLabels: Bool

    /// A spec from its fields; each defaults to what a plain SwiftUI Button on iOS draws.
    public init(
        platform: Platform = .iOS, style: Style? = nil, size: Size? = nil, role: Role = .normal, roles: Set<Role>? = nil,
        state: ButtonState = .normal, appearance: Appearance? = nil, content: Content = Content(),
        tint: Tint? = nil, cornerStyle: CornerStyle = .dynamic, cornerRadius: Double? = nil,
        cornerCurve: CornerCurve = .continuous, textSize: DynamicTypeCategory = .large,
        direction: WritingDirection = .leftToRight, buttonShapes: Bool = false, scale: Double = 2,
        width: Double? = nil, height: Double? = nil, watchWidth: Double = ButtonSpec.defaultWatchWidth, scrolling: Bool = false,
        sideBySide: Bool = false, spinnerFrame: Int = 0, value: ToggleValue? = nil, onOffLabels: Bool = false
    ) {
        self.platform = platform
        self.style = style ?? platform.defaultStyle
        self.size = size ?? platform.defaultSize
        // "normal" means no role: it adds nothing beside another role.
        let given = roles ?? [role]
        self.roles = given.count > 1 ? given.subtracting([.normal]) : given
        self.state = state
        self.appearance = appearance ?? platform.defaultAppearance
        self.content = content
        // Kinds that take no text have no default title (an explicit one is refused).
        if !self.style.takesTitle && content.title == Content.defaultTitle { self.content.title = "" }
        self.tint = tint
        self.cornerStyle = cornerStyle
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.textSize = textSize
        self.direction = direction
        self.buttonShapes = buttonShapes
        self.scale = scale
        self.width = width
        self.height = height
        self.watchWidth = watchWidth
        self.scrolling = scrolling
        self.sideBySide = sideBySide
        self.spinnerFrame = spinnerFrame
        // A switch is on unless told otherwise (a new Toggle's binding is usually true in specs).
        self.value = value ?? (self.style == .switch ? .on : nil)
        self.onOffLabels = onOffLabels
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case platform, style, size, role, state, appearance, content, tint, cornerStyle, cornerRadius, cornerCurve
        case textSize, direction, buttonShapes, scale, width, height, watchWidth, scrolling, sideBySide, spinnerFrame
        case value, onOffLabels
    }

    /// Reads a spec strictly (`JSONFields`): an unknown key, a value of the wrong kind or an
    /// unknown name is an error at its path.
    public init(from decoder: Decoder) throws {
        self = try decoder.readJSON(Self.init(json:at:))
    }

    /// Keys of `content` that are often written one level too high.
    private static func nestedHint(_ key: String) -> String? {
        Content.CodingKeys(stringValue: key).map { "content.\($0.stringValue)" }
    }

    /// A spec from JSON: every field optional, each absent one defaulting as the initializer's does.
    package init(json: JSONValue, at path: JSONPath) throws(JSONReadError) {
        let f = try JSONFields(json, at: path, known: Self.keys, nested: Self.nestedHint)
        let platform = try f.choice("platform", Platform.self) ?? .iOS
        let d = ButtonSpec(platform: platform)
        self.platform = platform
        style = try f.choice("style", Style.self) ?? d.style
        size = try f.choice("size", Size.self) ?? d.size
        // One role or a list of them; either way an invalid role's error names the valid ones.
        switch f.value("role") {
        case nil: roles = [.normal]
        case .string(let one)?: roles = [try JSONFields.choice(one, Role.self, at: path.appending("role"))]
        case .array(let many)?:
            var given = Set<Role>()
            for (i, element) in many.enumerated() {
                let at = path.appending("role").appending(index: i)
                guard case .string(let text) = element else { throw JSONReadError(at, "expected a string but found \(element.kind)") }
                given.insert(try JSONFields.choice(text, Role.self, at: at))
            }
            roles = given.isEmpty ? [.normal] : given
        case let other?: throw JSONReadError(path.appending("role"), "expected a role or a list of roles but found \(other.kind)")
        }
        state = try f.choice("state", ButtonState.self) ?? d.state
        appearance = try f.choice("appearance", Appearance.self) ?? d.appearance
        content = try f.value("content").map { v throws(JSONReadError) in try Content(json: v, at: path.appending("content")) } ?? d.content
        if !style.takesTitle && content.title == Content.defaultTitle { content.title = "" }
        tint = try f.string("tint").map { text throws(JSONReadError) in try Tint(json: text, at: path.appending("tint")) }
        cornerStyle = try f.choice("cornerStyle", CornerStyle.self) ?? d.cornerStyle
        cornerRadius = try f.number("cornerRadius")
        cornerCurve = try f.choice("cornerCurve", CornerCurve.self) ?? d.cornerCurve
        textSize = try f.choice("textSize", DynamicTypeCategory.self) ?? d.textSize
        direction = try f.choice("direction", WritingDirection.self) ?? d.direction
        buttonShapes = try f.bool("buttonShapes") ?? d.buttonShapes
        scale = try f.number("scale") ?? d.scale
        width = try f.number("width")
        height = try f.number("height")
        watchWidth = try f.number("watchWidth") ?? d.watchWidth
        scrolling = try f.bool("scrolling") ?? d.scrolling
        sideBySide = try f.bool("sideBySide") ?? d.sideBySide
        spinnerFrame = try f.wholeNumber("spinnerFrame") ?? d.spinnerFrame
        value = try f.choice("value", ToggleValue.self) ?? (style == .switch ? .on : nil)
        onOffLabels = try f.bool("onOffLabels") ?? false
    }

    private static let keys = CodingKeys.allCases.map(\.stringValue)

    /// Writes the spec's `json`.
    public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }

    /// The spec as JSON, every field given but the optional ones that are unset: what an image's
    /// metadata holds. `role` is one string, or a sorted array when several were given. Members
    /// are listed in key order, which is how they are written.
    package var json: JSONValue {
        var m: [(key: String, value: JSONValue)] = []
        m.reserveCapacity(23)
        m.append(("appearance", .string(appearance.rawValue)))
        m.append(("buttonShapes", .bool(buttonShapes)))
        m.append(("content", content.json))
        m.append(("cornerCurve", .string(cornerCurve.rawValue)))
        if let cornerRadius { m.append(("cornerRadius", .number(cornerRadius))) }
        m.append(("cornerStyle", .string(cornerStyle.rawValue)))
        m.append(("direction", .string(direction.rawValue)))
        if let height { m.append(("height", .number(height))) }
        // Only when set, so that every spec without it is written as before (goldens carry it).
        if onOffLabels { m.append(("onOffLabels", .bool(true))) }
        m.append(("platform", .string(platform.rawValue)))
        if roles.count == 1, let only = roles.first {
            m.append(("role", .string(only.rawValue)))
        } else {
            m.append(("role", .array(roles.map(\.rawValue).sorted().map(JSONValue.string))))
        }
        m.append(("scale", .number(scale)))
        m.append(("scrolling", .bool(scrolling)))
        m.append(("sideBySide", .bool(sideBySide)))
        m.append(("size", .string(size.rawValue)))
        m.append(("spinnerFrame", .number(Double(spinnerFrame))))
        m.append(("state", .string(state.rawValue)))
        m.append(("style", .string(style.rawValue)))
        m.append(("textSize", .string(textSize.rawValue)))
        if let tint { m.append(("tint", .string(tint.description))) }
        if let value { m.append(("value", .string(value.rawValue))) }
        m.append(("watchWidth", .number(watchWidth)))
        if let width { m.append(("width", .number(width))) }
        return .object(m)
    }

    /// True when the control is drawn in its on state (a switch by default).
    public var isOn: Bool { value == .on }

    /// Whether the spec has the primary role (the default button on macOS, bold on iOS).
    public var isPrimary: Bool { roles.contains(.primary) }
    /// Whether the spec has the destructive role (drawn in systemRed).
    public var isDestructive: Bool { roles.contains(.destructive) }

    /// The title as drawn: the loading title while loading, with the ellipsis when asked.
    public var displayedTitle: String {
        var title = content.loading ? (content.loadingTitle ?? content.title) : content.title
        if content.ellipsis && !title.isEmpty && !title.hasSuffix("…") { title += "…" }
        return title
    }
}
