/// Why a value has no JSON text: a number JSON cannot hold.
package struct JSONWriteError: Error, Sendable, CustomStringConvertible {
    package let description: String
}

extension JSONValue {
    /// Compact JSON with every object's keys in UTF-8 byte order: byte for byte what Foundation's
    /// `JSONEncoder` writes with `[.sortedKeys, .withoutEscapingSlashes]`, the text every image's
    /// iTXt chunk carries (so the goldens' bytes do not depend on which of the two wrote them).
    ///
    /// Ours because `JSONEncoder` took as long as drawing the button, and an `Encoder` of our own
    /// nearly as long (Codable's generic calls per field); the specs' `json`
    /// trees list their members in key order already, so nothing is sorted unless it needs to be.
    package func sortedText() throws(JSONWriteError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        try write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(to out: inout [UInt8]) throws(JSONWriteError) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): out.append(contentsOf: try Self.numberText(number).utf8)
        case .string(let text): Self.appendString(text, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                try element.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            let inOrder = zip(members, members.dropFirst()).allSatisfy { Self.precedes($0.key, $1.key) }
            for (i, member) in (inOrder ? members : members.sorted { Self.precedes($0.key, $1.key) }).enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                Self.appendString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                try member.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Keys in UTF-8 byte order, as JSONEncoder sorts them ("B" < "a", "a10" < "a9").
    private static func precedes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    /// A number as JSONEncoder writes it: Swift's shortest round-trip text without a trailing
    /// ".0" ("2", "0.5", "1e-07"); infinities and NaN are refused, as JSON has none.
    static func numberText(_ value: Double) throws(JSONWriteError) -> String {
        guard value.isFinite else { throw JSONWriteError(description: "\(value) is not a number JSON can hold") }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A string in quotes with JSONEncoder's escapes: quote, backslash, and the control
    /// characters (\b \f \n \r \t by name, the others as \u00xx); everything else as it is.
    static func appendString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let plain = string.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if plain != true {
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
                case 0x08: out.append(contentsOf: #"\b"#.utf8)
                case 0x0C: out.append(contentsOf: #"\f"#.utf8)
                case 0x0A: out.append(contentsOf: #"\n"#.utf8)
                case 0x0D: out.append(contentsOf: #"\r"#.utf8)
                case 0x09: out.append(contentsOf: #"\t"#.utf8)
                case 0x00..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: #"\u00"#.utf8)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 15)])
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSONValue: Encodable {
    /// The tree through any encoder: what the specs' `Encodable` conformances write, so their
    /// fields are listed once (in their `json`).
    package func encode(to encoder: Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            try single.encode(number)
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .object(let members):
            var object = encoder.container(keyedBy: AnyCodingKey.self)
            for member in members { try object.encode(member.value, forKey: AnyCodingKey(stringValue: member.key)) }
        }
    }
}
