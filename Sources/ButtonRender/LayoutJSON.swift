import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON forms of specs and layouts: sorted keys, so output is stable.
public enum LayoutJSON {
    /// A layout as --layout-json prints it.
    public static func encode(_ layout: ButtonLayout) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(layout)
    }

    /// A spec as JSON, every field given (what a PNG's iTXt chunk holds).
    public static func encodeSpec(_ spec: ButtonSpec) throws -> Data {
        Data(try SortedJSONEncoder().encode(spec).utf8)
    }
}

/// Reading a spec given as JSON text (`inspect --expect-spec`).
public enum ButtonSpecJSON {
    /// Why a spec's JSON was refused: the decoder's own account of where and what.
    public struct DecodeError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Strictly decodes a spec from JSON text: unknown keys and bad values are errors naming their path.
    public static func decode(_ text: String) throws(DecodeError) -> ButtonSpec {
        do {
            return try JSONDecoder().decode(ButtonSpec.self, from: Data(text.utf8))
        } catch let DecodingError.dataCorrupted(context) {
            // With a path it is a value or key the spec does not take; without one, bad JSON.
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw DecodeError(description: path.isEmpty
                ? "the spec is not valid JSON: \(context.debugDescription)"
                : "the spec's \(path): \(context.debugDescription)")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw DecodeError(description: "the spec's \(context.codingPath.map(\.stringValue).joined(separator: ".")) is wrong: \(context.debugDescription)")
        } catch {
            throw DecodeError(description: "the spec could not be read: \(error)")
        }
    }
}
