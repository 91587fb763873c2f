/// Where a button's symbol or image sits relative to its title.
public enum ImagePlacement: String, Codable, CaseIterable, Sendable {
    /// Before the title in reading order, after it, above it, or below it.
    case leading, trailing, top, bottom
}
