import ButtonRender
import Foundation
import Testing

/// The README's pictures are what its commands write: every line of `scripts/readme-commands`
/// is run through bash (the README's quoting) and its PNG compared byte for byte with the
/// committed picture, and the README shows each command word for word.
@Suite struct ReadmeCommandTests {
    struct Entry: CustomStringConvertible {
        var image: String
        var arguments: String
        var description: String { image }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let entries: [Entry] = {
        let text = (try? String(contentsOf: root.appendingPathComponent("scripts/readme-commands"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let tab = line.firstIndex(of: "\t") else { return nil }
            return Entry(image: String(line[..<tab]), arguments: String(line[line.index(after: tab)...]))
        }
    }()

    @Test func theListNamesEveryPictureTheReadmeShows() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = Set(readme.matches(of: /Golden\/readme\/([A-Za-z0-9.-]+\.png)/).map { String($0.1) })
        #expect(shown.count >= 30)
        #expect(shown == Set(Self.entries.map(\.image)))
        for entry in Self.entries {
            #expect(readme.contains("buttonrender \(entry.arguments)"), "the README does not show `buttonrender \(entry.arguments)` for \(entry.image)")
        }
    }

    /// The Command Line article's options table lists every symbol name, and no other.
    @Test func optionsListEverySymbolName() throws {
        let article = try String(contentsOf: Self.root.appendingPathComponent("Sources/ButtonRender/ButtonRender.docc/CommandLine.md"), encoding: .utf8)
        let row = try #require(article.split(separator: "\n").first { $0.hasPrefix("| `--symbol NAME` |") })
        let listed = row.matches(of: /`([a-z][a-z0-9.]*)`/).map { String($0.1) }
        #expect(listed == SymbolNames.known)
        #expect(row.contains("all \(SymbolNames.known.count):"))
    }

    /// Every `buttonrender` line of the README's shell blocks (continuations joined, comments
    /// cut), run through bash in a folder holding a copy of `Golden/`, as a reader would run it
    /// in the repository: each exits 0. A line that is a picture's command is run once, by
    /// `commandReproducesItsPicture`, which checks its exit and its bytes.
    static let shellCommands: [String] = {
        let readme = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        var commands: [String] = []
        for block in readme.matches(of: /```sh\n((?:.|\n)*?)```/) {
            var pending = ""
            for line in block.1.split(separator: "\n", omittingEmptySubsequences: false) {
                var text = String(line)
                if let hash = text.range(of: "  #") { text = String(text[..<hash.lowerBound]) }
                text = text.trimmingCharacters(in: .whitespaces)
                if text.hasSuffix("\\") {
                    pending += text.dropLast() + " "
                    continue
                }
                let whole = pending + text
                pending = ""
                if whole.hasPrefix("buttonrender ") { commands.append(String(whole.dropFirst("buttonrender ".count))) }
            }
        }
        return commands
    }()

    @Test func theReadmeShowsTheCommandsItShould() {
        #expect(Self.shellCommands.count >= 12 && Self.commandsWithoutAPicture.count >= 12)
        #expect(Self.shellCommands.contains { $0.hasPrefix("check") } && Self.shellCommands.contains { $0.hasPrefix("record") }
                && Self.shellCommands.contains { $0.hasPrefix("inspect") } && Self.shellCommands.contains { $0.hasPrefix("batch") })
    }

    static let commandsWithoutAPicture = shellCommands.filter { command in !entries.contains { $0.arguments == command } }

    @Test(arguments: commandsWithoutAPicture) func everyCommandTheReadmeShowsRuns(_ arguments: String) throws {
        let folder = try TemporaryFolder("readme-command")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Golden"), to: folder.url.appendingPathComponent("Golden"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "\"$0\" \(arguments) > /dev/null", CLI.binary.path]
        process.currentDirectoryURL = folder.url
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "buttonrender \(arguments): \(stderr)")
    }

    @Test(arguments: entries) func commandReproducesItsPicture(_ entry: Entry) throws {
        let folder = try TemporaryFolder("readme")
        let output = folder.url.appendingPathComponent(entry.image)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // inspect writes its picture with --picture, and exits 1 when a figure is outside the
        // tolerances, which is what the picture shows.
        let inspects = entry.arguments.hasPrefix("inspect ")
        process.arguments = ["-c", "\"$0\" \(entry.arguments) \(inspects ? "--picture" : "-o") \"$1\"", CLI.binary.path, output.path]
        process.standardError = FileHandle.nullDevice
        process.currentDirectoryURL = Self.root
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 || inspects && process.terminationStatus == 1, "buttonrender \(entry.arguments)")
        let committed = try Data(contentsOf: Self.root.appendingPathComponent("Golden/readme/\(entry.image)"))
        let fresh = try Data(contentsOf: output)
        #expect(fresh.elementsEqual(committed), "buttonrender \(entry.arguments) no longer writes Golden/readme/\(entry.image): run scripts/readme-images and look at it")
    }
}
