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
    @Option(help: "A case list (the format of Golden/manifest.json): audit every button in it instead of the one the options describe.")
    var manifest: String?
    @Flag(help: "Print the reports as JSON.") var json = false
    @Option(help: "What the buttons sit on, for the contrast checks: #RRGGBB or a system color (default: the platform's backdrop, else systemBackground).")
    var background: Tint?
    @Option(help: "A font file to measure text with instead of Inter.") var font: String?
    @Option(help: "A folder with SF Pro's files, to measure text as SF Pro.") var fontDir: String?

    func validate() throws {
        if manifest == nil { try button.validate() }
    }

    func run() throws {
        let named: [(String, ButtonSpec)]
        do {
            if let manifest {
                guard FileManager.default.fileExists(atPath: manifest) else { throw ExitCodes.report("no such file: \(manifest)", ExitCodes.noInput) }
                named = try CaseList.load(manifest).cases.compactMap { c in c.spec.map { (c.name, $0) } }
            } else {
                named = [("button", try button.spec())]
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw ExitCodes.fail(error)
        }
        let renderer: Renderer
        do { renderer = try Renderer(font: font, fontDirectory: fontDir) } catch { throw ExitCodes.fail(error) }
        var reports: [(String, AccessibilityReport)] = []
        for (name, spec) in named {
            do {
                let layout = try renderer.layout(spec)
                let given = background.map { $0.resolved(spec.appearance).rgba }
                reports.append((name, given.map { AccessibilityReport(layout, backdrop: $0) } ?? layout.accessibility ?? AccessibilityReport(layout)))
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
