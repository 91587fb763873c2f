import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What `-o` does with what is already at the path, and with standard output that fails.
@Suite(.serialized) final class OutputSafetyTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws { temporary = try TemporaryFolder("buttonrender-out") }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func kind(_ name: String) -> mode_t {
        var info = stat()
        _ = lstat(path(name), &info)
        return info.st_mode & S_IFMT
    }

    /// A FIFO, a device node and a folder are refused (73) and left as they were.
    @Test func specialFilesAreRefusedAndKept() throws {
        #expect(mkfifo(path("fifo"), 0o644) == 0)
        let fifo = try CLI.run(["-o", path("fifo")], in: folder)
        #expect(fifo.status == 73 && fifo.stderr.contains("it is a FIFO, not a regular file"), "\(fifo.stderr)")
        #expect(kind("fifo") == S_IFIFO)
        // A character device (the kind /dev/null is), made in our own folder; needs root.
        if mknod(path("null"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 {  // major 1, minor 3
            let dev = try CLI.run(["-o", path("null")], in: folder)
            #expect(dev.status == 73 && dev.stderr.contains("character device"))
            #expect(kind("null") == S_IFCHR)
        }
        try FileManager.default.createDirectory(atPath: path("dir"), withIntermediateDirectories: false)
        let dir = try CLI.run(["-o", path("dir")], in: folder)
        #expect(dir.status == 73 && dir.stderr.contains("it is a folder"))
        #expect(kind("dir") == S_IFDIR)
    }

    /// A symlink is followed: its target gets the PNG, the link stays a link.
    @Test func symlinksAreFollowed() throws {
        #expect(symlink("target.png", path("link.png")) == 0)
        #expect(try CLI.run(["-o", path("link.png")], in: folder).status == 0)
        #expect(kind("link.png") == S_IFLNK)
        let target = try Data(contentsOf: URL(fileURLWithPath: path("target.png")))
        #expect(target.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    /// A replaced file keeps its mode; a read-only one is refused and unchanged.
    @Test func modesAreKeptAndReadOnlyIsRefused() throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: path("private.png")))
        #expect(chmod(path("private.png"), 0o600) == 0)
        #expect(try CLI.run(["-o", path("private.png")], in: folder).status == 0)
        var info = stat()
        #expect(stat(path("private.png"), &info) == 0 && info.st_mode & 0o7777 == 0o600)
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("ro.png")))
        #expect(chmod(path("ro.png"), 0o444) == 0)
        let ro = try CLI.run(["-o", path("ro.png")], in: folder)
        #expect(ro.status == 73 && ro.stderr.contains("read-only"))
        #expect(try String(contentsOfFile: path("ro.png"), encoding: .utf8) == "old")
    }

    /// A name of 255 bytes, the most a folder entry can hold, is written (the temporary
    /// file's name no longer grows with it).
    @Test func longestLegalNameWorks() throws {
        let name = String(repeating: "b", count: 251) + ".png"
        let r = try CLI.run(["-o", path(name)], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: path(name)))
    }

    /// Files this process did not make are never removed, whatever they are named: other
    /// programs' dot-files, names like our temporary files (of a process that is gone, or in
    /// another PID namespace), and names like the temporary files of earlier versions.
    @Test func othersFilesAreLeftAlone() throws {
        let names = [".notes.tmp-999999-1", ".br-4194399-12345.tmp", ".old.png.tmp-4194399-777", ".br-1-5.tmp", ".DS_Store", "notes.tmp"]
        for n in names { try Data("theirs \(n)".utf8).write(to: URL(fileURLWithPath: path(n))) }
        #expect(try CLI.run(["-o", path("b.png")], in: folder).status == 0)
        #expect(try CLI.run(["--style", "gray", "--title", "Hi", "-o", "c.png"], in: folder).status == 0)
        try Data(#"{"cases": [{"name": "d", "spec": {"style": "tinted"}}]}"#.utf8).write(to: URL(fileURLWithPath: path("cases.json")))
        #expect(try CLI.run(["batch", "cases.json", "--out", "."], in: folder).status == 0)
        for n in names {
            #expect(FileManager.default.contents(atPath: path(n)) == Data("theirs \(n)".utf8), "\(n)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == (names + ["b.png", "c.png", "cases.json", "d.png"]).sorted())
    }

    /// Control characters from the command line or a file are escaped where an error quotes
    /// them: an escape sequence must not reach the terminal and act on it.
    @Test func quotedControlCharactersAreEscaped() throws {
        let fromArguments = try CLI.run(["--style", "\u{1B}[31mred"], in: folder)
        #expect(fromArguments.status == 64 && fromArguments.stderr.contains("\\u{1B}[31mred") && !fromArguments.stderr.contains("\u{1B}"), "\(fromArguments.stderr)")
        try Data(#"{"cases": [{"name": "a", "spec": {"sty\u001b[2Jle": "filled"}}]}"#.utf8).write(to: URL(fileURLWithPath: path("cases.json")))
        let fromFile = try CLI.run(["batch", "cases.json", "--out", "out"], in: folder)
        #expect(fromFile.status == 65 && fromFile.stderr.contains("\\u{1B}[2J") && !fromFile.stderr.contains("\u{1B}"), "\(fromFile.stderr)")
    }

    /// Standard output that cannot take the bytes is an error (73), for every writer of it.
    @Test func failingStandardOutputIsAnError() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        for args in [["-o", "-"], ["--layout-json"], ["sheet", "-o", "-"], ["check", "--only", "close"], ["--help"], ["--version"], ["-V"],
                     ["render", "--help"], ["--generate-completion-script", "bash"]] {
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = args + (args.first == "check" ? ["--golden", OutputSafetyTests.golden] : [])
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            process.standardError = Pipe()
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 73, "\(args)")
        }
    }

    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden").path
}
