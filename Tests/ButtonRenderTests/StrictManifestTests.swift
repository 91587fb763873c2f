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
        // The content's fields may stand at the top level, as the flags give them; not in two places.
        #expect(error(#"[{"name": "x", "spec": {"title": "Add to Cart"}}]"#) == nil)
        let twice = try #require(error(#"[{"name": "x", "spec": {"title": "Add to Cart", "content": {"symbol": "cart"}}}]"#))
        #expect(twice.contains(#""title" is a field of "content", which is given too"#), "\(twice)")
        let flagTypo = try #require(error(#"[{"name": "x", "spec": {"corner-stlye": "capsule"}}]"#))
        #expect(flagTypo.contains(#"did you mean "corner-style""#), "\(flagTypo)")
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
        #expect(try CaseList.load(path).cases.count == 127)
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

    /// What the scan passes, JSONDecoder reads as JSON defines it: escapes, surrogate pairs,
    /// numbers at the edges of the grammar, keys spelled with escapes.
    @Test func escapesAndNumbersReadAsJSONDefinesThem() throws {
        let list = try CaseList.parse(Data(#"""
            [{"name":"x","spec":{"content":{"title":"tab\t q\" sl\/ bsl\\ \u00e9\u0041 \ud83d\ude00 é 한국어"},"scale":0E+2,"width":-2E-2,"height":1e3}},
             {"n\u0061me":"y","spec":{}}]
            """#.utf8), path: "m.json")
        let spec = try #require(list.cases.first?.spec)
        #expect(spec.content.title == "tab\t q\" sl/ bsl\\ éA 😀 é 한국어")
        #expect(spec.scale == 0 && spec.width == -0.02 && spec.height == 1000)
        #expect(list.cases.last?.name == "y")
        // The one spelling of a number JSONDecoder refuses (RFC 8259 allows it) is named, with its place.
        #expect(error(#"[{"name":"x","spec":{"scale":0e5}}]"#)?.hasPrefix("m.json:1:30: JSONDecoder does not read a zero written as 0e") == true)
        #expect(error(#"[{"name":"x","sp\u0065c":{},"spec":{}}]"#)?.contains(#"the key "spec" is given twice"#) == true)
        for bad in ["01", "0.", ".5", "1e", "-", "1.e3", "0x1"] {
            #expect(error(#"[{"name":"x","spec":{"scale":"# + bad + "}}]")?.contains("malformed number") == true || bad == ".5" || bad == "0x1", "\(bad)")
            #expect(error(#"[{"name":"x","spec":{"scale":"# + bad + "}}]") != nil, "\(bad)")
        }
    }

    @Test func kindsAndRepeatsAreNamed() throws {
        #expect(error(#"[{"name":"x","spec":{"scale":"2"}}]"#) == "m.json:1:30: [0].spec.scale: expected a number but found a string")
        #expect(error(#"[{"name":"x","spec":{"content":{"loading":1}}}]"#) == "m.json:1:43: [0].spec.content.loading: expected true or false but found a number")
        #expect(error(#"[{"name":"x","spec":{"role":["primary",3]}}]"#) == "m.json:1:40: [0].spec.role[1]: expected a string but found a number")
        #expect(error(#"[{"name":"x","spec":{"style":"gray","style":"plain"}}]"#) == #"m.json:1:45: [0].spec.style: the key "style" is given twice"#)
        #expect(error(#"{"cases": {}}"#) == "m.json:1:11: cases: expected an array but found an object")
        #expect(error(#"[{"name":"x","spec":3}]"#) == "m.json:1:21: [0].spec: expected an object but found a number")
        #expect(error(#"[{"spec":{}}]"#) == #"m.json:1:2: [0]: missing "name""#)
        #expect(error(#"[{"name":"x","spec":{"tint":"bleu"}}]"#)?.contains("[0].spec.tint: color 'bleu' is not #RRGGBB") == true)
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
        try handle.truncate(atOffset: UInt64(JSONDocument.maximumSize + 1))
        try handle.close()
        #expect(throws: CaseList.FormatError.self) { try CaseList.load(path.path) }
        do { _ = try CaseList.load(path.path) } catch {
            #expect("\(error)".contains("the file is \(JSONDocument.maximumSize + 1) bytes; the most a case list may have is"))
        }
        try FileHandle(forWritingTo: path).truncate(atOffset: 2)
        #expect(try CaseList.load(path.path).cases.isEmpty)
    }

    /// A leading UTF-8 byte-order mark is skipped, and columns are counted without it.
    @Test func byteOrderMarkIsSkipped() throws {
        let bom = Data([0xEF, 0xBB, 0xBF])
        #expect(try CaseList.parse(bom + Data(#"[{"name": "a", "spec": {}}]"#.utf8), path: "m.json").cases.map(\.name) == ["a"])
        do {
            _ = try CaseList.parse(bom + Data(#"[{"name": "a", "spec": {"sytle": "gray"}}]"#.utf8), path: "m.json")
            Issue.record("a typo was accepted")
        } catch {
            #expect("\(error)".hasPrefix("m.json:1:34: [0].spec.sytle"), "\(error)")
        }
    }

    /// A name beginning with `-` is refused (it would be an option on a command line); the
    /// goldens' own manifest has none.
    @Test func namesMayNotBeginWithADash() throws {
        for name in ["-h", "--only", "-"] {
            #expect(throws: RenderCaseError.invalidName(name)) { try RenderCase(name: name, spec: ButtonSpec()).validateName() }
        }
        try RenderCase(name: "a-b", spec: ButtonSpec()).validateName()
        #expect(try GoldenSuite(directory: GoldenTests.golden).cases.count > 100)
    }
}
