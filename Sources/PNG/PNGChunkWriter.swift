/// Writes a PNG file's bytes chunk by chunk: length, type, data and the CRC-32 of type and data
/// (zlib's, whose polynomial is the specification's).
struct PNGChunkWriter {
    private(set) var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    init(reservingCapacity capacity: Int) { bytes.reserveCapacity(capacity) }

    /// One chunk whose data `body` appends to the file's bytes.
    mutating func chunk(_ type: String, _ body: (inout [UInt8]) throws(PNGError) -> Void) throws(PNGError) {
        precondition(type.utf8.count == 4, "a chunk type is four ASCII letters")
        let lengthAt = bytes.count
        bytes.append(contentsOf: [0, 0, 0, 0])
        let typeAt = bytes.count
        bytes.append(contentsOf: type.utf8)
        try body(&bytes)
        let length = bytes.count - typeAt - 4
        guard length <= 0x7FFF_FFFF else { throw .tooLarge("a \(type) chunk of \(length) bytes exceeds PNG's 2^31 - 1") }
        Self.store(UInt32(length), in: &bytes, at: lengthAt)
        let crc = bytes.withUnsafeBytes { Zlib.crc32(UnsafeRawBufferPointer(rebasing: $0[typeAt..<typeAt + length + 4])) }
        bytes.append(contentsOf: [0, 0, 0, 0])
        Self.store(crc, in: &bytes, at: bytes.count - 4)
    }

    static func store(_ value: UInt32, in bytes: inout [UInt8], at index: Int) {
        bytes[index] = UInt8(value >> 24)
        bytes[index + 1] = UInt8(truncatingIfNeeded: value >> 16)
        bytes[index + 2] = UInt8(truncatingIfNeeded: value >> 8)
        bytes[index + 3] = UInt8(truncatingIfNeeded: value)
    }

    static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }
}
