import ButtonGeometry
import Foundation
import Testing
@testable import ButtonRender

/// Manifests and specs are read strictly: whatever is not understood is an error that says
/// where and what, never a default that quietly becomes a golden.
@Suite struct StrictManifestTests {
    func error(_ json: String) -> String? {
        do {
            _ = try CaseList.parse(Data(json.utf8), path: "m.json")
            return nil
        } catch {
            return "\(error)"
        }
    }

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
        #expect(try CaseList.load(path).cases.count == 88)
    }

    @Test func nearestNameIsATypoNotAGuess() {
        #expect(StrictDecoding.nearest("sytle", in: ["style", "size"]) == "style")
        #expect(StrictDecoding.nearest("STYLE", in: ["style"]) == "style")
        #expect(StrictDecoding.nearest("colour", in: ["style", "size", "tint"]) == nil)
    }
}
