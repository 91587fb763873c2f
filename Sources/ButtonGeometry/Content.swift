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
    /// watchOS side by side: the second button's title (nil: the same as the first's).
    public var pairTitle: String?
    /// watchOS side by side: the second button's symbol (nil: the same as the first's).
    public var pairSymbol: String?

    /// Content from a title, an optional subtitle, a symbol and where the symbol goes.
    public init(
        title: String = Content.defaultTitle, subtitle: String? = nil, symbol: String? = nil,
        imagePlacement: ImagePlacement = .leading, loading: Bool = false, loadingTitle: String? = nil,
        ellipsis: Bool = false, pairTitle: String? = nil, pairSymbol: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.symbol = symbol
        self.imagePlacement = imagePlacement
        self.loading = loading
        self.loadingTitle = loadingTitle
        self.ellipsis = ellipsis
        self.pairTitle = pairTitle
        self.pairSymbol = pairSymbol
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, subtitle, symbol, imagePlacement, loading, loadingTitle, ellipsis, pairTitle, pairSymbol
    }

    /// Reads content strictly, as `ButtonSpec` does: every field optional.
    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title) ?? Content.defaultTitle,
            subtitle: try c.decodeIfPresent(String.self, forKey: .subtitle),
            symbol: try c.decodeIfPresent(String.self, forKey: .symbol),
            imagePlacement: try c.decodeIfPresent(ImagePlacement.self, forKey: .imagePlacement) ?? .leading,
            loading: try c.decodeIfPresent(Bool.self, forKey: .loading) ?? false,
            loadingTitle: try c.decodeIfPresent(String.self, forKey: .loadingTitle),
            ellipsis: try c.decodeIfPresent(Bool.self, forKey: .ellipsis) ?? false,
            pairTitle: try c.decodeIfPresent(String.self, forKey: .pairTitle),
            pairSymbol: try c.decodeIfPresent(String.self, forKey: .pairSymbol))
    }
}
