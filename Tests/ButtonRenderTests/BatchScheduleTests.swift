import Dispatch
import Synchronization
import Testing
@testable import ButtonRender

@Suite struct BatchScheduleTests {
    /// Spinner cases whose canvas grows with the scale: sizes to order by, cheap to lay out.
    static let cases = (0..<120).map { k in
        RenderCase(name: "s\(k)", spinner: RenderCase.SpinnerCase(size: k % 2 == 0 ? .medium : .large, scale: Double(1 + k % 3)))
    }

    /// One worker lays out while three draw: every item is handed out exactly once.
    @Test func everyItemOnceWithWorkersWaiting() throws {
        let renderer = try Renderer()
        let schedule = BatchSchedule()
        let taken = Mutex<[Int]>([])
        let cases = Self.cases
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for (index, c) in cases.enumerated() { schedule.laidOut(index, try! c.prepare(with: renderer)) }
                schedule.finishLayout()
            }
            while let (index, _) = schedule.next() { taken.withLock { $0.append(index) } }
        }
        let all = taken.withLock { $0 }
        #expect(all.count == cases.count)
        #expect(Set(all) == Set(cases.indices))
    }

    /// What is left when layout ends comes out largest canvas first (ties in file order).
    @Test func restComesLargestFirst() throws {
        let renderer = try Renderer()
        let schedule = BatchSchedule()
        var sizes: [Int: Int] = [:]
        for (index, c) in Self.cases.enumerated() {
            let prepared = try c.prepare(with: renderer)
            sizes[index] = prepared.pixelCount
            schedule.laidOut(index, prepared)
        }
        // Two taken while layout runs come in file order.
        #expect(schedule.next()?.index == 0)
        #expect(schedule.next()?.index == 1)
        schedule.finishLayout()
        var order: [Int] = []
        while let (index, _) = schedule.next() { order.append(index) }
        #expect(order.count == Self.cases.count - 2)
        let expected = (2..<Self.cases.count).sorted { (sizes[$0]!, $1) > (sizes[$1]!, $0) }
        #expect(order == expected)
        #expect(sizes[order.first!]! > sizes[order.last!]!)
    }
}

