/// iOS and iPadOS system button metrics (METRICS.md, "four styles x three sizes").
public enum IOSMetrics {
    /// Insets at the default text size, vertical x horizontal.
    public static func insets(_ size: Size) -> Insets {
        switch size {
        case .small: return OurChoices.iOSSmallInsets
        case .medium: return Insets(vertical: 7, horizontal: 12)  // A: Apple engineer, forums 733541
        default: return OurChoices.iOSLargeInsets
        }
    }

    /// Minimum height at the default text size.
    public static func minimumHeight(_ size: Size) -> Double {
        switch size {
        case .small: return 28
        case .medium: return 34
        default: return 50
        }
    }

    /// The title's text style: subheadline for small and medium, body for large.
    public static func titleStyle(_ size: Size) -> TextStyle {
        size == .large ? .body : .subheadline
    }

    /// The radius a dynamic corner style uses: capsule for small and medium, 12 for large.
    /// Nil means capsule.
    public static func dynamicCornerRadius(_ size: Size) -> Double? {
        size == .large ? 12 : nil
    }

    /// Named corner styles (R: compose-cupertino and an iOS 14 bordered replica).
    public static let smallCornerRadius = 6.0
    public static let mediumCornerRadius = 8.0
    public static let largeCornerRadius = 12.0

    /// Space between the image (or activity indicator) and the title (R: compose-cupertino).
    public static let imagePadding = 8.0

    /// Tinted background alpha, light and dark (M: Flutter).
    public static let tintedAlphaLight = 0.12
    public static let tintedAlphaDark = 0.26
}
