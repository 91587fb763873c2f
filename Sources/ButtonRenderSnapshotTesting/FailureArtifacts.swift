import ButtonRender
import Foundation
import Synchronization

/// Where a failed snapshot's images go: one folder per snapshot, under `snapshot-failures/` at
/// the root of the package that holds the test file (git-ignorable, as Playwright's
/// `test-results/`), or under `$BUTTONRENDER_SNAPSHOT_ARTIFACTS` when that is set (a CI job's
/// artifact folder). At the package's root, not beside the test file: inside a target's folder
/// SwiftPM takes the images for files of the target and warns about them, and excluding a
/// folder that is usually absent warns too.
enum FailureArtifacts {
    static let environmentVariable = "BUTTONRENDER_SNAPSHOT_ARTIFACTS"

    /// `<root>/<TestFile>/<test>.<name or number>`: named as swift-snapshot-testing names the
    /// reference, `__Snapshots__/<TestFile>/<test>.<name or number>.png`. With a
    /// `snapshotDirectory`, the root is beside it; without a package around the test file (an
    /// Xcode project), beside the test file.
    static func folder(filePath: String, testName: String, name: String?, snapshotDirectory: String?) -> String {
        let file = URL(fileURLWithPath: filePath)
        let root = ProcessInfo.processInfo.environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? (snapshotDirectory.map { URL(fileURLWithPath: $0).deletingLastPathComponent() } ?? packageRoot(of: file) ?? file.deletingLastPathComponent())
                .appendingPathComponent("snapshot-failures").path
        let test = sanitized(testName)
        let identifier = name.map(sanitized) ?? String(counter.withLock { counts in
            counts[filePath + "\n" + test, default: 0] += 1
            return counts[filePath + "\n" + test]!
        })
        return URL(fileURLWithPath: root).appendingPathComponent(file.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(test + "." + identifier).path
    }

    /// The nearest folder above `file` that holds a `Package.swift`.
    static func packageRoot(of file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// A folder of its own under the temporary directory, for a comparison made outside this
    /// module's `assertSnapshot` (swift-snapshot-testing's own `verifySnapshot`, say).
    static func temporaryFolder() -> String {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("buttonrender-snapshot-failures")
            .appendingPathComponent(UUID().uuidString).path
    }

    /// Writes one image into `folder` (made if missing), replacing a file of the same name
    /// atomically; the path, or nil when it could not be written.
    static func write(_ data: Data, named name: String, in folder: String) -> String? {
        let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try OutputFile.writeAtomically(data, to: path, links: .replace)
            return path
        } catch {
            return nil
        }
    }

    /// The names a failure writes, and all that `removeStale` ever removes.
    static let imageNames = ["expected.png", "actual.png", "diff.png"]

    /// After a snapshot passes, the images an earlier failure of the same snapshot left in
    /// `folder` show a difference that is gone: they are removed, and the folder when that
    /// empties it. Only the three names a failure writes, only regular files, and only when the
    /// folder and its parent (the test file's folder of failures) are folders, not links, so a
    /// link never sends the removal elsewhere.
    static func removeStale(in folder: String) {
        let url = URL(fileURLWithPath: folder)
        guard isFolder(url.deletingLastPathComponent().path), isFolder(folder) else { return }
        for name in imageNames {
            let path = url.appendingPathComponent(name).path
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
        }
        rmdir(folder)
    }

    /// A folder itself, not a link to one.
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Letters and digits kept, every other run of characters one `-`: `addToCart()` is `addToCart`.
    static func sanitized(_ text: String) -> String {
        var out = "", pending = false
        for c in text.unicodeScalars {
            if CharacterSet.alphanumerics.contains(c) || c == "_" {
                if pending && !out.isEmpty { out += "-" }
                out.unicodeScalars.append(c)
                pending = false
            } else {
                pending = true
            }
        }
        return out.isEmpty ? "snapshot" : out
    }

    /// Unnamed snapshots of one test, counted as swift-snapshot-testing counts them.
    private static let counter = Mutex<[String: Int]>([:])
}
