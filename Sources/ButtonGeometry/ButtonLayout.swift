/// Where everything of one button goes, in points and pixels, with every color resolved:
/// the output of the geometry core and the input of drawing. Encodes to the JSON that
/// `--layout-json` prints (README, "Layout JSON").
public struct ButtonLayout: Hashable, Codable, Sendable {
    public var spec: ButtonSpec
    public var scale: Double
    /// The image: origin (0, 0), in points and pixels.
    public var canvas: Frame
    /// The visible shape, when the button has one.
    public var shape: ShapeLayout?
    /// At least 44 x 44 pt (60 x 60 on visionOS), centred on the shape; may extend past the canvas.
    public var hitTarget: Frame
    public var title: TextLayout?
    public var subtitle: TextLayout?
    public var symbol: SymbolLayout?
    public var spinner: SpinnerLayout?
    public var focusRing: FocusRingLayout?
    public var shadow: ShadowLayout?
    /// A second button beside this one (watchOS side-by-side pairs), laid out the same way.
    public var companion: CompanionLayout?
    /// How a content-fitting button got its size: the metric insets and what set the width.
    /// Nil for kinds of a fixed size (Info, Close, Contact Add, macOS help and gradient).
    public var sizing: Sizing?
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
    public var frame: LayoutRect
    /// The kind's content insets from its metrics table.
    public var insets: Insets
    /// Symbol, gap and text side by side (or the widest, stacked), in points.
    public var contentWidth: Double
    public var widthSource: WidthSource
}

/// The kind of outline a shape has.
public enum ShapeKind: String, Codable, Sendable {
    case roundedRect, capsule, circle
}

/// The visible shape: its outline, its corners and how it is painted.
public struct ShapeLayout: Hashable, Codable, Sendable {
    public var kind: ShapeKind
    public var frame: Frame
    /// In points; half the short side for capsules and circles.
    public var cornerRadius: Double
    public var cornerCurve: CornerCurve
    /// Nil for a shape drawn only as a border.
    public var fill: ResolvedColor?
    /// A vertical gradient from the first color at the top to the second at the bottom.
    public var gradient: [ResolvedColor]?
    public var border: BorderLayout?
}

/// A line along the shape's edge: inside it (gradient and help buttons in light mode), or just
/// outside it (the macOS push button's hairline ring).
public struct BorderLayout: Hashable, Codable, Sendable {
    public var color: ResolvedColor
    /// In points; one pixel at the layout's scale unless stated.
    public var width: Double
    /// True when the line lies outside the shape, false when inside.
    public var outside: Bool
}

/// A font as the layout chose it.
public struct FontSpec: Hashable, Codable, Sendable {
    public var family: String
    public var size: Double
    public var weight: FontWeight
    public var lineHeight: Double
    public var tracking: Double
    public var kind: FontRequest.Kind

    public var request: FontRequest { FontRequest(size: size, weight: weight, tracking: tracking, kind: kind) }
}

/// One line of a text, with the pen position and baseline it is drawn at.
public struct TextLine: Hashable, Codable, Sendable {
    public var text: String
    /// Where the line's pen starts, in points.
    public var x: Double
    public var baseline: Double
    public var width: Double
}

/// A title or subtitle: its lines, frame, font and color.
public struct TextLayout: Hashable, Codable, Sendable {
    /// The text as drawn (after any ellipsis or truncation), lines joined by "\n".
    public var text: String
    public var lines: [TextLine]
    public var frame: Frame
    public var font: FontSpec
    public var color: ResolvedColor
    /// True when the text was cut to fit and ends in "…".
    public var truncated: Bool
}

/// A symbol drawn from the symbol font, in a square box at the title's size.
public struct SymbolLayout: Hashable, Codable, Sendable {
    public var name: String
    public var frame: Frame
    public var pointSize: Double
    public var color: ResolvedColor
    /// The glyph's baseline and pen position, so text and symbol share one line.
    public var font: FontSpec
    public var x: Double
    public var baseline: Double
}

/// The activity indicator inside a loading button.
public struct SpinnerLayout: Hashable, Codable, Sendable {
    public var frame: Frame
    /// In points: ticks run from radius/3 to radius out from the centre.
    public var radius: Double
    public var color: ResolvedColor
    /// The animation step, 0...7.
    public var frameIndex: Int
}

/// The ring drawn around a focused button (not on tvOS, which lifts the button instead).
public struct FocusRingLayout: Hashable, Codable, Sendable {
    public var frame: Frame
    public var cornerRadius: Double
    public var width: Double
    public var color: ResolvedColor
}

/// The soft shadow under a focused tvOS button or a light macOS push button.
public struct ShadowLayout: Hashable, Codable, Sendable {
    public var offsetY: Double
    public var blur: Double
    public var color: ResolvedColor
}

/// The second button of a pair: its shape and content, in the same canvas.
public struct CompanionLayout: Hashable, Codable, Sendable {
    public var shape: ShapeLayout?
    public var title: TextLayout?
    public var symbol: SymbolLayout?
}
