import Foundation

/// `--jobs 1` against `--jobs 2` on the golden manifest (the batch speed-up the Benchmarks article reports), as a user runs
/// them: the release `buttonrender` binary in processes of its own, every variant once per
/// round, in an order that rotates, so that the VM's fast and slow spells fall on all.
///
/// The third variant is the machine's own ceiling for this work: two `--jobs 1` processes at
/// once, each rendering the whole manifest, nothing shared. Two cores doing twice the work
/// in the time of one would be 2x; what they manage is what any split of this work onto two
/// cores can reach, and `--jobs 2`'s speed-up is measured against it.
///
/// Reports, per variant, the median of the time the command prints (fonts open, manifest
/// read: rendering, encoding and writing only) and of the wall time of the whole process
/// (start-up and exit included), and the spread of each round's speed-up over `--jobs 1`.
func measureBatchSpeed(binary: URL, manifest: URL, rounds: Int) throws {
    let scratch = URL(fileURLWithPath: FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
        .appendingPathComponent("buttonrender-bench-batch-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    let caseCount = ((try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])?["cases"] as? [Any])?.count ?? 0

    /// Starts the commands together; the longest reported time and the wall time until all end.
    func run(_ commands: [(file: String, jobs: Int)]) throws -> (reported: Double, wall: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        var running: [(pid: pid_t, log: String)] = []
        for (k, command) in commands.enumerated() {
            let log = scratch.appendingPathComponent("stderr\(k)").path
            let arguments = ["batch", command.file, "--out", scratch.appendingPathComponent("out\(k)").path, "--jobs", String(command.jobs)]
            running.append((try ChildProcess.start(binary.path, arguments, standardError: log), log))
        }
        var reported = 0.0
        for (pid, log) in running {
            let succeeded = ChildProcess.succeeded(pid)
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            // "rendered 88 of 88 in 27.3 ms with 2 jobs into …"
            guard succeeded, let range = text.range(of: #" in [0-9.]+ ms "#, options: .regularExpression),
                  let ms = Double(text[range].dropFirst(4).dropLast(4))
            else { throw BenchError.batchFailed(text) }
            reported = max(reported, ms / 1e3)
        }
        return (reported, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    let variants: [(name: String, commands: [(file: String, jobs: Int)])] = [
        ("--jobs 1", [(manifest.path, 1)]),
        ("--jobs 2", [(manifest.path, 2)]),
        ("two --jobs 1 processes, all cases each", [(manifest.path, 1), (manifest.path, 1)]),
    ]
    _ = try run(variants[0].commands)  // the binary and fonts into the page cache
    var results = Array(repeating: [(reported: Double, wall: Double)](), count: variants.count)
    for round in 0..<rounds {
        for k in 0..<variants.count {
            let v = (k + round) % variants.count
            results[v].append(try run(variants[v].commands))
        }
    }

    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func quartiles(_ values: [Double]) -> String {
        let s = values.sorted()
        return String(format: "%.2f / %.2f / %.2f", s[s.count / 4], s[s.count / 2], s[3 * s.count / 4])
    }
    print("batch of the golden manifest (\(caseCount) cases), \(rounds) rounds, release build")
    print("variant                                  reported   whole process   speed-up over --jobs 1 per round: quartiles")
    for (k, v) in variants.enumerated() {
        let r = results[k]
        // The pair does twice the work: its speed-up is throughput, 2 x one's time / theirs.
        let work = Double(v.commands.count)
        let line = v.name.padding(toLength: 39, withPad: " ", startingAt: 0)
            + String(format: "%7.1f ms %10.1f ms", median(r.map(\.reported)) * 1e3, median(r.map(\.wall)) * 1e3)
        let speedups = k == 0 ? "" : "   reported " + quartiles(zip(results[0], r).map { work * $0.reported / $1.reported })
            + ", whole process " + quartiles(zip(results[0], r).map { work * $0.wall / $1.wall })
        print(line + speedups)
    }
}

enum BenchError: Error {
    case batchFailed(String)
}
