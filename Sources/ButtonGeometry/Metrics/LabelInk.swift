/// Which colour a style's label takes: the accent colour, or a system colour of its own.
package enum LabelInk: Hashable, Sendable, MetricValue {
    /// The tint (systemBlue unless the spec names another; systemRed when destructive).
    case tint
    /// A system colour, whatever the tint.
    case system(SystemColor)

    /// "tint", or the system colour's name.
    package var metricText: String {
        switch self {
        case .tint: return "tint"
        case .system(let c): return c.rawValue
        }
    }
}
