import ButtonGeometry
import Foundation
import Testing
@testable import ButtonRender

/// A batch's memory does not grow with its file: laid-out cases waiting to be drawn stay
/// within `Batch.maximumBacklog` however many cases there are.
@Suite struct BatchBacklogTests {
    @Test func backlogIsBounded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("br-backlog-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = (0..<400).map { RenderCase(name: "c\($0)", spec: ButtonSpec(style: .plain, size: .small, content: Content(title: "\($0)"), scale: 1)) }
        let schedule = BatchSchedule()
        let failures = Batch(cases: cases, output: folder, jobs: 1).run(
            renderer: try Renderer(), workers: WorkerThreads(count: 1), schedule: schedule, progress: { _ in })
        #expect(failures.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 400)
        #expect(schedule.peakBacklog <= Batch.maximumBacklog, "peak \(schedule.peakBacklog)")
        #expect(schedule.peakBacklog >= Batch.maximumBacklog / 2, "the bound was never reached: the test proves nothing")
    }
}
