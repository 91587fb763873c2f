/// The interaction state drawn.
public enum ButtonState: String, Codable, CaseIterable, Sendable {
    case normal, highlighted, disabled, focused
}
