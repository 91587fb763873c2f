/// macOS button metrics, each with its source: the calibration corpus (AppKit's renders), WebKit's
/// `ButtonMac.mm` (A), macos_ui (R) and Tk's aqua theme (M).
public enum MacOSMetrics {
    /// Push button face height per control size. Regular: 20 (P: the sst-nsbutton-push-regular
    /// entries, macOS 11, 13 and 14 alike: 20.07). WebKit's cells (A: ButtonMac.mm cellSize:
    /// 15, 18, 21, 28) hold the face and one point of shadow below it, so the other sizes are
    /// their cells less that point (ours, by the regular size's measurement).
    public static func pushHeight(_ size: Size) -> Double {
        switch size {
        case .mini: return 14
        case .small: return 17
        case .large: return 27
        default: return 20
        }
    }

    /// Push button corner radius, circular. Regular: 5.13 (P: as above; circular fits better
    /// than continuous in all three). Other sizes: R: macos_ui.
    public static func pushCornerRadius(_ size: Size) -> Double {
        switch size {
        case .mini, .small: return 2
        case .large: return 7
        default: return 5.13
        }
    }

    /// Where the label's baseline sits: half a cap height (SF's 0.705 em) below the face's
    /// centre, less a lift of 0.58 pt at 13 pt that scales with the font (P: the regular push
    /// button's baseline is 14.0 below its 20 pt face's top: 10 + 4.58 - 0.58).
    public static func pushBaselineFromTop(faceHeight: Double, fontSize: Double) -> Double {
        faceHeight / 2 + TextStyle.sfProCapHeightPerEm * fontSize / 2 - pushOpticalLiftPerPoint * fontSize
    }
    /// How far the label sits above the face's optical centre, per point of font size.
    public static let pushOpticalLiftPerPoint = 0.58 / 13

    /// The light push button's edge (P: the sst-nsbutton-push-regular entries): no inner
    /// stroke; a hairline ring just outside the face and a soft shadow cast half a point down.
    /// Fitted to the alphas around Apple's face at @2x, outward from its edge: above 25, 8,
    /// 3, 1; at the sides 34, 12, 4, 1; below 60, 27, 11, 3 (of 255, black).
    public static let pushRing = (width: 0.5, color: RGBA(0, 0, 0, 10))
    /// The light push button's drop shadow: offset and blur in points, and its color.
    public static let pushShadow = (offsetY: 0.5, blur: 1.5, color: RGBA(0, 0, 0, 69))
    /// Room around the face for that shadow, in points.
    public static let pushShadowMargin = 3.0

    /// Push button font size (R: macos_ui).
    public static func fontSize(_ size: Size) -> Double {
        switch size {
        case .mini: return 9
        case .small: return 11
        default: return 13
        }
    }

    /// Line height for a font size: the system's 1.2 leading.
    public static func lineHeight(_ fontSize: Double) -> Double { (fontSize * 1.2).rounded() }

    /// Dark push face (R: macos_ui, M: Tk).
    public static let pushFaceDark = RGBA(110, 109, 112)
    /// The light push face.
    public static let pushFaceLight = RGBA(255, 255, 255)
    /// Default button gradient, top to bottom (R: macos_ui, M: Tk).
    public static let defaultGradientLight = (RGBA(39, 125, 255), RGBA(1, 101, 255))
    /// The default button's gradient in dark mode, top to bottom.
    public static let defaultGradientDark = (RGBA(0, 114, 238), RGBA(0, 94, 211))
    /// controlTextColor (R: macos_ui).
    public static let labelLight = RGBA(0, 0, 0, 217)
    /// controlTextColor in dark mode.
    public static let labelDark = RGBA(221, 221, 222)
    /// Gradient button face and border, light and dark (M: Tk).
    public static let gradientFace = (light: RGBA(244, 244, 244), dark: RGBA(95, 95, 95))
    /// The gradient button's border, light and dark.
    public static let gradientBorder = (light: RGBA(165, 165, 165), dark: RGBA(118, 118, 118))
    /// Help button diameter (R: macos_ui).
    public static let helpDiameter = 20.0
    /// Pixmap button padding on every side: "about 10 pixels" (A: HIG).
    public static let imagePadding = 10.0
}
