#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader never sees half of one: a temporary file in the same
/// folder, then a rename over the destination.
public enum OutputFile {
    /// The file that could not be written, and the system's reason.
    public struct WriteError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Creates the folder `path` and any missing parents, as `mkdir -p` does.
    public static func createFolder(_ path: String) throws(WriteError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o755) == 0 { continue }
            let failure = errno
            var info = stat()
            if failure == EEXIST, stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { throw WriteError(path: path, reason: "\(prefix) is a file, not a folder") }
                continue
            }
            throw WriteError(path: path, reason: "\(prefix): \(String(cString: strerror(failure)))")
        }
    }

    public static func writeAtomically(_ data: Data, to path: String) throws(WriteError) {
        // Paths as strings: URL(fileURLWithPath:) and appendingPathComponent stat the file
        // system to decide whether a path is a folder, three failed stats a file in a batch.
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (folder == "/" ? "" : folder) + "/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        // Plain POSIX calls: FileManager.createFile adds its own temporary file, rename and
        // fsync, which made batch renders wait on the disk. A killed process still cannot leave a
        // partial destination, since the rename is the only step that touches it.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw WriteError(path: path, reason: "the folder \(folder) does not exist")
            }
            throw WriteError(path: path, reason: "the folder \(folder) is not writable (\(reason))")
        }
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        let reason = String(cString: strerror(errno))
        close(fd)
        guard written else {
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}
