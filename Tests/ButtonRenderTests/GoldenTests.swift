import ButtonGeometry
import Foundation
import PNG
import Raster
import Testing
@testable import ButtonRender
@testable import ButtonRenderGoldens

/// Every case of Golden/manifest.json, rendered fresh and compared pixel for pixel.
@Suite struct GoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")

    @Test func everyCaseMatchesItsGolden() throws {
        let suite = try GoldenSuite(directory: Self.golden)
        // The README states 127 cases; every one has its PNG and every PNG its case.
        let pngs = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path).filter { $0.hasSuffix(".png") }
        #expect(suite.cases.count == 127 && pngs.count == 127)
        let renderer = try Renderer()
        let outcomes = suite.check(suite.cases, options: .exact, renderer: renderer)
        let failed = outcomes.filter { $0.status != .passed }
        // BUTTONRENDER_RECORD=failed swift test re-records what changed, and still fails once.
        let mode = try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
        let recorded = try suite.record(outcomes.filter { mode.records($0.status) }.map(\.case), renderer: renderer, mode: mode)
        for (name, change) in recorded where change != .unchanged {
            Issue.record("recorded golden '\(name)' (\(RecordMode.environmentVariable)=\(mode.rawValue)): \(change); run the tests again to verify")
        }
        if !failed.isEmpty {
            let report = try GoldenReport.write(outcomes, orphans: suite.orphans(), to: GoldenReport.folder(nil))
            for o in failed {
                Issue.record("golden case '\(o.case.name)' \(o.status.rawValue): \(o.message); report: \(report.path)")
            }
        }
        #expect(suite.orphans().isEmpty, "goldens no case names: \(suite.orphans())")
    }
}

@Suite struct ComparisonTests {
    static func sample() throws -> Pixmap {
        try Renderer().render(ButtonSpec(style: .filled, size: .small, content: Content(title: "Go"), scale: 1)).image
    }

    @Test func identicalImagesPass() throws {
        let a = try Self.sample()
        let r = ImageComparison.compare(expected: a, actual: a)
        #expect(r.passed && r.differentPixels == 0 && r.summary == "identical")
    }

    @Test func onePixelChangeFails() throws {
        let a = try Self.sample()
        var b = a
        b[5, 7] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        let r = ImageComparison.compare(expected: a, actual: b)
        #expect(!r.passed && r.differentPixels == 1)
        #expect(r.largestAt! == (5, 7) && r.bounds! == (5, 7, 1, 1))
        #expect(r.summary.contains("1 of") && r.summary.contains("at (5, 7)"))
        #expect(ImageComparison.compare(expected: a, actual: b, options: .init(maxDifferentPixels: 1)).passed)
    }

    @Test func oneLevelChangeFailsAtDeltaZero() throws {
        let a = try Pixmap(width: 4, height: 4, fill: RGBA(red: 10, green: 20, blue: 30))
        var b = a
        b[2, 2] = RGBA(red: 11, green: 20, blue: 30).premultiplied
        let strict = ImageComparison.compare(expected: a, actual: b, options: .init(maxChannelDelta: 0))
        #expect(!strict.passed && strict.largestDelta == 1)
        #expect(ImageComparison.compare(expected: a, actual: b, options: .init(maxChannelDelta: 1)).passed)
    }

    @Test func sizeChangeIsItsOwnKind() throws {
        let a = try Pixmap(width: 4, height: 4), b = try Pixmap(width: 5, height: 4)
        let r = ImageComparison.compare(expected: a, actual: b)
        #expect(!r.passed && r.sizeMismatch != nil)
        #expect(r.summary == "size differs: expected 4x4 px, got 5x4 px")
    }

    /// A shape moved by half a pixel differs only on its antialiased edges; a recolored one
    /// differs everywhere. The perceptual mode tells them apart.
    @Test func perceptualModeSetsApartAntialiasing() throws {
        func disc(_ x: Double, _ color: RGBA) throws -> Pixmap {
            var i = try Pixmap(width: 40, height: 40, fill: .white)
            i.fill(Shapes.roundedRect(Rect(x: x, y: 8, width: 20, height: 20), radius: 6, curve: .continuous), with: color)
            return i
        }
        let base = try disc(8, .black)
        let shifted = try disc(8.5, .black)
        let perceptual = ImageComparison.Options(perceptual: true)
        let moved = ImageComparison.compare(expected: base, actual: shifted, options: perceptual)
        #expect(moved.antialiasedPixels > 0)
        #expect(moved.differentPixels < moved.antialiasedPixels)
        let recolored = ImageComparison.compare(expected: base, actual: try disc(8, RGBA(red: 200, green: 0, blue: 0)), options: perceptual)
        #expect(recolored.differentPixels > 300 && !recolored.passed)
        // The diff image marks antialiasing-only pixels yellow and changed ones red.
        let diff = try #require(moved.diff)
        #expect(diff.pixels.contains(RGBA(red: 255, green: 255, blue: 0).premultiplied.packed))
    }

