import ButtonGeometry
import Raster

/// The iOS 13+ activity indicator (`UIActivityIndicatorView`, SwiftUI's `ProgressView`): ticks
/// with round ends around a centre, the leading one darkest, the ones behind it fading.
package enum ActivityIndicator {
    /// One size of the indicator: its ticks and their alphas.
    package struct Style: Sendable {
        /// How many ticks, evenly spaced; also how many frames one revolution takes.
        package let tickCount: Int
        /// Tick alphas (of 255) from the leading tick backwards.
        package let alphas: [UInt8]
        /// Where each tick starts and ends (its round ends included), and its width, as
        /// fractions of the indicator's radius.
        package let innerRadius: Double, outerRadius: Double, width: Double

        /// The medium indicator (`ActivityIndicatorTable`).
        package static let medium = Style(
            tickCount: table.mediumTickCount.value, alphas: table.mediumTickAlphas.value, innerRadius: table.mediumTickStart.value,
            outerRadius: table.mediumTickEnd.value, width: table.mediumTickWidth.value)
        /// The large indicator.
        package static let large = Style(
            tickCount: table.largeTickCount.value, alphas: table.largeTickAlphas.value, innerRadius: table.largeTickStart.value,
            outerRadius: table.largeTickEnd.value, width: table.largeTickWidth.value)
    }

    /// The figures, with their sources: the guidelines' generation, the one a standalone
    /// indicator draws.
    static let table = ActivityIndicatorTable.table(.guidelines)
    /// The medium style's tick count: a loading button's indicator has this many frames.
    package static let tickCount = Style.medium.tickCount
    /// The medium indicator's diameter in points.
    package static let mediumDiameter = table.mediumDiameter.value
    /// The large indicator's diameter in points.
    package static let largeDiameter = table.largeDiameter.value
    /// The standalone indicator's colour in light mode; `inspect` reads a spinner's alphas
    /// against the same inks.
    package static let lightColor = table.colorLight.value
    /// The standalone indicator's colour in dark mode.
    package static let darkColor = table.colorDark.value

    /// The tick pointing straight up, centred on the origin, radius `r` in pixels.
    package static func tick(radius r: Double, style: Style = .medium) -> BezierPath {
        Shapes.capsule(tickFrame(radius: r, style: style))
    }

    /// The rectangle of the tick pointing straight up, its round ends included, for an
    /// indicator of radius `r` centred on the origin.
    package static func tickFrame(radius r: Double, style: Style = .medium) -> Rect {
        let w = r * style.width
        return Rect(x: -w / 2, y: -r * style.outerRadius, width: w, height: r * (style.outerRadius - style.innerRadius))
    }

    /// The ticks of frame `frame` (0 up to the tick count) centred at `center`, radius
    /// `radius` (points). In frame k the leading tick points k ticks clockwise from 12 o'clock;
    /// tick i behind it gets `alphas[i]`.
    package static func ticks(center: Point, radius: Double, color: ResolvedColor, frame: Int, style: Style = .medium) -> [SceneItem] {
        let tick = tickFrame(radius: radius, style: style)
        let n = style.tickCount
        return (0..<n).map { i in
            let position = (frame - i + n * 2) % n
            let angle = Double(position) * 2 * .pi / Double(n)
            let t = Transform.rotation(angle).concatenating(.translation(center.x, center.y))
            return .fill(SceneFill(.capsule(tick), .solid(color.withAlpha(times: Double(style.alphas[i]) / 255)), transform: t))
        }
    }
}
