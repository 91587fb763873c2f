/// Vertical and horizontal insets, in points: how far a button's content sits from its edges.
public struct Insets: Hashable, Codable, Sendable {
    /// Above and below the content, in points.
    public var vertical: Double
    /// Before and after the content, in points.
    public var horizontal: Double

    /// Insets from their vertical and horizontal parts.
    public init(vertical: Double, horizontal: Double) {
        self.vertical = vertical
        self.horizontal = horizontal
    }
}
