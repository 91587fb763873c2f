import Foundation
import Testing
@testable import ButtonRender
@testable import ButtonRenderGoldens

/// `--shard i/n`: n CI jobs together cover every case exactly once.
@Suite struct ShardTests {
    static let cases = try! GoldenSuite(directory: GoldenTests.golden).cases

    @Test(arguments: 1...5)
    func everyCaseInExactlyOneShard(count: Int) throws {
        let shards = (1...count).map { Shard(index: $0, count: count)! }
        var seen: [String: Int] = [:]
        for shard in shards {
            let part = shard.select(Self.cases)
            #expect(!part.isEmpty, "shard \(shard) is empty")
            for c in part { seen[c.name, default: 0] += 1 }
        }
        #expect(seen.count == Self.cases.count && seen.values.allSatisfy { $0 == 1 })
    }

    /// The split depends on names only: shuffling the file or adding cases moves nothing else.
    @Test func splitIsStable() throws {
        let shard = Shard(index: 2, count: 3)!
        let names = Set(shard.select(Self.cases).map(\.name))
        #expect(Set(shard.select(Self.cases.shuffled()).map(\.name)) == names)
        let more = Self.cases + [RenderCase(name: "added", spec: .init())]
        #expect(Set(shard.select(more).map(\.name)).subtracting(["added"]) == names)
    }

    @Test func parsing() {
        #expect(Shard("2/5") == Shard(index: 2, count: 5))
        for bad in ["0/3", "4/3", "1/0", "a/b", "1/2/3", "", "2", "1/1001"] { #expect(Shard(bad) == nil, "\(bad)") }
    }
}
