import ArgumentParser
import ButtonRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// `buttonrender batch FILE.json --out DIR`: every case of a file, rendered in parallel.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Renders every case of a file (the format of Golden/manifest.json) into a folder, in parallel.")

    @Argument(help: "A JSON file: {\"cases\": [{\"name\": ..., \"spec\": {...}}, ...]} or a bare list.") var file: String
    @Option(help: "The folder to write NAME.png files into (created if missing).") var out: String
    @Option(help: "How many renders run at once (default: all cores).") var jobs = ProcessInfo.processInfo.activeProcessorCount
    @Option(help: "Only shard i of n (i/n, 1 <= i <= n <= 1000, such as 2/5): a stable split by case name, so n CI jobs cover every case once.")
    var shard: Shard?

    static let maximumJobs = 256

    func validate() throws {
        guard !out.isEmpty else { throw ValidationError("--out '' names no folder: give the folder to write into (. for this one)") }
        // Every job is a thread made up front; past a few per core they only cost memory.
        guard (1...Self.maximumJobs).contains(jobs) else {
            throw ValidationError("--jobs \(jobs) is not allowed: give a number from 1 to \(Self.maximumJobs) (this machine has \(ProcessInfo.processInfo.activeProcessorCount) cores)")
        }
    }

    func run() throws {
        // First, so that the threads are running by the time the cases and fonts are read.
        let workers = WorkerThreads(count: jobs)
        guard FileManager.default.fileExists(atPath: file) else { throw ExitCodes.report("no such file: \(file)", ExitCodes.noInput) }
        let list: CaseList
        do { list = try CaseList.load(file) } catch { throw ExitCodes.fail(error) }
        let folder = URL(fileURLWithPath: out)
        do {
            try OutputFile.createFolder(out)
        } catch {
            throw ExitCodes.report("cannot create the output folder \(out): \(error.reason)", ExitCodes.cannotCreate)
        }
        let renderer: Renderer
        do { renderer = try Renderer() } catch { throw ExitCodes.fail(error) }
        Interruption.stopOnSignals()
        let cases = shard.map { $0.select(list.cases) } ?? list.cases
        let total = cases.count
        let progress = ProgressBar(total: total)
        let start = Date()
        let failures = Batch(cases: cases, output: folder, jobs: jobs).run(renderer: renderer, workers: workers) { progress.update($0) }
        progress.finish()
        if let signal = Interruption.requested {
            StandardError.write("interrupted: the files written are complete; no temporary files are left in \(out)\n")
            throw ExitCode(Interruption.exitStatus(signal))
        }
        let seconds = Date().timeIntervalSince(start)
        StandardError.write(
            "rendered \(total - failures.count) of \(total) in \(seconds < 1 ? (seconds * 1e3).decimalText(places: 1) + " ms" : seconds.decimalText(places: 2) + " s") with \(jobs) job\(jobs == 1 ? "" : "s") into \(out)\n")
        if !failures.isEmpty {
            StandardError.write("\(failures.count) failed:\n" + failures.map { "  \($0)\n" }.joined())
            throw ExitCode.failure
        }
    }
}

/// A progress bar on standard error when it is a terminal; silent otherwise.
final class ProgressBar: Sendable {
    private let total: Int
    private let enabled = isatty(STDERR_FILENO) == 1
    private let lock = Mutex(())

    init(total: Int) { self.total = total }

    func update(_ done: Int) {
        guard enabled, total > 0 else { return }
        lock.withLock { _ in draw(done) }
    }

    private func draw(_ done: Int) {
        let width = 30, filled = width * done / total
        StandardError.write("\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] \(done)/\(total)")
    }

    func finish() {
        if enabled { StandardError.write("\n") }
    }
}
