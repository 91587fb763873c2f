import CDeflate
import Raster

/// Decodes the PNGs this project writes (8-bit RGBA, not interlaced, no palette or tRNS) with
/// libdeflate and unfiltering of our own, which `check` does for every golden. Anything else, and
/// anything wrong (a CRC, a length, the zlib stream, a size over the limits), is left to libpng,
/// so errors read exactly as they always did: this path only ever succeeds or declines.
enum FastRGBADecoder {
    /// The straight RGBA bytes and size, or nil to let libpng decode (or refuse) the file.
    static func decode(_ file: UnsafeRawBufferPointer, maximumSide: Int, maximumPixels: Int) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard let chunks = PNGChunkReader.chunks(file), let header = chunks.first, header.type == "IHDR", header.data.count == 13 else { return nil }
        // 8-bit RGBA, deflate, filter method 0, not interlaced.
        let h = header.data.lowerBound
        guard file[h + 8] == 8, file[h + 9] == 6, file[h + 10] == 0, file[h + 11] == 0, file[h + 12] == 0 else { return nil }
        let width = Int(PNGChunkReader.uint32(file, at: h)), height = Int(PNGChunkReader.uint32(file, at: h + 4))
        guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else { return nil }
        var imageData: [Range<Int>] = []
        for chunk in chunks.dropFirst() {
            switch chunk.type {
            case "IDAT": imageData.append(chunk.data)
            case "IHDR", "PLTE", "tRNS": return nil  // a second header, or a palette: not ours
            default:
                // Other critical chunks (upper-case first letter) would need understanding.
                guard chunk.type.utf8.first! & 0x20 != 0 || chunk.type == "IEND" else { return nil }
            }
        }
        guard !imageData.isEmpty else { return nil }
        // Our files hold one IDAT: it is decompressed where it lies; several are joined first.
        let joined: [UInt8]? = imageData.count == 1 ? nil : imageData.flatMap { file[$0] }
        let stride = width * 4 + 1
        var filtered = [UInt8](repeating: 0, count: stride * height)
        let status = filtered.withUnsafeMutableBytes { output -> libdeflate_result in
            guard let decompressor = libdeflate_alloc_decompressor() else { return LIBDEFLATE_INSUFFICIENT_SPACE }
            defer { libdeflate_free_decompressor(decompressor) }
            // The exact size: a stream that holds more or less than the rows is not ours to judge.
            func inflate(_ input: UnsafeRawBufferPointer) -> libdeflate_result {
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, nil)
            }
            return joined.map { $0.withUnsafeBytes(inflate) } ?? inflate(UnsafeRawBufferPointer(rebasing: file[imageData[0]]))
        }
        guard status == LIBDEFLATE_SUCCESS, let rgba = unfilter(filtered, width: width, height: height) else { return nil }
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
                            row[i] = source[i] &+ UInt8(FilteredRows.paeth(a, b, c))
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
