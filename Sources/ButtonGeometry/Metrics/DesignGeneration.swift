/// A generation of Apple's design, as Apple names its releases: each has its own metric tables,
/// so a new generation is new table entries beside the current ones, not copied files.
package enum DesignGeneration: String, CaseIterable, Sendable {
    /// The design the guidelines in `reference/` describe, which the calibration corpus's renders
    /// (iOS 13 to 18, macOS 11 to 14) show: the default.
    case guidelines
}

extension ButtonSpec {
    /// The generation whose tables lay the spec out; the guidelines' until a spec can name another.
    package var generation: DesignGeneration { .guidelines }
}
