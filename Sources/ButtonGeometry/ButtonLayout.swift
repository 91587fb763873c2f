/// Where everything of one button goes, in points and pixels, with every color resolved:
/// the output of the geometry core and the input of drawing. Encodes to the JSON that
/// `--layout-json` prints (the Layout JSON article), which adds the accessibility report
/// (`accessibilityReport(backdrop:)`): the report is made when asked for, as drawing never
/// reads it.
public struct ButtonLayout: Hashable, Codable, Sendable {
    /// The spec this layout was made from, every default filled in.
    public var spec: ButtonSpec
    /// Pixels per point: 1, 2 or 3 on Apple's displays.
    public var scale: Double
    /// The image: origin (0, 0), in points and pixels.
    public var canvas: Frame
    /// The visible shape, when the button has one.
    public var shape: ShapeLayout?
    /// At least 44 x 44 pt (60 x 60 on visionOS), centred on the shape; may extend past the canvas.
    public var hitTarget: Frame
    /// The title, when the button shows text.
    public var title: TextLayout?
    /// The second line of smaller text under the title, when there is one.
    public var subtitle: TextLayout?
    /// The symbol beside (or instead of) the title.
    public var symbol: SymbolLayout?
    /// The activity indicator of a loading button, drawn in place of its content.
    public var spinner: SpinnerLayout?
    /// The focus ring of a focused button (macOS, iPadOS with a keyboard, visionOS).
    public var focusRing: FocusRingLayout?
    /// The shadow under the shape: a focused tvOS button, or a light macOS push button.
    public var shadow: ShadowLayout?
    /// A second button beside this one (watchOS side-by-side pairs), laid out the same way.
    public var companion: CompanionLayout?
    /// A switch's track, knob and glyphs (`--style switch`); nil for every other kind.
    public var switchControl: SwitchLayout?
    /// How a content-fitting button got its size: the metric insets and what set the width.
    /// Nil for kinds of a fixed size (Info, Close, Contact Add, macOS help and gradient).
    public var sizing: Sizing?
    /// iOS and iPadOS system styles: whose drawing the layout follows, UIKit's configurations
    /// or SwiftUI's bordered styles; nil where there is only one.
    public var framework: Framework?
    /// Where every number this layout used comes from: figure -> its source (calibration
    /// corpus entries by id with their repository and commit, an Apple page, a third party, or
    /// "ours" with the reason). Each key is a figure's name as the Metrics and Their Sources
    /// article's tables give it, with the size in parentheses where the figure differs by size.
    public var sources: [String: String]?
}

/// The numbers a button's size comes from, as the metrics define them (not measured back from
/// the frames): a spec sheet prints these.
public struct Sizing: Hashable, Codable, Sendable {
    /// What decided the width.
    public enum WidthSource: String, Codable, Sendable {
        /// The content's width plus the insets on both sides (the title forces it).
        case content
        /// The spec's fixed width.
        case fixed
        /// The watch screen's width (full-width, or half of it side by side).
        case screen
        /// A loading button keeps its resting width.
        case resting
        /// An icon-only visionOS button is a circle: as wide as it is tall.
        case circle
    }

    /// The button's bounds in points, whether or not a shape is drawn (a plain button has none).
    public var frame: Rect
    /// The kind's content insets from its metrics table.
    public var insets: Insets
    /// Symbol, gap and text side by side (or the widest, stacked), in points.
    public var contentWidth: Double
    /// What decided the width: the content, a fixed width, the screen, the resting state, or a circle.
    public var widthSource: WidthSource
    /// The insets on each side when a button configuration gave them (`contentInsets`); nil:
    /// the kind's `insets`.
    public var contentInsets: ContentInsets? = nil
}

/// The kind of outline a shape has.
public enum ShapeKind: String, Codable, Sendable {
    /// A rectangle with rounded corners; a rectangle whose short sides are half circles; a circle.
    case roundedRect, capsule, circle
}

