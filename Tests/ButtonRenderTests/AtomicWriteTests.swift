import Foundation
import Testing
@testable import ButtonRender
@testable import ButtonRenderGoldens
#if canImport(Glibc)
import Glibc
#endif

/// `OutputFile.writeAtomically`'s guarantees, whatever is at the destination: a new file, a file
/// from before, a link, a FIFO, a read-only file; and no temporary file left by any of them.
@Suite struct AtomicWriteTests {
    static func kind(_ path: String) -> mode_t {
        var info = stat()
        _ = lstat(path, &info)
        return info.st_mode & S_IFMT
    }

    static func temporaries(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(OutputFile.temporaryPrefix) }
    }

    @Test func everyGuaranteeHoldsWhenSomethingIsThere() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("br-new-\(UUID())").path
        let folder = root + "/out", elsewhere = root + "/elsewhere"
        try OutputFile.createFolder(folder)
        try OutputFile.createFolder(elsewhere)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes = Data("new bytes".utf8)

        // Nothing there: written, 0666 less the umask.
        try OutputFile.writeAtomically(bytes, to: folder + "/fresh.png")
        #expect(FileManager.default.contents(atPath: folder + "/fresh.png") == bytes)
        let mask = umask(0)
        umask(mask)
        var info = stat()
        #expect(stat(folder + "/fresh.png", &info) == 0 && info.st_mode & 0o7777 == 0o666 & ~mask)

        // A file from before: replaced, its mode kept.
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/private.png"))
        #expect(chmod(folder + "/private.png", 0o640) == 0)
        try OutputFile.writeAtomically(bytes, to: folder + "/private.png")
        #expect(FileManager.default.contents(atPath: folder + "/private.png") == bytes)
        #expect(stat(folder + "/private.png", &info) == 0 && info.st_mode & 0o7777 == 0o640)

        // A link to a file in another folder: the target replaced, the link kept.
        try Data("old".utf8).write(to: URL(fileURLWithPath: elsewhere + "/target.png"))
        #expect(symlink(elsewhere + "/target.png", folder + "/link.png") == 0)
        try OutputFile.writeAtomically(bytes, to: folder + "/link.png")
        #expect(Self.kind(folder + "/link.png") == S_IFLNK)
        #expect(FileManager.default.contents(atPath: elsewhere + "/target.png") == bytes)

        // A FIFO and a read-only file: refused, left as they were.
        #expect(mkfifo(folder + "/fifo.png", 0o644) == 0)
        #expect {
            try OutputFile.writeAtomically(bytes, to: folder + "/fifo.png")
        } throws: { error in
            (error as? OutputFile.WriteError)?.reason.contains("it is a pipe (FIFO), not a regular file") == true
        }
        #expect(Self.kind(folder + "/fifo.png") == S_IFIFO)
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/ro.png"))
        #expect(chmod(folder + "/ro.png", 0o444) == 0)
        #expect(throws: OutputFile.WriteError.self) { try OutputFile.writeAtomically(bytes, to: folder + "/ro.png") }
        #expect(FileManager.default.contents(atPath: folder + "/ro.png") == Data("old".utf8))

        // No temporary file is left behind by any of them, in either folder.
        #expect(try Self.temporaries(in: folder).isEmpty)
        #expect(try Self.temporaries(in: elsewhere).isEmpty)
    }

    /// Run as root (as CI runs), a replaced file keeps its owner and group, and its mode after
    /// them; a new file is root's.
    @Test(.enabled(if: geteuid() == 0, "only root may give a file to another owner"))
    func aReplacedFileKeepsItsOwnerAsRoot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("br-owner-\(UUID())").path
        try OutputFile.createFolder(root)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/theirs.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chown(path, 65534, 65534) == 0 && chmod(path, 0o640) == 0)
        try OutputFile.writeAtomically(Data("new".utf8), to: path)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_uid == 65534 && info.st_gid == 65534, "owner \(info.st_uid):\(info.st_gid)")
        #expect(info.st_mode & 0o7777 == 0o640)
        try OutputFile.writeAtomically(Data("new".utf8), to: root + "/fresh.png")
        #expect(stat(root + "/fresh.png", &info) == 0 && info.st_uid == 0)
    }

    /// A second batch into the folder it filled replaces its files (a link among them replaced
    /// by the file, its target untouched: case names come from data), and leaves nothing else.
    @Test func aBatchIntoAFolderItFilledBeforeReplacesItsFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("br-new-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/out"
        try OutputFile.createFolder(folder)
        let cases = ["a", "b"].map { RenderCase(name: $0, spec: ButtonGeometry.ButtonSpec(style: .filled, size: .small, content: .init(title: $0.uppercased()))) }
        #expect(Batch(cases: cases, output: URL(fileURLWithPath: folder), jobs: 1).run(renderer: RenderTests.renderer).isEmpty)
        let first = FileManager.default.contents(atPath: folder + "/a.png")
        try FileManager.default.removeItem(atPath: folder + "/b.png")
        try Data("old".utf8).write(to: URL(fileURLWithPath: root + "/b-target.png"))
        #expect(symlink(root + "/b-target.png", folder + "/b.png") == 0)
        #expect(Batch(cases: cases, output: URL(fileURLWithPath: folder), jobs: 1).run(renderer: RenderTests.renderer).isEmpty)
        #expect(FileManager.default.contents(atPath: folder + "/a.png") == first)
        #expect(Self.kind(folder + "/b.png") == S_IFREG)
        #expect(FileManager.default.contents(atPath: folder + "/b.png")?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(FileManager.default.contents(atPath: root + "/b-target.png") == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.png", "b.png"])
    }

    /// A folder named from data is made inside its folder, or used when it is a real folder
    /// there; a link at any level is refused, never followed, and nothing is made through it.
    @Test func aFolderFromDataIsNeverALink() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("br-in-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try OutputFile.createFolder(root + "/report")
        try OutputFile.createFolder(root + "/elsewhere")
        #expect(try OutputFile.createFolder("case/deeper", in: root + "/report") == root + "/report/case/deeper")
        #expect(try OutputFile.createFolder("case", in: root + "/report") == root + "/report/case")
        #expect(symlink("../elsewhere", root + "/report/linked") == 0)
        #expect(symlink("../../elsewhere", root + "/report/case/inner") == 0)
        for name in ["linked", "case/inner/sub"] {
            #expect {
                _ = try OutputFile.createFolder(name, in: root + "/report")
            } throws: { error in
                (error as? OutputFile.WriteError)?.reason.contains("it is a link, which may lead out of \(root)/report") == true
            }
        }
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/report/file"))
        #expect(throws: OutputFile.WriteError.self) { _ = try OutputFile.createFolder("file", in: root + "/report") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/elsewhere").isEmpty)
    }

    /// PNG bytes go only to a name ending in .png (any case); other bytes to any name.
    @Test func pngBytesNeedAPNGName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("br-png-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try OutputFile.createFolder(root)
        let png = Data(OutputFile.pngSignature) + Data("rest".utf8)
        for name in ["a.svg", "a", "a.png.txt"] {
            #expect(throws: OutputFile.WriteError.self, "\(name)") { try OutputFile.writeAtomically(png, to: root + "/" + name) }
        }
        try OutputFile.writeAtomically(png, to: root + "/b.PNG")
        try OutputFile.writeAtomically(Data("<svg/>".utf8), to: root + "/c.svg")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["b.PNG", "c.svg"])
    }
}
