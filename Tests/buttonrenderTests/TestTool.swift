import Foundation
import Testing

/// A program only tests use (a shell, a browser), which a new machine lacks and `.ci/run`
/// installs. A test that needs one runs where it is installed; where it is missing the test is
/// skipped with its reason, unless `CI` is `true`: there `.ci/run` must have installed it, so
/// the test runs and fails, and nothing is skipped silently.
struct TestTool {
    /// What the tool is, for the messages.
    let name: String
    /// The programs that must be executable.
    let paths: [String]
    /// The Debian packages that provide it.
    let packages: [String]
    /// A further check (a Python module that imports), run once the programs are there.
    var probe: (@Sendable () -> Bool)? = nil

    static let onCI = ProcessInfo.processInfo.environment["CI"] == "true"

    var isInstalled: Bool {
        paths.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) } && (probe?() ?? true)
    }

    var missingReason: String {
        "\(name) is missing: apt-get install \(packages.joined(separator: " ")), as .ci/run does"
    }

    /// The trait: the test runs where the tool is installed, and always under CI.
    var trait: ConditionTrait {
        .enabled(if: Self.onCI || isInstalled, Comment(rawValue: missingReason))
    }

    /// Records a failure when the tool is missing (under CI, where the trait let the test run)
    /// and says whether the test may go on.
    func require(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard isInstalled else {
            Issue.record("\(missingReason); CI=true, so this is a failure, not a skip", sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    static let gnuTime = TestTool(name: "GNU time", paths: ["/usr/bin/time"], packages: ["time"])
    static let zsh = TestTool(name: "zsh", paths: ["/usr/bin/zsh"], packages: ["zsh"])
    static let fish = TestTool(name: "fish", paths: ["/usr/bin/fish"], packages: ["fish"])
    static let chromium = TestTool(
        name: "Chromium with its driver and Selenium", paths: ["/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/bin/python3"],
        packages: ["chromium", "chromium-driver", "python3-selenium"],
        probe: {
            let probe = Process()
            probe.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            probe.arguments = ["-c", "import selenium"]
            probe.standardError = FileHandle.nullDevice
            guard (try? probe.run()) != nil else { return false }
            probe.waitUntilExit()
            return probe.terminationStatus == 0
        })
}