    @Test func corruptGoldenIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"cases":[{"name":"a","spec":{"style":"filled"}}]}"#.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let suite = try GoldenSuite(directory: folder)
        _ = try suite.record(suite.cases, renderer: try Renderer())
        let path = folder.appendingPathComponent("a.png")
        let data = try Data(contentsOf: path)
        try data.prefix(data.count / 2).write(to: path)
        let outcome = suite.check(suite.cases, options: .exact, renderer: try Renderer())[0]
        #expect(outcome.status == .corrupt && outcome.message.contains(path.path) && outcome.message.contains("truncated"))
    }

    @Test func malformedCaseListNamesLineAndColumn() throws {
        let text = "{\n  \"cases\": [\n    {\"name\": \"a\", \"spec\": {\"style\": \"filled\",}}\n  ]\n}\n"
        #expect {
            try CaseList.parse(Data(text.utf8), path: "m.json")
        } throws: { error in
            guard let e = error as? CaseList.FormatError else { return false }
            return e.line == 3 && e.column == 46 && e.description.hasPrefix("m.json:3:46:")
        }
        let badValue = "[\n  {\"name\": \"a\",\n   \"spec\": {\"style\": \"shiny\"}}\n]"
        #expect {
            try CaseList.parse(Data(badValue.utf8), path: "b.json")
        } throws: { error in
            guard let e = error as? CaseList.FormatError else { return false }
            return e.line == 3 && e.description.contains("style")
        }
    }

    @Test func reportAndJUnitAreWritten() throws {
        let a = try Self.sample()
        var b = a
        b[3, 3] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        let result = ImageComparison.compare(expected: a, actual: b)
        let outcome = CaseOutcome(
            case: RenderCase(name: "x", spec: ButtonSpec()), status: .changed, goldenPath: "Golden/x.png", result: result,
            expected: a, actual: b, message: result.summary)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try GoldenReport.write([outcome], orphans: ["old.png"], to: folder)
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(html.contains("x/expected.png") && html.contains("x/actual.png") && html.contains("x/diff.png"))
        #expect(html.contains("Changed: <b>1</b>") && html.contains("old.png") && !html.contains("http"))
        for file in ["expected.png", "actual.png", "diff.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x/\(file)").path))
        }
        // Every mode says what it shows and which side is which; the jump control carries the
        // changed pixels' box (one pixel at 3, 3).
        #expect(html.contains("Side by side: expected (the golden), actual (this render)"))
        #expect(html.contains("Diff: red pixels changed"))
        #expect(html.contains("left of the edge <b>actual</b>") && html.contains("right of it <b>expected</b>"))
        #expect(html.contains("now showing <b class=showing>expected</b>") && html.contains("data-other-name=actual"))
        #expect(html.contains("data-bounds=\"3,3,1,1\"") && html.contains("1×1 px at (3, 3)"))
        #expect(html.contains("buttonrender record --only x"))
        let junit = folder.appendingPathComponent("junit.xml").path
        try GoldenReport.writeJUnit([outcome], to: junit)
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<failure message=\"1 of"))
    }
}

/// Which checked cases each record mode writes, as swift-snapshot-testing's modes do.
@Suite struct RecordModeTests {
    @Test func eachModeSelectsItsStatuses() throws {
        let all: [CaseOutcome.Status] = [.passed, .changed, .new, .corrupt, .failed]
        func selected(_ mode: RecordMode) -> [CaseOutcome.Status] { all.filter(mode.records) }
        #expect(selected(.never) == [])
        #expect(selected(.missing) == [.new])
        #expect(selected(.failed) == [.changed, .new, .corrupt])
        #expect(selected(.all) == [.passed, .changed, .new, .corrupt])
    }

    /// `failed` compares under the caller's options: a golden within them is kept.
    @Test func failedKeepsAGoldenWithinTheTolerance() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"cases":[{"name":"a","spec":{"style":"filled"}}]}"#.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let suite = try GoldenSuite(directory: folder), renderer = try Renderer()
        _ = try suite.record(suite.cases, renderer: renderer)
        let path = folder.appendingPathComponent("a.png")
        var image = try PNG.decode(try Data(contentsOf: path))
        image[3, 3] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        let edited = try PNG.encode(image, scale: 2)
        try edited.write(to: path)
        let kept = try suite.record(suite.cases, renderer: renderer, mode: .failed, options: .init(maxDifferentPixels: 1))
        #expect(kept.map(\.change) == [.unchanged])
        #expect(try Data(contentsOf: path).elementsEqual(edited))
        let missing = try suite.record(suite.cases, renderer: renderer, mode: .missing)
        #expect(missing.map(\.change) == [.unchanged])
        #expect(try Data(contentsOf: path).elementsEqual(edited))
        let written = try suite.record(suite.cases, renderer: renderer, mode: .failed)
        #expect(written.count == 1 && written[0].change != .unchanged)
        #expect(try Data(contentsOf: path) != edited)
    }

    @Test func theEnvironmentVariableNamesAModeOrIsRefused() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .never)
        #expect(try RecordMode.fromEnvironment(["BUTTONRENDER_RECORD": "Failed"]) == .failed)
        #expect(throws: RecordModeError(value: "1", source: "BUTTONRENDER_RECORD")) {
            try RecordMode.fromEnvironment(["BUTTONRENDER_RECORD": "1"])
        }
    }
}
