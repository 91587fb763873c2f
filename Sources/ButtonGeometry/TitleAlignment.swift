/// How the title and subtitle line up with each other, as `UIButton.Configuration.TitleAlignment`
/// names it: seen when they differ in width or the title wraps.
public enum TitleAlignment: String, Codable, CaseIterable, Sendable, StrictStringEnum {
    /// UIKit's default: centred, or leading beside a leading or trailing image.
    case automatic
    /// Toward the start of a line in the reading direction.
    case leading
    /// Centred.
    case center
    /// Toward the end of a line in the reading direction.
    case trailing
}
