/// Errors of the `Raster` module, each carrying the value that was refused.
public enum RasterError: Error, Equatable, CustomStringConvertible {
    /// A side is zero or negative.
    case emptyImage(width: Int, height: Int)
    /// A side is over `Pixmap.maximumSide` or the area is over `Pixmap.maximumPixelCount`.
    case imageTooLarge(width: Int, height: Int)
    /// A pixel buffer's length does not match `width * height * 4`.
    case bufferSizeMismatch(expected: Int, actual: Int)
    /// The system could not give the memory an image (or the work on it) needs, in bytes.
    case outOfMemory(bytes: Int)
    /// A rectangle asked for (x, y, width, height) is not inside the image.
    case regionOutsideImage(x: Int, y: Int, width: Int, height: Int, imageWidth: Int, imageHeight: Int)

    /// True for `outOfMemory`: the system, not the input, refused the image.
    package var isOutOfMemory: Bool {
        if case .outOfMemory = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case let .emptyImage(width, height):
            return "image size \(width)x\(height) px is empty: both sides must be at least 1 px"
        case let .imageTooLarge(width, height):
            return "image size \(width)x\(height) px is too large: the limit is \(Pixmap.maximumSide) px a side and \(Pixmap.maximumPixelCount / 1_048_576) megapixels"
        case let .bufferSizeMismatch(expected, actual):
            return "pixel buffer holds \(actual) bytes where \(expected) were expected"
        case let .outOfMemory(bytes):
            return "out of memory: the system cannot give the \(bytes) bytes (\((bytes + 1_048_575) / 1_048_576) MiB) this image needs; a smaller size or scale needs less"
        case let .regionOutsideImage(x, y, width, height, imageWidth, imageHeight):
            return "the region at (\(x), \(y)) of \(width)x\(height) px is not inside the \(imageWidth)x\(imageHeight) px image: it must start at 0 or more, have both sides at least 1 px and end inside"
        }
    }
}
