import ButtonGeometry
import Raster

/// Liquid Glass: what lies under a shape (the backdrop, and a backdrop image), blurred by a
/// Gaussian of `sigma` and recoloured by `matrix`, seen through the shape. The glass's rim and
/// shadow are ordinary fills and shadows beside it in the scene.
public struct SceneGlass: Hashable, Sendable {
    /// The glass's outline.
    public var shape: SceneShape
    /// The blur of what lies behind, a Gaussian's standard deviation in points.
    public var sigma: Double
    /// The glass's colour as a map of the colour behind it (straight sRGB).
    public var matrix: ColorMatrix

    /// Glass of `shape`, blurring by `sigma` and recolouring by `matrix`.
    public init(_ shape: SceneShape, sigma: Double, matrix: ColorMatrix) {
        self.shape = shape
        self.sigma = sigma
        self.matrix = matrix
    }

    /// The radius of three box passes whose variance is nearest the Gaussian's at `scale`.
    public func boxRadius(scale: Double) -> Int {
        SceneShadow.boxRadius(sigma: sigma, scale: scale)
    }
}
