/// The macOS gradient button: a small square face with a border and a symbol, which may act as
/// a toggle (on: pressed in).
package struct MacGradientButtonTable: MetricTable {
    /// The face's width, in points.
    package var width: Metric<Double>
    /// The face's height, in points.
    package var height: Metric<Double>
    /// The symbol's point size.
    package var symbolSize: Metric<Double>
    /// The face, light.
    package var faceLight: Metric<RGBA>
    /// The face, dark.
    package var faceDark: Metric<RGBA>
    /// The border, light.
    package var borderLight: Metric<RGBA>
    /// The border, dark.
    package var borderDark: Metric<RGBA>
    /// The face of a toggle that is on, light: pressed in, a shade darker.
    package var onFaceLight: Metric<RGBA>
    /// The face of a toggle that is on, dark.
    package var onFaceDark: Metric<RGBA>

    package static let platforms: [Platform] = [.macOS]
    package static let kind = "gradient button"

    static let noRender = "no render of a gradient button found"
    static let noToggleRender = "AppKit draws an on toggle pressed in since macOS 11; no render found to measure"

    package static let guidelines = MacGradientButtonTable(
        width: Metric(24, .ours(noRender)),
        height: Metric(22, .ours(noRender)),
        symbolSize: Metric(14, .ours(noRender)),
        faceLight: Metric(RGBA(244, 244, 244), .reimplemented(.tkAqua, detail: "the gradient button's face")),
        faceDark: Metric(RGBA(95, 95, 95), .reimplemented(.tkAqua, detail: "the gradient button's face")),
        borderLight: Metric(RGBA(165, 165, 165), .reimplemented(.tkAqua, detail: "the gradient button's border")),
        borderDark: Metric(RGBA(118, 118, 118), .reimplemented(.tkAqua, detail: "the gradient button's border")),
        onFaceLight: Metric(RGBA(222, 222, 222), .ours(noToggleRender)),
        onFaceDark: Metric(RGBA(120, 120, 120), .ours(noToggleRender)))
}
