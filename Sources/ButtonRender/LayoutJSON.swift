import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON forms of specs and layouts: sorted keys, so output is stable.
public enum LayoutJSON {
    /// A layout as --layout-json prints it: its keys, and `accessibility`, its report judged
    /// against `backdrop` (`ButtonLayout.accessibilityReport(backdrop:)`).
    public static func encode(_ layout: ButtonLayout, backdrop: RGBA? = nil) throws -> Data {
        try prettyJSON(LayoutWithAccessibility(layout: layout, accessibility: layout.accessibilityReport(backdrop: backdrop)))
    }

    /// Any value as the layout is printed: indented, sorted keys.
    public static func prettyJSON(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// A spec as JSON, every field given (what a PNG's iTXt chunk holds).
    public static func encodeSpec(_ spec: ButtonSpec) throws -> Data { try metadata(spec) }

    /// The text an image's iTXt chunk holds: compact, keys in byte order, slashes as they are.
    public static func metadata(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}

/// A layout's own keys, plus `accessibility` and the hand-off words (`handOff`).
private struct LayoutWithAccessibility: Encodable {
    var layout: ButtonLayout
    var accessibility: AccessibilityReport

    enum Keys: String, CodingKey { case accessibility, handOff }

    func encode(to encoder: Encoder) throws {
        try layout.encode(to: encoder)
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(accessibility, forKey: .accessibility)
        try c.encode(HandOffWords(layout), forKey: .handOff)
    }
}

/// Reading a spec given as JSON text (`inspect --expect-spec`).
public enum ButtonSpecJSON {
    /// Why a spec's JSON was refused: where and what.
    public struct DecodeError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Strictly decodes a spec from JSON text: unknown keys and bad values are errors naming their path.
    public static func decode(_ text: String) throws(DecodeError) -> ButtonSpec {
        do throws(JSONDocument.Failure) {
            return try JSONDocument.decode(ButtonSpec.self, from: Data(text.utf8))
        } catch {
            throw DecodeError(description: error.path.isEmpty
                ? "the spec is not valid JSON: \(error.reason) (line \(error.line), column \(error.column))"
                : "the spec's \(error.path): \(error.reason)")
        }
    }
}
