/// The interaction state drawn.
public enum ButtonState: String, Codable, CaseIterable, Sendable {
    /// At rest; pressed; not available; with keyboard or remote focus.
    case normal, highlighted, disabled, focused
}
