/// An object's keys read in either of the spellings a person may use: the Swift property's
/// (`cornerStyle`) or the command-line flag's without its dashes (`corner-style`), and aliases
/// (`frame` for `spinnerFrame`). So a case list can be written with the flags' words.
///
/// Unknown keys are refused with the nearest valid one, as a strict container refuses them; a
/// field given in two spellings is refused, naming both.
package struct SpelledKeys {
    private let container: KeyedDecodingContainer<AnyCodingKey>
    /// The key the object used for each field, by the field's Swift name.
    private let given: [String: AnyCodingKey]
    /// The object's coding path.
    private let codingPath: [any CodingKey]
    /// What a case list's `defaults` block gives, for the fields this object leaves out.
    private let defaults: SpecDefaults?

    /// `cornerStyle` -> `corner-style`.
    package static func flagSpelling(_ name: String) -> String {
        var out = ""
        for c in name {
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return out
    }

    /// Every spelling of `fields` (Swift names) and `aliases` (alias -> Swift name), each to its
    /// field's Swift name: made once per type, not per object read.
    package static func spellings(of fields: [String], aliases: [String: String] = [:]) -> [String: String] {
        var spellings = aliases
        for field in fields {
            spellings[field] = field
            spellings[flagSpelling(field)] = field
        }
        return spellings
    }

    /// Reads the object's keys; `fields` are the Swift names, `spellings` every accepted key to
    /// its field (`spellings(of:aliases:)`).
    package init(_ decoder: Decoder, fields: [String], spellings: [String: String]) throws {
        container = try decoder.container(keyedBy: AnyCodingKey.self)
        codingPath = decoder.codingPath
        var given: [String: AnyCodingKey] = [:]
        given.reserveCapacity(16)
        // Checked in the object's order; an error names the first unknown or repeated key in
        // sorted order, so that the same file always gives the same message.
        var unknown: [AnyCodingKey] = [], repeated: [(AnyCodingKey, AnyCodingKey, String)] = []
        for key in container.allKeys {
            guard let field = spellings[key.stringValue] else { unknown.append(key); continue }
            if let other = given[field] { repeated.append((key, other, field)); continue }
            given[field] = key
        }
        if let key = unknown.min(by: { $0.stringValue < $1.stringValue }) {
            let hint = (StrictDecoding.nearest(key.stringValue, in: fields + fields.map(Self.flagSpelling))).map { "; did you mean \"\($0)\"?" } ?? ""
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath + [key],
                debugDescription: "unknown key \"\(key.stringValue)\"\(hint) (valid keys: \(fields.joined(separator: ", ")); each may also be spelled as its flag is, such as corner-style)"))
        }
        if let (key, other, field) = repeated.min(by: { max($0.0.stringValue, $0.1.stringValue) < max($1.0.stringValue, $1.1.stringValue) }) {
            let (first, second) = key.stringValue > other.stringValue ? (key, other) : (other, key)
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath + [first],
                debugDescription: "\"\(first.stringValue)\" and \"\(second.stringValue)\" are the same field (\(field)): give it once"))
        }
        self.given = given
        // Most lists have no defaults block: no dynamic cast for them.
        defaults = decoder.userInfo.isEmpty ? nil : decoder.userInfo[SpecDefaults.userInfoKey] as? SpecDefaults
    }

    /// Whether the object gave the field, in any spelling (not counting the defaults).
    package func contains(_ field: String) -> Bool { given[field] != nil }

    /// The field's value, else the defaults' value, or nil when neither gives it (or it is null).
    package func decodeIfPresent<T: Decodable>(_ type: T.Type, _ field: String) throws -> T? {
        guard let key = given[field] else { return try defaults?.value(type, field) }
        return try container.decodeIfPresent(type, forKey: key)
    }

    /// A whole number (see `KeyedDecodingContainer.decodeWholeNumberIfPresent`).
    package func decodeWholeNumberIfPresent(_ field: String) throws -> Int? {
        guard let key = given[field] else {
            guard let value = try defaults?.value(Double.self, field) else { return nil }
            return Int(exactly: value)
        }
        return try container.decodeWholeNumberIfPresent(forKey: key)
    }
}

/// A case list's `defaults` block, which every case's spec inherits field by field: given to the
/// decoder in its `userInfo`. The values are decoded by `decode`, which the case list's reader
/// supplies (the geometry core has no JSON reader of its own).
package struct SpecDefaults: @unchecked Sendable {
    /// Where a decoder's `userInfo` holds the defaults.
    package static let userInfoKey = CodingUserInfoKey(rawValue: "buttonrender.specDefaults")!
    /// The fields the block gives, by their Swift names.
    package let fields: Set<String>
    /// A field's value as `type`, or nil when the block does not give it.
    private let decode: (any Decodable.Type, String) throws -> Any?

    /// Defaults for `fields` (Swift names), decoded by `decode`.
    package init(fields: Set<String>, decode: @escaping (any Decodable.Type, String) throws -> Any?) {
        self.fields = fields
        self.decode = decode
    }

    func value<T: Decodable>(_ type: T.Type, _ field: String) throws -> T? {
        guard fields.contains(field) else { return nil }
        return try decode(type, field) as? T
    }
}
