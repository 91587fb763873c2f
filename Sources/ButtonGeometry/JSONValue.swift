/// A JSON value as a spec or case list holds it: what the strict readers (`JSONFields`) take.
///
/// Specs are read from this tree, not through `Decodable`'s keyed containers: a batch file of
/// thousands of cases spent most of its reading time in Codable's generic calls, several times
/// what the same rules cost over this tree. `Decodable` still works: it reads a tree
/// from any decoder and hands it to the same reader, so the rules are written once.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the file's order. A list, not a dictionary: specs have a handful of keys,
    /// and looking through them costs less than hashing each.
    case object([(key: String, value: JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// What the value is, for an error: "a string", "an object".
    package var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue {
    /// The same value with every object's members in key order, as a decoder gives them.
    package var keySorted: JSONValue {
        switch self {
        case .array(let elements): return .array(elements.map(\.keySorted))
        case .object(let members): return .object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value.keySorted) })
        default: return self
        }
    }

    /// Whether some object in the value holds a key twice.
    package var hasRepeatedKeys: Bool {
        switch self {
        case .array(let elements): return elements.contains { $0.hasRepeatedKeys }
        case .object(let members): return Set(members.map(\.key)).count < members.count || members.contains { $0.value.hasRepeatedKeys }
        default: return false
        }
    }
}

extension JSONValue: Decodable {
    /// The tree under any decoder's current value. Members of an object come in key order,
    /// since a decoder does not give the file's.
    package init(from decoder: Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
            self = .object(try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                (key.stringValue, try object.decode(JSONValue.self, forKey: key))
            })
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let value = try? single.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? single.decode(Double.self) {
                self = .number(value)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }
}

extension Decoder {
    /// The value under this decoder, read as a tree by `read` (a type's strict JSON reader); its
    /// error reported as a `DecodingError` under the decoder's own path. How the specs'
    /// `Decodable` conformances share their readers.
    package func readJSON<T>(_ read: (JSONValue, JSONPath) throws(JSONReadError) -> T) throws -> T {
        let json = try JSONValue(from: self)
        do { return try read(json, JSONPath()) } catch { throw error.decodingError(under: codingPath) }
    }
}
