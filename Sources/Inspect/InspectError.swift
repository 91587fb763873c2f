/// Why an image could not be measured.
public enum InspectError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The region lies partly or wholly outside the image.
    case regionOutsideImage(region: PixelRegion, width: Int, height: Int)
    /// Every pixel of the region is the backdrop color.
    case nothingToMeasure(backdrop: String)
    /// The scale is not a positive number.
    case badScale(Double)

    public var description: String {
        switch self {
        case let .regionOutsideImage(r, w, h):
            return "the region \(r.x),\(r.y),\(r.width),\(r.height) is not inside the \(w) x \(h) px image"
        case let .nothingToMeasure(backdrop):
            return "nothing differs from the backdrop \(backdrop): no button to measure (give --background or --region)"
        case let .badScale(s):
            return "the scale \(s) is not a positive number of pixels per point"
        }
    }
}
