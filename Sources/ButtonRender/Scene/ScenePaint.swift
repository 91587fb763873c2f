import ButtonGeometry

/// What fills a shape. Colours keep the token they came from (a system colour's name), so
/// that an SVG can say which system colour a value is.
///
/// A new kind of paint (a material that samples what lies behind it) is a new case here and
/// a rule in each backend; the scene's geometry stays as it is.
public enum ScenePaint: Hashable, Sendable {
    /// One colour.
    case solid(ResolvedColor)
    /// A colour running from `top` at y = `from` to `bottom` at y = `to` (points; clamped
    /// beyond them), each pixel row taking the colour at its centre: the macOS default
    /// button's face.
    case verticalGradient(top: ResolvedColor, from: Double, bottom: ResolvedColor, to: Double)
}

/// A shape filled with a paint, optionally moved by a transform (a spinner's tick, turned
/// about the spinner's centre).
public struct SceneFill: Hashable, Sendable {
    /// The outline, in points.
    public var shape: SceneShape
    /// What fills it.
    public var paint: ScenePaint
    /// Maps the shape into the scene: a rotation, scale or skew, then a translation in points.
    public var transform: Transform

    /// A fill of `shape` with `paint`, mapped through `transform`.
    public init(_ shape: SceneShape, _ paint: ScenePaint, transform: Transform = .identity) {
        self.shape = shape
        self.paint = paint
        self.transform = transform
    }
}
