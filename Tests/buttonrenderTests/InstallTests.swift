import Foundation
import Testing

/// The binary finds its fonts wherever it is installed beside them, with no source tree near:
/// copied into a temporary folder it fails (naming BUTTONRENDER_FONTS and where it looked), and
/// renders once the fonts are beside it, under PREFIX/share, or named by the variable.
@Suite(.serialized) final class InstallTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts")

    init() throws { temporary = try TemporaryFolder("buttonrender-install") }

    func run(_ binary: URL, environment: [String: String] = [:]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["-o", folder.appendingPathComponent("b.png").path]
        process.currentDirectoryURL = folder
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

    @Test func fontsTravelWithTheBinary() throws {
        let fm = FileManager.default
        let bin = folder.appendingPathComponent("prefix/bin")
        try fm.createDirectory(at: bin, withIntermediateDirectories: true)
        let binary = bin.appendingPathComponent("buttonrender")
        try fm.copyItem(at: CLI.binary, to: binary)

        let alone = try run(binary)
        #expect(alone.status == 66)
        #expect(alone.stderr.contains("BUTTONRENDER_FONTS") && alone.stderr.contains(bin.appendingPathComponent("Fonts").path), "\(alone.stderr)")

        // PREFIX/bin/buttonrender + PREFIX/share/buttonrender/Fonts
        let share = folder.appendingPathComponent("prefix/share/buttonrender")
        try fm.createDirectory(at: share, withIntermediateDirectories: true)
        try fm.copyItem(at: Self.fonts, to: share.appendingPathComponent("Fonts"))
        #expect(try run(binary).status == 0)
        try fm.removeItem(at: share.appendingPathComponent("Fonts"))

        // Fonts beside the binary: one `cp -R buttonrender Fonts DIR`.
        try fm.copyItem(at: Self.fonts, to: bin.appendingPathComponent("Fonts"))
        #expect(try run(binary).status == 0)
        try fm.removeItem(at: bin.appendingPathComponent("Fonts"))

        // The resource bundle SwiftPM builds beside the binary, copied with it.
        let bundle = "buttonrender_ButtonRenderFonts.resources"
        try fm.copyItem(at: CLI.binary.deletingLastPathComponent().appendingPathComponent(bundle), to: bin.appendingPathComponent(bundle))
        #expect(try run(binary).status == 0)
        try fm.removeItem(at: bin.appendingPathComponent(bundle))
        #expect(try run(binary).status == 66)

        // Anywhere, named by the variable.
        #expect(try run(binary, environment: ["BUTTONRENDER_FONTS": Self.fonts.path]).status == 0)
        #expect(fm.fileExists(atPath: folder.appendingPathComponent("b.png").path))
    }
}
