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
    /// The tint: UIKit's `tintColor`, SwiftUI's `.tint(_:)` (under which, in release 26,
    /// `.bordered` is a wash of it, where an app's accent colour alone leaves it gray); nil means
    /// the platform's default (systemBlue).
    public var tint: ColorSet?
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
    /// A 45 mm watch's screen width, in points: the watchOS table's.
    public static let defaultWatchWidth = WatchButtonTable.table(.guidelines).screenWidth.value
    /// watchOS: the button sits in a scrolling view (corner radius 9 instead of 22; on release
    /// 26 a capsule either way).
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
    /// The Increase Contrast accessibility setting: the accent colors take their
    /// increased-contrast values.
    public var increaseContrast: Bool
    /// The Bold Text accessibility setting: text labels two weights heavier
    /// (`FontWeight.withBoldText`).
    public var boldText: Bool
    /// iOS and iPadOS: whose drawing to follow, UIKit's button configurations or SwiftUI's
    /// bordered styles (nil: UIKit). Other platforms have one drawing and refuse it.
    public var framework: Framework?
    /// The release whose design draws the button ("26" for Liquid Glass; "18", "15" and so on for
    /// the guidelines' design); nil: the guidelines' design, at no particular release.
    public var osVersion: OSVersion?

    // What a button configuration changes (UIKit's `UIButton.Configuration`; SwiftUI's
    // `.foregroundStyle` and `.font`), named as Apple names it. nil: the style's own.

    /// The background colour before the style transforms it (`baseBackgroundColor`): the
    /// filled style's fill, the tinted style's fill at its opacity, the gray style's fill.
    public var baseBackgroundColor: ColorSet?
    /// The title's, subtitle's, symbol's and indicator's colour (`baseForegroundColor`;
    /// SwiftUI's `.foregroundStyle`).
    public var baseForegroundColor: ColorSet?
    /// A line along the inside of the shape's edge, in points (`background.strokeWidth`).
    public var strokeWidth: Double?
    /// The stroke's colour (`background.strokeColor`; default: the tint, as UIKit's is the view's tint colour).
    public var strokeColor: ColorSet?
    /// The text style the title follows, growing with the Dynamic Type size (SwiftUI's
    /// `.font(.headline)`; UIKit's `UIFont.preferredFont(forTextStyle:)`).
    public var textStyle: TextStyle?
    /// The title's weight (default: the style's, semibold for the primary role).
    public var fontWeight: FontWeight?
    /// The title's size in points; with a text style, its size at the default Dynamic Type
    /// size, scaled as `UIFontMetrics` scales a custom font.
    public var fontSize: Double?
    /// A font file the button's text is drawn with, as it is (your brand's font): its weight is
    /// `fontWeight`'s as named, never synthesized.
    public var fontFile: String?
    /// How the title and subtitle line up with each other (`titleAlignment`).
    public var titleAlignment: TitleAlignment?
    /// The distance from the shape's edges to the content (`contentInsets`); the size's own
    /// height no longer applies.
    public var contentInsets: ContentInsets?
    /// The space between the image and the title (`imagePadding`).
    public var imagePadding: Double?

    /// The framework an iOS or iPadOS button style follows; nil where the choice does not apply.
    public var resolvedFramework: Framework? {
        guard platform == .iOS || platform == .iPadOS, Style.systemStyles.contains(style) || style.isGlass else { return nil }
        return framework ?? .uikit
    }

    /// A spec from its fields; each defaults to what a plain SwiftUI Button on iOS draws.
    public init(
        platform: Platform = .iOS, style: Style? = nil, size: Size? = nil, role: Role = .normal, roles: Set<Role>? = nil,
        state: ButtonState = .normal, appearance: Appearance? = nil, content: Content = Content(),
        tint: ColorSet? = nil, cornerStyle: CornerStyle = .dynamic, cornerRadius: Double? = nil,
        cornerCurve: CornerCurve = .continuous, textSize: DynamicTypeCategory = .large,
        direction: WritingDirection = .leftToRight, buttonShapes: Bool = false, scale: Double = 2,
        width: Double? = nil, height: Double? = nil, watchWidth: Double = ButtonSpec.defaultWatchWidth, scrolling: Bool = false,
        sideBySide: Bool = false, spinnerFrame: Int = 0, value: ToggleValue? = nil, onOffLabels: Bool = false,
        framework: Framework? = nil, increaseContrast: Bool = false, boldText: Bool = false, osVersion: OSVersion? = nil,
        baseBackgroundColor: ColorSet? = nil, baseForegroundColor: ColorSet? = nil, strokeWidth: Double? = nil, strokeColor: ColorSet? = nil,
        textStyle: TextStyle? = nil, fontWeight: FontWeight? = nil, fontSize: Double? = nil, fontFile: String? = nil,
        titleAlignment: TitleAlignment? = nil, contentInsets: ContentInsets? = nil, imagePadding: Double? = nil
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
        self.framework = framework
        self.increaseContrast = increaseContrast
        self.boldText = boldText
        self.osVersion = osVersion
        self.baseBackgroundColor = baseBackgroundColor
        self.baseForegroundColor = baseForegroundColor
        self.strokeWidth = strokeWidth
        self.strokeColor = strokeColor
        self.textStyle = textStyle
        self.fontWeight = fontWeight
        self.fontSize = fontSize
        self.fontFile = fontFile
        self.titleAlignment = titleAlignment
        self.contentInsets = contentInsets
        self.imagePadding = imagePadding
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case platform, style, size, role, state, appearance, content, tint, cornerStyle, cornerRadius, cornerCurve
        case textSize, direction, buttonShapes, scale, width, height, watchWidth, scrolling, sideBySide, spinnerFrame
        case value, onOffLabels, framework, increaseContrast, boldText, osVersion
        case baseBackgroundColor, baseForegroundColor, strokeWidth, strokeColor, textStyle, fontWeight, fontSize, fontFile
        case titleAlignment, contentInsets, imagePadding
    }

    /// Reads a spec strictly: an unknown key, a value of the wrong kind or an unknown name is an
    /// error at its coding path. Every field is optional; an absent or null one defaults as the
    /// initializer's does. A key may be spelled as the Swift property (`cornerStyle`) or as its
    /// command-line flag (`corner-style`); the content's fields may stand at the top level as
    /// the flags do (`"title": "Continue"` for `content.title`), and `frame` is `spinnerFrame`.
    public init(from decoder: Decoder) throws {
        let c = try SpelledKeys(decoder, fields: Self.fieldNames, spellings: Self.spellings)
        var content = try c.decodeIfPresent(Content.self, "content") ?? Content()
        if c.contains("content"), let flat = Self.contentFieldNames.first(where: c.contains) {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath + [AnyCodingKey(stringValue: flat)],
                debugDescription: "\"\(flat)\" is a field of \"content\", which is given too: give the content's fields in one place"))
        }
        // The content's fields at the top level (or in a case list's defaults) fill in what a
        // content object leaves out only when there is none: one given is whole.
        if !c.contains("content") { try Self.flatContent(&content, c) }
        self.init(
            platform: try c.decodeIfPresent(Platform.self, "platform") ?? .iOS,
            style: try c.decodeIfPresent(Style.self, "style"),
            size: try c.decodeIfPresent(Size.self, "size"),
            roles: try c.decodeIfPresent(RoleList.self, "role")?.roles,
            state: try c.decodeIfPresent(ButtonState.self, "state") ?? .normal,
            appearance: try c.decodeIfPresent(Appearance.self, "appearance"),
            content: content,
            tint: try c.decodeIfPresent(ColorSet.self, "tint"),
            cornerStyle: try c.decodeIfPresent(CornerStyle.self, "cornerStyle") ?? .dynamic,
            cornerRadius: try c.decodeIfPresent(Double.self, "cornerRadius"),
            cornerCurve: try c.decodeIfPresent(CornerCurve.self, "cornerCurve") ?? .continuous,
            textSize: try c.decodeIfPresent(DynamicTypeCategory.self, "textSize") ?? .large,
            direction: try c.decodeIfPresent(WritingDirection.self, "direction") ?? .leftToRight,
            buttonShapes: try c.decodeIfPresent(Bool.self, "buttonShapes") ?? false,
            scale: try c.decodeIfPresent(Double.self, "scale") ?? 2,
            width: try c.decodeIfPresent(Double.self, "width"),
            height: try c.decodeIfPresent(Double.self, "height"),
            watchWidth: try c.decodeIfPresent(Double.self, "watchWidth") ?? Self.defaultWatchWidth,
            scrolling: try c.decodeIfPresent(Bool.self, "scrolling") ?? false,
            sideBySide: try c.decodeIfPresent(Bool.self, "sideBySide") ?? false,
            spinnerFrame: try c.decodeWholeNumberIfPresent("spinnerFrame") ?? 0,
            value: try c.decodeIfPresent(ToggleValue.self, "value"),
            onOffLabels: try c.decodeIfPresent(Bool.self, "onOffLabels") ?? false,
            framework: try c.decodeIfPresent(Framework.self, "framework"),
            increaseContrast: try c.decodeIfPresent(Bool.self, "increaseContrast") ?? false,
            boldText: try c.decodeIfPresent(Bool.self, "boldText") ?? false,
            osVersion: try c.decodeIfPresent(OSVersion.self, "osVersion"),
            baseBackgroundColor: try c.decodeIfPresent(ColorSet.self, "baseBackgroundColor"),
            baseForegroundColor: try c.decodeIfPresent(ColorSet.self, "baseForegroundColor"),
            strokeWidth: try c.decodeIfPresent(Double.self, "strokeWidth"),
            strokeColor: try c.decodeIfPresent(ColorSet.self, "strokeColor"),
            textStyle: try c.decodeIfPresent(TextStyle.self, "textStyle"),
            fontWeight: try c.decodeIfPresent(FontWeight.self, "fontWeight"),
            fontSize: try c.decodeIfPresent(Double.self, "fontSize"),
            fontFile: try c.decodeIfPresent(String.self, "fontFile"),
            titleAlignment: try c.decodeIfPresent(TitleAlignment.self, "titleAlignment"),
            contentInsets: try c.decodeIfPresent(ContentInsets.self, "contentInsets"),
            imagePadding: try c.decodeIfPresent(Double.self, "imagePadding"))
    }

    /// Every key a spec takes, by its Swift name: its own fields and the content's.
    package static let fieldNames = CodingKeys.allCases.map(\.stringValue) + contentFieldNames
    /// The content's fields, which may also stand at a spec's top level.
    static let contentFieldNames = Content.CodingKeys.allCases.map(\.stringValue)
    /// Every key a spec takes, in either spelling, to its field (the flag `--frame` is `spinnerFrame`).
    static let spellings = SpelledKeys.spellings(of: fieldNames, aliases: ["frame": "spinnerFrame"])

    /// The Swift name of the field a key names, in any spelling; nil for no field.
    package static func field(named key: String) -> String? { spellings[key] }

    /// The content's fields given at the top level, as the flags give them.
    private static func flatContent(_ content: inout Content, _ c: SpelledKeys) throws {
        if let v = try c.decodeIfPresent(String.self, "title") { content.title = v }
        if let v = try c.decodeIfPresent(String.self, "subtitle") { content.subtitle = v }
        if let v = try c.decodeIfPresent(String.self, "symbol") { content.symbol = v }
        if let v = try c.decodeIfPresent(ImagePlacement.self, "imagePlacement") { content.imagePlacement = v }
        if let v = try c.decodeIfPresent(Bool.self, "loading") { content.loading = v }
        if let v = try c.decodeIfPresent(String.self, "loadingTitle") { content.loadingTitle = v }
        if let v = try c.decodeIfPresent(Bool.self, "ellipsis") { content.ellipsis = v }
        if let v = try c.decodeIfPresent(String.self, "pairTitle") { content.pairTitle = v }
        if let v = try c.decodeIfPresent(String.self, "pairSymbol") { content.pairSymbol = v }
    }

    /// `role` is one role or a list of them.
    private struct RoleList: Decodable {
        var roles: Set<Role>
        init(from decoder: Decoder) throws {
            if (try? decoder.singleValueContainer().decode(String.self)) != nil {
                roles = [try Role(from: decoder)]
            } else {
                let many = try [Role](from: decoder)
                roles = many.isEmpty ? [.normal] : Set(many)
            }
        }
    }

    /// Every field but the optional ones that are unset: what an image's metadata holds. `role`
    /// is one string, or a sorted array when several were given.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        // Enumerations as their raw strings: the same JSON, without a JSON encoder's checks of
        // each value's type, which were most of writing a batch's metadata.
        try c.encode(platform.rawValue, forKey: .platform)
        try c.encode(style.rawValue, forKey: .style)
        try c.encode(size.rawValue, forKey: .size)
        if roles.count == 1, let only = roles.first {
            try c.encode(only.rawValue, forKey: .role)
        } else {
            try c.encode(roles.map(\.rawValue).sorted(), forKey: .role)
        }
        try c.encode(state.rawValue, forKey: .state)
        try c.encode(appearance.rawValue, forKey: .appearance)
        try c.encode(content, forKey: .content)
        try c.encodeIfPresent(tint, forKey: .tint)
        try c.encode(cornerStyle.rawValue, forKey: .cornerStyle)
        try c.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
        try c.encode(cornerCurve.rawValue, forKey: .cornerCurve)
        try c.encode(textSize.rawValue, forKey: .textSize)
        try c.encode(direction.rawValue, forKey: .direction)
        try c.encode(buttonShapes, forKey: .buttonShapes)
        try c.encode(scale, forKey: .scale)
        try c.encodeIfPresent(width, forKey: .width)
        try c.encodeIfPresent(height, forKey: .height)
        try c.encode(watchWidth, forKey: .watchWidth)
        try c.encode(scrolling, forKey: .scrolling)
        try c.encode(sideBySide, forKey: .sideBySide)
        try c.encode(spinnerFrame, forKey: .spinnerFrame)
        try c.encodeIfPresent(value?.rawValue, forKey: .value)
        // Only when set, so that every spec without it is written as before (goldens carry it).
        if onOffLabels { try c.encode(true, forKey: .onOffLabels) }
        try c.encodeIfPresent(framework?.rawValue, forKey: .framework)
        if increaseContrast { try c.encode(true, forKey: .increaseContrast) }
        if boldText { try c.encode(true, forKey: .boldText) }
        try c.encodeIfPresent(osVersion, forKey: .osVersion)
        try c.encodeIfPresent(baseBackgroundColor, forKey: .baseBackgroundColor)
        try c.encodeIfPresent(baseForegroundColor, forKey: .baseForegroundColor)
        try c.encodeIfPresent(strokeWidth, forKey: .strokeWidth)
        try c.encodeIfPresent(strokeColor, forKey: .strokeColor)
        try c.encodeIfPresent(textStyle, forKey: .textStyle)
        try c.encodeIfPresent(fontWeight, forKey: .fontWeight)
        try c.encodeIfPresent(fontSize, forKey: .fontSize)
        try c.encodeIfPresent(fontFile, forKey: .fontFile)
        try c.encodeIfPresent(titleAlignment, forKey: .titleAlignment)
        try c.encodeIfPresent(contentInsets, forKey: .contentInsets)
        try c.encodeIfPresent(imagePadding, forKey: .imagePadding)
    }

    /// Whether any field of a button configuration is set: what the layout reports as yours.
    public var isConfigured: Bool {
        baseBackgroundColor != nil || baseForegroundColor != nil || strokeWidth != nil || strokeColor != nil || textStyle != nil
            || fontWeight != nil || fontSize != nil || fontFile != nil || titleAlignment != nil || contentInsets != nil || imagePadding != nil
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

    /// Whether a symbol is drawn: one is named and the activity indicator does not replace it.
    package var showsSymbol: Bool { content.symbol != nil && !content.loading }

    /// Whether a subtitle is drawn.
    package var showsSubtitle: Bool { !(content.subtitle ?? "").isEmpty }

    /// Whether a subtitle is drawn below a title, so that the gap between them applies.
    package var showsTitleAndSubtitle: Bool { !displayedTitle.isEmpty && showsSubtitle }
}
