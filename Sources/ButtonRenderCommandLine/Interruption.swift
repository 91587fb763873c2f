#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// SIGINT and SIGTERM as a request to stop between files: long runs (`batch`, `record`) finish
/// the files they are writing, start no more, and exit 128 + the signal, rather than die
/// mid-write and leave temporary files behind. A process concern, so the command line's: the
/// library's long runs take a `shouldStop` question instead.
enum Interruption {
    private static let received = Atomic<Int32>(0)

    /// The signal that asked to stop, or nil.
    static var requested: Int32? {
        let s = received.load(ordering: .relaxed)
        return s == 0 ? nil : s
    }

    /// From now on SIGINT and SIGTERM set `requested` instead of ending the process. The
    /// handler only stores a number: nothing else is safe in a signal handler.
    static func stopOnSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in [SIGINT, SIGTERM] {
            signal(sig) { Interruption.received.store($0, ordering: .relaxed) }
            sigaddset(&set, sig)
        }
        // A process started by another (a test runner, a build tool) can inherit these signals
        // blocked, and then they would never arrive: unblock them on this thread.
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The exit status a shell reports for a process that a signal stopped: 128 + the signal.
    static func exitStatus(_ signal: Int32) -> Int32 { 128 + signal }
}
