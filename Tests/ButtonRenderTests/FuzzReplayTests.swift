import Foundation
import FuzzTargets
import Testing

/// Every input that ever crashed, hung or blew up a fuzz target (`scripts/fuzz` writes them to
/// Tests/Fuzz/crashes as TARGET-...), run again through its target: each must now come back.
@Suite struct FuzzReplayTests {
    static let crashes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/crashes")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: crashes.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func thereAreInputsToReplay() {
        #expect(!Self.inputs.isEmpty, "Tests/Fuzz/crashes is empty: the replay would prove nothing")
    }

    @Test(arguments: inputs)
    func replays(name: String) throws {
        let prefix = String(name.prefix { $0 != "-" })
        let target = try #require(FuzzTarget(rawValue: prefix), "\(name) does not start with a target name")
        let start = ContinuousClock.now
        target.run(try Data(contentsOf: Self.crashes.appendingPathComponent(name)))
        #expect(ContinuousClock.now - start < .seconds(20), "\(name) is slow again")
    }
}
