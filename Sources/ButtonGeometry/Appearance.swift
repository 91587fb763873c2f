/// Light or dark mode.
public enum Appearance: String, Codable, CaseIterable, Sendable {
    case light, dark
}
