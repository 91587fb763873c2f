/// The macOS help button: a circle of fixed size with a question mark, on the push button's face.
package struct MacHelpButtonTable: MetricTable {
    /// The circle's diameter, in points.
    package var diameter: Metric<Double>
    /// The question mark's point size (its cap height about half the circle).
    package var glyphSize: Metric<Double>
    /// The border in the light appearance: black at this alpha (0...255), inside the circle.
    package var borderAlphaLight: Metric<UInt8>

    package static let platforms: [Platform] = [.macOS]
    package static let kind = "help button"

    package static let guidelines = MacHelpButtonTable(
        diameter: Metric(20, .reimplemented(.macosUI, detail: "its help button's diameter")),
        glyphSize: Metric(14, .ours("no render of a help button found: a cap height about half the circle")),
        borderAlphaLight: Metric(38, .ours("no render of a help button found")))
}
