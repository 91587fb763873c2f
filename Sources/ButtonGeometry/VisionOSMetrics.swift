/// visionOS button heights per size (METRICS.md, A: HIG): mini 28 ... extra large 64.
public enum VisionOSMetrics {
    public static func height(_ size: Size) -> Double {
        switch size {
        case .mini: return 28
        case .small: return 32
        case .large: return 52
        case .extraLarge: return 64
        default: return 44
        }
    }

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
