import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A font path that names a FIFO, a folder or a device is refused before it is opened, with the
/// path and what it is (65): opening a FIFO blocked the render forever, through `--font`,
/// `--font-dir` and `BUTTONRENDER_FONTS` alike.
@Suite(.serialized) final class FontPathTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws { temporary = try TemporaryFolder("buttonrender-fontpath") }

    /// Runs the binary, killing it after `seconds`: a hang is a failure, not a stuck suite.
    func run(_ arguments: [String], environment: [String: String] = [:], seconds: Double = 10) throws -> (status: Int32, stderr: String, timedOut: Bool) {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let err = Pipe()
        process.standardError = err
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        let timedOut = done.wait(timeout: .now() + seconds) == .timedOut
        if timedOut {
            // SIGKILL: the CLI may be catching SIGTERM, and a blocked open() cannot act on it.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text, timedOut)
    }

    @Test func aFIFOIsRefusedWhereverAFontIsNamed() throws {
        let fifo = folder.appendingPathComponent("fifo.otf").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let dir = folder.appendingPathComponent("dir")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        #expect(mkfifo(dir.appendingPathComponent("SF-Pro-Text-Regular.otf").path, 0o644) == 0)
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        #expect(mkfifo(fonts.appendingPathComponent("Inter-Regular.otf").path, 0o644) == 0)

        for (arguments, environment, named) in [
            (["--font", fifo, "-o", "a.png"], [:], fifo),
            (["--font-dir", dir.path, "-o", "b.png"], [:], dir.appendingPathComponent("SF-Pro-Text-Regular.otf").path),
            (["-o", "c.png"], ["BUTTONRENDER_FONTS": fonts.path], fonts.appendingPathComponent("Inter-Regular.otf").path),
        ] {
            let r = try run(arguments, environment: environment)
            #expect(!r.timedOut, "\(arguments) hung")
            #expect(r.status == 65 && r.stderr.contains(named) && r.stderr.contains("a FIFO, not a font file"), "\(arguments): \(r.status) \(r.stderr)")
        }
        let folderAsFont = try run(["--font", dir.path, "-o", "d.png"])
        #expect(folderAsFont.status == 65 && folderAsFont.stderr.contains("a folder, not a font file"), "\(folderAsFont.stderr)")
    }
}
