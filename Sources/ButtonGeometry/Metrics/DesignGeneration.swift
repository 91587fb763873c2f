/// A generation of Apple's design: each has its own metric tables, so a new generation is new
/// table entries beside the current ones, not copied files. A spec names it by release
/// (`ButtonSpec.osVersion`).
public enum DesignGeneration: String, CaseIterable, Sendable {
    /// The design the guidelines in `reference/` describe, which the calibration corpus's renders
    /// (iOS 13 to 18, macOS 11 to 14) show: the default.
    case guidelines
    /// Liquid Glass: every platform's release 26 (2025) and later.
    case liquidGlass = "liquid-glass"

    /// As the documentation names it.
    public var displayName: String {
        switch self {
        case .guidelines: return "the guidelines' design"
        case .liquidGlass: return "Liquid Glass (release 26)"
        }
    }
}

extension ButtonSpec {
    /// The generation whose tables lay the spec out: the release's, or the guidelines' when the
    /// spec names no release.
    public var generation: DesignGeneration { osVersion?.generation ?? .guidelines }
}
