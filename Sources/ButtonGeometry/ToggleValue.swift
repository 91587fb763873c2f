/// The state of a control that is on or off: a switch, or a macOS gradient or image button
/// configured as a toggle.
public enum ToggleValue: String, Codable, CaseIterable, Sendable {
    /// On: the switch's knob at the trailing end over the tinted track; a toggle button pressed in.
    case on
    /// Off: the knob at the leading end over the gray track; a toggle button at rest.
    case off
}
