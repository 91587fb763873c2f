#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A small JSON scanner that knows where things are: the line and column of the first
/// syntax error, and of the value at a coding path, so that a malformed case list is
/// reported as `file:line:column`.
enum JSONSyntax {
    /// Deepest nesting of objects and arrays accepted: a case list needs five levels
    /// (`{"cases": [{"spec": {"content": {...}}}]}`); the limit keeps a hostile file from
    /// costing memory by the square of its depth.
    static let maximumDepth = 64
    /// Largest file read, in bytes: a 100,000-case list is about 10 MB.
    static let maximumSize = 64 << 20

    struct Failure {
        let line: Int
        let column: Int
        let reason: String
    }

    /// The first syntax error, or nil for well-formed JSON.
    static func firstError(in data: Data) -> Failure? {
        // Only the syntax: no offsets recorded and no strings kept, which made this check cost
        // more than decoding the file.
        var scanner = Scanner(bytes: [UInt8](data), recordsOffsets: false)
        do {
            scanner.skipSpace()
            try scanner.value()
            scanner.skipSpace()
            if scanner.index < scanner.bytes.count { throw scanner.failure("unexpected text after the end of the JSON value") }
            return nil
        } catch let failure as Failure {
            return failure
        } catch {
            return Failure(line: 1, column: 1, reason: "\(error)")
        }
    }

    /// Where the value named by a decoding error's coding path begins (1-based).
    static func position(of error: DecodingError, in data: Data) -> (Int, Int) {
        let context: DecodingError.Context
        switch error {
        case let .dataCorrupted(c), let .keyNotFound(_, c), let .typeMismatch(_, c), let .valueNotFound(_, c): context = c
        @unknown default: return (1, 1)
        }
        return position(ofPath: context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, in: data)
    }

    /// Where the value at a path of keys and indices begins (1-based), or the deepest part of
    /// the path that exists.
    static func position(ofPath wanted: [String], in data: Data) -> (Int, Int) {
        var scanner = Scanner(bytes: [UInt8](data), recordsOffsets: true)
        scanner.skipSpace()
        try? scanner.value()
        // The deepest recorded value on the path.
        var best = 0
        for length in stride(from: wanted.count, through: 0, by: -1) {
            if let offset = scanner.offsets[Array(wanted.prefix(length))] {
                best = offset
                break
            }
        }
        return scanner.lineColumn(best)
    }

