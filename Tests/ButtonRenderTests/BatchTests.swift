import ButtonGeometry
import Foundation
import Synchronization
import Testing
@testable import ButtonRender

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
}
