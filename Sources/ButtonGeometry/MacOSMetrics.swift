/// macOS button metrics (METRICS.md, "macOS").
public enum MacOSMetrics {
    /// Push button cell height per control size (A: WebKit ButtonMac.mm cellSize).
    public static func pushHeight(_ size: Size) -> Double {
        switch size {
        case .mini: return 15
        case .small: return 18
        case .large: return 28
        default: return 21
        }
    }

    /// Push button corner radius (R: macos_ui).
    public static func pushCornerRadius(_ size: Size) -> Double {
        switch size {
        case .mini, .small: return 2
        case .large: return 7
        default: return 5
        }
    }

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
    public static let pushFaceLight = RGBA(255, 255, 255)
    /// Default button gradient, top to bottom (R: macos_ui, M: Tk).
    public static let defaultGradientLight = (RGBA(39, 125, 255), RGBA(1, 101, 255))
    public static let defaultGradientDark = (RGBA(0, 114, 238), RGBA(0, 94, 211))
    /// controlTextColor (R: macos_ui).
    public static let labelLight = RGBA(0, 0, 0, 217)
    public static let labelDark = RGBA(221, 221, 222)
    /// Gradient button face and border, light and dark (M: Tk).
    public static let gradientFace = (light: RGBA(244, 244, 244), dark: RGBA(95, 95, 95))
    public static let gradientBorder = (light: RGBA(165, 165, 165), dark: RGBA(118, 118, 118))
    /// Help button diameter (R: macos_ui).
    public static let helpDiameter = 20.0
    /// Image button padding on every side: "about 10 pixels" (A: HIG).
    public static let imagePadding = 10.0
}
