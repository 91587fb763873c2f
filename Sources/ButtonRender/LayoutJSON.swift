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
        Data(try spec.json.sortedText().utf8)
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
        switch JSONSyntax.parse(Data(text.utf8)) {
        case .failure(let syntax):
            throw DecodeError(description: "the spec is not valid JSON: \(syntax.reason) (line \(syntax.line), column \(syntax.column))")
        case .success(let json):
            do {
                return try ButtonSpec(json: json, at: JSONPath())
            } catch {
                throw DecodeError(description: error.path.components.isEmpty ? "the spec: \(error.reason)" : "the spec's \(error.path): \(error.reason)")
            }
        }
    }
}
