import ButtonGeometry
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

    /// A shard's `report.json` over the report limit is refused from its size, before it is
    /// read (a sparse file: no disk).
    @Test func oversizedReportIsRefusedUnread() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("br-merge-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let shard = root.appendingPathComponent("shard")
        try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
        let file = shard.appendingPathComponent(GoldenReport.dataFileName)
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("{}".utf8)))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(ReportMerge.maximumReportSize + 1))
        try handle.close()
        do {
            _ = try ReportMerge.merge([shard], into: root.appendingPathComponent("merged"))
            Issue.record("a report over the limit was merged")
        } catch {
            #expect("\(error)".contains("the file is \(ReportMerge.maximumReportSize + 1) bytes; the most a check report may have is \(ReportMerge.maximumReportSize)"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("merged").path))
    }

    /// An accept command names its cases while the command line can hold them (1,000
    /// arguments after the program's name), and records by mode past that.
    @Test func acceptCommandFitsTheCommandLine() throws {
        func entries(_ count: Int) -> [ReportEntry] {
            (0..<count).map { ReportEntry(CaseOutcome(case: RenderCase(name: "c\($0)", spec: ButtonSpec()), status: .new, goldenPath: "", message: "")) }
        }
        // record, --only and 998 names: 1,000 arguments.
        let fits = try #require(GoldenReport.acceptCommand(entries(998)))
        #expect(fits.split(separator: " ").count == 1 + 1_000 && fits.hasPrefix("buttonrender record --only c0 c1 "))
        #expect(try #require(GoldenReport.acceptCommand(entries(999))).hasPrefix("buttonrender record --mode failed  # 999 cases"))
        // The golden folder takes one argument more.
        #expect(try #require(GoldenReport.acceptCommand(entries(997), golden: "G")).split(separator: " ").count == 1 + 1_000)
        #expect(try #require(GoldenReport.acceptCommand(entries(998), golden: "G")).hasPrefix("buttonrender record --golden=G --mode failed"))
        #expect(GoldenReport.acceptCommand(entries(0)) == nil)
    }
}
