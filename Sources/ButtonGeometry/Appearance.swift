/// Light or dark mode.
public enum Appearance: String, Codable, CaseIterable, Sendable {
    /// The light and dark system appearances.
    case light, dark
}
