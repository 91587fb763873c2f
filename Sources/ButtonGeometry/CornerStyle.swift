/// How a button chooses its corner radius (UIButton.Configuration.CornerStyle).
public enum CornerStyle: String, Codable, CaseIterable, Sendable {
    /// The size-specific radius, grown with Dynamic Type.
    case dynamic
    /// The radius given in `ButtonSpec.cornerRadius`, unchanged by Dynamic Type.
    case fixed
    /// The named radii of UIButton.Configuration's corner styles (6, 8 and 12 pt on iOS).
    case small, medium, large
    /// Half the height: round ends.
    case capsule
}

extension CornerStyle: MetricValue {
    /// The style's name.
    package var metricText: String { rawValue }
}
