#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A small JSON parser that knows where things are: the line and column of the first
/// syntax error, and of the value at a path, so that a malformed case list is reported as
/// `file:line:column`.
package enum JSONSyntax {
    /// Deepest nesting of objects and arrays accepted: a case list needs five levels
    /// (`{"cases": [{"spec": {"content": {...}}}]}`); the limit keeps a hostile file from
    /// costing memory by the square of its depth.
    static let maximumDepth = 64
    /// Largest file read, in bytes: a 100,000-case list is about 10 MB.
    package static let maximumSize = 64 << 20

    package struct Failure {
        package let line: Int
        package let column: Int
        package let reason: String
    }

    /// The document's value, or its first syntax error.
    package static func parse(_ data: Data) -> Result<JSONValue, Failure> {
        var scanner = Scanner(bytes: [UInt8](data), recordsOffsets: false)
        do {
            scanner.skipSpace()
            let value = try scanner.value()
            scanner.skipSpace()
            if scanner.index < scanner.bytes.count { throw scanner.failure("unexpected text after the end of the JSON value") }
            return .success(value)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(line: 1, column: 1, reason: "\(error)"))
        }
    }

    /// Where the value at a path of keys and indices begins (1-based), or the deepest part of
    /// the path that exists.
    package static func position(ofPath wanted: [String], in data: Data) -> (Int, Int) {
        var scanner = Scanner(bytes: [UInt8](data), recordsOffsets: true)
        scanner.skipSpace()
        _ = try? scanner.value()
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

        /// Reads one value, nested ones included, without recursion: explicit stacks of open
        /// containers, so no input can overflow the thread's stack (a test thread's is small
        /// enough that 64 recursive levels overflowed it in a debug build). Each open container's
        /// contents are appended in place, where they lie on their stack, so that a list of
        /// 100,000 cases is not copied once per case.
        mutating func value() throws -> JSONValue {
            var isObject: [Bool] = []  // the open containers, innermost last
            var members: [[(key: String, value: JSONValue)]] = [], keys: [String] = []
            var elements: [[JSONValue]] = []
            var current = JSONValue.null
            var expectingValue = true
            while true {
                if expectingValue {
                    if recordsOffsets { offsets[path] = index }
                    guard index < bytes.count else { throw failure("expected a value but the file ended") }
                    switch bytes[index] {
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        guard isObject.count < JSONSyntax.maximumDepth else {
                            throw failure("nested deeper than \(JSONSyntax.maximumDepth) levels")
                        }
                        let object = bytes[index] == UInt8(ascii: "{")
                        index += 1
                        skipSpace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: object ? "}" : "]") {
                            index += 1
                            current = object ? .object([]) : .array([])
                            expectingValue = false
                            continue
                        }
                        isObject.append(object)
                        if object {
                            let name = try key()
                            members.append([])
                            keys.append(name)
                            if recordsOffsets { path.append(name) }
                        } else {
                            elements.append([])
                            if recordsOffsets { path.append("0") }
                        }
                        continue
                    case UInt8(ascii: "\""):
                        current = .string(try string())
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        current = .number(try number())
                    default:
                        guard let (length, literal) = literal() else { throw failure("unexpected character \(describe(bytes[index]))") }
                        index += length
                        current = literal
                    }
                    expectingValue = false
                }
                // After a value: end of the document, or the next member or element.
                guard let object = isObject.last else { return current }
                skipSpace()
                if recordsOffsets { path.removeLast() }
                if object {
                    members[members.count - 1].append((keys.removeLast(), current))
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        let name = try key()
                        keys.append(name)
                        if recordsOffsets { path.append(name) }
                        expectingValue = true
                    } else if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        isObject.removeLast()
                        current = .object(members.removeLast())
                    } else {
                        throw failure("expected ',' or '}'")
                    }
                } else {
                    elements[elements.count - 1].append(current)
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        skipSpace()
                        if recordsOffsets { path.append(String(elements[elements.count - 1].count)) }
                        expectingValue = true
                    } else if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        isObject.removeLast()
                        current = .array(elements.removeLast())
                    } else {
                        throw failure("expected ',' or ']'")
                    }
                }
            }
        }

        /// The length and value of `true`, `false` or `null` at `index`, or nil.
        func literal() -> (Int, JSONValue)? {
            for (word, value): (StaticString, JSONValue) in [("true", .bool(true)), ("false", .bool(false)), ("null", .null)] {
                let n = word.utf8CodeUnitCount
                if index + n <= bytes.count, (0..<n).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] }) { return (n, value) }
            }
            return nil
        }

        /// A member's key and its colon, with the space around them; leaves `index` at the value.
        mutating func key() throws -> String {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a \"key\"") }
            let key = try string()
            skipSpace()
            try expect(":")
            skipSpace()
            return key
        }

        /// JSON's grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
        mutating func number() throws -> Double {
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
            // Whole numbers of up to 15 digits are exact in a Double: the usual case, without strtod.
            if index - start <= 15, let whole = wholeValue(start) { return Double(whole) }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
                index = start
                throw failure("a number too large for any field")
            }
            return value
        }

        /// The number from `start` to `index` when it is digits with an optional minus, or nil.
        func wholeValue(_ start: Int) -> Int? {
            var i = start, negative = false, value = 0
            if bytes[i] == UInt8(ascii: "-") { negative = true; i += 1 }
            while i < index {
                let digit = Int(bytes[i]) - Int(UInt8(ascii: "0"))
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
                i += 1
            }
            // -0 is a Double of its own, which strtod keeps.
            if negative && value == 0 { return nil }
            return negative ? -value : value
        }

        func describe(_ b: UInt8) -> String {
            b >= 0x20 && b < 0x7F ? "'\(Character(UnicodeScalar(b)))'" : "byte 0x" + String(b, radix: 16, uppercase: true)
        }

        /// A string: escapes as JSON defines them (a \\u escape of a surrogate must be one of a
        /// pair), no raw control characters, valid UTF-8.
        mutating func string() throws -> String {
            let start = index
            index += 1
            // Plain ASCII without escapes, the usual case, is made from the bytes as they are.
            var end = index
            while end < bytes.count, bytes[end] >= 0x20, bytes[end] < 0x80, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                defer { index = end + 1 }
                return String(decoding: bytes[index..<end], as: UTF8.self)
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
                    return text
                }
                if b == UInt8(ascii: "\\") {
                    index += 1
                    guard index < bytes.count else { break }
                    let e = bytes[index]
                    index += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
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
