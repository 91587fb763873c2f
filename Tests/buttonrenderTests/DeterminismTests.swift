import Foundation
import Testing

/// Every command writes the same bytes every run: the same standard output and the same files.
/// Swift seeds its hashing per process, so anything summed in a dictionary's order differs from
/// run to run: `inspect --json` did (the baseline and cap height, by 1e-14).
@Suite struct DeterminismTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")

    static let commands: [[String]] = [
        ["--style", "tinted", "--title", "Add to Cart", "--symbol", "cart", "-o", "out.png"],
        ["--layout-json", "--title", "장바구니", "--platform", "macos"],
        ["sheet", "--platform", "ios", "--annotate", "-o", "out.png"],
        ["spinner", "--size", "large", "--frames", "strip", "-o", "out.png"],
        ["inspect", golden.appendingPathComponent("ios-filled-large-light.png").path, "--json"],
        ["inspect", golden.appendingPathComponent("korean-title.png").path, "--json"],
        ["inspect", golden.appendingPathComponent("ios-tinted-large-light.png").path, "--expect", "--style", "tinted", "--size", "large"],
        ["inspect", golden.appendingPathComponent("ios-switch-on-light.png").path, "--subject", "switch", "--json"],
        ["batch", "cases.json", "--out", "batch"],
    ]

    /// The first golden case of each platform, style and release, written into `folder` as
    /// cases.json: every kind the manifest draws, rendered in parallel as the whole list is,
    /// which is where an order that follows the seed would show; the rest repeat a kind.
    static func writeSomeGoldenCases(into folder: URL) throws {
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: golden.appendingPathComponent("manifest.json"))) as? [String: Any]
        let cases = try #require(manifest?["cases"] as? [[String: Any]])
        var kinds: Set<String> = []
        let some = cases.filter { c in
            let spec = c["spec"] as? [String: Any] ?? [:]
            let kind = ["platform", "style", "osVersion"].map { spec[$0] as? String ?? "" }.joined(separator: "/")
            return kinds.insert(kind).inserted
        }
        try JSONSerialization.data(withJSONObject: ["cases": some], options: [.sortedKeys]).write(to: folder.appendingPathComponent("cases.json"))
    }

    /// Runs a command three times in fresh folders (each process a fresh hash seed, so two
    /// chances for an order that follows the seed to show): its output and every file it writes
    /// are the same bytes each time.
    @Test(arguments: commands) func aCommandWritesTheSameBytesEveryRun(_ arguments: [String]) throws {
        var first: (stdout: Data, files: [String: Data])?
        for _ in 0..<(arguments.first == "batch" ? 2 : 3) {
            let folder = try TemporaryFolder("determinism")
            if arguments.first == "batch" { try Self.writeSomeGoldenCases(into: folder.url) }
            let r = try CLI.run(arguments, in: folder.url)
            #expect(r.status == 0 || arguments.contains("--expect"), "\(arguments): \(r.stderr)")
            var files: [String: Data] = [:]
            let walker = FileManager.default.enumerator(atPath: folder.url.path)
            while let name = walker?.nextObject() as? String {
                let url = folder.url.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                    files[name] = try Data(contentsOf: url)
                }
            }
            if let first {
                #expect(r.stdout == first.stdout, "\(arguments): standard output differs between runs")
                #expect(files == first.files, "\(arguments): the files differ between runs")
            } else {
                first = (r.stdout, files)
            }
        }
    }
}
