import Foundation

/// Reads a PNG's chunk sequence independently of libpng, to check what the encoder wrote and
/// to damage files on purpose.
struct PNGChunks {
    struct Chunk {
        let type: String
        let offset: Int  // of the length field
        let length: Int
    }

    let chunks: [Chunk]

    init(_ data: Data) {
        var chunks: [Chunk] = []
        var offset = 8
        let bytes = [UInt8](data)
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append(Chunk(type: type, offset: offset, length: length))
            offset += 12 + length
        }
        self.chunks = chunks
    }

    var types: [String] { chunks.map(\.type) }

    func first(_ type: String) -> Chunk? { chunks.first { $0.type == type } }

    /// The payload of the first chunk of `type`.
    func payload(_ type: String, in data: Data) -> [UInt8]? {
        guard let c = first(type) else { return nil }
        return [UInt8](data[c.offset + 8..<c.offset + 8 + c.length])
    }
}