/// The visible shape: its outline, its corners and how it is painted.
public struct ShapeLayout: Hashable, Codable, Sendable {
    /// Which outline the shape has.
    public var kind: ShapeKind
    /// The shape's bounds.
    public var frame: Frame
    /// In points; half the short side for capsules and circles.
    public var cornerRadius: Double
    /// The curve of the corners: Apple's continuous curve or a quarter circle; for a capsule,
    /// the curve of its ends (continuous: `Shapes.continuousCapsule`; circular: half circles).
    public var cornerCurve: CornerCurve
    /// Nil for a shape drawn only as a border.
    public var fill: ResolvedColor?
    /// A vertical gradient from the first color at the top to the second at the bottom.
    public var gradient: [ResolvedColor]?
    /// A line along the edge, inside or outside the shape, when the kind draws one.
    public var border: BorderLayout?
    /// A light line along the inside of the top edge (the dark macOS push button's), as wide
    /// as `width` at the top and narrowing to nothing down the corners.
    public var highlight: BorderLayout? = nil
    /// Liquid Glass: what lies behind, blurred and mixed, instead of a fill.
    public var glass: GlassMaterial? = nil
    /// Liquid Glass: the light rim along the inside of the edge.
    public var rim: RimLayout? = nil
}

/// Liquid Glass's material: the backdrop blurred, then mixed toward a colour, in one of two
/// appearances that what lies behind chooses (light glass over light content, dark over dark).
public struct GlassMaterial: Hashable, Codable, Sendable {
    /// The blur, a Gaussian's deviation in points.
    public var blur: Double
    /// Over light content.
    public var light: GlassAppearance
    /// Over dark content.
    public var dark: GlassAppearance
    /// Below this relative luminance (0 to 1) of the blurred backdrop, the dark appearance.
    public var darkBelowLuminance: Double
    /// The label over dark glass, when the label is the glass's own (`label`, which turns
    /// white with it); nil when a tint sets it.
    public var labelOverDark: ResolvedColor?

    /// The appearance over content of a relative luminance.
    public func appearance(overLuminance y: Double) -> GlassAppearance { y < darkBelowLuminance ? dark : light }

    /// A label drawn on this glass in `appearance`: the glass's own label turns with dark glass.
    package func label(_ own: ResolvedColor, on appearance: GlassAppearance) -> ResolvedColor {
        appearance == dark ? labelOverDark ?? own : own
    }
}

/// One appearance of the glass: the backdrop mixed toward `toward` by `mix`, and its rim.
public struct GlassAppearance: Hashable, Codable, Sendable {
    /// The share of `toward` (0 to 1).
    public var mix: Double
    /// The colour mixed in.
    public var toward: RGBA
    /// White at this alpha at the rim's outer edge.
    public var rimAlpha: Double

    /// The mix as a colour matrix: each channel times 1 - mix, plus mix of `toward`.
    public var matrix: ColorMatrix {
        let k = 1 - mix
        return ColorMatrix(
            red: [k, 0, 0, mix * Double(toward.red) / 255], green: [0, k, 0, mix * Double(toward.green) / 255],
            blue: [0, 0, k, mix * Double(toward.blue) / 255])
    }
}

/// A light line along the inside of a glass shape's edge, fading inward in steps.
public struct RimLayout: Hashable, Codable, Sendable {
    /// In points.
    public var width: Double
    /// White at this alpha at the outer edge (a glass's appearance may give another).
    public var alpha: Double
    /// The alpha in equal steps from the edge inward, as shares of `alpha`.
    public var profile: [Double]
}

/// A line along the shape's edge: inside it (gradient and help buttons in light mode), or just
/// outside it (the macOS push button's hairline ring).
public struct BorderLayout: Hashable, Codable, Sendable {
    /// The line's color.
    public var color: ResolvedColor
    /// In points; one pixel at the layout's scale unless stated.
    public var width: Double
    /// True when the line lies outside the shape, false when inside.
    public var outside: Bool
}

/// A font as the layout chose it.
public struct FontSpec: Hashable, Codable, Sendable {
    /// The family name of the font drawn (Inter stands in for SF Pro unless SF Pro is given).
    public var family: String
    /// The point size drawn, after any size adjustment.
    public var size: Double
    /// The weight actually drawn, never only the one asked for.
    public var weight: FontWeight
    /// The distance between baselines of successive lines, in points.
    public var lineHeight: Double
    /// Extra space after each character, in points (SF's tracking table).
    public var tracking: Double
    /// Text or symbol: which font of the chain the request goes to.
    public var kind: FontRequest.Kind
    /// Apple's font for the text, which the drawn `family` stands in for: "SF Pro Text" below
    /// 20 pt and "SF Pro Display" from 20 pt (SF Compact on watchOS); nil for a symbol or a
    /// font file of a button configuration, which is drawn as itself.
    public var appleFont: String? = nil
    /// The Dynamic Type text style the size is, where the kind's metrics name one ("body").
    public var textStyle: String? = nil

