/// Why a PNG could not be written or read; each case carries libpng's own message.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The data does not begin with the PNG signature.
    case notPNG(String)
    /// libpng stopped: a truncated file, a CRC mismatch, bad zlib data, a malformed chunk.
    case corrupt(String)
    /// The image is larger than the limits allowed for decoding.
    case tooLarge(String)
    /// Memory ran out, or the encoder was handed something it cannot write.
    case failed(String)

    /// libpng's (or the bridge's) message.
    public var message: String {
        switch self {
        case .notPNG(let m), .corrupt(let m), .tooLarge(let m), .failed(let m): return m
        }
    }

    public var description: String {
        switch self {
        case .notPNG(let m): return "not a PNG file: \(m)"
        case .corrupt(let m): return "corrupt PNG: \(m)"
        case .tooLarge(let m): return "PNG too large: \(m)"
        case .failed(let m): return "PNG error: \(m)"
        }
    }
}
