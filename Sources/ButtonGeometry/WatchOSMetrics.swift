/// watchOS button metrics: the corner radii are the guidelines' (A: the HIG's Buttons page);
/// the rest is ours, each saying so.
public enum WatchOSMetrics {
    /// "In nonscrolling views, buttons use a 22-point corner radius." (A: HIG)
    public static let nonScrollingCornerRadius = 22.0
    /// "In scrolling views, buttons use a 9-point corner radius." (A: HIG)
    public static let scrollingCornerRadius = 9.0
    /// The platter behind a default button (M: Apple's watchOS design template).
    public static let platter = RGBA(242, 244, 252, 36)
    /// Screen widths in points (ours to verify): 41 mm, 45 mm, 49 mm.
    public static let screenWidths: [String: Double] = ["41mm": 176, "45mm": 198, "49mm": 205]
}
