import ButtonGeometry
import Foundation
import Testing
@testable import ButtonRender

/// The metadata writer against Foundation's JSONEncoder with the same options: the text must be
/// the same bytes, since every image carries it and `check` compares images.
@Suite struct SortedJSONEncoderTests {
    static func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func everyGoldenCaseIsWrittenAsJSONEncoderWritesIt() throws {
        let suite = try GoldenSuite(directory: GoldenTests.golden)
        #expect(suite.cases.count > 100)
        for c in suite.cases {
            #expect(try c.metadata() == (try Self.foundation(c)), "\(c.name)")
        }
    }

    /// Specs with every optional field given, several roles, fractional sizes and titles that
    /// need escapes: the parts the goldens leave out.
    @Test func specsWithEverythingGiven() throws {
        let titles = ["Add to Cart", "Say \"hi\"", #"back\slash/slash"#, "tab\tnew\nline\r\u{1}\u{1f}\u{8}\u{c}\u{7f}", "확인 😀 é", ""]
        let specs = titles.enumerated().map { i, title in
            ButtonSpec(
                platform: [.iOS, .macOS, .watchOS][i % 3], roles: i % 2 == 0 ? [.destructive, .primary] : [.cancel],
                content: Content(title: title, subtitle: "sub/\(i)", symbol: "plus", loading: i % 2 == 1, loadingTitle: "Loading…", ellipsis: true),
                tint: i % 2 == 0 ? .system(.systemPink) : .custom(RGBA(1, 2, 3, 4)), cornerRadius: 7.25, scale: [1, 2, 3, 1.5, 2.5, 0.1][i],
                width: 123.456, height: 1e-7 * Double(i + 1), spinnerFrame: i, value: .off, onOffLabels: i == 0)
        }
        for spec in specs {
            #expect(String(decoding: try LayoutJSON.encodeSpec(spec), as: UTF8.self) == (try Self.foundation(spec)))
            let c = RenderCase(name: "x", spec: spec, background: .system(.systemBackground))
            #expect(try c.metadata() == (try Self.foundation(c)))
        }
        let spinner = RenderCase(name: "s", subject: .spinner(.init(size: .large, appearance: .dark, frame: 3, scale: 3)))
        #expect(try spinner.metadata() == (try Self.foundation(spinner)))
    }

    /// Numbers, keys and nesting beyond what a spec holds.
    @Test func numbersKeysAndNesting() throws {
        struct Sample: Encodable {
            var numbers: [Double] = [2, 0.5, 1e-7, 1e21, -0.0, 5e-324, 0.30000000000000004, 1e16, 123456789012]
            var floats: [Float] = [1.1, 3, 1e30]
            var integers: [Int] = [0, -1, Int.max, Int.min]
            var small: [UInt8] = [0, 255]
            var flags = [true, false]
            var missing: Int? = nil
            var nested: [[String]] = [[], ["a"], ["b", "c"]]
            var keys: [String: Int] = ["b": 1, "B": 2, "a10": 3, "a9": 4, "_x": 5, "é": 6, "e": 7, "aB": 8, "ab": 9]
            var empty: [String: Int] = [:]
        }
        let encoder = SortedJSONEncoder()
        #expect(try encoder.encode(Sample()) == (try Self.foundation(Sample())))
        #expect(try encoder.encode(Optional<Int>.none) == (try Self.foundation(Optional<Int>.none)))
        #expect(try encoder.encode([Double.pi]) == (try Self.foundation([Double.pi])))
    }

    @Test func numbersJSONCannotHoldAreRefused() {
        #expect(throws: (any Error).self) { try SortedJSONEncoder().encode([Double.nan]) }
        #expect(throws: (any Error).self) { try SortedJSONEncoder().encode(["x": Double.infinity]) }
        #expect(throws: (any Error).self) { try Self.foundation([Double.nan]) }
    }
}
