#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Threads made ahead of one piece of parallel work, which `run` then shares out by worker
/// index; the caller's own thread is worker 0.
///
/// Made early so that they are running by the time the work is known: a new thread first runs
/// well after `pthread_create` returns (it waits until an idle core takes it), while releasing
/// a thread that already runs is quick. Dispatch's `concurrentPerform` pays the same start in a
/// fresh process, as its pool makes threads on demand.
package final class WorkerThreads {
    /// What the threads share; they keep it alive, not the owner.
    private final class Shared: Sendable {
        let go = DispatchSemaphore(value: 0)
        let work = Mutex<(@Sendable (Int) -> Void)?>(nil)
    }

    private final class Start {
        let shared: Shared
        let index: Int
        init(_ shared: Shared, _ index: Int) {
            self.shared = shared
            self.index = index
        }
    }

    /// How many workers `run` has, the caller's thread included.
    package let count: Int
    private let shared = Shared()
    private var threads: [pthread_t] = []
    /// Worker indices whose thread the system refused: the caller's thread runs them.
    private var refused: [Int] = []
    private var joined = false

    /// Starts `count - 1` threads, which wait for `run`. A thread the system refuses leaves
    /// its share to the caller's thread.
    package convenience init(count: Int) { self.init(count: count, refusing: []) }

    /// `refusing` makes those indices' threads fail to start, as the system may: for tests.
    init(count: Int, refusing: Set<Int>) {
        self.count = max(1, count)
        for index in 1..<self.count {
            guard !refusing.contains(index) else {
                refused.append(index)
                continue
            }
            let context = Unmanaged.passRetained(Start(shared, index)).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let made = pthread_create(&thread, nil, { argument in
                // The argument is optional on Linux and not on Darwin; `present` takes either.
                let start = Unmanaged<Start>.fromOpaque(present(argument)).takeRetainedValue()
                start.shared.go.wait()
                if let body = start.shared.work.withLock({ $0 }) { body(start.index) }
                return nil
            }, context)
            guard made == 0 else {
                Unmanaged<Start>.fromOpaque(context).release()
                refused.append(index)
                continue
            }
            #if canImport(Darwin)
            threads.append(thread!)
            #else
            threads.append(thread)
            #endif
        }
    }

    /// Runs `body(0)` here and `body(1)` ... `body(count - 1)` on the threads, and returns
    /// when all have returned. Once only: the threads end with it.
    package func run(_ body: @escaping @Sendable (Int) -> Void) {
        precondition(!joined, "WorkerThreads.run runs once")
        shared.work.withLock { $0 = body }
        release()
        body(0)
        // Every index runs exactly once: those whose thread was refused, here.
        for index in refused { body(index) }
        join()
    }

    /// Threads never given work end without any.
    deinit {
        if !joined {
            release()
            join()
        }
    }

    private func release() {
        for _ in threads { shared.go.signal() }
    }

    private func join() {
        for thread in threads { pthread_join(thread, nil) }
        joined = true
    }
}

private func present(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer { pointer! }
