import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ButtonRenderGoldens
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `buttonrender calibrate`: holds every Apple-rendered reference in the calibration corpus
/// against our render of the same button.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Compares our renders with the Apple-rendered references in the calibration corpus.",
        discussion: """
            Entries whose image NAME.png is in --images are measured again; the others use the \
            measurement the corpus records. Exit 1 when a current entry has a figure outside the \
            tolerances (font-dependent figures are shown, not judged).
            """)

    @Argument(help: "The corpus file.") var corpus = "Tests/Calibration/apple-renders.json"
    @Option(help: "A folder holding the reference images as NAME.png, and NAME.backdrop.png for an entry with a backdrop image (see the Inspect and Calibrate article).")
    var images: String?
    @Flag(help: "Write what was measured in the images back into the corpus file.") var update = false
    @Flag(help: "Print every entry's comparison as JSON instead of tables.") var json = false

    func run() throws {
        do {
            let loaded: CalibrationCorpus
            do { loaded = try CalibrationCorpus.load(corpus) } catch let e as DecodingError {
                throw ExitCodes.report("\(corpus) is not a calibration corpus: \(e)", ExitCodes.dataError)
            } catch let e as CalibrationCorpus.UnknownKey {
                throw ExitCodes.report(e.description, ExitCodes.dataError)
            } catch {
                throw ExitCodes.report("cannot read \(corpus): no such file, or not readable", ExitCodes.noInput)
            }
            if let images {
                var info = stat()
                guard stat(images, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                    throw ExitCodes.report("--images \(images) is not a folder: give the folder that holds the reference images as NAME.png (scripts/calibrate extracts them)", ExitCodes.noInput)
                }
            }
            let (results, updated) = try loaded.calibrate(renderer: try Renderer(), images: images)
            try StandardOutput.write(json ? try InspectionJSON.encode(results.map(CalibrationResult.Report.init)) : Data(CalibrationTable.report(results).utf8))
            if update { try OutputFile.writeAtomically(try updated.encoded(), to: corpus) }
            if results.contains(where: { $0.entry.current && !$0.comparison.agrees }) { throw ExitCode(1) }
        } catch let e as ExitCode {
            throw e
        } catch let e as CalibrationError {
            throw ExitCodes.report(e.description, ExitCodes.noInput)
        } catch {
            throw ExitCodes.fail(error)
        }
    }
}
