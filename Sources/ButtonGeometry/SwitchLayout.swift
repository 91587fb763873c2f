/// The parts of a system switch: track, knob with its shadow, and the On/Off Labels glyphs,
/// each number with its source.
public struct SwitchLayout: Hashable, Codable, Sendable {
    /// On or off.
    public var value: ToggleValue
    /// The track: a capsule filled with the tint (on) or the off-track gray.
    public var track: ShapeLayout
    /// The knob.
    public var knob: KnobLayout
    /// The On/Off Labels glyphs; empty when the setting is off.
    public var glyphs: [SwitchGlyphLayout]
    /// The whole control's opacity, drawn as one layer: 1, or less when disabled.
    public var opacity: Double
    /// Where each number comes from, by part: "track", "knob", "knob shadow", "colors",
    /// "opacity", "glyphs". Each names a calibration corpus entry or says "ours".
    public var sources: [String: String]
}

/// The switch's knob: a circle (a pill in release 26) with a shadow cast on the track.
public struct KnobLayout: Hashable, Codable, Sendable {
    /// The knob's bounds (a circle: width equals height).
    public var frame: Frame
    /// The knob's color.
    public var fill: ResolvedColor
    /// A hairline ring just outside the knob (macOS), or nil.
    public var ring: BorderLayout?
    /// The knob's drop shadow, drawn only where the track is.
    public var shadow: KnobShadowLayout
}

/// A knob's shadow: the knob's circle moved down and blurred, clipped to the track.
public struct KnobShadowLayout: Hashable, Codable, Sendable {
    /// How far down the shadow falls, in points.
    public var offsetY: Double
    /// The Gaussian blur's standard deviation, in points.
    public var sigma: Double
    /// The shadow's color at its densest.
    public var color: ResolvedColor
}

/// One On/Off Labels glyph.
public struct SwitchGlyphLayout: Hashable, Codable, Sendable {
    /// Which glyph.
    public enum Kind: String, Codable, Sendable {
        /// The vertical bar on the on side ("I").
        case bar
        /// The ring on the off side ("O").
        case ring
    }

    /// Which glyph this is.
    public var kind: Kind
    /// The glyph's bounds: the bar's rectangle, or the ring's outer square.
    public var frame: Frame
    /// The ring's line width, in points (for the bar: its width).
    public var lineWidth: Double
    /// The glyph's color.
    public var color: ResolvedColor
}
