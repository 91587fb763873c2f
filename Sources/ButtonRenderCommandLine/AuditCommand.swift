import ArgumentParser
import ButtonRenderGoldens
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `buttonrender audit`: the accessibility checks of one button or of every case of a
/// manifest, one line a button; exit 1 when any button fails.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Checks buttons against the accessibility guidelines: label contrast, shape contrast, hit target; prints what VoiceOver says. Exits 1 when any fails.")

    @OptionGroup var button: ButtonOptions
    @OptionGroup var configuration: ConfigurationOptions
    @Option(help: "A case list (the format of Golden/manifest.json): audit every button in it instead of the one the options describe, each against the background it is drawn on.")
    var manifest: String?
    @Flag(help: "Print the reports as JSON.") var json = false
    @Option(help: "What the buttons sit on, for the contrast checks: #RRGGBB or a system color (default: a manifest case's own background, else the platform's backdrop, else systemBackground).")
    var background: ColorSet?
    @Option(help: "A font file to measure text with instead of Inter.") var font: String?
    @Option(help: "A folder with SF Pro's files, to measure text as SF Pro.") var fontDir: String?

    func validate() throws {
        try button.validate(configuration)
        try FontOptions.validateFonts(font: font, fontDir: fontDir)
    }

    /// A button to audit: its name, its spec and what it is drawn on, when that is given.
    private typealias Subject = (name: String, spec: ButtonSpec, background: ColorSet?)

    func run() throws {
        let subjects: [Subject]
        do {
            if let manifest {
                guard FileManager.default.fileExists(atPath: manifest) else { throw ExitCodes.report("no such file: \(manifest)", ExitCodes.noInput) }
                let cases = try CaseList.load(manifest).cases
                subjects = cases.compactMap { c in c.spec.map { (c.name, $0, c.background) } }
                // A standalone indicator has no label, no shape and no hit target: nothing to judge.
                for c in cases where c.spec == nil {
                    StandardError.write("skipped \(TerminalText.escaped(c.name)): a standalone activity indicator has no label, shape or hit target to audit\n")
                }
                guard !subjects.isEmpty else {
                    throw ExitCodes.report("\(manifest) has no button to audit: every case is a standalone activity indicator, or there are none", ExitCodes.dataError)
                }
            } else {
                subjects = [("button", try button.spec(configuration), nil)]
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw ExitCodes.fail(error)
        }
        let renderer: Renderer
        do { renderer = try Renderer(font: font, fontDirectory: fontDir) } catch { throw ExitCodes.fail(error) }
        var reports: [(String, AccessibilityReport)] = []
        for subject in subjects {
            do {
                let layout = try renderer.layout(subject.spec)
                // What the case is drawn on is what its contrast is seen against.
                let given = (subject.background ?? background).map { $0.resolved(subject.spec.appearance).rgba }
                reports.append((subject.name, layout.accessibilityReport(backdrop: given)))
            } catch {
                throw ExitCodes.fail(error)
            }
        }
        do {
            if json {
                let entries = reports.map { AuditEntry(name: $0.0, passes: $0.1.passes, report: $0.1) }
                try StandardOutput.write(try LayoutJSON.prettyJSON(entries) + Array("\n".utf8))
            } else {
                let text = reports.map { AuditText.line(name: TerminalText.escaped($0.0), $0.1) + "\n" }.joined()
                try StandardOutput.write(Array(text.utf8))
            }
        } catch {
            throw ExitCodes.fail(error)
        }
        if reports.contains(where: { !$0.1.passes }) { throw ExitCode(1) }
    }
}

/// One button's audit as `--json` prints it.
struct AuditEntry: Encodable {
    var name: String
    var passes: Bool
    var report: AccessibilityReport
}
