import CDeflate
import Raster

/// Decodes the PNGs this project writes (8-bit RGBA, not interlaced, no palette or tRNS) with
/// libdeflate and unfiltering of our own, which `check` does for every golden. Anything else, and
/// anything wrong (a CRC, a length, the zlib stream, a size over the limits), is left to libpng,
/// so errors read exactly as they always did: this path only ever succeeds or declines.
enum FastRGBADecoder {
    /// The straight RGBA bytes and size, or nil to let libpng decode (or refuse) the file.
    static func decode(_ file: UnsafeRawBufferPointer, maximumSide: Int, maximumPixels: Int) -> (width: Int, height: Int, rgba: [UInt8])? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard file.count >= 8 + 25, file.prefix(8).elementsEqual(signature) else { return nil }
        func word(_ at: Int) -> Int { Int(file[at]) << 24 | Int(file[at + 1]) << 16 | Int(file[at + 2]) << 8 | Int(file[at + 3]) }
        var offset = 8, width = 0, height = 0
        var compressed: [UInt8] = []
        var sawHeader = false, sawEnd = false
        while offset + 12 <= file.count {
            let length = word(offset)
            guard length <= file.count - offset - 12 else { return nil }
            let type = (file[offset + 4], file[offset + 5], file[offset + 6], file[offset + 7])
            let crc = UInt32(truncatingIfNeeded: word(offset + 8 + length))
            guard libdeflate_crc32(0, file.baseAddress! + offset + 4, length + 4) == crc else { return nil }
            let body = offset + 8
            switch type {
            case (0x49, 0x48, 0x44, 0x52):  // IHDR: 8-bit RGBA, deflate, filter method 0, not interlaced
                guard !sawHeader, length == 13, file[body + 8] == 8, file[body + 9] == 6, file[body + 10] == 0,
                      file[body + 11] == 0, file[body + 12] == 0 else { return nil }
                (width, height, sawHeader) = (word(body), word(body + 4), true)
                guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else { return nil }
            case (0x49, 0x44, 0x41, 0x54):  // IDAT
                guard sawHeader else { return nil }
                compressed.append(contentsOf: UnsafeRawBufferPointer(rebasing: file[body..<body + length]))
            case (0x49, 0x45, 0x4E, 0x44):  // IEND
                sawEnd = true
            case (0x50, 0x4C, 0x54, 0x45), (0x74, 0x52, 0x4E, 0x53):  // PLTE, tRNS: not ours
                return nil
            default:
                // Other critical chunks (upper-case first letter) would need understanding.
                guard type.0 & 0x20 != 0 else { return nil }
            }
            offset += 12 + length
            if sawEnd { break }
        }
        guard sawHeader, sawEnd, !compressed.isEmpty else { return nil }
        let stride = width * 4 + 1
        var filtered = [UInt8](repeating: 0, count: stride * height)
        let status = compressed.withUnsafeBytes { input in
            filtered.withUnsafeMutableBytes { output in
                guard let decompressor = libdeflate_alloc_decompressor() else { return LIBDEFLATE_INSUFFICIENT_SPACE }
                defer { libdeflate_free_decompressor(decompressor) }
                // The exact size: a stream that holds more or less than the rows is not ours to judge.
                return libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, nil)
            }
        }
        guard status == LIBDEFLATE_SUCCESS else { return nil }
        guard let rgba = unfilter(filtered, width: width, height: height) else { return nil }
        return (width, height, rgba)
    }

    /// Undoes each row's filter (PNG specification, section 9.2), 4 bytes a pixel.
    static func unfilter(_ filtered: [UInt8], width: Int, height: Int) -> [UInt8]? {
        let rowBytes = width * 4, stride = rowBytes + 1
        var valid = true
        let out = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            filtered.withUnsafeBufferPointer { input in
                for y in 0..<height {
                    let source = input.baseAddress! + y * stride + 1, row = out.baseAddress! + y * rowBytes
                    let above: UnsafeMutablePointer<UInt8>? = y == 0 ? nil : row - rowBytes
                    switch input[y * stride] {
                    case 0:
                        row.update(from: source, count: rowBytes)
                    case 1:
                        for i in 0..<rowBytes { row[i] = source[i] &+ (i >= 4 ? row[i - 4] : 0) }
                    case 2:
                        if let above {
                            for i in 0..<rowBytes { row[i] = source[i] &+ above[i] }
                        } else {
                            row.update(from: source, count: rowBytes)
                        }
                    case 3:
                        for i in 0..<rowBytes {
                            let left = i >= 4 ? Int(row[i - 4]) : 0, up = above.map { Int($0[i]) } ?? 0
                            row[i] = source[i] &+ UInt8((left + up) / 2)
                        }
                    case 4:
                        for i in 0..<rowBytes {
                            let a = i >= 4 ? Int(row[i - 4]) : 0, b = above.map { Int($0[i]) } ?? 0
                            let c = i >= 4 ? above.map { Int($0[i - 4]) } ?? 0 : 0
                            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                            row[i] = source[i] &+ UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                        }
                    default:
                        valid = false
                    }
                    if !valid { break }
                }
            }
            count = valid ? rowBytes * height : 0
        }
        return valid ? out : nil
    }
}
