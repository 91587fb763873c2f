/// Why an image could not be measured.
public enum InspectError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The region lies partly or wholly outside the image.
    case regionOutsideImage(region: PixelRegion, width: Int, height: Int)
    /// Every pixel of the region is the backdrop color.
    case nothingToMeasure(backdrop: String)
    /// The scale is not a positive number.
    case badScale(Double)
    /// An overlay's alpha outside 0 up to (not including) 1.
    case badOverlay(Double)
    /// The subject is a switch but no knob run or track was found.
    case noSwitch

    public var description: String {
        switch self {
        case let .regionOutsideImage(r, w, h):
            return "the region \(r.x),\(r.y),\(r.width),\(r.height) is not inside the \(w) x \(h) px image"
        case let .nothingToMeasure(backdrop):
            return "nothing differs from the backdrop \(backdrop): no button to measure (give --background or --region)"
        case let .badScale(s):
            return "the scale \(s) is not a positive number of pixels per point"
        case let .badOverlay(a):
            return "the overlay's alpha \(a) cannot be taken out: give an alpha from 0 up to, not including, 1"
        case .noSwitch:
            return "no switch found: the middle row has no light knob between two stretches of track (check --region and --background)"
        }
    }
}
