import Foundation

/// Processes started with posix_spawn, as hyperfine starts them: Foundation's Process adds tens
/// of milliseconds of its own to every launch, which would drown what the benchmarks measure.
enum ChildProcess {
    /// Starts `program` with `arguments`, its standard output and error sent to the files given
    /// (or left as they are); the child's pid.
    static func start(_ program: String, _ arguments: [String], standardOutput: String? = nil, standardError: String? = nil) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (fd, path) in [(Int32(1), standardOutput), (2, standardError)] {
            if let path { posix_spawn_file_actions_addopen(&actions, fd, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        let cArgs = ([program] + arguments).map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, program, &actions, nil, cArgs, environ) == 0 else { throw BenchError.batchFailed("cannot start \(program)") }
        return pid
    }

    /// Waits for the child to end; whether it exited with status 0.
    static func succeeded(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status == 0
    }
}
