/// Items drawn together on a layer of their own, laid on what is below at one opacity: a
/// disabled switch, whose track must not show through its translucent knob.
public struct SceneGroup: Sendable {
    /// The layer's opacity, 0 to 1.
    public var opacity: Double
    /// What the layer holds, bottom first.
    public var items: [SceneItem]

    /// The opacity in whole 255ths, as both backends lay the layer down.
    public var alpha: UInt8 { UInt8((min(1, max(0, opacity)) * 255).rounded()) }

    /// A group of `items` at `opacity`.
    public init(opacity: Double, items: [SceneItem]) {
        self.opacity = opacity
        self.items = items
    }
}
