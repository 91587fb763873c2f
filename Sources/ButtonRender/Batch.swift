import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PNG
import Synchronization

/// Renders every case of a case list into a folder, in parallel.
///
/// Guarantees: an item that fails (a bad name, a refused spec, a missing glyph) does not stop
/// the others; each output is written atomically; a name that would leave the folder
/// (`../x`, `/abs`, `a/b`) is refused for that item.
public struct Batch: Sendable {
    /// An item that could not be rendered, and why.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The item's name, as the case list gives it.
        public let name: String
        /// Why it failed.
        public let reason: String
        public var description: String { "\(TerminalText.escaped(name)): \(reason)" }
    }

    /// The cases to render, in order.
    public let cases: [RenderCase]
    /// The folder the PNGs are written to, one NAME.png per case.
    public let output: URL
    /// How many cases are rendered at once.
    public let jobs: Int

    /// A batch of cases to write into a folder, `jobs` at a time.
    public init(cases: [RenderCase], output: URL, jobs: Int) {
        self.cases = cases
        self.output = output
        self.jobs = max(1, jobs)
    }

    /// Renders everything; `progress` is called (from any thread) after each item with the count done.
    ///
    /// Each of `jobs` workers takes the next case in file order, lays it out, draws, encodes
    /// and writes it, so at most `jobs` cases are in memory at once however long the list is.
    /// A signal asking to stop (`Interruption`) is honoured between cases.
    public func run(renderer: Renderer, progress: @escaping @Sendable (Int) -> Void = { _ in }) -> [Failure] {
        let failures = Mutex<[Int: Failure]>([:])
        let next = Atomic(0), done = Atomic(0)
        let cases = self.cases, folder = output.path
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, cases.count))) { _ in
            while Interruption.requested == nil {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < cases.count else { return }
                let item = cases[index]
                do {
                    let image = try item.render(with: renderer)
                    let data = try PNG.encode(image, scale: item.scale, metadata: try item.metadata())
                    try OutputFile.writeAtomically(data, to: folder + "/" + item.name + ".png", links: .replace)
                } catch {
                    failures.withLock { $0[index] = Failure(name: item.name, reason: "\(error)") }
                }
                progress(done.wrappingAdd(1, ordering: .relaxed).newValue)
            }
        }
        return failures.withLock { $0 }.sorted { $0.key < $1.key }.map(\.value)
    }
}
