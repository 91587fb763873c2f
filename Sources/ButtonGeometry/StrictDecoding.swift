/// Decoding that refuses what it does not understand, so that a typo in a spec or manifest
/// is an error naming the typo instead of a default that becomes a reviewed golden.

/// A coding key for any string: lists the keys an object really holds.
package struct AnyCodingKey: CodingKey, Hashable, Sendable {
    package let stringValue: String
    package let intValue: Int?
    package init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    package init(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

/// A string enum whose decoding error lists every valid value.
public protocol StrictStringEnum: RawRepresentable, CaseIterable, Decodable where RawValue == String {}

extension StrictStringEnum {
    /// Decodes the raw value, or throws an error that lists every valid value and the nearest one to a typo.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = Self(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: StrictDecoding.invalidValueMessage(raw, valid: Self.allCases.map(\.rawValue)))
        }
        self = value
    }
}

extension Decoder {
    /// The object's keyed container, after refusing any key `Keys` does not list (the first in
    /// sorted order, for the same message every time). `nested` names keys that belong one level
    /// down (`title` -> `content.title`), for the hint.
    package func strictContainer<Keys: CodingKey & CaseIterable>(
        keyedBy type: Keys.Type, nested: (String) -> String? = { _ in nil }
    ) throws -> KeyedDecodingContainer<Keys> {
        // Each key asked of `Keys` itself, and the list of valid ones made only for a refusal:
        // reading a long case list, the lists (through key paths) cost more than the decoding.
        let given = try container(keyedBy: AnyCodingKey.self).allKeys.map { $0.stringValue }
        if let key = given.filter({ Keys(stringValue: $0) == nil }).min() {
            let known = Keys.allCases.map { $0.stringValue }
            let hint = (nested(key) ?? StrictDecoding.nearest(key, in: known)).map { "; did you mean \"\($0)\"?" } ?? ""
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath + [AnyCodingKey(stringValue: key)],
                debugDescription: "unknown key \"\(key)\"\(hint) (valid keys: \(known.joined(separator: ", ")))"))
        }
        return try container(keyedBy: Keys.self)
    }
}

extension KeyedDecodingContainer {
    /// A whole number, read as any JSON number and then checked, so that 2.5 or a number too
    /// large for an Int is an error naming the field (JSONDecoder reports either as invalid JSON).
    package func decodeWholeNumberIfPresent(forKey key: Key) throws -> Int? {
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        let reason = value.rounded() != value ? "\(value) is not a whole number" : abs(value) > 1e15 ? "\(value) is far too large" : nil
        if let reason { throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: reason) }
        return Int(value)
    }
}

/// Shared rules of strict decoding: typo suggestions for unknown keys and values.
package enum StrictDecoding {
    /// `"fild" is not a valid value: did you mean "filled"? valid values are ...`
    static func invalidValueMessage(_ raw: String, valid: [String]) -> String {
        let hint = nearest(raw, in: valid).map { "did you mean \"\($0)\"? " } ?? ""
        return "\"\(raw)\" is not a valid value: \(hint)valid values are \(valid.joined(separator: ", "))"
    }

    /// The valid name closest to `word` when it is plausibly a typo of it: the same letters in
    /// another case, or at most two edits away (a third of the word for short ones).
    package static func nearest(_ word: String, in names: [String]) -> String? {
        if let same = names.first(where: { $0.lowercased() == word.lowercased() }) { return same }
        let scored = names.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= min(2, max(1, word.count / 3)) ? best.0 : nil
    }

    /// Levenshtein distance, counting a swap of neighbours as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}

extension Platform: StrictStringEnum {}
extension Style: StrictStringEnum {}
extension Size: StrictStringEnum {}
extension Role: StrictStringEnum {}
extension ButtonState: StrictStringEnum {}
extension Appearance: StrictStringEnum {}
extension ImagePlacement: StrictStringEnum {}
extension CornerStyle: StrictStringEnum {}
extension CornerCurve: StrictStringEnum {}
extension DynamicTypeCategory: StrictStringEnum {}
extension WritingDirection: StrictStringEnum {}
extension ToggleValue: StrictStringEnum {}
extension Framework: StrictStringEnum {}
