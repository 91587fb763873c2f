/// The system switch's numbers for one platform and control size, each with where it comes
/// from: measured from an Apple render in the calibration corpus, or ours (`OurChoices`).
///
/// The track is a capsule (its ends are half circles: a continuous corner and a circular one
/// are the same curve when the radius is half the height, so the curve does not arise), and
/// the knob a circle inset from the track's ends and sides by the same distance.
public struct SwitchMetrics: Hashable, Sendable {
    /// The track's width and height, in points.
    public var trackWidth: Double, trackHeight: Double
    /// The knob's diameter, in points.
    public var knobDiameter: Double
    /// The gap between the knob and the track's edge (top, bottom and the near end), in points.
    public var knobInset: Double
    /// The knob's shadow, cast on the track only.
    public var shadow: KnobShadowMetrics
    /// A hairline ring around the knob (macOS), or nil.
    public var knobRing: KnobRingMetrics?
    /// The opacity of the whole control when disabled, drawn as one layer.
    public var disabledOpacity: Double
    /// Where the track, knob and disabled numbers come from.
    public var geometrySource: String
    /// Where the shadow comes from.
    public var shadowSource: String

    /// The corpus entries the iOS switch is measured from (AccessibilitySnapshot's UISwitch
    /// reference images, iOS 17.5 and 18.5, @3x).
    public static let iOSSource = "measured: corpus entries a11ysnapshot-uiswitch-on-ios18, -off-ios18, -disabled-ios18 (and the same three on iOS 17.5)"

    /// iOS and iPadOS (UISwitch, SwiftUI's Toggle): measured. The track fills the control's
    /// 51 x 31 pt bounds; the knob is 27 pt across, 2 pt in; disabled, the whole control is
    /// drawn at half opacity (the track seen as 210 in the monochrome render, which systemGreen
    /// at 0.5 over white gives; the knob stays white).
    public static let iOS = SwitchMetrics(
        trackWidth: 51, trackHeight: 31, knobDiameter: 27, knobInset: 2,
        shadow: KnobShadowMetrics(alpha: 35, offsetY: 1.9, sigma: 2.5), knobRing: nil, disabledOpacity: 0.5,
        geometrySource: iOSSource,
        shadowSource: "measured: a Gaussian fitted to the knob's shadow on the off track of a11ysnapshot-uiswitch-off-ios18 (black at 0.136, 1.87 pt down, sigma 2.5 pt; RMS error 0.0028 in alpha over the track, the same on iOS 17.5), cut off at the track's edge as in the render")

    /// The metrics for a spec's platform and size (macOS: mini, small, regular).
    public static func make(platform: Platform, size: Size) -> SwitchMetrics {
        switch platform {
        case .macOS: return OurChoices.macSwitch(size)
        case .watchOS: return OurChoices.watchSwitch
        default: return iOS
        }
    }
}

/// A knob's drop shadow: black at `alpha`, moved down by `offsetY`, blurred by a Gaussian of
/// standard deviation `sigma` (points).
public struct KnobShadowMetrics: Hashable, Sendable {
    /// Black's alpha at the shadow's densest, 0...255.
    public var alpha: UInt8
    /// How far down the shadow falls, in points.
    public var offsetY: Double
    /// The Gaussian's standard deviation, in points.
    public var sigma: Double
}

/// A hairline ring just outside the knob: black at `alpha`, `width` points wide.
public struct KnobRingMetrics: Hashable, Sendable {
    /// The ring's width, in points.
    public var width: Double
    /// Black's alpha, 0...255.
    public var alpha: UInt8
}
