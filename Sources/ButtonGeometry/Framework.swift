/// The framework whose drawing of an iOS or iPadOS button is reproduced.
///
/// The guidelines' style and size names (filled, tinted, gray, plain; small, medium, large) are
/// `UIButton.Configuration`'s, so UIKit is the default. SwiftUI's `.borderedProminent`,
/// `.bordered` and `.borderless` buttons draw the large size alike but differ elsewhere: their
/// corner is the path squircle with exact-area edges, the medium and small sizes are capsules
/// by default (with continuous ends, as iOS 16 on draws them), and Dynamic Type scales them
/// more steeply.
public enum Framework: String, Codable, CaseIterable, Sendable {
    /// `UIButton.Configuration` (the default on iOS and iPadOS).
    case uikit
    /// SwiftUI's bordered button styles.
    case swiftui
}
