/// What a button shows: a title, an optional subtitle, a symbol, an activity indicator.
public struct Content: Hashable, Codable, Sendable {
    /// The label. Empty means no title; "\n" breaks lines where the kind allows two.
    public var title: String
    /// The title when none is given, for kinds that take one.
    public static let defaultTitle = "Button"
    /// Secondary text below the title, one text style smaller.
    public var subtitle: String?
    /// An SF Symbols-style name (`plus`, `cart.badge.plus`).
    public var symbol: String?
    /// Where the symbol sits relative to the title (leading by default).
    public var imagePlacement: ImagePlacement
    /// Shows the activity indicator before the title and hides the symbol.
    public var loading: Bool
    /// The title while loading ("Checking out..."), when it differs.
    public var loadingTitle: String?
    /// Appends "…" to the title: a macOS push button that opens another window.
    public var ellipsis: Bool

    /// Content from a title, an optional subtitle, a symbol and where the symbol goes.
    public init(
        title: String = Content.defaultTitle, subtitle: String? = nil, symbol: String? = nil,
        imagePlacement: ImagePlacement = .leading, loading: Bool = false, loadingTitle: String? = nil,
        ellipsis: Bool = false
    ) {
        self.title = title
        self.subtitle = subtitle
        self.symbol = symbol
        self.imagePlacement = imagePlacement
        self.loading = loading
        self.loadingTitle = loadingTitle
        self.ellipsis = ellipsis
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, subtitle, symbol, imagePlacement, loading, loadingTitle, ellipsis
    }

    /// Reads content strictly, as `ButtonSpec` does.
    public init(from decoder: Decoder) throws {
        self = try decoder.readJSON(Self.init(json:at:))
    }

    /// Content from JSON: every field optional.
    package init(json: JSONValue, at path: JSONPath) throws(JSONReadError) {
        let f = try JSONFields(json, at: path, known: Self.keys)
        let d = Content()
        title = try f.string("title") ?? d.title
        subtitle = try f.string("subtitle")
        symbol = try f.string("symbol")
        imagePlacement = try f.choice("imagePlacement", ImagePlacement.self) ?? d.imagePlacement
        loading = try f.bool("loading") ?? d.loading
        loadingTitle = try f.string("loadingTitle")
        ellipsis = try f.bool("ellipsis") ?? d.ellipsis
    }

    private static let keys = CodingKeys.allCases.map(\.stringValue)

    /// Writes the content's `json`.
    public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }

    /// The content as JSON, the unset optional fields left out, members in key order.
    package var json: JSONValue {
        var m: [(key: String, value: JSONValue)] = []
        m.reserveCapacity(7)
        m.append(("ellipsis", .bool(ellipsis)))
        m.append(("imagePlacement", .string(imagePlacement.rawValue)))
        m.append(("loading", .bool(loading)))
        if let loadingTitle { m.append(("loadingTitle", .string(loadingTitle))) }
        if let subtitle { m.append(("subtitle", .string(subtitle))) }
        if let symbol { m.append(("symbol", .string(symbol))) }
        m.append(("title", .string(title)))
        return .object(m)
    }
}
