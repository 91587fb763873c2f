/// A system-defined role: the button's meaning, which can change its appearance.
public enum Role: String, Codable, CaseIterable, Sendable {
    /// No specific meaning.
    case normal
    /// The default button, the one people are most likely to choose: semibold label.
    case primary
    /// Cancels the current action.
    case cancel
    /// Can destroy data: systemRed.
    case destructive
}
