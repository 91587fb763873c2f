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
    /// How many threads draw at once.
    public let jobs: Int
    /// The most laid-out cases waiting to be drawn at once: a laid-out case is a few kilobytes,
    /// and a 100,000-case file held all of them (665 MB).
    public static let maximumBacklog = 64

    /// A batch of cases to write into a folder with a number of threads.
    public init(cases: [RenderCase], output: URL, jobs: Int) {
        self.cases = cases
        self.output = output
        self.jobs = max(1, jobs)
    }

    /// Renders everything; `progress` is called (from any thread) after each item with the count done.
    ///
    /// Worker 0 lays every case out while the others draw, encode and write what is ready;
    /// then all of them finish the rest, largest canvas first (`BatchSchedule`). `workers`,
    /// when given, are threads made earlier (see `WorkerThreads`), and their count stands in
    /// for `jobs`.
    public func run(renderer: Renderer, progress: @escaping @Sendable (Int) -> Void = { _ in }) -> [Failure] {
        run(renderer: renderer, workers: nil, schedule: BatchSchedule(), progress: progress)
    }

    /// The same with threads made earlier (the CLI makes them before reading the file).
    package func run(renderer: Renderer, workers: WorkerThreads?, progress: @escaping @Sendable (Int) -> Void = { _ in }) -> [Failure] {
        run(renderer: renderer, workers: workers, schedule: BatchSchedule(), progress: progress)
    }

    func run(
        renderer: Renderer, workers: WorkerThreads?, schedule: BatchSchedule, progress: @escaping @Sendable (Int) -> Void
    ) -> [Failure] {
        let failures = Mutex<[Int: Failure]>([:])
        let cases = self.cases, folder = output.path
        // Into a folder that held none of its files (a new one), each file is expected to be
        // new: renamed into place without looking first (OutputFile).
        let newFolder = OutputFile.sweepStaleTemporaries(in: folder)
        let done = Mutex(0)
        @Sendable func finished() {
            progress(done.withLock { (n: inout Int) -> Int in
                n += 1
                return n
            })
        }
        @Sendable func draw(_ index: Int, _ prepared: RenderCase.Prepared) {
            let item = cases[index]
            if Interruption.requested != nil { return }
            do {
                let image = try item.draw(prepared, with: renderer)
                let data = try PNG.encode(image, scale: item.scale, metadata: try item.metadata())
                try OutputFile.writeAtomically(data, to: folder + "/" + item.name + ".png", expectingNew: newFolder)
            } catch {
                failures.withLock { $0[index] = Failure(name: item.name, reason: "\(error)") }
            }
            finished()
        }
        (workers ?? WorkerThreads(count: min(jobs, max(1, cases.count)))).run { worker in
            if worker == 0 {
                for index in cases.indices {
                    // Asked to stop: lay out no more; what is laid out is skipped below.
                    if Interruption.requested != nil { break }
                    // Laid-out cases waiting to be drawn are bounded, so that memory does not
                    // grow with the file: past the bound, the layout worker draws one itself.
                    while schedule.backlog >= Self.maximumBacklog, let (waiting, prepared) = schedule.takeWaiting() {
                        draw(waiting, prepared)
                    }
                    do {
                        schedule.laidOut(index, try cases[index].prepare(with: renderer))
                    } catch {
                        failures.withLock { $0[index] = Failure(name: cases[index].name, reason: "\(error)") }
                        finished()
                    }
                }
                schedule.finishLayout()
            }
            while let (index, prepared) = schedule.next() { draw(index, prepared) }
        }
        return failures.withLock { $0 }.sorted { $0.key < $1.key }.map(\.value)
    }
}
