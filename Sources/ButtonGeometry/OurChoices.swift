/// Every number the guidelines and the public sources leave to us ("ours"), in one place so each can
/// be corrected when a better source appears. The Metrics and Their Sources article lists them.
public enum OurChoices {
    /// iOS small button insets, vertical x horizontal (ours).
    public static let iOSSmallInsets = Insets(vertical: 4, horizontal: 12)
    /// iOS large button insets: 50 pt tall as commonly measured (ours).
    public static let iOSLargeInsets = Insets(vertical: 14, horizontal: 20)
    /// Symbols take the title's point size, drawn in a square of this many times that size.
    public static let symbolBoxPerPointSize = 1.2
    /// The subtitle sits this far below the title, in points (ours).
    public static let subtitleGap = 2.0
    /// Highlighted: every color of the button at this opacity (M: Flutter's CupertinoButton, pressed at 0.4).
    public static let highlightedOpacity = 0.4
    /// Focused: a ring in the tint at 0.8 alpha, `focusRingOffset` outside the shape
    /// (R: Flutter's CupertinoButton focus ring), this many points wide.
    public static let focusRingWidth = 3.0
    /// How far outside the shape the focus ring starts, in points.
    public static let focusRingOffset = 3.5
    /// Button Shapes on a plain button: its shape is filled with this system fill.
    public static let buttonShapesFill = SystemColor.secondarySystemFill
    /// Close button: circle diameter and glyph size, in points.
    public static let closeButtonDiameter = 30.0
    /// The Close button's xmark size, in points.
    public static let closeButtonGlyphSize = 15.0
    /// Info and Contact Add: the symbol's point size.
    public static let infoButtonSymbolSize = 22.0

    /// macOS push button horizontal padding per control size, in points.
    public static func macPushPadding(_ size: Size) -> Double {
        switch size {
        case .mini: return 6
        case .small: return 8
        case .large: return 14
        default: return 12
        }
    }
    /// macOS push button: gap between a symbol and the title, in points.
    public static let macImagePadding = 4.0
    /// macOS flexible-height button vertical padding, in points.
    public static let macFlexibleVerticalPadding = 4.0
    /// macOS help button border (light appearance): black at this alpha, one pixel wide
    /// inside the circle. (The push button's edge is measured: `MacOSMetrics.pushRing`.)
    public static let macHelpBorderAlpha: UInt8 = 38
    /// macOS gradient button size (24 x 22, ours).
    public static let macGradientSize = (width: 24.0, height: 22.0)
    /// macOS image button: the image's size in points.
    public static let macImageSize = 32.0
    /// macOS image button: gap between the image button and its label below.
    public static let macImageLabelGap = 4.0
    /// macOS help button: the question mark's point size (cap height about half the circle).
    public static let macHelpGlyphSize = 14.0

    /// watchOS button height for one- and two-line titles (52, ours).
    public static let watchHeight = 52.0
    /// watchOS: gap between two buttons side by side.
    public static let watchPairGap = 8.0
    /// watchOS title font size and horizontal padding.
    public static let watchFontSize = 17.0
    /// The horizontal padding on each side of a watchOS title, in points.
    public static let watchPadding = 12.0
    /// watchOS: space above and below the title (the height is a minimum of 52 anyway).
    public static let watchVerticalPadding = 4.0

    /// tvOS: the focused button grows by this factor and lifts on a shadow.
    public static let tvFocusScale = 1.1
    /// tvOS: how far below the focused button its shadow falls, in points.
    public static let tvShadowOffsetY = 12.0
    /// tvOS: the focused button's shadow blur, in points.
    public static let tvShadowBlur = 16.0
    /// tvOS: the focused button's shadow alpha (0 to 255, black).
    public static let tvShadowAlpha: UInt8 = 77
    /// tvOS: heights, font sizes and insets per size (tvOS Body is 29 pt).
    public static func tvMetrics(_ size: Size) -> (height: Double, font: Double, line: Double, insets: Insets, radius: Double) {
        switch size {
        case .small: return (56, 23, 29, Insets(vertical: 12, horizontal: 28), 10)
        case .medium: return (66, 25, 32, Insets(vertical: 16, horizontal: 32), 12)
        default: return (86, 29, 36, Insets(vertical: 24, horizontal: 40), 14)
        }
    }

    /// visionOS: the system colors on glass take their dark variants (there is no Dark Mode
    /// setting to follow); `Platform.fixedAppearance`.
    public static let visionOSAppearance = Appearance.dark

