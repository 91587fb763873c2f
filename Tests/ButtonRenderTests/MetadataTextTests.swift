import ButtonGeometry
import Foundation
import Testing
@testable import ButtonRender
@testable import ButtonRenderGoldens

/// The metadata every image carries: the same bytes as the goldens were written with, and a
/// spec written and read back is the same spec.
@Suite struct MetadataTextTests {
    /// Specs with every optional field given, several roles, fractional sizes and titles that
    /// need escapes: the parts the goldens leave out.
    static let specs = ["Add to Cart", "Say \"hi\"", #"back\slash/slash"#, "tab\tnew\nline\r\u{1}\u{1f}\u{8}\u{c}\u{7f}", "확인 😀 é", ""]
        .enumerated().map { i, title in
            ButtonSpec(
                platform: [.iOS, .macOS, .watchOS][i % 3], roles: i % 2 == 0 ? [.destructive, .primary] : [.cancel],
                content: Content(title: title, subtitle: "sub/\(i)", symbol: "plus", loading: i % 2 == 1, loadingTitle: "Loading…", ellipsis: true),
                tint: i % 2 == 0 ? .system(.systemPink) : .custom(RGBA(1, 2, 3, 4)), cornerRadius: 7.25, scale: [1, 2, 3, 1.5, 2.5, 0.1][i],
                width: 123.456, height: 1e-7 * Double(i + 1), spinnerFrame: i, value: .off, onOffLabels: i == 0)
        }

    @Test func specsReadBackAsTheyWereWritten() throws {
        for spec in Self.specs {
            #expect(try JSONDecoder().decode(ButtonSpec.self, from: try LayoutJSON.encodeSpec(spec)) == spec)
            let c = RenderCase(name: "x", spec: spec, background: .system(.systemBackground))
            #expect(try CaseList.parse(Data(("[" + (try c.metadata()) + "]").utf8), path: "m").cases == [c])
        }
        let spinner = RenderCase(name: "s", subject: .spinner(.init(size: .large, appearance: .dark, frame: 3, scale: 3)))
        #expect(try CaseList.parse(Data(("[" + (try spinner.metadata()) + "]").utf8), path: "m").cases == [spinner])
    }

    /// The text itself, written out by hand: compact, keys in byte order, slashes unescaped,
    /// control characters escaped, whole numbers without ".0", optional fields only when set.
    @Test func theTextOfASpecWithEverythingGiven() throws {
        let text = String(decoding: try LayoutJSON.encodeSpec(Self.specs[3]), as: UTF8.self)
        #expect(text == ##"{"appearance":"light","buttonShapes":false,"content":{"ellipsis":true,"imagePlacement":"leading","loading":true,"loadingTitle":"Loading…","subtitle":"sub/3","symbol":"plus","title":"tab\tnew\nline\r\u0001\u001f\b\f\##u{7f}"},"cornerCurve":"continuous","cornerRadius":7.25,"cornerStyle":"dynamic","direction":"ltr","height":4e-07,"platform":"ios","role":"cancel","scale":1.5,"scrolling":false,"sideBySide":false,"size":"large","spinnerFrame":3,"state":"normal","style":"filled","textSize":"l","tint":"#01020304","value":"off","watchWidth":198,"width":123.456}"##)
    }

    /// The goldens were written by the metadata writers before this one (JSONEncoder, then an
    /// Encoder of our own): every case's text must be what its golden carries, byte for byte.
    @Test func everyGoldenCarriesTheTextWrittenNow() throws {
        let suite = try GoldenSuite(directory: GoldenTests.golden)
        #expect(suite.cases.count == 127)
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
