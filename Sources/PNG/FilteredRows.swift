#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// The image data PNG compresses: every row as one filter-type byte followed by the row's
/// straight-alpha RGBA bytes under that filter (PNG specification, section 9).
package enum FilteredRows {
    /// The rows of `image` under `filter` (Up instead for a row equal to the one above, when asked).
    package static func make(_ image: Pixmap, filter: PNGEncodeSettings.Filter, upForRepeatedRows: Bool) -> [UInt8] {
        let width = image.width, height = image.height, rowBytes = width * 4, stride = rowBytes + 1
        // Two straight rows, current and previous, for the filters that look at neighbours.
        var scratch = [UInt8](repeating: 0, count: filter == .none ? 0 : 2 * rowBytes)
        return [UInt8](unsafeUninitializedCapacity: stride * height) { out, count in
            image.pixels.withUnsafeBufferPointer { pixels in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    var previous = scratch.baseAddress, current = scratch.baseAddress.map { $0 + rowBytes }
                    for y in 0..<height {
                        let row = out.baseAddress! + y * stride
                        // A row equal to the one above: Up makes it all zeros, found by one memcmp.
                        if upForRepeatedRows, y > 0, memcmp(pixels.baseAddress! + y * width, pixels.baseAddress! + (y - 1) * width, rowBytes) == 0 {
                            row[0] = 2
                            memset(row + 1, 0, rowBytes)
                            continue  // the previous straight row stays the same
                        }
                        switch filter {
                        case .none:
                            row[0] = 0
                            image.writeStraightRGBARow(y, to: row + 1)
                        default:
                            image.writeStraightRGBARow(y, to: current!)
                            apply(filter, current: current!, previous: y == 0 ? nil : previous!, rowBytes: rowBytes, to: row)
                            swap(&previous, &current)
                        }
                    }
                }
            }
            count = stride * height
        }
    }

    /// Writes the filter type byte and the filtered bytes of one row (4 bytes a pixel).
    private static func apply(
        _ filter: PNGEncodeSettings.Filter, current: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>?,
        rowBytes: Int, to row: UnsafeMutablePointer<UInt8>
    ) {
        let out = row + 1
        switch filter {
        case .sub:
            row[0] = 1
            for i in 0..<min(4, rowBytes) { out[i] = current[i] }
            for i in 4..<max(4, rowBytes) { out[i] = current[i] &- current[i - 4] }
        case .up:
            row[0] = 2
            if let previous {
                for i in 0..<rowBytes { out[i] = current[i] &- previous[i] }
            } else {
                memcpy(out, current, rowBytes)
            }
        default:  // Paeth
            row[0] = 4
            for i in 0..<rowBytes {
                let a = i >= 4 ? Int(current[i - 4]) : 0, b = previous.map { Int($0[i]) } ?? 0
                let c = i >= 4 ? previous.map { Int($0[i - 4]) } ?? 0 : 0
                out[i] = current[i] &- UInt8(paeth(a, b, c))
            }
        }
    }

    /// Paeth's predictor (PNG specification, 9.4): of left, above and upper left, the one
    /// nearest to left + above - upper left. Shared by the encoder and the fast decoder.
    @inline(__always)
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }
}
