/// Errors of the `Raster` module, each carrying the value that was refused.
public enum RasterError: Error, Equatable, CustomStringConvertible {
    /// A side is zero or negative.
    case emptyImage(width: Int, height: Int)
    /// A side is over `Pixmap.maximumSide` or the area is over `Pixmap.maximumPixelCount`.
    case imageTooLarge(width: Int, height: Int)
    /// A pixel buffer's length does not match `width * height * 4`.
    case bufferSizeMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case let .emptyImage(width, height):
            return "image size \(width)x\(height) px is empty: both sides must be at least 1 px"
        case let .imageTooLarge(width, height):
            return "image size \(width)x\(height) px is too large: the limit is \(Pixmap.maximumSide) px a side and \(Pixmap.maximumPixelCount / 1_048_576) megapixels"
        case let .bufferSizeMismatch(expected, actual):
            return "pixel buffer holds \(actual) bytes where \(expected) were expected"
        }
    }
}
