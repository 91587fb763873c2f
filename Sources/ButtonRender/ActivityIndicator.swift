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

        /// Medium (20 pt): 8 ticks from r/3 to r (M: Flutter), r/4 wide, alphas 130 falling by
        /// 22 a tick to 42 (P: approach-progressview-medium-ios18 measured 2.51 pt wide at
        /// r = 10, and 130, 109, 86, 64, 42 of 60,60,67; Flutter's r/5 and 147 to 47 were off).
        package static let medium = Style(
            tickCount: 8, alphas: [130, 108, 86, 64, 42, 42, 42, 42], innerRadius: 1.0 / 3, outerRadius: 1, width: 0.25)
        /// Large (37 pt): 12 ticks from 7.53 to 17.45 pt, 3.0 pt wide, alphas 130 falling by
        /// 14.5 a tick (0.057) to 42, then level (P: thecatlibrary-large-spinner-ios13, which
        /// measured 0.509, 0.452, 0.396, 0.337, 0.277, 0.220, then 0.164 of 60,60,67).
        package static let large = Style(
            tickCount: 12, alphas: [130, 115, 101, 86, 71, 56, 42, 42, 42, 42, 42, 42],
            innerRadius: 7.53 / 18.5, outerRadius: 17.45 / 18.5, width: 3.0 / 18.5)
    }

    /// The medium style's tick count: a loading button's indicator has this many frames.
    package static let tickCount = Style.medium.tickCount
    /// Medium and large diameters in points.
    package static let mediumDiameter = 20.0
    /// The large indicator's diameter (UIActivityIndicatorView.Style.large).
    package static let largeDiameter = 37.0
    /// Standalone colors: light 60,60,67 (P: thecatlibrary-large-spinner-ios13; it was 60,60,68
    /// from Flutter); dark 235,235,245. `inspect` reads a spinner's alphas against the same inks.
    package static let lightColor = RGBA(red: 60, green: 60, blue: 67)
    /// The standalone indicator's dark-mode color.
    package static let darkColor = RGBA(red: 235, green: 235, blue: 245)

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
    /// tick i behind it gets `alphas[i]`. One revolution a second: each frame shows for
    /// 1 / tickCount s (M: Flutter's CupertinoActivityIndicator; no Apple render gives the timing).
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
