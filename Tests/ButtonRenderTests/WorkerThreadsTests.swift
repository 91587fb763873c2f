#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Testing
@testable import ButtonRender

@Suite struct WorkerThreadsTests {
    /// Every index runs once; 0 on the caller's thread, the others on threads of their own.
    @Test func everyIndexOnceAndZeroHere() {
        let caller = pthread_self()
        let seen = Mutex<[Int: pthread_t]>([:])
        let workers = WorkerThreads(count: 4)
        workers.run { index in seen.withLock { $0[index] = pthread_self() } }
        let threads = seen.withLock { $0 }
        #expect(threads.keys.sorted() == [0, 1, 2, 3])
        #expect(pthread_equal(threads[0]!, caller) != 0)
        let all = Array(threads.values)
        for i in all.indices { for j in all.indices where i < j { #expect(pthread_equal(all[i], all[j]) == 0) } }
    }

    /// The workers really run at once: each waits until all have arrived.
    @Test func workersRunConcurrently() {
        let arrived = Mutex(0)
        let workers = WorkerThreads(count: 3)
        workers.run { _ in
            arrived.withLock { $0 += 1 }
            while arrived.withLock({ $0 }) < 3 { sched_yield() }
        }
        #expect(arrived.withLock { $0 } == 3)
    }

    /// Threads given no work end when their owner goes: nothing waits forever.
    @Test func unusedThreadsEnd() {
        for _ in 0..<20 { _ = WorkerThreads(count: 3) }
    }

    /// A thread the system refuses, in the middle: its index runs once, on the caller's
    /// thread, and no other index runs twice (the started thread after it used to run again).
    @Test func refusedThreadsIndexRunsOnceOnTheCaller() {
        let caller = pthread_self()
        let runs = Mutex<[Int: [pthread_t]]>([:])
        let workers = WorkerThreads(count: 4, refusing: [2])
        workers.run { index in runs.withLock { $0[index, default: []].append(pthread_self()) } }
        let seen = runs.withLock { $0 }
        #expect(seen.keys.sorted() == [0, 1, 2, 3])
        #expect(seen.values.allSatisfy { $0.count == 1 }, "\(seen.mapValues(\.count))")
        #expect(pthread_equal(seen[2]![0], caller) != 0)
    }
}
