import Foundation
import Testing

/// A program only tests use (a shell, a browser), which a new machine lacks and `.ci/run`
/// installs. A test that needs one runs where it is installed; where it is missing the test is
/// skipped with its reason, unless `CI` is `true`: there `.ci/run` must have installed it, so
/// the test runs and fails, and nothing is skipped silently.
struct TestTool {
    /// One thing the tool needs: a program, or a check such as a Python module that imports.
    struct Part: Sendable {
        /// What it is, for the message (`/usr/bin/chromedriver`, `python3's selenium module`).
        let what: String
        /// The Debian package that provides it.
        let package: String
        /// Whether it is there now.
        let isPresent: @Sendable () -> Bool

        /// A program that must be executable at `path`.
        static func program(_ path: String, package: String) -> Part {
            Part(what: path, package: package) { FileManager.default.isExecutableFile(atPath: path) }
        }
    }

    /// What the tool is, for the messages.
    let name: String
    /// Everything it needs.
    let parts: [Part]

    static let onCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// The first program's path (the shell or `time` binary a test runs).
    var path: String { parts[0].what }

    var missing: [Part] { parts.filter { !$0.isPresent() } }

    var isInstalled: Bool { missing.isEmpty }

    /// Names what is missing, and only that, with the packages that bring it.
    var missingReason: String {
        let gone = missing
        guard !gone.isEmpty else { return "\(name) is installed" }
        var packages: [String] = []
        for part in gone where !packages.contains(part.package) { packages.append(part.package) }
        return "\(name) is incomplete: \(gone.map(\.what).joined(separator: ", ")) missing: apt-get install \(packages.joined(separator: " ")), as .ci/run does"
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

    static let gnuTime = TestTool(name: "GNU time", parts: [.program("/usr/bin/time", package: "time")])
    static let zsh = TestTool(name: "zsh", parts: [.program("/usr/bin/zsh", package: "zsh")])
    static let fish = TestTool(name: "fish", parts: [.program("/usr/bin/fish", package: "fish")])
    static let chromium = TestTool(
        name: "Chromium with its driver and Selenium",
        parts: [
            .program("/usr/bin/chromium", package: "chromium"), .program("/usr/bin/chromedriver", package: "chromium-driver"),
            .program("/usr/bin/python3", package: "python3"),
            Part(what: "python3's selenium module", package: "python3-selenium") {
                let probe = Process()
                probe.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
                probe.arguments = ["-c", "import selenium"]
                probe.standardError = FileHandle.nullDevice
                guard (try? probe.run()) != nil else { return false }
                probe.waitUntilExit()
                return probe.terminationStatus == 0
            },
        ])
}

/// The skip message names what is missing, not the whole tool.
@Suite struct TestToolTests {
    @Test func theReasonNamesOnlyWhatIsMissing() {
        let tool = TestTool(name: "a browser", parts: [
            .program("/bin/sh", package: "dash"),
            TestTool.Part(what: "python3's selenium module", package: "python3-selenium") { false },
        ])
        #expect(!tool.isInstalled)
        #expect(tool.missingReason == "a browser is incomplete: python3's selenium module missing: apt-get install python3-selenium, as .ci/run does")
    }
}
