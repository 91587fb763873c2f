import ButtonGeometry
import Foundation
import Testing
@testable import ButtonRender

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
}
