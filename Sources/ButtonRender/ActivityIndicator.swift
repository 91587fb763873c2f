import Raster

/// The iOS 13+ activity indicator (METRICS.md, M: Flutter): 8 ticks 45 degrees apart, each a
/// rounded rect r/5 wide from r/3 to r out from the centre with corner radius r/10.
public enum ActivityIndicator {
    /// Tick alphas (of 255) from the leading tick backwards.
    public static let alphas: [UInt8] = [147, 122, 97, 72, 47, 47, 47, 47]
    public static let tickCount = 8
    /// Medium and large diameters in points.
    public static let mediumDiameter = 20.0
    public static let largeDiameter = 37.0
    /// Standalone colors: light 60,60,68; dark 235,235,245.
    public static let lightColor = Color(red: 60, green: 60, blue: 68)
    public static let darkColor = Color(red: 235, green: 235, blue: 245)

    /// The tick pointing straight up, centred on the origin, radius `r` in pixels.
    public static func tick(radius r: Double) -> Path {
        Shapes.roundedRect(Rect(x: -r / 10, y: -r, width: r / 5, height: r - r / 3), radius: r / 10, curve: .circular)
    }

    /// Draws frame `frame` (0...7) centred at `center` (pixels). In frame k the leading tick
    /// points at k x 45 degrees clockwise from 12 o'clock; tick i behind it gets `alphas[i]`.
    public static func draw(
        into image: inout Image, rasterizer: inout Rasterizer, center: Point, radius: Double, color: Color, frame: Int
    ) {
        let tick = tick(radius: radius)
        for i in 0..<tickCount {
            let position = (frame - i + tickCount * 2) % tickCount
            let angle = Double(position) * .pi / 4
            let t = AffineTransform.rotation(angle).concatenating(.translation(center.x, center.y))
            let alpha = Double(alphas[i]) / 255
            rasterizer.fill(tick, with: color.multiplyingAlpha(alpha), transform: t, into: &image)
        }
    }
}
