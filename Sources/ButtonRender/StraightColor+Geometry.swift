import ButtonGeometry
import Raster

extension StraightColor {
    /// A geometry color as the rasterizer's color.
    public init(_ c: RGBA) { self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }

    /// A resolved color as the rasterizer's color.
    public init(_ c: ResolvedColor) { self.init(c.rgba) }
}

extension Raster.CornerProfile {
    /// A layout's corner curve as the rasterizer's.
    init(_ curve: ButtonGeometry.CornerCurve) {
        self = curve == .continuous ? .continuous : .circular
    }
}
