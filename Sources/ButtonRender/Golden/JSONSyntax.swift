#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A small JSON scanner that knows where things are: the line and column of the first
/// syntax error, and of the value at a coding path, so that a malformed case list is
/// reported as `file:line:column`.
enum JSONSyntax {
    struct Failure {
        let line: Int
        let column: Int
        let reason: String
    }

    /// The first syntax error, or nil for well-formed JSON.
    static func firstError(in data: Data) -> Failure? {
        var scanner = Scanner(bytes: [UInt8](data))
        do {
            scanner.skipSpace()
            try scanner.value(path: [])
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
        let wanted = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        var scanner = Scanner(bytes: [UInt8](data))
        scanner.skipSpace()
        try? scanner.value(path: [])
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
        var index = 0
        var offsets: [[String]: Int] = [:]

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

        mutating func value(path: [String]) throws {
            offsets[path] = index
            guard index < bytes.count else { throw failure("expected a value but the file ended") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a \"key\"") }
                    let key = try string()
                    skipSpace()
                    try expect(":")
                    skipSpace()
                    try value(path: path + [key])
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
                    index += 1
                    return
                }
            case UInt8(ascii: "["):
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return }
                var n = 0
                while true {
                    skipSpace()
                    try value(path: path + [String(n)])
                    n += 1
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
                    index += 1
                    return
                }
            case UInt8(ascii: "\""):
                _ = try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
                guard Double(String(decoding: bytes[start..<index], as: UTF8.self)) != nil else {
                    index = start
                    throw failure("malformed number")
                }
            default:
                for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
                    index += word.utf8.count
                    return
                }
                throw failure("unexpected character '\(Character(UnicodeScalar(bytes[index])))'")
            }
        }

        mutating func string() throws -> String {
            let start = index
            index += 1
            var out = [UInt8]()
            while index < bytes.count {
                let b = bytes[index]
                if b == UInt8(ascii: "\"") {
                    index += 1
                    return String(decoding: out, as: UTF8.self)
                }
                if b == UInt8(ascii: "\\") { index += 2; continue }
                if b < 0x20 { throw failure("control character in a string") }
                out.append(b)
                index += 1
            }
            index = start
            throw failure("unterminated string")
        }
    }
}

extension JSONSyntax.Failure: Error {}
