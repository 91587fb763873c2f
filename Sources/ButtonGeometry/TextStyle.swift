/// A Dynamic Type text style, as `UIFont.TextStyle` and SwiftUI's `Font` name them: what a
/// configured title's font follows (`ButtonSpec.textStyle`), growing with the Dynamic Type size.
public enum TextStyle: String, Codable, CaseIterable, Sendable, StrictStringEnum {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Its size and leading at the default (Large) size, from the typography table.
    package var metrics: TextStyleMetrics {
        let t = TypographyTable.guidelines
        switch self {
        case .largeTitle: return t.largeTitle.value
        case .title1: return t.title1.value
        case .title2: return t.title2.value
        case .title3: return t.title3.value
        case .headline: return t.headline.value
        case .body: return t.body.value
        case .callout: return t.callout.value
        case .subheadline: return t.subheadline.value
        case .footnote: return t.footnote.value
        case .caption1: return t.caption1.value
        case .caption2: return t.caption2.value
        }
    }

    /// The weight the style is set in: Headline is semibold, the rest regular (the guidelines'
    /// typography tables).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// As the guidelines write it in prose: "Large Title", "Title 1", "Body".
    public var displayName: String {
        switch self {
        case .largeTitle: return "Large Title"
        case .title1: return "Title 1"
        case .title2: return "Title 2"
        case .title3: return "Title 3"
        case .caption1: return "Caption 1"
        case .caption2: return "Caption 2"
        default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
