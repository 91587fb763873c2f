import Foundation

/// Hands a batch's items to its workers.
///
/// One worker lays every item out, in file order, while the others already draw what is laid
/// out, in the same order; once everything is laid out, every worker takes the rest largest
/// canvas first, so no large item is left running alone at the end. Laying out is cheap and
/// shares the glyph caches, which it fills: on two cores it ran no faster on two threads than
/// on one, and while it ran alone the other core waited. Every step is O(1) but the one sort.
final class BatchSchedule: @unchecked Sendable {
    private let condition = NSCondition()
    /// Laid out, by index; an entry is removed when taken.
    private var ready: [Int: RenderCase.Prepared] = [:]
    /// Indices in the order they were laid out; `next` moves along it while layout runs.
    private var arrivals: [Int] = []
    private var arrivalsTaken = 0
    private var allLaidOut = false
    /// Once everything is laid out: what is left, largest canvas first.
    private var order: [Int] = []
    private var orderTaken = 0

    /// Hands over a laid-out item.
    func laidOut(_ index: Int, _ prepared: RenderCase.Prepared) {
        condition.lock()
        ready[index] = prepared
        arrivals.append(index)
        condition.signal()
        condition.unlock()
    }

    /// Says that no more items will be laid out.
    func finishLayout() {
        condition.lock()
        allLaidOut = true
        order = ready.keys.sorted { (ready[$0]!.pixelCount, $1) > (ready[$1]!.pixelCount, $0) }
        condition.broadcast()
        condition.unlock()
    }

    /// The next item to draw, waiting while items are still being laid out; nil when all are taken.
    func next() -> (index: Int, prepared: RenderCase.Prepared)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if allLaidOut {
                guard orderTaken < order.count else { return nil }
                let index = order[orderTaken]
                orderTaken += 1
                return (index, ready.removeValue(forKey: index)!)
            }
            if arrivalsTaken < arrivals.count {
                let index = arrivals[arrivalsTaken]
                arrivalsTaken += 1
                return (index, ready.removeValue(forKey: index)!)
            }
            condition.wait()
        }
    }
}
