/// iOS and iPadOS system button metrics for SwiftUI's bordered styles, the four styles in three
/// sizes, each with its source (a calibration corpus entry, Apple's text, or a third party).
public enum IOSMetrics {
    /// Insets at the default text size, vertical x horizontal.
    public static func insets(_ size: Size) -> Insets {
        switch size {
        case .small: return OurChoices.iOSSmallInsets
        case .medium: return Insets(vertical: 7, horizontal: 12)  // A: Apple engineer, forums 733541
        default: return OurChoices.iOSLargeInsets
        }
    }

    /// Minimum height at the default text size. Large: 50.33 (P: calibration entry
    /// approach-bordered-prominent-large-ios18, 151 px at @3x; iOS 16 and 17 drew 49.33-49.5),
    /// which snaps to 50.5 at @2x as SF's 17 pt line does.
    public static func minimumHeight(_ size: Size) -> Double {
        switch size {
        case .small: return 28
        case .medium: return 34
        default: return largeMinimumHeight
        }
    }
    /// The large size's minimum height, in points.
    public static let largeMinimumHeight = 50.33

    /// The title's text style: subheadline for small and medium, body for large.
    public static func titleStyle(_ size: Size) -> TextStyle {
        size == .large ? .body : .subheadline
    }

    /// The radius a dynamic corner style uses: capsule for small and medium, 9 for large.
    /// Nil means capsule.
    public static func dynamicCornerRadius(_ size: Size) -> Double? {
        size == .large ? largeDynamicCornerRadius : nil
    }
    /// P: every large SwiftUI button in the calibration corpus (iOS 16, 17 and 18, @2x and @3x)
    /// fits a continuous corner of 9.02 pt (RMS 0.002-0.006; a circular arc 0.04-0.06); at 9.02
    /// every corner pixel of the iOS 18 render is within 3/255 of ours, at 9.00 within 9. The
    /// design kits' 12 stays reachable as `--corner-style large`.
    public static let largeDynamicCornerRadius = 9.02

    /// Named corner styles (R: compose-cupertino and an iOS 14 bordered replica).
    public static let smallCornerRadius = 6.0
    /// The medium corner style's radius, in points.
    public static let mediumCornerRadius = 8.0
    /// The large corner style's radius, in points (the design kits' large radius).
    public static let largeCornerRadius = 12.0

    /// Space between the image (or activity indicator) and the title (R: compose-cupertino).
    public static let imagePadding = 8.0

    /// Tinted background alpha. Light: 0.18 (P: the prefire-registration-tinted entries,
    /// systemBlue over white seen as 209,231,255, iOS 16 and 17; and nativebook-star, 46/255).
    /// Dark: 0.25 (P: nativebook-star-dark, systemBlue dark at 64/255).
    public static let tintedAlphaLight = 0.18
    /// The tinted fill's alpha over the tint in dark mode.
    public static let tintedAlphaDark = 0.25

    /// Disabled, light appearance (P: the prefire-signin-disabled entries, iOS 16 and 17):
    /// the fill is 120,120,128 at alpha 42 (seen as 233,233,234 over white) and the label
    /// 60,60,67 at alpha 58 (seen as 194,194,196 over that fill). Dark: tertiarySystemFill and
    /// tertiaryLabel (M: Flutter; not measured yet).
    public static let disabledFillLight = RGBA(120, 120, 128, 42)
    /// The disabled label color in light mode.
    public static let disabledLabelLight = RGBA(60, 60, 67, 58)

    /// UIButton(type: .contactAdd) (P: sst-uibutton-contactadd-7e6c39f, iOS 18): a 25.67 pt
    /// frame (77 px at @3x) around a ring 21.62 pt across. Our ring is Material Icons'
    /// add_circle_outline, which spans 20/24 of its em: 21.62 x 24 / 20 = 25.9, so 26 pt.
    public static let contactAddFrame = 25.67
    /// The point size of the Contact Add symbol, so its ring is as wide as Apple's.
    public static let contactAddSymbolSize = 26.0
}
