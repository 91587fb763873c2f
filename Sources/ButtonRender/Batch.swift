import Foundation
import PNG

/// Renders every case of a case list into a folder, in parallel.
///
/// Guarantees: an item that fails (a bad name, a refused spec, a missing glyph) does not stop
/// the others; each output is written atomically; a name that would leave the folder
/// (`../x`, `/abs`, `a/b`) is refused for that item.
public struct Batch: Sendable {
    public struct Failure: Sendable, CustomStringConvertible {
        public let name: String
        public let reason: String
        public var description: String { "\(name): \(reason)" }
    }

    public let cases: [RenderCase]
    public let output: URL
    public let jobs: Int

    public init(cases: [RenderCase], output: URL, jobs: Int) {
        self.cases = cases
        self.output = output
        self.jobs = max(1, jobs)
    }

    /// Renders everything; `progress` is called (from any thread) after each item with the count done.
    public func run(renderer: Renderer, progress: @Sendable (Int) -> Void = { _ in }) -> [Failure] {
        let failures = Mutex<[Int: Failure]>([:])
        let done = Mutex(0)
        let next = Mutex(0)
        let cases = self.cases, output = self.output
        // `jobs` workers take the next item until none is left.
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, cases.count))) { _ in
            while true {
                let index = next.withLock { (n: inout Int) -> Int in
                    defer { n += 1 }
                    return n
                }
                guard index < cases.count else { return }
                let item = cases[index]
                do {
                    try item.validateName()
                    let image = try item.render(with: renderer)
                    let data = try PNG.encode(image, scale: item.scale, metadata: try item.metadata())
                    try OutputFile.writeAtomically(data, to: output.appendingPathComponent(item.name + ".png").path)
                } catch {
                    failures.withLock { $0[index] = Failure(name: item.name, reason: "\(error)") }
                }
                progress(done.withLock { (n: inout Int) -> Int in
                    n += 1
                    return n
                })
            }
        }
        return failures.withLock { $0 }.sorted { $0.key < $1.key }.map(\.value)
    }
}
