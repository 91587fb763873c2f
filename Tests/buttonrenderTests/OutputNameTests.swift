import Foundation
import Testing

/// Outputs that name nothing, or a terminal, are refused (64) before anything is drawn.
@Suite(.serialized) final class OutputNameTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws { temporary = try TemporaryFolder("buttonrender-names") }

    @Test func emptyNamesAreRefused() throws {
        for arguments in [["-o", ""], ["sheet", "-o", ""], ["spinner", "--frames", ""]] {
            let r = try CLI.run(arguments, in: folder)
            #expect(r.status == 64 && r.stderr.contains("''") && r.stderr.contains("names no"), "\(arguments): \(r.stderr)")
        }
        // Nothing was written into the current folder (--frames '' wrote frame-0.png ... there).
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// As curl refuses to print binary output on a terminal: `-o -` with a terminal for standard
    /// output (util-linux's `script` gives the command one) is refused, and prints no PNG.
    @Test func aPNGIsNotWrittenToATerminal() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "\(CLI.binary.path) -o -", "/dev/null"]
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64, "\(text)")
        #expect(text.contains("which is a terminal here") && !text.contains("PNG\r\n"), "\(text)")
    }
}
