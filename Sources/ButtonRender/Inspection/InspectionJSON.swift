#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Inspect

/// The JSON form of measurements and comparisons: sorted keys, so output is stable.
public enum InspectionJSON {
    /// Encodes a value as inspect's JSON: sorted keys, two-space indent.
    public static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }
}
