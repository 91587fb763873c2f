/// One row of the metric tables as a person reads it: which table, which figure, the value and
/// its source. The article's table and the "our choices" query are made of these.
package struct MetricEntry: Hashable, Sendable {
    /// The table the entry belongs to.
    package var table: MetricTableKey
    /// The figure's name in its table ("minimumHeight", "insets (small)").
    package var figure: String
    /// The value as printed.
    package var value: String
    /// Where it comes from.
    package var source: MetricSource
}

/// What a table is for: the platforms, the kind of control, the framework where UIKit and
/// SwiftUI differ, and the design generation.
package struct MetricTableKey: Hashable, Sendable {
    /// The platforms the table applies to.
    package var platforms: [Platform]
    /// The kind of control, in the guidelines' words ("system button", "push button", "switch").
    package var kind: String
    /// UIKit or SwiftUI, where the two draw differently; nil where there is one drawing.
    package var framework: Framework?
    /// The design generation.
    package var generation: DesignGeneration

    /// The key as the article's table names it ("iOS, iPadOS: system button (SwiftUI)").
    package var title: String {
        let names = platforms.count == Platform.allCases.count ? "All platforms" : platforms.map(\.displayName).joined(separator: ", ")
        let framework = framework.map { $0 == .uikit ? " (UIKit)" : " (SwiftUI)" } ?? ""
        return "\(names): \(kind)\(framework)"
    }
}