    /// How a designer hands it off: "SF Pro Text 17 Regular (Body), tracking -0.44", Apple's
    /// font first; a font of your own by its family ("Brand Sans 17 Semibold").
    public var handOffName: String {
        let size = size == size.rounded() ? String(Int(size)) : size.metricText
        let weight = weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst()
        var text = "\(appleFont ?? family) \(size) \(weight)"
        if let style = textStyle.flatMap(TextStyle.init(rawValue:)) { text += " (\(style.displayName))" }
        if tracking != 0 { text += ", tracking \(tracking.metricText)" }
        return text
    }

    /// The request a text measurer or the renderer answers for this font.
    public var request: FontRequest { FontRequest(size: size, weight: weight, tracking: tracking, kind: kind) }
}

/// One line of a text, with the pen position and baseline it is drawn at.
public struct TextLine: Hashable, Codable, Sendable {
    /// The line's characters as drawn.
    public var text: String
    /// Where the line's pen starts, in points.
    public var x: Double
    /// The baseline's distance from the canvas's top, in points.
    public var baseline: Double
    /// The line's advance width, in points.
    public var width: Double
}

/// A title or subtitle: its lines, frame, font and color.
public struct TextLayout: Hashable, Codable, Sendable {
    /// The text as drawn (after any ellipsis or truncation), lines joined by "\n".
    public var text: String
    /// Every line, top to bottom.
    public var lines: [TextLine]
    /// The box of all lines: line-box height times the number of lines.
    public var frame: Frame
    /// The font the text is drawn in.
    public var font: FontSpec
    /// The text's color.
    public var color: ResolvedColor
    /// True when the text was cut to fit and ends in "…".
    public var truncated: Bool
}

/// A symbol drawn from the symbol font, in a square box at the title's size.
public struct SymbolLayout: Hashable, Codable, Sendable {
    /// The symbol's name (`buttonrender --help` lists them), as asked for.
    public var name: String
    /// The square box the symbol sits in.
    public var frame: Frame
    /// The symbol's size, in points (as SF Symbols take the title's size).
    public var pointSize: Double
    /// The symbol's color, the title's.
    public var color: ResolvedColor
    /// The glyph's baseline and pen position, so text and symbol share one line.
    public var font: FontSpec
    /// Where the glyph's pen starts, in points.
    public var x: Double
    /// The glyph's baseline, in points from the canvas's top.
    public var baseline: Double
}

/// The activity indicator inside a loading button.
public struct SpinnerLayout: Hashable, Codable, Sendable {
    /// The indicator's square frame, centred on the content it replaces.
    public var frame: Frame
    /// In points: ticks run from radius/3 to radius out from the centre.
    public var radius: Double
    /// The ticks' color: the head tick's, before the alpha ramp.
    public var color: ResolvedColor
    /// The animation step, 0...7.
    public var frameIndex: Int
}

/// The ring drawn around a focused button (not on tvOS, which lifts the button instead).
public struct FocusRingLayout: Hashable, Codable, Sendable {
    /// The ring's outer bounds.
    public var frame: Frame
    /// The ring's corner radius, in points, following the shape's.
    public var cornerRadius: Double
    /// The ring's stroke width, in points.
    public var width: Double
    /// The ring's color.
    public var color: ResolvedColor
}

/// The soft shadow under a focused tvOS button or a light macOS push button.
public struct ShadowLayout: Hashable, Codable, Sendable {
    /// How far down the shadow falls, in points.
    public var offsetY: Double
    /// The blur's reach, in points.
    public var blur: Double
    /// The shadow's color at its densest.
    public var color: ResolvedColor
}

/// The second button of a pair: its shape and content, in the same canvas.
public struct CompanionLayout: Hashable, Codable, Sendable {
    /// The companion's shape.
    public var shape: ShapeLayout?
    /// The companion's title.
    public var title: TextLayout?
    /// The companion's symbol.
    public var symbol: SymbolLayout?
}
