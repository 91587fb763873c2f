import ButtonGeometry

/// A shape's shadow: the shape, moved by `offset` and blurred by a Gaussian of `sigma`,
/// in `color`, optionally clipped to another shape (a switch knob's shadow stays on its track).
public struct SceneShadow: Hashable, Sendable {
    /// The shape that casts the shadow, where it stands (before `offset`).
    public var shape: SceneShape
    /// How far the shadow falls from the shape, in points.
    public var offset: Point
    /// The shadow's colour at full strength.
    public var color: ResolvedColor
    /// The Gaussian blur's standard deviation, in points.
    public var sigma: Double
    /// Where the shadow may show; nil for everywhere.
    public var clip: SceneShape?

    /// A shadow of `shape` moved by `offset`, blurred by `sigma`, in `color`, inside `clip`.
    public init(of shape: SceneShape, offset: Point, sigma: Double, color: ResolvedColor, clip: SceneShape? = nil) {
        self.shape = shape
        self.offset = offset
        self.sigma = sigma
        self.color = color
        self.clip = clip
    }

    /// The Gaussian that three box blurs of `radius` whole pixels make (each pass adds the
    /// variance r(r + 1) / 3), in points at `scale`: how a blur chosen as box passes is said
    /// to the backends, which turn it back into the same passes (`boxRadius(scale:)`).
    public static func sigma(ofThreeBoxPasses radius: Int, scale: Double) -> Double {
        (Double(radius) * Double(radius + 1)).squareRoot() / scale
    }

    /// The radius of three box passes whose variance is nearest the Gaussian's at `scale`:
    /// r(r + 1) = sigma², solved for r and rounded.
    public func boxRadius(scale: Double) -> Int { Self.boxRadius(sigma: sigma, scale: scale) }

    /// The radius of three box passes whose variance is nearest a Gaussian of `sigma` points.
    static func boxRadius(sigma: Double, scale: Double) -> Int {
        let sigma = sigma * scale
        return Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)
    }
}
