/// The stack an imitation of Apple's button is built on, so that `inspect --expect` can name
/// each change in that stack's terms.
///
/// Guarantees: one unit of every target is one point, so a figure in points is written as it
/// is: a CSS px at the page's device scale (a @3x screenshot has 3 image pixels a px), a
/// Flutter logical pixel, a Compose dp on a device whose density matches the screenshot's.
package enum ImitationTarget: String, CaseIterable, Sendable {
    /// HTML and CSS in a browser.
    case css
    /// Flutter's widgets.
    case flutter
    /// Jetpack Compose.
    case compose

    /// How the target is named in a report's heading.
    package var name: String {
        switch self {
        case .css: return "CSS"
        case .flutter: return "Flutter"
        case .compose: return "Jetpack Compose"
        }
    }

    /// What the target's length unit is, in points and in the image's pixels.
    package func unitNote(scale: Double) -> String {
        let pixels = scale.shortDecimalText(places: 3)
        switch self {
        case .css: return "px = points: CSS px at the device scale, \(pixels) image pixels a px here"
        case .flutter: return "lengths in logical pixels = points, \(pixels) image pixels each here"
        case .compose: return "dp = points at a density of \(pixels), as the screenshot's"
        }
    }

    /// A length in points, written as the target writes one: `50.33px`, `50.33`, `50.33.dp`.
    package func length(_ points: Double) -> String {
        let v = points.shortDecimalText(places: 2)
        switch self {
        case .css: return v + "px"
        case .flutter: return v
        case .compose: return v + ".dp"
        }
    }
}
