import ButtonGeometry
import Foundation
import Testing
@testable import ButtonRender
@testable import ButtonRenderGoldens

/// The message a case list is refused with, or nil when it is accepted.
func error(_ json: String) -> String? {
    do {
        _ = try CaseList.parse(Data(json.utf8), path: "m.json")
        return nil
    } catch {
        return "\(error)"
    }
}

/// Manifests and specs are read strictly: whatever is not understood is an error that says
/// where and what, never a default that quietly becomes a golden.
@Suite struct StrictManifestTests {
    @Test func unknownKeysNameThemselvesAndTheNearestValidKey() throws {
        let typo = try #require(error(#"{"cases": [{"name": "x", "spec": {"sytle": "gray"}}]}"#))
        #expect(typo.contains("cases[0].spec.sytle") && typo.contains(#"did you mean "style""#) && typo.hasPrefix("m.json:1:"), "\(typo)")
        let misplaced = try #require(error(#"[{"name": "x", "spec": {"title": "Add to Cart"}}]"#))
        #expect(misplaced.contains(#"did you mean "content.title""#), "\(misplaced)")
        let content = try #require(error(#"[{"name": "x", "spec": {"content": {"titel": "Hi"}}}]"#))
        #expect(content.contains("[0].spec.content.titel") && content.contains(#"did you mean "title""#))
        let spinner = try #require(error(#"[{"name": "s", "spinner": {"sise": "large"}}]"#))
        #expect(spinner.contains(#"did you mean "size""#))
        let caseKey = try #require(error(#"[{"name": "x", "spce": {}}]"#))
        #expect(caseKey.contains(#"unknown key "spce""#))
        let top = try #require(error(#"{"cases": [], "case": 1}"#))
        #expect(top.contains(#"unknown key "case""#))
    }

    @Test func enumErrorsListTheValidValues() throws {
        let style = try #require(error(#"[{"name": "x", "spec": {"style": "grey"}}]"#))
        #expect(style.contains(#"did you mean "gray""#) && style.contains("filled, tinted, gray, plain"), "\(style)")
        let role = try #require(error(#"[{"name": "x", "spec": {"role": ["primry"]}}]"#))
        #expect(role.contains("spec.role[0]") && role.contains("normal, primary, cancel, destructive"), "\(role)")
        #expect(error(#"[{"name": "x", "spec": {"role": ["primary", "cancel"]}}]"#) == nil)
        #expect(error(#"[{"name": "x", "spec": {"role": "destructive"}}]"#) == nil)
    }

    @Test func aCaseRendersExactlyOneThing() throws {
        #expect(try #require(error(#"[{"name": "x", "spec": {}, "spinner": {}}]"#)).contains("not both"))
        #expect(try #require(error(#"[{"name": "x"}]"#)).contains(#"needs "spec" or "spinner""#))
    }

    /// A spinner scale of 1e9 overflowed the canvas arithmetic and killed the process; it is
    /// refused with the CLI's range, as is 100 (3,700 px), which used to render.
    @Test func spinnerScaleHasTheCLIsRange() throws {
        let renderer = try Renderer()
        for scale in [1e9, 1e18, 1e300, -9.22e18, 100, 0.1] {
            let c = RenderCase(name: "s", spinner: RenderCase.SpinnerCase(scale: scale))
            #expect(throws: RenderCaseError.self) { try c.prepare(with: renderer) }
        }
        #expect(throws: Never.self) { try RenderCase(name: "s", spinner: RenderCase.SpinnerCase(scale: 8)).prepare(with: renderer) }
    }

    /// The shipped manifest is still accepted whole.
    @Test func goldenManifestIsStrictlyValid() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/manifest.json").path
        #expect(try CaseList.load(path).cases.count == 107)
    }

    @Test func nearestNameIsATypoNotAGuess() {
        #expect(StrictDecoding.nearest("sytle", in: ["style", "size"]) == "style")
        #expect(StrictDecoding.nearest("STYLE", in: ["style"]) == "style")
        #expect(StrictDecoding.nearest("colour", in: ["style", "size", "tint"]) == nil)
    }
}

