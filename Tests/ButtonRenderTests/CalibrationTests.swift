import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import ButtonRender

/// Our renders against what Apple's frameworks drew: every entry of the calibration corpus,
/// measured in Apple's image (recorded in the corpus), held against our render of the same
/// spec measured alike. FontFace-dependent figures are reported, not judged.
@Suite struct CalibrationTests {
    static let corpusPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Calibration/apple-renders.json").path

    /// The corpus measured once for the whole suite: every render of every entry is the
    /// suite's largest cost, and both tests read the same results.
    static let calibrated = Result { () throws -> (corpus: CalibrationCorpus, results: [CalibrationResult]) in
        let corpus = try CalibrationCorpus.load(corpusPath)
        return (corpus, try corpus.calibrate(renderer: try Renderer(), images: nil).results)
    }

    @Test func everyCurrentEntryAgreesWithApple() throws {
        let (corpus, results) = try Self.calibrated.get()
        print(CalibrationTable.report(results))
        #expect(results.count == corpus.entries.count)
        for r in results where r.entry.current {
            let differing = r.comparison.figures.filter { $0.verdict == .differs }
            #expect(differing.isEmpty, "\(r.entry.name): \(differing.map { "\($0.figure) Apple \($0.image) ours \($0.ours)" })")
        }
    }

    /// The corpus is what the Inspect and Calibrate article says it is: at least 15 entries, each with its source and
    /// Apple's measurement, names unique, and every excused figure a figure that exists.
    @Test func corpusIsComplete() throws {
        let (corpus, results) = try Self.calibrated.get()
        #expect(corpus.entries.count >= 15)
        #expect(Set(corpus.entries.map(\.name)).count == corpus.entries.count)
        for r in results {
            let e = r.entry
            #expect(e.commit.count == 40 && e.repository.contains("/") && !e.path.isEmpty && !e.configuration.isEmpty, "\(e.name)")
            #expect(e.apple != nil, "\(e.name) has no measurement")
            // Corner pixels are laid over Apple's image itself, so only `calibrate --images` has
            // them, and only where it can read them (ButtonInspection's conditions).
            let cornerPixels = e.spec != nil && e.apple?.shape.map { !$0.isCapsule } == true && e.backdropPath == nil && e.overlay == nil && e.monochrome != true
            let figures = Set(r.comparison.figures.map(\.figure)).union(cornerPixels ? ["corner pixels"] : [])
            for key in (e.notJudged ?? [:]).keys { #expect(figures.contains(key), "\(e.name) excuses \(key), which is not a figure") }
        }
    }
}
