import ButtonRender
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
package struct Batch: Sendable {
    /// An item that could not be rendered, and why.
    package struct Failure: Sendable, CustomStringConvertible {
        /// The item's name, as the case list gives it.
        package let name: String
        /// Why it failed.
        package let reason: String
        /// Both escaped: the name and the reason (which may quote a title) come from the case list.
        package var description: String { "\(TerminalText.escaped(name)): \(TerminalText.escaped(reason))" }
    }

    /// The cases to render, in order.
    package let cases: [RenderCase]
    /// The folder the PNGs are written to, one NAME.png per case.
    package let output: URL
    /// How many cases are rendered at once, at most.
    package let jobs: Int
    /// The memory the cases drawn at once may take together, in bytes: a job waits before
    /// drawing while the others' canvases hold it (a case larger than all of it is drawn alone).
    package let memoryBudget: Int

    /// What drawing and encoding a case takes, per byte of its canvas: the canvas and the rows
    /// the encoder compresses (the Limits article's measured ceiling).
    package static let memoryPerCanvasByte = 2.3

    /// Half of this machine's memory: what a batch's canvases may take at once by default.
    package static var defaultMemoryBudget: Int { Int(min(ProcessInfo.processInfo.physicalMemory / 2, UInt64(Int.max))) }

    /// A batch of cases to write into a folder, `jobs` at a time, drawing at once no more
    /// cases than `memoryBudget` holds.
    package init(cases: [RenderCase], output: URL, jobs: Int, memoryBudget: Int = Batch.defaultMemoryBudget) {
        self.cases = cases
        self.output = output
        self.jobs = max(1, jobs)
        self.memoryBudget = max(1, memoryBudget)
    }

    /// The most memory the cases drawn at once held together, by the same
    /// reckoning (`memoryPerCanvasByte`), over its runs so far: for the tests of the budget.
    package var peakReservation: Int { reservations.peak }
    private let reservations = Reservations()

    /// The budget's account: what is held now, and the most held at once.
    private final class Reservations: Sendable {
        private let state = Mutex((held: 0, peak: 0))

        /// Holds `need` when it fits in `budget` beside what is held, or when nothing is.
        func hold(_ need: Int, within budget: Int) -> Bool {
            state.withLock { s in
                guard s.held == 0 || s.held + need <= budget else { return false }
                s.held += need
                s.peak = max(s.peak, s.held)
                return true
            }
        }

        func release(_ need: Int) { state.withLock { $0.held -= need } }

        var peak: Int { state.withLock { $0.peak } }
    }

    /// Renders everything; `progress` is called (from any thread) after each item with the count done.
    ///
    /// Each of `jobs` workers takes the next case in file order, lays it out, draws, encodes
    /// and writes it, so at most `jobs` cases are in memory at once however long the list is,
    /// and no more than `memoryBudget` holds.
    /// `shouldStop` is asked between cases (the command line answers it from SIGINT and
    /// SIGTERM): once it says yes, no case is started, and those under way are finished.
    package func run(
        renderer: Renderer, progress: @escaping @Sendable (Int) -> Void = { _ in }, shouldStop: @Sendable () -> Bool = { false }
    ) -> [Failure] {
        let failures = Mutex<[Int: Failure]>([:])
        let next = Atomic(0), done = Atomic(0)
        let cases = self.cases, folder = output.path
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, cases.count))) { _ in
            while !shouldStop() {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < cases.count else { return }
                let item = cases[index]
                do {
                    let prepared = try item.prepare(with: renderer)
                    let need = Int(Self.memoryPerCanvasByte * Double(prepared.canvasBytes))
                    reserve(need)
                    defer { reservations.release(need) }
                    let data = try item.file(prepared, with: renderer)
                    try OutputFile.writeAtomically(data, to: folder + "/" + item.name + item.format.fileExtension, links: .replace)
                } catch {
                    failures.withLock { $0[index] = Failure(name: item.name, reason: "\(error)") }
                }
                progress(done.wrappingAdd(1, ordering: .relaxed).newValue)
            }
        }
        return failures.withLock { $0 }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Waits until `need` fits in what the budget has left, or nothing else is held (a case
    /// larger than the whole budget is drawn alone), and holds it.
    private func reserve(_ need: Int) {
        while !reservations.hold(need, within: memoryBudget) { usleep(1_000) }
    }
}
