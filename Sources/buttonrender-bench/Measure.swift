import Foundation

/// The median wall time of `body`, in seconds, over `runs` runs after `warmup` unmeasured ones.
func median(runs: Int, warmup: Int = 3, _ body: () throws -> Void) rethrows -> Double {
    for _ in 0..<warmup { try body() }
    var times: [Double] = []
    times.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    times.sort()
    return times[times.count / 2]
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never) func blackHole<T>(_ value: T) { _ = value }

func microseconds(_ seconds: Double) -> String { String(format: "%9.1f µs", seconds * 1e6) }
