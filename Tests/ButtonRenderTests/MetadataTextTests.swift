import ButtonGeometry
import Foundation
import Testing
@testable import ButtonRender
@testable import ButtonRenderGoldens

/// The metadata writer (`JSONValue.sortedText`) against Foundation's JSONEncoder with the same
/// options, and against the text the goldens carry: the same bytes, since every image holds it.
@Suite struct MetadataTextTests {
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
        let numbers: [Double] = [2, 0.5, 1e-7, 1e21, -0.0, 5e-324, 0.30000000000000004, 1e16, 123456789012, -1, 9007199254740993]
        let keys = ["b", "B", "a10", "a9", "_x", "é", "e", "aB", "ab", "a\"q", "ctl\u{1}"]
        let sample = JSONValue.object([
            ("numbers", .array(numbers.map(JSONValue.number))),
            ("flags", .array([.bool(true), .bool(false), .null])),
            ("nested", .array([.array([]), .array([.string("a")]), .array([.string("b"), .object([])])])),
            ("keys", .object(keys.enumerated().map { ($1, .number(Double($0))) })),
            ("sorted", .object([("a", .null), ("b", .null)])),
        ])
        #expect(try sample.sortedText() == (try Self.foundation(sample)))
        #expect(try JSONValue.number(.pi).sortedText() == (try Self.foundation([Double.pi])).dropFirst().dropLast())
    }

    @Test func numbersJSONCannotHoldAreRefused() {
        #expect(throws: JSONWriteError.self) { try JSONValue.array([.number(.nan)]).sortedText() }
        #expect(throws: JSONWriteError.self) { try JSONValue.object([("x", .number(.infinity))]).sortedText() }
        #expect(throws: (any Error).self) { try Self.foundation([Double.nan]) }
    }

    /// The goldens were written by the metadata writers before this one (JSONEncoder, then an
    /// Encoder of our own): every case's text must be what its golden carries, byte for byte.
    @Test func everyGoldenCarriesTheTextWrittenNow() throws {
        let suite = try GoldenSuite(directory: GoldenTests.golden)
        #expect(suite.cases.count == 107)
        for c in suite.cases {
            let file = try Data(contentsOf: GoldenTests.golden.appendingPathComponent(c.name + ".png"))
            let carried = try #require(PNG.metadata(in: file), "\(c.name)")
            #expect(carried == (try c.metadata()), "\(c.name)")
        }
        // And the reader finds nothing where there is nothing, or where the file is damaged.
        let image = try Pixmap(width: 2, height: 2, fill: .clear)
        #expect(PNG.metadata(in: try PNG.encode(image)) == nil)
        var damaged = try PNG.encode(image, metadata: "{}")
        #expect(PNG.metadata(in: damaged) == "{}")
        damaged[damaged.count - 20] ^= 1
        #expect(PNG.metadata(in: damaged) == nil)
    }

    /// What is written now reads back: every golden case's text, compressed into a fresh encode's
    /// iTXt chunk, inflates (through zlib, not our encoder) to the same text.
    @Test func freshEncodesCarryTheirText() throws {
        let suite = try GoldenSuite(directory: GoldenTests.golden)
        let image = try Pixmap(width: 2, height: 2, fill: .clear)
        for c in suite.cases {
            let text = try c.metadata()
            #expect(PNG.metadata(in: try PNG.encode(image, scale: 2, metadata: text)) == text, "\(c.name)")
        }
    }
}
