/// How a rounded rectangle's corner bends.
public enum CornerCurve: String, Hashable, Codable, CaseIterable, Sendable {
    /// Apple's continuous curve: curvature rises gradually from the straight edge. In a spec it
    /// means the framework's own continuous corner: `layer` for UIKit, the path squircle
    /// (`UIBezierPath(roundedRect:cornerRadius:)`) for SwiftUI.
    case continuous
    /// A quarter circle.
    case circular
    /// Core Animation's continuous corner (`CALayer.cornerCurve = .continuous`), which UIKit's
    /// button configurations draw: a longer transition than the path squircle, and an edge
    /// antialiased by its distance from each pixel's centre rather than by exact area.
    case layer
}
