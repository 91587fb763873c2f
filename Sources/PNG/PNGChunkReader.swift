/// Reads a PNG file's chunks: each one's four-letter type and where its data lies, every length
/// and CRC-32 checked, up to IEND. The one reader for the PNG stage: the metadata reader finds the
/// text chunk with it, the APNG writer reads back the stills it encoded.
enum PNGChunkReader {
    struct Chunk {
        let type: String
        /// Where the chunk's data lies in the file.
        let data: Range<Int>
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks through IEND, or nil when the file lacks the signature or IEND, or a chunk runs
    /// past the end or fails its CRC.
    static func chunks(_ file: UnsafeRawBufferPointer) -> [Chunk]? {
        guard file.count >= 8, file.prefix(8).elementsEqual(signature) else { return nil }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = Int(uint32(file, at: offset))
            guard length <= file.count - offset - 12 else { return nil }
            guard Zlib.crc32(UnsafeRawBufferPointer(rebasing: file[offset + 4..<offset + 8 + length])) == uint32(file, at: offset + 8 + length) else { return nil }
            let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append(Chunk(type: type, data: offset + 8..<offset + 8 + length))
            if type == "IEND" { return chunks }
            offset += 12 + length
        }
        return nil
    }

    /// The big-endian 32-bit number at `offset`.
    static func uint32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
