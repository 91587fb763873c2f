/// Compact JSON with sorted keys, byte for byte what Foundation's `JSONEncoder` writes with
/// `[.sortedKeys, .withoutEscapingSlashes]`, for the values our specs and cases hold (objects,
/// arrays, strings, numbers, booleans, null): the text every image's iTXt chunk carries.
///
/// Written because `JSONEncoder` took 14 µs a case, as long as drawing the button: most of it in
/// its checks for dates, data and URLs on every value (dynamic casts) and a class per container.
/// Here a value becomes a small tree of nodes, written out once. `SortedJSONEncoderTests`
/// compares the two on every golden case and on strings and numbers chosen to differ.
struct SortedJSONEncoder {
    /// Why a value has no JSON text: a number JSON cannot hold, or nothing encoded at all.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The JSON text of `value`.
    func encode<T: Encodable>(_ value: T) throws -> String {
        let root = Node()
        try value.encode(to: NodeEncoder(node: root, codingPath: []))
        var out: [UInt8] = []
        out.reserveCapacity(512)
        try root.write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}

extension SortedJSONEncoder {
    /// One value as it is built: nothing yet, finished text, or a container of nodes.
    final class Node {
        enum Kind {
            case unset
            case text(String)
            /// Members in the order encoded; sorted when written.
            case object([(key: String, node: Node)])
            case array([Node])
        }

        var kind = Kind.unset

        func write(to out: inout [UInt8]) throws {
            switch kind {
            case .unset:
                // JSONEncoder writes an empty object for a value that encoded nothing.
                out.append(contentsOf: "{}".utf8)
            case .text(let text):
                out.append(contentsOf: text.utf8)
            case .object(let members):
                out.append(UInt8(ascii: "{"))
                // Keys in UTF-8 byte order, as JSONEncoder sorts them ("B" < "a", "a10" < "a9").
                for (i, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    SortedJSONEncoder.appendString(member.key, to: &out)
                    out.append(UInt8(ascii: ":"))
                    try member.node.write(to: &out)
                }
                out.append(UInt8(ascii: "}"))
            case .array(let elements):
                out.append(UInt8(ascii: "["))
                for (i, element) in elements.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    try element.write(to: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
        }

        /// Adds or replaces a member (a key encoded twice keeps its last value, as in JSONEncoder).
        func set(_ key: String, _ node: Node) {
            guard case .object(var members) = kind else { return }
            kind = .unset  // the array is uniquely referenced while it changes
            if let i = members.firstIndex(where: { $0.key == key }) { members[i].node = node } else { members.append((key, node)) }
            kind = .object(members)
        }

        func append(_ node: Node) {
            guard case .array(var elements) = kind else { return }
            kind = .unset
            elements.append(node)
            kind = .array(elements)
        }

        static func text(_ text: String) -> Node {
            let node = Node()
            node.kind = .text(text)
            return node
        }
    }

    /// A string in quotes with JSONEncoder's escapes: quote, backslash, and the control
    /// characters (\b \f \n \r \t by name, the others as \u00xx); everything else as it is.
    static func appendString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
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
        out.append(UInt8(ascii: "\""))
    }

