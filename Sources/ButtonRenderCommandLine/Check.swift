import ArgumentParser
import ButtonRenderGoldens
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Options shared by `check` and `record`.
struct GoldenOptions: ParsableArguments {
    @Option(help: "The folder holding manifest.json and the golden PNGs.") var golden = "Golden"
    @Option(parsing: .upToNextOption, help: "Only these cases, by name.", completion: .custom(GoldenOptions.caseNames))
    var only: [String] = []

    /// Completion of --only: the case names of the manifest named by --golden on the line
    /// typed so far (else ./Golden); the shell keeps those that start with what is typed.
    @Sendable static func caseNames(_ words: [String], _ completing: Int, _ prefix: String) -> [String] {
        let folder = words.firstIndex(of: "--golden").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil } ?? "Golden"
        return (try? GoldenSuite(directory: URL(fileURLWithPath: folder)).cases.map(\.name)) ?? []
    }
    @Option(help: "Only shard i of n (i/n, 1 <= i <= n <= 1000, such as 2/5): a stable split by case name, so n CI jobs cover every case once.", transform: Shard.argument)
    var shard: Shard?

    func suite() throws -> GoldenSuite {
        do {
            return try GoldenSuite(directory: URL(fileURLWithPath: golden))
        } catch let error as GoldenError {
            if case .missingManifest = error { throw ExitCodes.report(error.description, ExitCodes.noInput) }
            throw ExitCodes.report(error.description, ExitCodes.dataError)
        } catch {
            throw ExitCodes.fail(error)
        }
    }

    func select(_ suite: GoldenSuite) throws -> [RenderCase] {
        do {
            let selected = try suite.select(only.isEmpty ? nil : only)
            return shard.map { $0.select(selected) } ?? selected
        } catch {
            throw ExitCodes.report("\(error)", ExitCodes.usage)
        }
    }
}

