import Foundation
import Testing

/// The binary is the whole tool: its fonts are compiled in, so a copy alone in an empty folder,
/// with no source tree near, renders the same bytes as the build. `$BUTTONRENDER_FONTS` still
/// reads the fonts from a folder, and says so when that folder lacks one.
@Suite(.serialized) final class InstallTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts")

    init() throws { temporary = try TemporaryFolder("buttonrender-install") }

    func run(_ binary: URL, output: String, environment: [String: String] = [:]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--style", "filled", "--size", "large", "--title", "한국어 Add", "--symbol", "cart", "-o", output]
        process.currentDirectoryURL = binary.deletingLastPathComponent()
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "BUTTONRENDER_FONTS")
        process.environment = env.merging(environment) { $1 }
        let err = Pipe()
        process.standardError = err
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// A copy alone in an empty folder draws Inter, Hangul and a symbol, byte for byte as the built binary does.
    @Test func aCopiedBinaryRendersAlone() throws {
        let fm = FileManager.default
        let alone = folder.appendingPathComponent("alone")
        try fm.createDirectory(at: alone, withIntermediateDirectories: true)
        let binary = alone.appendingPathComponent("buttonrender")
        try fm.copyItem(at: CLI.binary, to: binary)
        #expect(try fm.contentsOfDirectory(atPath: alone.path) == ["buttonrender"])

        let copied = try run(binary, output: "copied.png")
        #expect(copied.status == 0, "\(copied.stderr)")
        let built = try run(CLI.binary, output: folder.appendingPathComponent("built.png").path)
        #expect(built.status == 0, "\(built.stderr)")
        let a = try Data(contentsOf: alone.appendingPathComponent("copied.png"))
        let b = try Data(contentsOf: folder.appendingPathComponent("built.png"))
        #expect(a == b)
    }

    /// The variable names a folder holding the font files: they draw the same bytes; a folder
    /// without them is refused with 66, naming the file, the variable and how to do without it.
    @Test func theVariableReadsTheFontsFromAFolder() throws {
        let fromFolder = try run(CLI.binary, output: folder.appendingPathComponent("folder.png").path,
                                 environment: ["BUTTONRENDER_FONTS": Self.fonts.path])
        #expect(fromFolder.status == 0, "\(fromFolder.stderr)")
        let built = try run(CLI.binary, output: folder.appendingPathComponent("built.png").path)
        #expect(built.status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("folder.png")) == Data(contentsOf: folder.appendingPathComponent("built.png")))

        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let missing = try run(CLI.binary, output: folder.appendingPathComponent("missing.png").path, environment: ["BUTTONRENDER_FONTS": empty.path])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains(empty.appendingPathComponent("Inter-Regular.otf").path) && missing.stderr.contains("BUTTONRENDER_FONTS")
                && missing.stderr.contains("unset it"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing.png").path))
    }
}
