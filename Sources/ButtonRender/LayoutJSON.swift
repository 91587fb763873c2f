import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON forms of specs and layouts: sorted keys, so output is stable.
public enum LayoutJSON {
    public static func encode(_ layout: ButtonLayout) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(layout)
    }

    public static func encodeSpec(_ spec: ButtonSpec) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(spec)
    }
}
