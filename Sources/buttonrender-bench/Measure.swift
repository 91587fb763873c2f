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

/// Medians of `a` and `b` measured in alternating blocks of runs, and the median of the
/// blocks' ratios. This VM has fast and slow spells lasting seconds; a block is short, so a
/// ratio taken within neighbouring blocks rarely straddles a change, and running each side
/// in a block of its own keeps one side's caches and allocations from slowing the other's.
func medians(blocks: Int = 7, runs: Int, warmup: Int = 3, _ a: () throws -> Void, _ b: () throws -> Void) rethrows
    -> (a: Double, b: Double, ratio: Double)
{
    var allA: [Double] = [], allB: [Double] = [], ratios: [Double] = []
    for _ in 0..<blocks {
        let ma = try median(runs: runs, warmup: warmup, a)
        let mb = try median(runs: runs, warmup: warmup, b)
        allA.append(ma)
        allB.append(mb)
        ratios.append(ma / mb)
    }
    allA.sort()
    allB.sort()
    ratios.sort()
    return (allA[blocks / 2], allB[blocks / 2], ratios[blocks / 2])
}