/// `buttonrender check`: renders every case and compares it with its golden. Never records.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compares fresh renders with the goldens; exits 0 if all match, 1 on differences, 65 for a corrupt or missing golden.")

    @OptionGroup var goldens: GoldenOptions
    @Option(help: "The report folder (default $BUTTONRENDER_ARTIFACTS, else .build/golden-report).") var report: String?
    @Option(help: "Also write a JUnit XML file here.") var junit: String?
    @Option(help: "Let each channel differ by this many levels.") var maxChannelDelta = 0
    @Option(help: "Let this many pixels differ and still pass.") var maxDifferentPixels = 0
    @Flag(help: "Compare perceptually (YIQ distance, antialiased edges set apart).") var perceptual = false
    @Option(help: "The perceptual threshold, 0 to 1.") var threshold = 0.1
    @Option(help: ArgumentHelp("After checking, also write the goldens this mode selects (missing, failed, all); the check still fails for them, so a second run verifies. Default: $BUTTONRENDER_RECORD, else never.", valueName: "mode"))
    var record: RecordMode?
    @Option(parsing: .upToNextOption, help: ArgumentHelp("Join the reports these folders hold (written by check --shard i/n --report DIR) into one page at --report and one --junit file; renders nothing.", valueName: "dir"), completion: .directory)
    var mergeReports: [String] = []

    func validate() throws {
        guard maxChannelDelta >= 0, maxChannelDelta <= 255 else { throw ValidationError("--max-channel-delta must be 0 to 255") }
        guard maxDifferentPixels >= 0 else { throw ValidationError("--max-different-pixels must be 0 or more") }
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be 0 to 1") }
    }

    func run() throws {
        if !mergeReports.isEmpty { return try merge() }
        let suite = try goldens.suite()
        let selected = try goldens.select(suite)
        let renderer: Renderer
        do { renderer = try Renderer() } catch { throw ExitCodes.fail(error) }
        let options = ImageComparison.Options(
            maxChannelDelta: maxChannelDelta, maxDifferentPixels: maxDifferentPixels, perceptual: perceptual, threshold: threshold)
        let mode: RecordMode
        if let record {
            mode = record
        } else {
            do { mode = try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) } catch {
                throw ExitCodes.report(error.description, ExitCodes.usage)
            }
        }
        let outcomes = suite.check(selected, options: options, renderer: renderer)
        if mode != .never { try recordGoldens(outcomes, mode: mode, suite: suite, renderer: renderer, options: options) }
        let orphans = goldens.only.isEmpty ? suite.orphans() : []
        let data = ReportData(golden: goldens.golden, entries: outcomes.map(ReportEntry.init), orphans: orphans)
        var index: URL?
        var reportFailure: (any Error)?
        do {
            // An all-passed page is written when asked for: CI keeps it as an artifact.
            if !(data.allPassed && report == nil) {
                let folder = GoldenReport.folder(report)
                try GoldenReport.writeImages(outcomes, to: folder)
                index = try GoldenReport.writePage(data, to: folder)
            }
        } catch {
            reportFailure = error
        }
        // What the check found is printed whether or not its report could be written; then a
        // report that could not be is the error (73).
        let found = Result { try finish(data, index: index) }
        if let reportFailure { throw ExitCodes.report("the report could not be written: \(reportFailure)", ExitCodes.cannotCreate) }
        try found.get()
    }

    /// Writes the goldens of the cases the mode selects, after the comparison that selected them:
    /// the outcomes (and so the report and exit status) still say what was found.
    func recordGoldens(_ outcomes: [CaseOutcome], mode: RecordMode, suite: GoldenSuite, renderer: Renderer, options: ImageComparison.Options) throws {
        let chosen = outcomes.filter { mode.records($0.status) }.map(\.case)
        do {
            Interruption.stopOnSignals()
            let changes = try suite.record(chosen, renderer: renderer, mode: mode, options: options, shouldStop: { Interruption.requested != nil })
            let written = changes.filter { $0.change != .unchanged }
            for (name, change) in written { try StandardOutput.line("RECORDED \(TerminalText.escaped(name)): \(change)") }
            try StandardOutput.line("recorded \(written.count) golden\(written.count == 1 ? "" : "s") (record mode \(mode.rawValue)); run check again to verify")
        } catch {
            throw ExitCodes.fail(error)
        }
    }

    /// `--merge-reports`: one page and one JUnit file from the shards' reports.
    func merge() throws {
        if goldens.shard != nil || !goldens.only.isEmpty {
            throw ExitCodes.report("--merge-reports joins reports already written and renders nothing: leave out --shard and --only", ExitCodes.usage)
        }
        let merged: (data: ReportData, index: URL)
        do {
            // The reports must have checked the folder --golden names: it goes into the accept command.
            merged = try ReportMerge.merge(mergeReports.map { URL(fileURLWithPath: $0) }, into: GoldenReport.folder(report), golden: goldens.golden)
        } catch let error as ReportMerge.MergeError {
            if case .noData = error { throw ExitCodes.report(error.description, ExitCodes.noInput) }
            throw ExitCodes.report(error.description, ExitCodes.dataError)
        } catch {
            throw ExitCodes.fail(error)
        }
        try finish(merged.data, index: merged.index)
    }

    /// Prints one line per case that did not pass, the summary and the accept command, writes
    /// the JUnit file, and exits as a check does.
    ///
    /// Names, messages and paths come from a case list or a shard's `report.json`: each is
    /// printed escaped, so that none can move the cursor, clear the screen or add a line.
    func finish(_ data: ReportData, index: URL?) throws {
        let page = index.map { "; report: " + TerminalText.escaped($0.path) } ?? ""
        do {
            for e in data.entries where e.status != .passed {
                try StandardOutput.line("\(e.status.rawValue.uppercased()) \(TerminalText.escaped(e.name)): \(TerminalText.escaped(e.message))")
                // The images, one path a line, as a failed snapshot test names them.
                guard let folder = index?.deletingLastPathComponent().appendingPathComponent(e.name) else { continue }
                for (name, written) in [("expected.png", e.hasExpected), ("actual.png", e.hasActual), ("diff.png", e.hasDiff)] where written {
                    try StandardOutput.line("  " + TerminalText.escaped(folder.appendingPathComponent(name).path))
                }
            }
            if let junit { try GoldenReport.writeJUnit(data.entries, to: junit) }
            for o in data.orphans { try StandardOutput.line("MISSING \(TerminalText.escaped(o)): a golden no case names") }
            if data.allPassed {
                try StandardOutput.line("\(data.passedCount) of \(data.entries.count) cases match their goldens" + page)
                return
            }
            try StandardOutput.line("\(data.passedCount) of \(data.entries.count) cases match" + page)
            // Shell-quoted for pasting; escaped as well, which changes only a folder name holding
            // a control character (the printed command then names no folder that exists).
            if let accept = GoldenReport.acceptCommand(data.entries, golden: data.golden) {
                try StandardOutput.line("to accept the changed and new cases after review: \(TerminalText.escaped(accept))")
            }
        } catch {
            throw ExitCodes.fail(error)
        }
        let statuses = Set(data.entries.map(\.status))
        if !statuses.isDisjoint(with: [.corrupt, .new, .failed]) { throw ExitCode(ExitCodes.dataError) }
        if statuses.contains(.changed) { throw ExitCode.failure }
    }
}

/// `buttonrender record`: writes goldens, atomically, and says what changed.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Renders the cases and writes their goldens (temporary file, then rename), printing what changed.")

    @OptionGroup var goldens: GoldenOptions
    @Option(help: "Which goldens to write: all; missing (only absent ones); failed (absent, unreadable or not matching exactly). never writes none.")
    var mode: RecordMode = .all

    func run() throws {
        let suite = try goldens.suite()
        let selected = try goldens.select(suite)
        do {
            let renderer = try Renderer()
            Interruption.stopOnSignals()
            let changes = try suite.record(selected, renderer: renderer, mode: mode, shouldStop: { Interruption.requested != nil })
            if let signal = Interruption.requested {
                StandardError.write("interrupted after \(changes.count) of \(selected.count) cases: the goldens written are complete\n")
                throw ExitCode(Interruption.exitStatus(signal))
            }
            for (name, change) in changes where change != .unchanged { try StandardOutput.line("\(TerminalText.escaped(name)): \(change)") }
            let unchanged = changes.filter { $0.change == .unchanged }.count
            try StandardOutput.line("recorded \(changes.count - unchanged) of \(changes.count) cases (\(unchanged) unchanged) in \(TerminalText.escaped(suite.directory.path))")
        } catch let e as ExitCode {
            throw e
        } catch {
            throw ExitCodes.fail(error)
        }
    }
}
