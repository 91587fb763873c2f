/// The macOS image button: an image with padding on every side and no border, a label below it,
/// and an on state (a toggle) that draws the image in the accent colour.
package struct MacImageButtonTable: MetricTable {
    /// The image's size, in points.
    package var imageSize: Metric<Double>
    /// The padding on every side of the image: the button's click area, not drawn.
    package var padding: Metric<Double>
    /// The gap between the button and its label's line box below.
    package var labelGap: Metric<Double>
    /// The label's font size.
    package var labelSize: Metric<Double>
    /// The label's line height.
    package var labelLineHeight: Metric<Double>

    package static let platforms: [Platform] = [.macOS]
    package static let kind = "image button"

    package static let guidelines = MacImageButtonTable(
        imageSize: Metric(32, .ours("no render of an image button found")),
        padding: Metric(10, .apple(.higButtons, says: "\"about 10 pixels\" of padding around the image")),
        labelGap: Metric(4, .ours("the guidelines place the label below the image button without a distance")),
        labelSize: Metric(13, .ours("the regular control size's font, as the push button's")),
        labelLineHeight: Metric(16, .ours("the regular control size's line, as the push button's")))
}
