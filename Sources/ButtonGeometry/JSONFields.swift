/// Where a value sits in a JSON document: keys and array indices from the root.
package struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    package enum Component: Sendable, Equatable {
        case key(String)
        case index(Int)
    }

    package var components: [Component]

    package init(_ components: [Component] = []) { self.components = components }

    package func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    package func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// `cases[3].spec.style`, as the errors name places.
    package var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let i): text += "[\(i)]"
            }
        }
        return text
    }

    /// The same place as coding keys, for a `DecodingError`.
    package var codingPath: [any CodingKey] {
        components.map {
            switch $0 {
            case .key(let key): return AnyCodingKey(stringValue: key)
            case .index(let i): return AnyCodingKey(intValue: i)
            }
        }
    }
}

/// A value a strict reader refused: where, and why, with the valid choices where there are some.
package struct JSONReadError: Error, Sendable, CustomStringConvertible {
    package let path: JSONPath
    package let reason: String

    package init(_ path: JSONPath, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { path.components.isEmpty ? reason : "\(path): \(reason)" }

    /// The error as `Decodable` reports it: under the decoder's own path.
    package func decodingError(under codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath + path.codingPath, debugDescription: reason))
    }
}

/// The members of one JSON object, read strictly: a key the object may not hold, a value of the
/// wrong kind or an unknown name is an error naming its place, so that a typo in a spec is never
/// a default that becomes a reviewed golden. A member given as `null` counts as absent.
package struct JSONFields {
    package let path: JSONPath
    private let members: [(key: String, value: JSONValue)]

    /// The object at `path`; refuses anything else, and the first key (in sorted order, for the
    /// same message every time) that `known` does not list. `nested` names keys that belong one
    /// level down (`title` -> `content.title`), for the hint.
    package init(_ value: JSONValue, at path: JSONPath, known: [String], nested: (String) -> String? = { _ in nil }) throws(JSONReadError) {
        guard case .object(let members) = value else { throw JSONReadError(path, "expected an object but found \(value.kind)") }
        self.path = path
        self.members = members
        var unknown: String?
        for member in members where !known.contains(where: { Self.same($0, member.key) }) {
            if unknown.map({ member.key < $0 }) ?? true { unknown = member.key }
        }
        if let key = unknown {
            let hint = (nested(key) ?? StrictDecoding.nearest(key, in: known)).map { "; did you mean \"\($0)\"?" } ?? ""
            throw JSONReadError(path.appending(key), "unknown key \"\(key)\"\(hint) (valid keys: \(known.joined(separator: ", ")))")
        }
        // A key given twice would be read as whichever came first; the file means one of them.
        for (i, member) in members.enumerated() where members[..<i].contains(where: { Self.same($0.key, member.key) }) {
            throw JSONReadError(path.appending(member.key), "the key \"\(member.key)\" is given twice")
        }
    }

    /// Equal keys. The lengths first: most keys a spec is checked against differ in length, and
    /// comparing those costs one load instead of a call into String's general comparison (which
    /// was a fifth of reading a full spec).
    @inline(__always) private static func same(_ a: String, _ b: String) -> Bool { a.utf8.count == b.utf8.count && a == b }

    /// The member's value, or nil when it is absent or null.
    package func value(_ key: String) -> JSONValue? {
        for member in members where Self.same(member.key, key) {
            if case .null = member.value { return nil }
            return member.value
        }
        return nil
    }

    private func mismatch(_ key: String, _ expected: String, _ found: JSONValue) -> JSONReadError {
        JSONReadError(path.appending(key), "expected \(expected) but found \(found.kind)")
    }

    package func string(_ key: String) throws(JSONReadError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
        return text
    }

    package func bool(_ key: String) throws(JSONReadError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else { throw mismatch(key, "true or false", value) }
        return flag
    }

    package func number(_ key: String) throws(JSONReadError) -> Double? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value else { throw mismatch(key, "a number", value) }
        return number
    }

    /// A whole number, read as any JSON number and then checked, so that 2.5 or a number too
    /// large for an Int is an error naming the field.
    package func wholeNumber(_ key: String) throws(JSONReadError) -> Int? {
        guard let value = try number(key) else { return nil }
        guard value.rounded() == value else { throw JSONReadError(path.appending(key), "\(value) is not a whole number") }
        guard abs(value) <= 1e15 else { throw JSONReadError(path.appending(key), "\(value) is far too large") }
        return Int(value)
    }

    /// One of a string enum's values; the error lists them all and the nearest to a typo.
    package func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(JSONReadError) -> T? where T.RawValue == String {
        guard let text = try string(key) else { return nil }
        return try Self.choice(text, T.self, at: path.appending(key))
    }

    /// A string as one of an enum's values, at `path` for the error.
    package static func choice<T: RawRepresentable & CaseIterable>(_ text: String, _ type: T.Type, at path: JSONPath) throws(JSONReadError) -> T where T.RawValue == String {
        if let value = T(rawValue: text) { return value }
        throw JSONReadError(path, StrictDecoding.invalidValueMessage(text, valid: T.allCases.map(\.rawValue)))
    }
}
