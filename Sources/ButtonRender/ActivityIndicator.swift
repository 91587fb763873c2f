import Raster

/// The iOS 13+ activity indicator: 8 ticks 45 degrees apart, each a bar with round ends from
/// r/3 to r out from the centre (M: Flutter), r/4 wide (P: calibration entry
/// approach-progressview-medium-ios18 measured 2.51 pt at r = 10; Flutter's r/5 was 2.0).
public enum ActivityIndicator {
    /// Tick alphas (of 255) from the leading tick backwards: 130, falling by 22 a tick to 42
    /// (P: the same entry measured 130, 109, 86, 64, 42 of 60,60,67; Flutter's ramp ran
    /// 147 to 47).
    public static let alphas: [UInt8] = [130, 108, 86, 64, 42, 42, 42, 42]
    /// A tick's width as a fraction of the radius (P, as above).
    public static let tickWidthPerRadius = 0.25
    /// How many ticks the indicator has.
    public static let tickCount = 8
    /// One revolution a second in eight steps: each frame shows for 1/8 s (M: Flutter's
    /// CupertinoActivityIndicator, METRICS.md; no Apple render gives the timing).
    public static let framesPerSecond: UInt16 = 8
    /// Medium and large diameters in points.
    public static let mediumDiameter = 20.0
    /// The large indicator's diameter (UIActivityIndicatorView.Style.large).
    public static let largeDiameter = 37.0
    /// Standalone colors: light 60,60,68; dark 235,235,245.
    public static let lightColor = RGBA(red: 60, green: 60, blue: 68)
    /// The standalone indicator's dark-mode color.
    public static let darkColor = RGBA(red: 235, green: 235, blue: 245)

    /// The tick pointing straight up, centred on the origin, radius `r` in pixels.
    public static func tick(radius r: Double) -> BezierPath {
        let w = r * tickWidthPerRadius
        return Shapes.capsule(Rect(x: -w / 2, y: -r, width: w, height: r - r / 3))
    }

    /// Draws frame `frame` (0...7) centred at `center` (pixels). In frame k the leading tick
    /// points at k x 45 degrees clockwise from 12 o'clock; tick i behind it gets `alphas[i]`.
    public static func draw(
        into image: inout Pixmap, rasterizer: inout Rasterizer, center: Point, radius: Double, color: RGBA, frame: Int
    ) {
        let tick = tick(radius: radius)
        for i in 0..<tickCount {
            let position = (frame - i + tickCount * 2) % tickCount
            let angle = Double(position) * .pi / 4
            let t = Transform.rotation(angle).concatenating(.translation(center.x, center.y))
            let alpha = Double(alphas[i]) / 255
            rasterizer.fill(tick, with: color.withAlpha(times: alpha), transform: t, into: &image)
        }
    }
}
