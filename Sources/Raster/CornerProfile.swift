/// How a rounded rectangle's corner bends.
public enum CornerProfile: String, Hashable, Sendable, CaseIterable, Codable {
    /// Apple's continuous curve: curvature rises gradually from the straight edge.
    case continuous
    /// A quarter circle.
    case circular
}
