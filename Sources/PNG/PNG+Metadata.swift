#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PNG {
    /// The text an image carries under `metadataKey` (the spec that made it), read from its iTXt
    /// chunk, compressed or not; nil when the file has no such chunk, is not a PNG whose chunks
    /// all check out, or the text is not valid UTF-8.
    package static func metadata(in data: Data) -> String? {
        data.withUnsafeBytes { file -> String? in
            guard let chunks = PNGChunkReader.chunks(file) else { return nil }
            for chunk in chunks where chunk.type == "iTXt" {
                let body = Array(file[chunk.data])
                // keyword NUL, compression flag, method, language tag NUL, translated keyword NUL, text
                guard let keywordEnd = body.firstIndex(of: 0), body.count >= keywordEnd + 3,
                      String(decoding: body[..<keywordEnd], as: UTF8.self) == metadataKey,
                      let languageEnd = body[(keywordEnd + 3)...].firstIndex(of: 0),
                      let translatedEnd = body[(languageEnd + 1)...].firstIndex(of: 0)
                else { continue }
                let text = Array(body[(translatedEnd + 1)...])
                let bytes = body[keywordEnd + 1] == 0 ? text : Zlib.inflate(text, limit: 16 << 20)
                return bytes.flatMap { String(validating: $0, as: UTF8.self) }
            }
            return nil
        }
    }
}
