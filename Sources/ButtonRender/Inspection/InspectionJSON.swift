#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Inspect

/// The JSON form of measurements and comparisons: sorted keys, so output is stable.
package enum InspectionJSON {
    /// Encodes a value as inspect's JSON: sorted keys, two-space indent.
    package static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }

    /// A measurement with its accessibility checks (`ScreenshotAccessibility`) beside its
    /// figures, under the key `accessibility`.
    package static func encode(_ m: Inspection) throws -> Data {
        try encode(MeasurementWithAccessibility(inspection: m, accessibility: m.subject == .button ? ScreenshotAccessibility(m) : nil))
    }
}

/// An inspection's own keys, plus `accessibility`.
private struct MeasurementWithAccessibility: Encodable {
    var inspection: Inspection
    var accessibility: ScreenshotAccessibility?

    enum Keys: String, CodingKey { case accessibility }

    func encode(to encoder: Encoder) throws {
        try inspection.encode(to: encoder)
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(accessibility, forKey: .accessibility)
    }
}
