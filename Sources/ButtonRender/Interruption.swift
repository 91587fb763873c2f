#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// SIGINT and SIGTERM as a request to stop between files: long runs (`batch`, `record`) finish
/// the files they are writing, start no more, and exit 128 + the signal. Without this the
/// default action killed the process mid-write and left its temporary files behind.
public enum Interruption {
    private static let received = Atomic<Int32>(0)

    /// The signal that asked to stop, or nil.
    public static var requested: Int32? {
        let s = received.load(ordering: .relaxed)
        return s == 0 ? nil : s
    }

    /// From now on SIGINT and SIGTERM set `requested` instead of ending the process. The
    /// handler only stores a number: nothing else is safe in a signal handler.
    public static func stopOnSignals() {
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
    public static func exitStatus(_ signal: Int32) -> Int32 { 128 + signal }
}
