/// visionOS button heights per size (A: the HIG's Buttons page, visionOS): mini 28 ... extra large 64.
public enum VisionOSMetrics {
    /// The button's height for a size, in points.
    public static func height(_ size: Size) -> Double {
        switch size {
        case .mini: return 28
        case .small: return 32
        case .large: return 52
        case .extraLarge: return 64
        default: return 44
        }
    }

    /// The title's point size for a size.
    public static func fontSize(_ size: Size) -> Double {
        switch size {
        case .mini: return 13
        case .small: return 15
        case .large: return 19
        case .extraLarge: return 22
        default: return 17
        }
    }
}
