#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// JSON input read with errors a person can act on: `line:column: path: reason`.
///
/// JSONDecoder does the decoding. Its errors on Linux say neither where a syntax error is nor,
/// for some refused numbers, which value ("The given data was not valid JSON"), and it keeps the
/// first of two equal keys; so a scan of the text first refuses syntax errors, repeated keys and
/// deep nesting with their position, and afterwards finds where the value a decoding error names
/// begins.
package enum JSONDocument {
    /// Largest file read, in bytes: a 100,000-case list is about 10 MB.
    package static let maximumSize = 64 << 20
    /// Deepest nesting accepted: a case list needs five levels; the limit keeps a hostile file
    /// from reaching the decoder's own, far deeper one.
    static let maximumDepth = 64

    /// Why a document was refused, and where (line and column from 1).
    package struct Failure: Error, CustomStringConvertible {
        package var line = 1, column = 1
        /// Where in the document (`cases[3].spec.style`), empty for a syntax error.
        package var path = ""
        package var reason: String
        package var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
    }

    /// The value of `type` in `data`, or the first thing wrong with it.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data, userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws(Failure) -> T {
        var scan = Scan(data)
        try scan.document()
        do {
            let decoder = JSONDecoder()
            decoder.userInfo = userInfo
            return try decoder.decode(T.self, from: data)
        } catch DecodingError.typeMismatch(let type, let context) {
            let expected = switch type {
            case is String.Type: "a string"
            case is Bool.Type: "true or false"
            case is any Numeric.Type: "a number"
            default: "\(type)".hasPrefix("Array") ? "an array" : "an object"
            }
            throw failure(at: context.codingPath, "expected \(expected) but found ", in: data, namingWhatIsThere: true)
        } catch DecodingError.keyNotFound(let key, let context) {
            throw failure(at: context.codingPath, "missing \"\(key.stringValue)\"", in: data)
        } catch DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context) {
            throw failure(at: context.codingPath, context.debugDescription, in: data)
        } catch {
            throw Failure(reason: "\(error)")
        }
    }

    /// A refusal of the value at `codingPath`, placed where that value begins; with
    /// `namingWhatIsThere`, the reason ends with the kind of value found there.
    package static func failure(at codingPath: [any CodingKey], _ reason: String, in data: Data, namingWhatIsThere: Bool = false) -> Failure {
        var scan = Scan(data, wanted: codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue })
        try? scan.document()
        let (line, column) = scan.lineColumn(scan.found)
        let kinds: [UInt8: String] = [UInt8(ascii: "{"): "an object", UInt8(ascii: "["): "an array", UInt8(ascii: "\""): "a string",
                                      UInt8(ascii: "t"): "true or false", UInt8(ascii: "f"): "true or false", UInt8(ascii: "n"): "null"]
        let found = scan.found < scan.bytes.count ? kinds[scan.bytes[scan.found]] ?? "a number" : "nothing"
        return Failure(line: line, column: column, path: text(scan.wanted), reason: reason + (namingWhatIsThere ? found : ""))
    }

    /// `cases[3].spec.style` from `["cases", "[3]", "spec", "style"]`.
    private static func text(_ path: [String]) -> String {
        path.reduce("") { $0.isEmpty || $1.hasPrefix("[") ? $0 + $1 : $0 + "." + $1 }
    }

    /// One pass over the text that checks RFC 8259's grammar (and valid UTF-8, paired surrogate
    /// escapes, finite numbers, distinct keys) and finds where the value at `wanted` begins (or
    /// the deepest part of it that exists). Recursive: nesting stops at `maximumDepth`.
    private struct Scan {
        let bytes: [UInt8]
        /// Keys and `[index]`es from the root.
        let wanted: [String]
        var index = 0, found = 0
        var path: [String] = []

        init(_ data: Data, wanted: [String] = []) {
            bytes = [UInt8](data)
            self.wanted = wanted
        }

        func lineColumn(_ offset: Int) -> (Int, Int) {
            let before = bytes[..<min(offset, bytes.count)]
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            // Columns count characters: UTF-8 continuation bytes are not columns.
            return (before.count { $0 == UInt8(ascii: "\n") } + 1, before[lineStart...].count { $0 & 0xC0 != 0x80 } + 1)
        }

        func failure(_ reason: String, at offset: Int? = nil) -> Failure {
            let (line, column) = lineColumn(offset ?? index)
            return Failure(line: line, column: column, reason: reason)
        }

        mutating func next(_ c: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: c) else { return false }
            index += 1
            return true
        }

        mutating func space() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func document() throws(Failure) {
            space()
            found = index
            try value(onPath: true)
            space()
            guard index == bytes.count else { throw failure("unexpected text after the end of the JSON value") }
        }

        mutating func value(onPath: Bool) throws(Failure) {
            guard index < bytes.count else { throw failure("expected a value but the file ended") }
            let b = bytes[index]
            if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
                try container(onPath: onPath)
            } else if b == UInt8(ascii: "\"") {
                _ = try string()
            } else if b == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) {
                try number()
            } else if let word = ["true", "false", "null"].first(where: { bytes[index...].starts(with: $0.utf8) }) {
                index += word.utf8.count
            } else {
                throw failure("unexpected character " + (b >= 0x20 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x" + String(b, radix: 16, uppercase: true)))
            }
        }

        mutating func container(onPath: Bool) throws(Failure) {
            guard path.count < JSONDocument.maximumDepth else { throw failure("nested deeper than \(JSONDocument.maximumDepth) levels") }
            let object = bytes[index] == UInt8(ascii: "{")
            let close: Unicode.Scalar = object ? "}" : "]"
            index += 1
            space()
            if next(close) { return }
            var keys = Set<String>()
            for count in 0... {
                var name = "[\(count)]"
                if object {
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a \"key\"") }
                    name = try string()
                    space()
                    guard next(":") else { throw failure("expected ':'") }
                    space()
                    guard keys.insert(name).inserted else {
                        var twice = failure("the key \"\(name)\" is given twice")
                        twice.path = JSONDocument.text(path + [name])
                        throw twice
                    }
                }
                path.append(name)
                let onPath = onPath && path.count <= wanted.count && wanted[path.count - 1] == name
                if onPath { found = index }
                try value(onPath: onPath)
                path.removeLast()
                space()
                if next(",") { space(); continue }
                if next(close) { return }
                throw failure("expected ',' or '\(close)'")
            }
        }

        /// A string's text; its escapes are decoded only where there are some (keys, rarely).
        mutating func string() throws(Failure) -> String {
            let start = index
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] < 0x20 { throw failure("control character in a string") }
                if bytes[index] == UInt8(ascii: "\\") { try escape() } else { index += 1 }
            }
            guard next("\"") else { throw failure("unterminated string", at: start) }
            guard let text = String(validating: bytes[(start + 1)..<(index - 1)], as: UTF8.self) else {
                throw failure("a string that is not valid UTF-8", at: start)
            }
            return text.contains("\\") ? (try? JSONDecoder().decode(String.self, from: Data(bytes[start..<index]))) ?? text : text
        }

        mutating func escape() throws(Failure) {
            let start = index
            index += 2
            guard index <= bytes.count else { throw failure("unterminated string", at: start) }
            let e = bytes[index - 1]
            if Array(#""\/bfnrt"#.utf8).contains(e) { return }
            guard e == UInt8(ascii: "u") else { throw failure("invalid escape \\\(Character(Unicode.Scalar(e)))", at: start) }
            let unit = try hex4()
            if (0xDC00...0xDFFF).contains(unit) { throw failure("a low surrogate \\u escape without its high surrogate", at: start) }
            if (0xD800...0xDBFF).contains(unit) {
                guard next("\\"), next("u"), (0xDC00...0xDFFF).contains(try hex4()) else {
                    throw failure("a high surrogate \\u escape without its low surrogate", at: start)
                }
            }
        }

        mutating func hex4() throws(Failure) -> UInt32 {
            guard index + 4 <= bytes.count, bytes[index..<(index + 4)].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else {
                throw failure("a \\u escape needs four hex digits")
            }
            index += 4
            return UInt32(String(decoding: bytes[(index - 4)..<index], as: UTF8.self), radix: 16)!
        }

        /// JSON's grammar, -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, and a finite value.
        mutating func number() throws(Failure) {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - from
            }
            _ = next("-")
            let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
            let whole = digits()
            var ok = whole > 0 && !(leadingZero && whole > 1)
            if ok, next(".") { ok = digits() > 0 }
            if ok, next("e") || next("E") {
                _ = next("+") || next("-")
                ok = digits() > 0
            }
            guard ok else { throw failure("malformed number", at: start) }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw failure("a number too large for any field", at: start) }
            // Foundation's decoder refuses this one spelling of zero, which the grammar allows.
            if text.hasPrefix("0e"), text.dropFirst(2).allSatisfy(\.isNumber) {
                throw failure("JSONDecoder does not read a zero written as 0e followed by digits; write 0", at: start)
            }
        }
    }
}
