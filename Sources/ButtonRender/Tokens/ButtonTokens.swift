import ButtonGeometry
import Raster

/// The values to build one variant of a button on another stack (the web, Flutter, Compose),
/// from our layouts of it in light and dark mode: sizes in points (CSS px, Flutter logical
/// pixels, Compose dp), the corner with its design-tool and CSS equivalents, the font Apple
/// draws and the colours of each appearance, each with the source the layout cites.
public struct ButtonTokens: Hashable, Sendable {
    /// One appearance's colours.
    public struct Colors: Hashable, Sendable {
        /// The shape's fill; nil for a style without one (plain).
        public var fill: ResolvedColor?
        /// The title's and symbol's colour.
        public var label: ResolvedColor
        /// A stroke along the inside of the edge.
        public var border: ResolvedColor?
    }

    /// `ios-filled-large` (with the state, roles and release when they are not the defaults).
    public var name: String
    /// The spec of the light variant.
    public var spec: ButtonSpec
    /// The shape's size as our layout makes it (its width fits our stand-in font).
    public var width: Double, height: Double
    /// From the edges to the content.
    public var padding: ContentInsets
    /// The corner's radius; half the height for a capsule.
    public var cornerRadius: Double
    /// The corner's curve: continuous (Apple's), or circular.
    public var cornerCurve: CornerCurve
    /// A rectangle whose short sides are whole ends.
    public var isCapsule: Bool
    /// The corner as the sheet's legend says it ("continuous, r 8.67"); nil without a shape.
    public var cornerWords: String?
    /// The stroke's width, when there is one.
    public var borderWidth: Double?
    /// The title's font (its `appleFont`, size, weight, line height, tracking).
    public var font: FontSpec?
    /// The colours in light mode (or the platform's only appearance).
    public var light: Colors
    /// The colours in dark mode, where the platform has both.
    public var dark: Colors?
    /// The exact outline at this size, as SVG path data in points from the shape's top left.
    public var outline: String
    /// Each figure the layout read, and its source (the layout JSON's `sources`).
    public var sources: [String: String]

    /// The tokens of `spec` (its appearance ignored: light and, where the platform has it, dark).
    public init(_ spec: ButtonSpec, renderer: Renderer) throws {
        var light = spec
        light.appearance = spec.platform.fixedAppearance ?? .light
        let layout = try renderer.layout(light)
        let shape = layout.shape ?? layout.switchControl?.track
        // A plain button draws no shape: its frame is the metrics' bounds.
        guard let frame = shape?.frame.points ?? layout.sizing?.frame else { throw TokensError.noShape(spec.style) }
        self.spec = light
        name = Self.name(light)
        (width, height) = (frame.width, frame.height)
        padding = layout.sizing.map { $0.contentInsets ?? ContentInsets($0.insets) } ?? ContentInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        cornerRadius = shape?.cornerRadius ?? 0
        cornerCurve = shape?.cornerCurve ?? .circular
        isCapsule = shape?.kind == .capsule || shape?.kind == .circle
        cornerWords = shape?.cornerWords
        borderWidth = shape?.border?.width
        font = layout.title?.font
        let transparent = ResolvedColor(token: "clear", rgba: RGBA(0, 0, 0, 0))
        self.light = Colors(fill: shape?.fill, label: layout.title?.color ?? layout.symbol?.color ?? transparent, border: shape?.border?.color)
        if spec.platform.fixedAppearance == nil {
            var darkSpec = light
            darkSpec.appearance = .dark
            let d = try renderer.layout(darkSpec)
            let ds = d.shape ?? d.switchControl?.track
            dark = Colors(fill: ds?.fill, label: d.title?.color ?? d.symbol?.color ?? transparent, border: ds?.border?.color)
        }
        if let shape {
            outline = SVGPathData(Renderer.outline(shape).path(scale: 1).applying(.translation(-frame.x, -frame.y))).description
        } else {
            outline = "M0 0H\(SVGNumber(frame.width))V\(SVGNumber(frame.height))H0Z"
        }
        sources = layout.sources ?? [:]
    }

    /// `ios-filled-large`, `ios-tinted-small-disabled`, `ios-filled-large-destructive-26`.
    static func name(_ spec: ButtonSpec) -> String {
        var parts = [spec.platform.rawValue, spec.style.rawValue, spec.size.rawValue]
        if spec.state != .normal { parts.append(spec.state.rawValue) }
        parts += spec.roles.filter { $0 != .normal }.map(\.rawValue).sorted()
        if spec.framework == .swiftui { parts.append("swiftui") }
        if let release = spec.osVersion { parts.append(release.description.replacingDots) }
        return parts.joined(separator: "-")
    }

    /// "SF Pro Text 17 Regular (Body), tracking -0.44; continuous, r 8.67": the legend's words, one line.
    var handOffLine: String { [font?.handOffName, cornerWords].compactMap { $0 }.joined(separator: "; ") }

    /// CSS's `corner-shape: superellipse(k)` and the `border-radius` beside it that come closest
    /// to this corner, and the largest distance between the outlines, in points.
    public var cssCorner: (k: Double, radius: Double, error: Double) {
        let fit = CornerEquivalent.css(for: cornerCurve)
        let r = isCapsule ? height / 2 : cornerRadius
        return (fit.superellipseK, r * fit.radiusScale, fit.maximumError * r)
    }

    /// Figma's corner smoothing (0 to 1) that comes closest, and the largest distance, in points.
    public var figmaCorner: (smoothing: Double, error: Double) {
        let fit = CornerEquivalent.figma(for: cornerCurve)
        return (fit.smoothing, fit.maximumError * (isCapsule ? height / 2 : cornerRadius))
    }
}

/// Why tokens cannot be written for a spec.
public enum TokensError: Error, CustomStringConvertible, Equatable {
    /// A kind with no shape of its own to build (a plain button has a frame but no fill, and
    /// is built from its frame; the special buttons draw glyphs).
    case noShape(Style)

    public var description: String {
        switch self {
        case .noShape(let style): return "the \(style.rawValue) has no shape to build from tokens: it is a glyph (give a button style)"
        }
    }
}

extension String {
    /// `26.1` -> `26-1`, for a name part.
    fileprivate var replacingDots: String { split(separator: ".").joined(separator: "-") }
}
