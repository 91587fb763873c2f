import ArgumentParser
import ButtonRenderGoldens
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
    // Optional, not defaulted to the core count: ArgumentParser makes this struct several times
    // while parsing, and the first count reads the cgroup's CPU quota files.
    @Option(help: "How many renders run at once (default and most: the number of cores, unless --force-jobs).") var jobs: Int?
    @Flag(help: "Allow more --jobs than cores (each job holds one canvas in memory).") var forceJobs = false
    @Option(help: "Only shard i of n (i/n, 1 <= i <= n <= 1000, such as 2/5): a stable split by case name, so n CI jobs cover every case once.", transform: Shard.argument)
    var shard: Shard?

    static let maximumJobs = 256

    func validate() throws {
        guard !out.isEmpty else { throw ValidationError("--out '' names no folder: give the folder to write into (. for this one)") }
        // Past a few jobs per core they only cost memory.
        if let jobs, !(1...Self.maximumJobs).contains(jobs) {
            throw ValidationError("--jobs \(jobs) is not allowed: give a number from 1 to \(Self.maximumJobs) (this machine has \(ProcessInfo.processInfo.activeProcessorCount) cores)")
        }
        // More jobs than cores run no faster, and each holds a canvas (about twice its pixels' bytes).
        let cores = ProcessInfo.processInfo.activeProcessorCount
        if let jobs, jobs > cores, !forceJobs {
            throw ValidationError("--jobs \(jobs) is more than the \(cores) cores here: more jobs than cores only add memory (each holds one canvas); give --jobs \(cores) or fewer, or add --force-jobs")
        }
    }

    func run() throws {
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        // access, not FileManager.fileExists, which says no for a pipe such as batch <(...).
        guard access(file, F_OK) == 0 else { throw ExitCodes.report("no such file: \(file)", ExitCodes.noInput) }
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
        let failures = Batch(cases: cases, output: folder, jobs: jobs).run(
            renderer: renderer, progress: { progress.update($0) }, shouldStop: { Interruption.requested != nil })
        progress.finish()
        if let signal = Interruption.requested {
            StandardError.write("interrupted: the files written are complete; no temporary files are left in \(TerminalText.escaped(out))\n")
            throw ExitCode(Interruption.exitStatus(signal))
        }
        let seconds = Date().timeIntervalSince(start)
        StandardError.write(
            "rendered \(total - failures.count) of \(total) in \(seconds < 1 ? (seconds * 1e3).decimalText(places: 1) + " ms" : seconds.decimalText(places: 2) + " s") with \(jobs) job\(jobs == 1 ? "" : "s") into \(TerminalText.escaped(out))\n")
        if !failures.isEmpty {
            StandardError.write("\(failures.count) failed:\n" + failures.map { "  \($0)\n" }.joined())
            throw ExitCode.failure
        }
    }
}

/// A progress bar on standard error when it is a terminal, cleared when the run ends; silent
/// otherwise (the summary line is all a log gets).
final class ProgressBar: Sendable {
    private let total: Int
    private let enabled = isatty(STDERR_FILENO) == 1
    /// When the bar was last drawn: it is redrawn at most ten times a second (and at the end),
    /// not once per case.
    private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)
    private let start = ContinuousClock.now

    init(total: Int) { self.total = total }

    func update(_ done: Int) {
        guard enabled, total > 0 else { return }
        let now = ContinuousClock.now
        lastDrawn.withLock { last in
            if let previous = last, now - previous < .milliseconds(100), done < total { return }
            last = now
            let elapsed = now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            StandardError.write("\r\u{1B}[2K" + Self.line(done: done, total: total, seconds: seconds))
        }
    }

    /// `[#######.......] 45% 412/916  38.2/s  13 s left`: the time left from the rate so far.
    static func line(done: Int, total: Int, seconds: Double) -> String {
        let width = 20, filled = total > 0 ? width * done / total : width
        let percent = total > 0 ? 100 * done / total : 100
        var text = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] \(percent)% \(done)/\(total)"
        guard seconds > 0, done > 0 else { return text }
        let rate = Double(done) / seconds
        text += "  " + (rate >= 100 ? String(Int(rate.rounded())) : rate.decimalText(places: 1)) + "/s"
        let left = Double(total - done) / rate
        if done < total { text += "  " + (left < 60 ? "\(Int(left.rounded(.up))) s" : "\(Int((left / 60).rounded(.up))) min") + " left" }
        return text
    }

    /// Clears the bar's line, so that only the summary stays on screen.
    func finish() {
        if enabled { StandardError.write("\r\u{1B}[2K") }
    }
}