    static func quoted(_ string: String) -> String {
        var out: [UInt8] = []
        appendString(string, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// A number as JSONEncoder writes it: Swift's shortest round-trip text without a trailing
    /// ".0" ("2", "0.5", "1e-07"); infinities and NaN are refused, as JSON has none.
    static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, at path: [any CodingKey]) throws -> String {
        guard value.isFinite else {
            throw Refusal(description: "\(path.map(\.stringValue).joined(separator: ".")): \(value) is not a number JSON can hold")
        }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

// MARK: - The Encoder and its containers

extension SortedJSONEncoder {
    struct NodeEncoder: Encoder {
        let node: Node
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .object = node.kind {} else { node.kind = .object([]) }
            return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = node.kind {} else { node.kind = .array([]) }
            return UnkeyedContainer(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleValueContainer(node: node, codingPath: codingPath)
        }
    }

    /// One value as a node, through its own `encode(to:)` (a string or number comes back
    /// through the single-value container's overload for it: no casts).
    static func node<T: Encodable>(for value: T, at path: [any CodingKey]) throws -> Node {
        let node = Node()
        try value.encode(to: NodeEncoder(node: node, codingPath: path))
        return node
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.set(key.stringValue, .text("null")) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { node.set(key.stringValue, .text(value ? "true" : "false")) }
        mutating func encode(_ value: String, forKey key: Key) throws { node.set(key.stringValue, .text(SortedJSONEncoder.quoted(value))) }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            node.set(key.stringValue, .text(try SortedJSONEncoder.number(value, at: codingPath + [key])))
        }
        mutating func encode(_ value: Float, forKey key: Key) throws {
            node.set(key.stringValue, .text(try SortedJSONEncoder.number(value, at: codingPath + [key])))
        }
        mutating func encode(_ value: Int, forKey key: Key) throws { node.set(key.stringValue, .text(String(value))) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { node.set(key.stringValue, .text(String(value))) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { node.set(key.stringValue, .text(String(value))) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { node.set(key.stringValue, .text(String(value))) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { node.set(key.stringValue, .text(String(value))) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { node.set(key.stringValue, .text(String(value))) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { node.set(key.stringValue, .text(String(value))) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { node.set(key.stringValue, .text(String(value))) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { node.set(key.stringValue, .text(String(value))) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { node.set(key.stringValue, .text(String(value))) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            node.set(key.stringValue, try SortedJSONEncoder.node(for: value, at: codingPath + [key]))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let child = Node()
            node.set(key.stringValue, child)
            return NodeEncoder(node: child, codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = Node()
            node.set(key.stringValue, child)
            return NodeEncoder(node: child, codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

        private func superEncoder(named name: String) -> any Encoder {
            let child = Node()
            node.set(name, child)
            return NodeEncoder(node: child, codingPath: codingPath)
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        var count: Int {
            if case .array(let elements) = node.kind { return elements.count }
            return 0
        }

        private var index: any CodingKey { IndexKey(intValue: count) }

        mutating func encodeNil() throws { node.append(.text("null")) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            node.append(try SortedJSONEncoder.node(for: value, at: codingPath + [index]))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let child = Node()
            let path = codingPath + [index]
            node.append(child)
            return NodeEncoder(node: child, codingPath: path).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = Node()
            let path = codingPath + [index]
            node.append(child)
            return NodeEncoder(node: child, codingPath: path).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            let child = Node()
            let path = codingPath + [index]
            node.append(child)
            return NodeEncoder(node: child, codingPath: path)
        }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.kind = .text("null") }
        mutating func encode(_ value: Bool) throws { node.kind = .text(value ? "true" : "false") }
        mutating func encode(_ value: String) throws { node.kind = .text(SortedJSONEncoder.quoted(value)) }
        mutating func encode(_ value: Double) throws { node.kind = .text(try SortedJSONEncoder.number(value, at: codingPath)) }
        mutating func encode(_ value: Float) throws { node.kind = .text(try SortedJSONEncoder.number(value, at: codingPath)) }
        mutating func encode(_ value: Int) throws { node.kind = .text(String(value)) }
        mutating func encode(_ value: Int8) throws { node.kind = .text(String(value)) }
        mutating func encode(_ value: Int16) throws { node.kind = .text(String(value)) }
        mutating func encode(_ value: Int32) throws { node.kind = .text(String(value)) }
        mutating func encode(_ value: Int64) throws { node.kind = .text(String(value)) }
        mutating func encode(_ value: UInt) throws { node.kind = .text(String(value)) }
        mutating func encode(_ value: UInt8) throws { node.kind = .text(String(value)) }
        mutating func encode(_ value: UInt16) throws { node.kind = .text(String(value)) }
        mutating func encode(_ value: UInt32) throws { node.kind = .text(String(value)) }
        mutating func encode(_ value: UInt64) throws { node.kind = .text(String(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            node.kind = try SortedJSONEncoder.node(for: value, at: codingPath).kind
        }
    }

    struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "Index \(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }
}
