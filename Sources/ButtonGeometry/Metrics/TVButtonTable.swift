/// tvOS buttons: all ours, no tvOS render being in the corpus (tvOS Body is 29 pt).
package struct TVButtonTable: MetricTable {
    /// The button's height per size.
    package var height: PerSize<Double>
    /// The title's font size per size.
    package var fontSize: PerSize<Double>
    /// The title's line height per size.
    package var lineHeight: PerSize<Double>
    /// Content insets per size.
    package var insets: PerSize<Insets>
    /// The corner radius per size.
    package var cornerRadius: PerSize<Double>
    /// The focused button grows by this factor.
    package var focusScale: Metric<Double>
    /// How far below the focused button its shadow falls, in points.
    package var shadowOffsetY: Metric<Double>
    /// The focused button's shadow blur, in points.
    package var shadowBlur: Metric<Double>
    /// The shadow's alpha, black (0...255).
    package var shadowAlpha: Metric<UInt8>
    /// What the button is drawn on when no background is given: a dark, room-like gray.
    package var backdrop: Metric<RGBA>

    package static let platforms: [Platform] = [.tvOS]
    package static let kind = "button"

    static let noRender = "no tvOS render in the calibration corpus"

    static func bySize<V>(_ small: V, _ medium: V, _ large: V) -> PerSize<V> {
        PerSize([(.small, Metric(small, .ours(noRender))), (.medium, Metric(medium, .ours(noRender))), (.large, Metric(large, .ours(noRender)))], otherwise: .large)
    }

    package static let guidelines = TVButtonTable(
        height: bySize(56, 66, 86),
        fontSize: bySize(23, 25, 29),
        lineHeight: bySize(29, 32, 36),
        insets: bySize(Insets(vertical: 12, horizontal: 28), Insets(vertical: 16, horizontal: 32), Insets(vertical: 24, horizontal: 40)),
        cornerRadius: bySize(10, 12, 14),
        focusScale: Metric(1.1, .ours(noRender)),
        shadowOffsetY: Metric(12, .ours(noRender)),
        shadowBlur: Metric(16, .ours(noRender)),
        shadowAlpha: Metric(77, .ours(noRender)),
        backdrop: Metric(RGBA(0x20, 0x20, 0x24), .ours("a dark, room-like gray, so that the button looks as people see it")))
}
