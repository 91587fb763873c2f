import ButtonGeometry
import Raster

/// The canvas behind a button: the background asked for, else the platform's backdrop
/// (`OurChoices.backdrop`: watchOS black, tvOS and visionOS dark grays), else transparent.
/// The one default for every path: the command line, manifest cases, `Renderer.render` and the
/// snapshot-testing adapter give the same pixels for the same spec.
public enum Backdrop {
    /// The canvas color for a spec: the background given, else the platform's backdrop, else transparent.
    public static func color(_ background: Tint?, for spec: ButtonSpec) -> RGBA {
        if let background { return background.resolved(spec.appearance).rgba }
        return OurChoices.backdrop(spec.platform) ?? .clear
    }
}