    fileprivate struct Scanner {
        let bytes: [UInt8]
        /// Whether `offsets` and `path` are kept: only where an error's position is looked up.
        let recordsOffsets: Bool
        var index = 0
        var offsets: [[String]: Int] = [:]
        /// The keys and indices from the root to the value being read.
        var path: [String] = []

        init(bytes: [UInt8], recordsOffsets: Bool) {
            self.bytes = bytes
            self.recordsOffsets = recordsOffsets
        }

        func lineColumn(_ offset: Int) -> (Int, Int) {
            var line = 1, column = 1
            for b in bytes[..<min(offset, bytes.count)] {
                if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            }
            return (line, column)
        }

        func failure(_ reason: String) -> Failure {
            let (line, column) = lineColumn(index)
            return Failure(line: line, column: column, reason: reason)
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func expect(_ c: Character) throws {
            guard index < bytes.count, bytes[index] == UInt8(ascii: c.unicodeScalars.first!) else {
                throw failure(index < bytes.count ? "expected '\(c)' but found '\(Character(UnicodeScalar(bytes[index])))'" : "expected '\(c)' but the file ended")
            }
            index += 1
        }

        /// An object or array being read, and how many values an array holds so far.
        enum Container { case object, array(Int) }

        /// Reads one value, nested ones included, without recursion: an explicit stack of open
        /// containers, so no input can overflow the thread's stack (a test thread's is small
        /// enough that 64 recursive levels overflowed it in a debug build).
        mutating func value() throws {
            var stack: [Container] = []
            var expectingValue = true
            while true {
                if expectingValue {
                    if recordsOffsets { offsets[path] = index }
                    guard index < bytes.count else { throw failure("expected a value but the file ended") }
                    switch bytes[index] {
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        guard stack.count < JSONSyntax.maximumDepth else {
                            throw failure("nested deeper than \(JSONSyntax.maximumDepth) levels")
                        }
                        let isObject = bytes[index] == UInt8(ascii: "{")
                        index += 1
                        skipSpace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: isObject ? "}" : "]") {
                            index += 1
                            expectingValue = false
                            continue
                        }
                        if isObject {
                            stack.append(.object)
                            let name = try key()
                            if recordsOffsets { path.append(name) }
                        } else {
                            stack.append(.array(0))
                            if recordsOffsets { path.append("0") }
                        }
                        continue
                    case UInt8(ascii: "\""):
                        _ = try string(keeping: false)
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        try number()
                    default:
                        guard let length = literal() else { throw failure("unexpected character \(describe(bytes[index]))") }
                        index += length
                    }
                    expectingValue = false
                }
                // After a value: end of the document, or the next member or element.
                guard let open = stack.last else { return }
                skipSpace()
                if recordsOffsets { path.removeLast() }
                switch open {
                case .object:
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        let name = try key()
                        if recordsOffsets { path.append(name) }
                        expectingValue = true
                    } else if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        stack.removeLast()
                    } else {
                        throw failure("expected ',' or '}'")
                    }
                case .array(let n):
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        skipSpace()
                        stack[stack.count - 1] = .array(n + 1)
                        if recordsOffsets { path.append(String(n + 1)) }
                        expectingValue = true
                    } else if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        stack.removeLast()
                    } else {
                        throw failure("expected ',' or ']'")
                    }
                }
            }
        }

        /// The length of `true`, `false` or `null` at `index`, or nil.
        func literal() -> Int? {
            for word: StaticString in ["true", "false", "null"] {
                let n = word.utf8CodeUnitCount
                if index + n <= bytes.count, (0..<n).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] }) { return n }
            }
            return nil
        }

        /// A member's key and its colon, with the space around them; leaves `index` at the
        /// value. The key's text only when offsets are recorded (empty otherwise).
        mutating func key() throws -> String {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a \"key\"") }
            let key = try string(keeping: recordsOffsets)
            skipSpace()
            try expect(":")
            skipSpace()
            return key
        }

        /// JSON's grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
        mutating func number() throws {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - from
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
            let whole = digits()
            var ok = whole > 0 && !(leadingZero && whole > 1)
            if ok, index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1; ok = digits() > 0 }
            if ok, index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                ok = digits() > 0
            }
            guard ok else {
                index = start
                throw failure("malformed number")
            }
            guard Double(String(decoding: bytes[start..<index], as: UTF8.self))?.isFinite == true else {
                index = start
                throw failure("a number too large for any field")
            }
        }

        func describe(_ b: UInt8) -> String {
            b >= 0x20 && b < 0x7F ? "'\(Character(UnicodeScalar(b)))'" : "byte 0x" + String(b, radix: 16, uppercase: true)
        }

        /// A string: escapes as JSON defines them (a \u escape of a surrogate must be one of a
        /// pair), no raw control characters, valid UTF-8.
        /// `keeping: false` returns "" for any valid string: plain ASCII without escapes, the
        /// usual case, is only scanned.
        mutating func string(keeping: Bool) throws -> String {
            let start = index
            index += 1
            if !keeping {
                var end = index
                while end < bytes.count, bytes[end] >= 0x20, bytes[end] < 0x80, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                    index = end + 1
                    return ""
                }
            }
            var out = [UInt8]()
            func hex4() throws -> UInt32 {
                guard index + 4 <= bytes.count,
                      let v = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
                      bytes[index..<(index + 4)].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
                else { throw failure("a \\u escape needs four hex digits") }
                index += 4
                return v
            }
            while index < bytes.count {
                let b = bytes[index]
                if b == UInt8(ascii: "\"") {
                    index += 1
                    guard let text = String(validating: out, as: UTF8.self) else {
                        index = start
                        throw failure("a string that is not valid UTF-8")
                    }
                    return keeping ? text : ""
                }
                if b == UInt8(ascii: "\\") {
                    index += 1
                    guard index < bytes.count else { break }
                    let e = bytes[index]
                    index += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"): out.append(0x20)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4()
                        if (0xD800...0xDBFF).contains(scalar) {
                            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                                throw failure("a high surrogate \\u escape without its low surrogate")
                            }
                            index += 2
                            let low = try hex4()
                            guard (0xDC00...0xDFFF).contains(low) else { throw failure("a high surrogate \\u escape without its low surrogate") }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else if (0xDC00...0xDFFF).contains(scalar) {
                            throw failure("a low surrogate \\u escape without its high surrogate")
                        }
                        out.append(contentsOf: Array(String(Character(UnicodeScalar(scalar)!)).utf8))
                    default:
                        index -= 2
                        throw failure("invalid escape \\\(describe(e).trimmingQuotes)")
                    }
                    continue
                }
                if b < 0x20 { throw failure("control character in a string") }
                out.append(b)
                index += 1
            }
            index = start
            throw failure("unterminated string")
        }
    }
}

extension String {
    fileprivate var trimmingQuotes: String { filter { $0 != "'" } }
}

extension JSONSyntax.Failure: Error {}
