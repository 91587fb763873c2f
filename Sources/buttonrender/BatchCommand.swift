import ArgumentParser
import ButtonRender
import Foundation

/// `buttonrender batch FILE.json --out DIR`: every case of a file, rendered in parallel.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Renders every case of a file (the format of Golden/manifest.json) into a folder, in parallel.")

    @Argument(help: "A JSON file: {\"cases\": [{\"name\": ..., \"spec\": {...}}, ...]} or a bare list.") var file: String
    @Option(help: "The folder to write NAME.png files into (created if missing).") var out: String
    @Option(help: "How many renders run at once (default: all cores).") var jobs = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be 1 or more") }
    }

    func run() throws {
        guard FileManager.default.fileExists(atPath: file) else { throw ExitCodes.report("no such file: \(file)", ExitCodes.noInput) }
        let list: CaseList
        do { list = try CaseList.load(file) } catch { throw ExitCodes.fail(error) }
        let folder = URL(fileURLWithPath: out)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ExitCodes.report("cannot create the output folder \(out): \(error.localizedDescription)", ExitCodes.cannotCreate)
        }
        let renderer: Renderer
        do { renderer = try Renderer() } catch { throw ExitCodes.fail(error) }
        let total = list.cases.count
        let progress = ProgressBar(total: total)
        let start = Date()
        let failures = Batch(cases: list.cases, output: folder, jobs: jobs).run(renderer: renderer) { progress.update($0) }
        progress.finish()
        let seconds = Date().timeIntervalSince(start)
        FileHandleStandardError.write(
            "rendered \(total - failures.count) of \(total) in \(String(format: "%.3f", seconds)) s with \(jobs) job\(jobs == 1 ? "" : "s") into \(out)\n")
        if !failures.isEmpty {
            FileHandleStandardError.write("\(failures.count) failed:\n" + failures.map { "  \($0)\n" }.joined())
            throw ExitCode.failure
        }
    }
}

/// A progress bar on standard error when it is a terminal; silent otherwise.
final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private let enabled = isatty(STDERR_FILENO) == 1
    private let lock = NSLock()

    init(total: Int) { self.total = total }

    func update(_ done: Int) {
        guard enabled, total > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        let width = 30, filled = width * done / total
        FileHandleStandardError.write("\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] \(done)/\(total)")
    }

    func finish() {
        if enabled { FileHandleStandardError.write("\n") }
    }
}
