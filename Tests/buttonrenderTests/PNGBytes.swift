/// PNG files changed by hand for tests: a chunk's bytes rewritten and its CRC-32 made right
/// again (the specification's polynomial, written out here rather than taken from our code).
enum PNGBytes {
    static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// `file` with the data of its first `type` chunk replaced by `data` of the same length.
    static func replacing(_ type: String, data: [UInt8], in file: [UInt8]) -> [UInt8]? {
        guard let at = (8..<(file.count - 4)).first(where: { file[$0..<($0 + 4)].elementsEqual(type.utf8) }) else { return nil }
        var out = file
        for (i, byte) in data.enumerated() { out[at + 4 + i] = byte }
        let crc = crc32(out[at..<(at + 4 + data.count)])
        for i in 0..<4 { out[at + 4 + data.count + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
        return out
    }
}
