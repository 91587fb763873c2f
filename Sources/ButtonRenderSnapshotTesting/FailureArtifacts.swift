import ButtonRender
import Foundation
import Synchronization

/// Where a failed snapshot's images go: one folder per snapshot, `snapshot-failures/` beside the
/// test file's `__Snapshots__` (git-ignorable, as Playwright's `test-results/`), or under
/// `$BUTTONRENDER_SNAPSHOT_ARTIFACTS` when that is set (a CI job's artifact folder).
enum FailureArtifacts {
    static let environmentVariable = "BUTTONRENDER_SNAPSHOT_ARTIFACTS"

    /// `<root>/<TestFile>/<test>.<name or number>`: named as swift-snapshot-testing names the
    /// reference, `__Snapshots__/<TestFile>/<test>.<name or number>.png`.
    static func folder(filePath: String, testName: String, name: String?, snapshotDirectory: String?) -> String {
        let file = URL(fileURLWithPath: filePath)
        let root = ProcessInfo.processInfo.environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? (snapshotDirectory.map { URL(fileURLWithPath: $0).deletingLastPathComponent() } ?? file.deletingLastPathComponent())
                .appendingPathComponent("snapshot-failures").path
        let test = sanitized(testName)
        let identifier = name.map(sanitized) ?? String(counter.withLock { counts in
            counts[filePath + "\n" + test, default: 0] += 1
            return counts[filePath + "\n" + test]!
        })
        return URL(fileURLWithPath: root).appendingPathComponent(file.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(test + "." + identifier).path
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
