/// Decoding that refuses what it does not understand, so that a typo in a spec or manifest
/// is an error naming the typo instead of a default that becomes a reviewed golden.

/// A coding key for any string: lists the keys an object really holds.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    public let stringValue: String
    public let intValue: Int?
    public init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    public init(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

extension Decoder {
    /// Throws `DecodingError.dataCorrupted` at the first key of this object that `Keys` does
    /// not name: the error's path ends at that key, and its text names the nearest valid key
    /// and lists them all.
    /// `nested` names keys that belong one level down (`title` -> `content.title`).
    public func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(
        _ keys: Keys.Type, nested: @autoclosure () -> [String: String] = [:]
    ) throws {
        // Known keys are looked up through `Keys` itself; the valid list and the hints are built
        // only for an error (a batch file decodes thousands of objects that have none).
        let unknown = try container(keyedBy: AnyCodingKey.self).allKeys.filter { Keys(stringValue: $0.stringValue) == nil }
        // In the order they appear would be nicer; the decoder gives no order, so sorted, for
        // the same message every time.
        guard let key = unknown.min(by: { $0.stringValue < $1.stringValue }) else { return }
        let known = Keys.allCases.map(\.stringValue)
        let hint = (nested()[key.stringValue] ?? StrictDecoding.nearest(key.stringValue, in: known)).map { "; did you mean \"\($0)\"?" } ?? ""
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: codingPath + [key],
            debugDescription: "unknown key \"\(key.stringValue)\"\(hint) (valid keys: \(known.joined(separator: ", ")))"))
    }
}

/// A string enum whose decoding error lists every valid value.
public protocol StrictStringEnum: RawRepresentable, CaseIterable, Decodable where RawValue == String {}

extension StrictStringEnum {
    /// Decodes the raw value, or throws an error that lists every valid value and the nearest one to a typo.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = Self(rawValue: raw) else {
            let valid = Self.allCases.map(\.rawValue)
            let hint = StrictDecoding.nearest(raw, in: valid).map { "did you mean \"\($0)\"? " } ?? ""
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(raw)\" is not a valid value: \(hint)valid values are \(valid.joined(separator: ", "))")
        }
        self = value
    }
}

/// Shared rules of strict decoding: typo suggestions for unknown keys and values.
public enum StrictDecoding {
    /// The valid name closest to `word` when it is plausibly a typo of it: the same letters in
    /// another case, or at most two edits away (a third of the word for short ones).
    public static func nearest(_ word: String, in names: [String]) -> String? {
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

extension KeyedDecodingContainer {
    /// A whole number, read as any JSON number and then checked, so that 2.5 or a number too
    /// large for an Int is an error naming the field (the decoder's own says only "not valid
    /// JSON", with no place).
    public func decodeWholeNumberIfPresent(forKey key: Key) throws -> Int? {
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard value.rounded() == value else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(value) is not a whole number")
        }
        guard abs(value) <= 1e15 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(value) is far too large")
        }
        return Int(value)
    }
}
