/// How a rounded rectangle's corner bends.
public enum CornerCurve: String, Hashable, Codable, CaseIterable, Sendable {
    /// Apple's continuous curve: curvature rises gradually from the straight edge.
    case continuous
    /// A quarter circle.
    case circular
}
