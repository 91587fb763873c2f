import Foundation
import PNG

/// Renders every case of a case list into a folder, in parallel.
///
/// Guarantees: an item that fails (a bad name, a refused spec, a missing glyph) does not stop
/// the others; each output is written atomically; a name that would leave the folder
/// (`../x`, `/abs`, `a/b`) is refused for that item.
public struct Batch: Sendable {
    /// An item that could not be rendered, and why.
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
    ///
    /// Two parallel phases: every case is laid out (cheap, and it fills the shared glyph
    /// caches), then drawn, encoded and written largest canvas first, so that no large item
    /// is left running alone at the end.
    public func run(renderer: Renderer, progress: @Sendable (Int) -> Void = { _ in }) -> [Failure] {
        let failures = Mutex<[Int: Failure]>([:])
        let cases = self.cases, output = self.output
        let prepared = Mutex<[Int: RenderCase.Prepared]>([:])
        parallel(cases.count) { index in
            do {
                let p = try cases[index].prepare(with: renderer)
                prepared.withLock { $0[index] = p }
            } catch {
                failures.withLock { $0[index] = Failure(name: cases[index].name, reason: "\(error)") }
            }
        }
        let ready = prepared.withLock { $0 }
        let order = ready.keys.sorted { (ready[$0]!.pixelCount, $1) > (ready[$1]!.pixelCount, $0) }
        let done = Mutex(failures.withLock { $0.count })
        parallel(order.count) { position in
            let index = order[position]
            let item = cases[index]
            do {
                let image = try item.draw(ready[index]!, with: renderer)
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
        return failures.withLock { $0 }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Runs `body` for 0..<count on `jobs` workers, each taking the next index until none is left.
    private func parallel(_ count: Int, _ body: @Sendable (Int) -> Void) {
        let next = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, count))) { _ in
            while true {
                let index = next.withLock { (n: inout Int) -> Int in
                    defer { n += 1 }
                    return n
                }
                guard index < count else { return }
                body(index)
            }
        }
    }
}