/// Syntax errors the decoder used to report as "1:1: The given data was not valid JSON",
/// each now with its line, column and reason.
@Suite struct ManifestSyntaxTests {
    @Test(arguments: [
        (#"[{"name":"x","spec":{"content":{"title":"\q"}}}]"#, "m.json:1:42: invalid escape"),
        (#"[{"name":"x","spec":{"content":{"title":"\ud800"}}}]"#, "high surrogate"),
        (#"[{"name":"x","spec":{"content":{"title":"\udc00"}}}]"#, "low surrogate"),
        ("[{\"name\":\"x\",\n\"spec\":{\n\"spinnerFrame\": 2.5}}]", "m.json:3:17: [0].spec.spinnerFrame: 2.5 is not a whole number"),
        (#"[{"name":"x","spec":{"spinnerFrame": 123456789012345678901}}]"#, "spinnerFrame: 1.2345678901234568e+20 is far too large"),
        (#"[{"name":"x","spec":{"scale": 1e400}}]"#, "a number too large"),
        (#"[{"name":"x","spec":{"scale": 01}}]"#, "malformed number"),
        (#"[{"name":"x","spec":{"scale": 2.}}]"#, "malformed number"),
        // Strings are only scanned when nothing is wrong with them: what stops the scan must still be found.
        ("[{\"name\":\"a\tb\"}]", "m.json:1:12: control character in a string"),
        (#"[{"name":"abc"#, "m.json:1:10: unterminated string"),
        (#"[{"name":"x","spec":{"style": tru}}]"#, "unexpected character 't'"),
    ])
    func reportsWhereAndWhat(json: String, expected: String) throws {
        let e = try #require(error(json))
        #expect(e.contains(expected), "\(e)")
        #expect(!e.contains("not valid JSON"))
    }

    @Test func invalidUTF8IsNamed() throws {
        var bytes = Array(#"[{"name":"x","spec":{"content":{"title":"é"}}}]"#.utf8)
        bytes[bytes.count - 6] = 0xFF
        let e = try #require({ () -> String? in
            do { _ = try CaseList.parse(Data(bytes), path: "m.json"); return nil } catch { return "\(error)" }
        }())
        #expect(e.contains("not valid UTF-8"), "\(e)")
    }

    /// Nesting is refused at 64 levels while reading: a 40 KB file 20,000 levels deep took
    /// 17.6 s and 3.2 GB (the path was copied at every level); now it fails at once.
    @Test func deepNestingFailsFast() throws {
        let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        let start = ContinuousClock.now
        let e = try #require(error(deep))
        #expect(e.contains("nested deeper than 64 levels"))
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(error(String(repeating: "[", count: 60) + String(repeating: "]", count: 60))?.contains("nested") != true)
    }

    /// Two cases of one name wrote one file; which spec won depended on scheduling.
    @Test func duplicateNamesAreRefused() throws {
        let e = try #require(error("{\"cases\": [{\"name\":\"a\",\"spec\":{}},\n{\"name\":\"b\",\"spec\":{}},\n{\"name\":\"A\",\"spinner\":{}}]}"))
        #expect(e.contains("m.json:3:9: cases[2].name: \"A\" is already the name of case 0"), "\(e)")
        #expect(error(#"[{"name":"a","spec":{}},{"name":"a.b","spec":{}}]"#) == nil)
    }

    /// The case list is read by our own parser, not JSONDecoder (25 µs a case through Codable,
    /// about 7 with the same rules over our tree). What it reads must be what Foundation reads:
    /// every value kind, escapes, numbers at the edges of the integer fast path, and nesting.
    @Test(arguments: [
        #"{"a": [1, -1, 0, -0, 123456789012345, 1234567890123456, 2.5, 1e3, -2E-2, 0.1]}"#,
        #"["tab\t", "nl\n", "cr\r", "bs\b", "ff\f", "q\"", "sl\/", "bsl\\", "\u00e9\u0041", "\ud83d\ude00", "é 한국어"]"#,
        #"{"t": true, "f": false, "n": null, "e": {}, "l": [], "o": {"x": [{"y": [null]}]}}"#,
        "  [ 1 ,\n\t{ \"k\" : \"v\" } ]  ",
    ])
    func ourTreeIsFoundations(json: String) throws {
        let ours = try JSONSyntax.parse(Data(json.utf8)).get()
        let theirs = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        #expect(ours.keySorted == theirs, "\(ours)")
    }

    /// RFC 8259's grammar, where Foundation's parser departs from it: a zero followed by an
    /// exponent is a number (found by fuzzing the two parsers against each other).
    @Test func zeroWithAnExponentIsANumber() throws {
        #expect(try JSONSyntax.parse(Data("[0e5, -0E+2, 0e-0]".utf8)).get() == .array([.number(0), .number(-0.0), .number(0)]))
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Double.self, from: Data("0e5".utf8)) }  // Foundation's view
        #expect(error(#"[{"name":"x","spec":{"scale":0e5}}]"#) == nil)
        for bad in ["01", "0.", ".5", "1e", "-", "1.e3", "0x1"] {
            #expect(throws: JSONSyntax.Failure.self) { try JSONSyntax.parse(Data(bad.utf8)).get() }
        }
    }

    /// Every golden case reads to the same case through our parser and through JSONDecoder (the
    /// Codable conformances, which hand Foundation's tree to the same reader).
    @Test func goldenManifestReadsAsJSONDecoderReadsIt() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Golden/manifest.json"))
        let ours = try CaseList.parse(data, path: "manifest.json").cases
        struct Wrapped: Decodable { var cases: [RenderCase] }
        let theirs = try JSONDecoder().decode(Wrapped.self, from: data).cases
        #expect(ours.count > 100 && ours == theirs)
    }

    @Test func kindsAndRepeatsAreNamed() throws {
        #expect(error(#"[{"name":"x","spec":{"scale":"2"}}]"#) == "m.json:1:30: [0].spec.scale: expected a number but found a string")
        #expect(error(#"[{"name":"x","spec":{"content":{"loading":1}}}]"#) == "m.json:1:43: [0].spec.content.loading: expected true or false but found a number")
        #expect(error(#"[{"name":"x","spec":{"role":["primary",3]}}]"#) == "m.json:1:40: [0].spec.role[1]: expected a string but found a number")
        #expect(error(#"[{"name":"x","spec":{"style":"gray","style":"plain"}}]"#) == #"m.json:1:45: [0].spec.style: the key "style" is given twice"#)
        #expect(error(#"{"cases": {}}"#) == "m.json:1:11: cases: expected an array of cases but found an object")
        #expect(error(#"[{"spec":{}}]"#) == #"m.json:1:2: [0]: missing "name""#)
        #expect(error(#"[{"name":"x","spec":{"tint":"bleu"}}]"#)?.contains("[0].spec.tint: tint 'bleu' is neither") == true)
        // null is absent, for every optional field.
        #expect(error(#"[{"name":"x","spec":{"style":null,"role":null,"content":null}}]"#) == nil)
    }

    /// The Codable conformances keep the strict rules, for anyone decoding a spec themselves.
    @Test func decodableSpecsAreStrictToo() throws {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ButtonSpec.self, from: Data(#"{"sytle": "gray"}"#.utf8)) }
        do {
            _ = try JSONDecoder().decode([ButtonSpec].self, from: Data(#"[{}, {"content": {"titel": "x"}}]"#.utf8))
            Issue.record("a typo was accepted")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["1", "content", "titel"])
            #expect(context.debugDescription.contains(#"did you mean "title""#))
        }
        let spec = try JSONDecoder().decode(ButtonSpec.self, from: Data(#"{"style": "tinted", "role": ["primary"], "scale": 3}"#.utf8))
        #expect(spec == ButtonSpec(style: .tinted, role: .primary, scale: 3))
    }

    /// A file over 64 MiB is refused from its size, before it is read (a sparse file: no disk).
    @Test func oversizedFileIsRefusedUnread() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: path) }
        #expect(FileManager.default.createFile(atPath: path.path, contents: Data("[]".utf8)))
        let handle = try FileHandle(forWritingTo: path)
        try handle.truncate(atOffset: UInt64(JSONSyntax.maximumSize + 1))
        try handle.close()
        #expect(throws: CaseList.FormatError.self) { try CaseList.load(path.path) }
        do { _ = try CaseList.load(path.path) } catch {
            #expect("\(error)".contains("the file is \(JSONSyntax.maximumSize + 1) bytes; the most a case list may have is"))
        }
        try FileHandle(forWritingTo: path).truncate(atOffset: 2)
        #expect(try CaseList.load(path.path).cases.isEmpty)
    }
}
