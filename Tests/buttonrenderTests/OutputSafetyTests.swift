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
        #expect(fifo.status == 73 && fifo.stderr.contains("it is a pipe (FIFO), not a regular file"), "\(fifo.stderr)")
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

    /// A write past `ulimit -f` fails (73, "File too large") instead of SIGXFSZ killing the
    /// process, and the temporary file is removed: the folder is left empty. The shell is
    /// started with SIGXFSZ at its default action and no signal blocked, as a terminal's shell
    /// has them: the test runner's threads block signals, and a mask is inherited.
    @Test func aFileSizeLimitLeavesNoTemporaryFile() throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGXFSZ)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let err = Pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, err.fileHandleForWriting.fileDescriptor, 2)
        posix_spawn_file_actions_addclose(&actions, err.fileHandleForReading.fileDescriptor)
        let arguments = ["/bin/sh", "-c", #"cd "$1" && ulimit -f 1 && exec "$0" --scale 8 -o big.png"#, CLI.binary.path, folder.path]
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid = pid_t()
        #expect(posix_spawn(&pid, "/bin/sh", &actions, &attributes, &cArguments, environ) == 0)
        try err.fileHandleForWriting.close()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        #expect(status & 0x7F == 0, "killed by signal \(status & 0x7F)")
        #expect((status >> 8) & 0xFF == 73 && text.contains("cannot write big.png: File too large"), "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    /// `-o` through a link whose target's name is not UTF-8 is refused (73), rather than a file
    /// of another name written.
    @Test func aLinkToANameThatIsNotUTF8IsRefused() throws {
        let target: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".png".utf8) + [0]
        #expect(target.withUnsafeBufferPointer { symlink(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), path("link.png")) } == 0)
        let r = try CLI.run(["-o", "link.png"], in: folder)
        #expect(r.status == 73 && r.stderr.contains("points at a name that is not UTF-8"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["link.png"])
    }

    /// `-o /dev/stdout` into a pipe names the pipe and the way to write there (`-o -`).
    @Test func aPipeIsNamedAsOne() throws {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["-o", "/dev/stdout"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let written = out.fileHandleForReading.readDataToEndOfFile()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 73 && written.isEmpty)
        #expect(text.contains("cannot write /dev/stdout: it is a pipe (FIFO), not a regular file (to write to standard output, give -o -)"), "\(text)")
    }

    /// A PNG is written only under a name that says so: a name with no extension is refused
    /// when written (73), a `.svg` name for a PNG before anything is drawn (64), and nothing is
    /// written.
    @Test func aPNGNeedsAPNGName() throws {
        let bare = try CLI.run(["-o", "x"], in: folder)
        #expect(bare.status == 73 && bare.stderr.contains("the output is a PNG, so its name must end in .png"), "\(bare.stderr)")
        let svg = try CLI.run(["--format", "png", "-o", "x.svg"], in: folder)
        #expect(svg.status == 64 && svg.stderr.contains("-o x.svg names an SVG file but this writes PNG"), "\(svg.stderr)")
        #expect(try CLI.run(["spinner", "--frames", "apng", "-o", "s.apng"], in: folder).status == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        #expect(try CLI.run(["-o", "X.PNG"], in: folder).status == 0)
    }

    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden").path
}
