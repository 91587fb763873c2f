/// Where a button's symbol or image sits relative to its title.
public enum ImagePlacement: String, Codable, CaseIterable, Sendable {
    case leading, trailing, top, bottom
}
