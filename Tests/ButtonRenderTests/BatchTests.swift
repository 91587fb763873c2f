import ButtonGeometry
import Foundation
import Synchronization
import Testing
@testable import ButtonRender
@testable import ButtonRenderGoldens

/// A batch writes every case, whatever the number of jobs: the same bytes with three jobs as
/// with one, every failure reported in file order, and progress counted up to the total.
@Suite struct BatchTests {
    @Test func threeJobsWriteWhatOneWrites() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("br-batch-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        var cases = (0..<90).map { RenderCase(name: "c\($0)", spec: ButtonSpec(style: .tinted, size: .small, content: Content(title: "\($0)"), scale: 1)) }
        cases.insert(RenderCase(name: "../escape", spec: ButtonSpec()), at: 10)
        cases.append(RenderCase(name: "tab", spec: ButtonSpec(content: Content(title: "a\tb"))))
        let renderer = try Renderer()
        var outputs: [[String: Data]] = []
        for jobs in [1, 3] {
            let folder = root.appendingPathComponent("jobs-\(jobs)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let highest = Mutex(0)
            let failures = Batch(cases: cases, output: folder, jobs: jobs).run(renderer: renderer) { done in
                highest.withLock { $0 = max($0, done) }
            }
            #expect(failures.map(\.name) == ["../escape", "tab"])
            #expect(highest.withLock { $0 } == cases.count)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.count == 90)
            outputs.append(Dictionary(uniqueKeysWithValues: try names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }))
        }
        #expect(outputs[0] == outputs[1])
    }

    /// Three jobs draw no more cases at once than the memory budget holds: with room for one
    /// and a half cases, one at a time; a case larger than the whole budget is still drawn, alone.
    @Test func theMemoryBudgetBoundsTheCasesDrawnAtOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("br-budget-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let cases = (0..<12).map { RenderCase(name: "c\($0)", spec: ButtonSpec(style: .filled, size: .large, content: Content(title: "Add"), scale: 3)) }
        let renderer = try Renderer()
        let need = Int(Batch.memoryPerCanvasByte * Double(try cases[0].prepare(with: renderer).canvasBytes))
        let tight = Batch(cases: cases, output: root, jobs: 3, memoryBudget: need * 3 / 2)
        #expect(tight.run(renderer: renderer).isEmpty)
        #expect(tight.peakReservation == need, "\(tight.peakReservation) held at once; one case is \(need)")
        let tiny = Batch(cases: Array(cases.prefix(3)), output: root, jobs: 3, memoryBudget: 1)
        #expect(tiny.run(renderer: renderer).isEmpty)
        #expect(tiny.peakReservation == need)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).count == 12)
    }

    /// Asked to stop after its third case, a batch starts no more: the cases under way finish
    /// (one job: exactly three), and nothing is half-written.
    @Test func aBatchStopsWhenAsked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("br-stop-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let cases = (0..<10).map { RenderCase(name: "c\($0)", spec: ButtonSpec(style: .gray, size: .small, content: Content(title: "\($0)"), scale: 1)) }
        let done = Mutex(0)
        let failures = Batch(cases: cases, output: root, jobs: 1).run(
            renderer: try Renderer(), progress: { n in done.withLock { $0 = n } }, shouldStop: { done.withLock { $0 } >= 3 })
        #expect(failures.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["c0.png", "c1.png", "c2.png"])
    }
}
