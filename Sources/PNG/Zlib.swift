internal import CPNG

/// zlib, which libpng is built on, for what the PNG stage does itself: the CRC-32 of each chunk
/// and inflating a text chunk; and its Adler-32, the reference ours (`Adler32`) is tested
/// against and what a debug build takes. The one Swift file that calls it.
package enum Zlib {
    /// The CRC-32 of `bytes` (ISO 3309, the polynomial PNG's chunks use).
    static func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(truncatingIfNeeded: crc32_z(0, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), bytes.count))
    }

    /// The Adler-32 of `bytes`, as a zlib stream's last four bytes hold it: zlib's own.
    package static func adler32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(truncatingIfNeeded: adler32_z(1, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), bytes.count))
    }

    /// The contents of a whole, valid zlib stream of at most `limit` bytes, or nil.
    static func inflate(_ stream: [UInt8], limit: Int) -> [UInt8]? {
        var capacity = min(limit, max(1024, stream.count * 4))
        while true {
            var out = [UInt8](repeating: 0, count: capacity)
            var written = uLongf(capacity)
            var consumed = uLong(stream.count)
            let status = stream.withUnsafeBufferPointer { input in
                out.withUnsafeMutableBufferPointer { output in
                    uncompress2(output.baseAddress, &written, input.baseAddress, &consumed)
                }
            }
            switch status {
            case Z_OK where consumed == uLong(stream.count): return Array(out.prefix(Int(written)))
            case Z_BUF_ERROR where capacity < limit: capacity = min(limit, capacity * 4)
            default: return nil
            }
        }
    }
}