    /// What a platform's button is drawn on when no background is given, so that it looks as
    /// people see it: watchOS on the watch's black, tvOS on a dark room-like gray, visionOS
    /// glass on a neutral gray standing in for the passthrough behind it. iOS, iPadOS and
    /// macOS stay transparent, to be composited. `--background` (a case's `background`)
    /// overrides; `#00000000` asks for transparency.
    public static func backdrop(_ platform: Platform) -> RGBA? {
        switch platform {
        case .watchOS: return RGBA(0, 0, 0)
        case .tvOS: return RGBA(0x20, 0x20, 0x24)
        case .visionOS: return RGBA(0x40, 0x40, 0x48)
        default: return nil
        }
    }

    /// visionOS: line height per text size, and horizontal padding per button height.
    public static let visionLineHeightPerSize = 1.3
    /// Horizontal padding on each side, as a share of the button's height.
    public static let visionPaddingPerHeight = 0.45
    /// visionOS: glass fill and label color.
    public static let visionGlass = RGBA(128, 128, 128, 77)
    /// The label color on visionOS glass.
    public static let visionLabel = RGBA(255, 255, 255)

    /// The activity indicator inside a button is the medium indicator (20 pt, M: Flutter's CupertinoActivityIndicator)
    /// scaled down to the title's line height when the line is shorter.
    public static let spinnerMediumDiameter = 20.0
}

/// Vertical and horizontal insets, in points.
public struct Insets: Hashable, Codable, Sendable {
    /// Above and below the content, in points.
    public var vertical: Double
    /// Before and after the content, in points.
    public var horizontal: Double

    /// Insets from their vertical and horizontal parts.
    public init(vertical: Double, horizontal: Double) {
        self.vertical = vertical
        self.horizontal = horizontal
    }
}

// MARK: - The switch where no Apple render was found

extension OurChoices {
    /// Why the macOS and watchOS switch numbers are ours.
    public static let switchSource = "ours: no Apple render of this switch found in public snapshot tests (OurChoices)"

    /// macOS NSSwitch per control size: track, knob (1 pt in) and a hairline ring and small
    /// shadow on the knob, as AppKit's switch looks since macOS 11; no render measured.
    /// The large control size draws as regular in AppKit, so it is refused, not drawn.
    public static func macSwitch(_ size: Size) -> SwitchMetrics {
        let (w, h): (Double, Double) = switch size {
        case .mini: (26, 15)
        case .small: (32, 18)
        default: (38, 22)
        }
        return SwitchMetrics(
            trackWidth: w, trackHeight: h, knobDiameter: h - 2, knobInset: 1,
            shadow: KnobShadowMetrics(alpha: 51, offsetY: 0.5, sigma: 0.6), knobRing: KnobRingMetrics(width: 0.5, alpha: 31), disabledOpacity: 0.5,
            geometrySource: switchSource, shadowSource: switchSource)
    }

    /// watchOS: a smaller iOS switch (the iOS knob-to-track proportions and shadow, scaled).
    public static let watchSwitch = SwitchMetrics(
        trackWidth: 42, trackHeight: 26, knobDiameter: 22, knobInset: 2,
        shadow: KnobShadowMetrics(alpha: 35, offsetY: 1.6, sigma: 2.1), knobRing: nil, disabledOpacity: 0.5,
        geometrySource: switchSource, shadowSource: switchSource)

    /// The off track on macOS: black at 9% (light) or white at 15% (dark) over the window.
    public static func macSwitchOffTrack(_ a: Appearance) -> RGBA { a == .light ? RGBA(0, 0, 0, 23) : RGBA(255, 255, 255, 38) }
    /// The macOS knob: white in light mode, a light gray in dark mode.
    public static func macSwitchKnob(_ a: Appearance) -> RGBA { a == .light ? RGBA(255, 255, 255) : RGBA(223, 223, 223) }

    /// On/Off Labels (iOS, iPadOS, watchOS): a bar on the on side and a ring on the off side,
    /// each centred in the part of the track the knob leaves bare, moved one knob inset toward
    /// the knob. Sizes are shares of the track's height (31 pt: a 1 x 10 pt bar, a 9 pt ring
    /// of 1.5 pt line), the bar white and the ring systemGray. No Apple render with the
    /// setting on was found, so all of it is ours.
    public static let switchGlyphs = (barWidth: 1.0 / 31, barHeight: 10.0 / 31, ringDiameter: 9.0 / 31, ringLine: 1.5 / 31)
    /// A macOS gradient button that is on (a toggle, `--value on`): its face pressed in, a
    /// shade darker than at rest (its symbol takes the accent color). An image button that is
    /// on draws its image in the accent color. AppKit draws an on toggle this way since
    /// macOS 11; no render was found to measure, so both are ours.
    public static func macToggleOnFace(_ a: Appearance) -> RGBA { a == .light ? RGBA(222, 222, 222) : RGBA(120, 120, 120) }

    /// Where the On/Off Labels glyph numbers come from.
    public static let switchGlyphSource = "ours: no Apple render with On/Off Labels found (OurChoices.switchGlyphs)"
}
