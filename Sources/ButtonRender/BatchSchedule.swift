import Dispatch
import Synchronization

/// Hands a batch's items to its workers.
///
/// One worker lays every item out, in file order, while the others already draw what is laid
/// out, in the same order; once everything is laid out, every worker takes the rest largest
/// canvas first, so no large item is left running alone at the end. Laying out is cheap and
/// shares the glyph caches, which it fills: on two cores it ran no faster on two threads than
/// on one, and while it ran alone the other core waited. Every step is O(1) but the one sort.
final class BatchSchedule: Sendable {
    private struct State: ~Copyable {
        /// Laid out, by index; an entry is removed when taken.
        var ready: [Int: RenderCase.Prepared] = [:]
        /// Indices in the order they were laid out; `next` moves along it while layout runs.
        var arrivals: [Int] = []
        var arrivalsTaken = 0
        var allLaidOut = false
        /// Once everything is laid out: what is left, largest canvas first.
        var order: [Int] = []
        var orderTaken = 0
        /// The most items that waited at once, for tests of the bound.
        var peak = 0

        enum Turn { case item(Int, RenderCase.Prepared), wait, finished }

        mutating func take() -> Turn {
            if allLaidOut {
                guard orderTaken < order.count else { return .finished }
                let index = order[orderTaken]
                orderTaken += 1
                return .item(index, ready.removeValue(forKey: index)!)
            }
            guard arrivalsTaken < arrivals.count else { return .wait }
            let index = arrivals[arrivalsTaken]
            arrivalsTaken += 1
            return .item(index, ready.removeValue(forKey: index)!)
        }
    }

    private let state = Mutex(State())
    /// Counts hand-overs a waiting worker has not seen yet: one signal per item laid out, so
    /// every item not yet taken has a signal of its own, and a worker only sleeps when none
    /// is ready. A signal can outlive what it announced (another worker took the item first);
    /// the waiter then looks and waits again.
    private let wake = DispatchSemaphore(value: 0)

    /// Hands over a laid-out item.
    func laidOut(_ index: Int, _ prepared: RenderCase.Prepared) {
        state.withLock {
            $0.ready[index] = prepared
            $0.arrivals.append(index)
            $0.peak = max($0.peak, $0.ready.count)
        }
        wake.signal()
    }

    /// The most laid-out items that waited at once.
    var peakBacklog: Int { state.withLock { $0.peak } }

    /// How many laid-out items wait to be drawn.
    var backlog: Int { state.withLock { $0.ready.count } }

    /// A laid-out item for the layout worker to draw itself when the backlog is full; nil when
    /// none is waiting. Never blocks.
    func takeWaiting() -> (index: Int, prepared: RenderCase.Prepared)? {
        state.withLock { s -> (Int, RenderCase.Prepared)? in
            guard !s.allLaidOut, s.arrivalsTaken < s.arrivals.count else { return nil }
            let index = s.arrivals[s.arrivalsTaken]
            s.arrivalsTaken += 1
            return (index, s.ready.removeValue(forKey: index)!)
        }
    }

    /// Says that no more items will be laid out.
    func finishLayout() {
        state.withLock { s in
            s.allLaidOut = true
            s.order = s.ready.keys.sorted { (s.ready[$0]!.pixelCount, $1) > (s.ready[$1]!.pixelCount, $0) }
        }
        // Each worker that finds nothing left passes the wake-up on (`next`), so one is enough.
        wake.signal()
    }

    /// The next item to draw, waiting while items are still being laid out; nil when all are taken.
    func next() -> (index: Int, prepared: RenderCase.Prepared)? {
        while true {
            switch state.withLock({ $0.take() }) {
            case .item(let index, let prepared): return (index, prepared)
            case .wait: wake.wait()
            case .finished:
                wake.signal()
                return nil
            }
        }
    }
}
