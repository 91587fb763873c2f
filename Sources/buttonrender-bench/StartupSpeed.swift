import Foundation

/// `scripts/bench --startup [ROUNDS]`: whole processes of the release `buttonrender`, a render
/// of the large filled button (written on tmpfs) against `--help`, alternating, and this
/// benchmark's own first ArgumentParser parse of the same command line in a fresh process:
/// the start-up rows of the Benchmarks article.
func measureStartup(binary: URL, bench: URL, rounds: Int) throws {
    let scratch = URL(fileURLWithPath: FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
        .appendingPathComponent("buttonrender-bench-startup-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    /// Runs one process to its end, its output to a file and its errors dropped; the wall time
    /// and that output.
    func spawn(_ program: URL, _ arguments: [String]) throws -> (seconds: Double, output: String) {
        let log = scratch.appendingPathComponent("output").path
        let start = DispatchTime.now().uptimeNanoseconds
        let pid = try ChildProcess.start(program.path, arguments, standardOutput: log, standardError: "/dev/null")
        let succeeded = ChildProcess.succeeded(pid)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard succeeded else { throw BenchError.batchFailed("\(program.lastPathComponent) \(arguments) failed") }
        return (seconds, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    let render = ["--style", "filled", "--size", "large", "-o", scratch.appendingPathComponent("button.png").path]
    let commands: [(name: String, program: URL, arguments: [String])] = [
        ("buttonrender --style filled --size large -o FILE", binary, render),
        ("buttonrender --help", binary, ["--help"]),
    ]
    for c in commands { _ = try spawn(c.program, c.arguments) }  // into the page cache
    var times = Array(repeating: [Double](), count: commands.count)
    var parses: [String] = []
    for round in 0..<rounds {
        for k in 0..<commands.count {
            let c = commands[(k + round) % commands.count]
            times[(k + round) % commands.count].append(try spawn(c.program, c.arguments).seconds)
        }
        if round < 5 { parses.append(try spawn(bench, ["--parse-once"] + render).output.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
    print("start-up, whole processes, \(rounds) rounds, release build: median (fastest)")
    for (k, c) in commands.enumerated() {
        let s = times[k].sorted()
        print(c.name.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: "%6.2f ms (%.2f)", s[s.count / 2] * 1e3, s[0] * 1e3))
    }
    print("ArgumentParser, the same render's command line parsed in a fresh process (5 processes):")
    for line in parses { print("  " + line) }
}
