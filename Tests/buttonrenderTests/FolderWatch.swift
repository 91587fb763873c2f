#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Waits for a file to arrive in a folder, by the kernel's word (inotify), not by time: a
/// test that must act once another process has written something starts watching before it
/// starts the process, then blocks until the file is there.
final class FolderWatch {
    private let descriptor: Int32
    let folder: URL

    /// Watches `folder` (which must exist) for files closed after writing or moved into it,
    /// as a temporary file renamed to its final name is.
    init(_ folder: URL) throws {
        self.folder = folder
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard inotify_add_watch(descriptor, folder.path, UInt32(IN_MOVED_TO) | UInt32(IN_CLOSE_WRITE)) >= 0 else {
            let code = errno
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }

    deinit { close(descriptor) }

    /// Blocks until a file whose name ends with `suffix` is in the folder; false when none
    /// came within `limit` seconds (a bound, so that a broken program fails the test rather
    /// than hanging it; the wait itself ends at the event).
    func waitForFile(endingWith suffix: String, limit: Int32 = 120) -> Bool {
        let deadline = Date().addingTimeInterval(TimeInterval(limit))
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path), names.contains(where: { $0.hasSuffix(suffix) }) {
                return true
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000)) > 0 else { return false }
            _ = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        }
    }
}
