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
import Synchronization

/// Writes files so that a reader never sees half of one: a temporary file in the same
/// folder, then a rename over the destination.
package enum OutputFile {
    /// The file that could not be written, and the system's reason.
    package struct WriteError: Error, CustomStringConvertible {
        /// The destination.
        package let path: String
        /// What the system said, or why the destination was refused.
        package let reason: String
        package var description: String { "cannot write \(path): \(reason)" }
    }

    /// A file that is not read, and why.
    package struct ReadError: Error, CustomStringConvertible {
        /// The file.
        package let path: String
        /// Why it was refused.
        package let reason: String
        package var description: String { "cannot read \(path): \(reason)" }
    }

    /// Creates the folder `path` and any missing parents, as `mkdir -p` does.
    package static func createFolder(_ path: String) throws(WriteError) {
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

    /// The prefix and suffix of our temporary files: `.br-PID-RANDOM.tmp`, at most 31 bytes
    /// whatever the destination's name, so any name legal for the destination fits. A process
    /// killed between creating and renaming one leaves it behind; no run removes it, since no
    /// run can prove that a file of that name is its own.
    static let temporaryPrefix = ".br-"
    static let temporarySuffix = ".tmp"

    /// Writes `data` to `path` so that no reader ever sees a partial file: a temporary file in
    /// the destination's folder, then a rename over it.
    ///
    /// Guarantees: a symlink is followed to its target (which is replaced, the link kept); a
    /// file being replaced keeps its permission bits; a new file gets 0666 less the umask.
    /// Refused, with the reason: a destination that is not a regular file (a device such as
    /// /dev/null, a FIFO, a socket, a folder: `-o -` writes to standard output) and a file
    /// nobody may write (no write bit). Nothing at the destination changes on any failure, and
    /// no other file is touched: the temporary file is this call's own, removed on failure.
    ///
    /// A replaced file's owner and group are kept where the process may set them (running as
    /// root); otherwise the new file is the writer's. Its hard links are not kept (the name
    /// points at a new file; other links keep the old contents): renaming a new file over the
    /// old one is what makes the write atomic.
    ///
    /// `links` says what a symlink at the destination means: `.follow` (a path the user gave,
    /// `-o`) writes its target; `.replace` (a name that comes from data: a golden, a case, a
    /// report entry) replaces the link itself with the new file, so that nothing outside the
    /// destination's folder is ever written through a link.
    ///
    /// Bytes that start with PNG's signature are a PNG, and the destination's name must end in
    /// `.png` (in any case): `-o x.svg` is refused rather than writing a PNG a reader would take
    /// for SVG; likewise an SVG (our SVG's first bytes) must be named `.svg`. A followed link is also judged by what the kernel finds at its end, so that a
    /// link to a pipe (`-o /dev/stdout` in a pipeline) is named as a pipe; a link whose target
    /// is not UTF-8 is refused, since the name would have to be rewritten to be written.
    package static func writeAtomically(_ data: Data, to requested: String, links: Links = .follow) throws(WriteError) {
        let (path, found) = links == .follow ? try resolvedDestination(requested) : unresolvedDestination(requested)
        var seen = found
        // A followed link is judged by what the kernel finds at its end too: /dev/stdout in a
        // pipeline is a link to "pipe:[N]", a name that leads nowhere when read as a path.
        var followed = stat()
        if links == .follow, seen == nil, stat(requested, &followed) == 0 { seen = followed }
        let replacing = seen != nil
        let existing = seen ?? stat()
        if replacing {
            let kind = existing.st_mode & S_IFMT
            guard kind == S_IFREG else {
                throw WriteError(path: requested, reason: "it is \(describe(kind)), not a regular file (to write to standard output, give -o -)")
            }
            guard existing.st_mode & 0o222 != 0 else {
                throw WriteError(path: requested, reason: "it is read-only (mode \(String(existing.st_mode & 0o7777, radix: 8))); make it writable or choose another path")
            }
        }
        if data.starts(with: pngSignature), !requested.lowercased().hasSuffix(".png") {
            throw WriteError(path: requested, reason: "the output is a PNG, so its name must end in .png (give -o NAME.png, or -o - for standard output)")
        }
        if data.starts(with: svgPrologue), !requested.lowercased().hasSuffix(".svg") {
            throw WriteError(path: requested, reason: "the output is an SVG, so its name must end in .svg (give -o NAME.svg, or -o - for standard output)")
        }
        let temporary = try writeTemporary(
            data, beside: path, for: requested, mode: replacing ? existing.st_mode & 0o7777 : nil,
            owner: replacing ? (existing.st_uid, existing.st_gid) : nil)
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: requested, reason: reason)
        }
    }

    /// The eight bytes every PNG starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// How every SVG `DrawingScene.svg()` writes begins.
    static let svgPrologue = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ".utf8)

    /// Creates the folder `name` (a name from data: a case's report folder) inside `folder` and
    /// returns its path. Each level is made, or must already be a real folder: a link there is
    /// refused, not followed, so that what is written into the folder stays inside `folder`
    /// (the final names are then replaced, never written through, by `.replace`).
    package static func createFolder(_ name: String, in folder: String) throws(WriteError) -> String {
        var path = folder == "/" ? "" : folder
        for component in name.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o755) == 0 { continue }
            let failure = errno
            var info = stat()
            guard failure == EEXIST, lstat(path, &info) == 0 else {
                throw WriteError(path: path, reason: String(cString: strerror(failure)))
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFLNK:
                throw WriteError(path: path, reason: "it is a link, which may lead out of \(folder); a case's folder must be a real folder inside it: remove the link or choose another folder")
            default:
                throw WriteError(path: path, reason: "it is \(describe(info.st_mode & S_IFMT)), not a folder")
            }
        }
        return path
    }

    /// The bytes of the file at `path` (a path the user gave), at most `limit` of them; nil when
    /// nothing is there. A pipe (`batch <(...)`) or a device is read to its end, up to the limit;
    /// a regular file larger than the limit is refused before it is read; a folder is refused.
    /// `what` names the file in the messages ("a case list").
    package static func contents(of path: String, atMost limit: Int, what: String) throws(ReadError) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw ReadError(path: path, reason: "it cannot be opened (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { throw ReadError(path: path, reason: "it is a folder, not \(what)") }
        if kind == S_IFREG, info.st_size > limit {
            throw ReadError(path: path, reason: "the file is \(info.st_size) bytes; the most \(what) may have is \(limit) (\(limit >> 20) MiB)")
        }
        var data = Data()
        if kind == S_IFREG { data.reserveCapacity(Int(info.st_size)) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw ReadError(path: path, reason: "it cannot be read (\(String(cString: strerror(errno))))") }
            if n == 0 { break }
            data.append(contentsOf: buffer[..<n])
            // A pipe has no size to check first: it is read until it passes the limit.
            if data.count > limit {
                throw ReadError(path: path, reason: "it holds more than \(limit) bytes; the most \(what) may have is \(limit) (\(limit >> 20) MiB)")
            }
        }
        return data
    }

    /// What a symlink at a write's destination means.
    package enum Links: Sendable {
        /// The link is followed and its target replaced (the link stays): for paths a user names.
        case follow
        /// The link itself is replaced by the new file, its target untouched: for names that
        /// come from data, which must not reach out of their folder.
        case replace
    }

    /// The destination itself, with what `lstat` found there: a link counts as nothing to keep.
    private static func unresolvedDestination(_ path: String) -> (path: String, existing: stat?) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { return (path, nil) }
        return (path, info)
    }

    /// The bytes of `name` in `folder`, a regular file there or a link to one inside the folder;
    /// nil when nothing is there. A link that leads out of the folder, or anything but a regular
    /// file (a FIFO, a device, a folder), is an error naming it: a name from data must not read
    /// outside the folder it belongs to, nor block on a FIFO.
    package static func contents(of name: String, in folder: String) throws(ReadError) -> Data? {
        let path = (folder == "/" ? "" : folder) + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        // Resolved as a whole: a link may be the file or any folder on the way to it.
        guard let resolved = realPath(path) else {
            throw ReadError(path: path, reason: "it is a link that cannot be followed (\(String(cString: strerror(errno))))")
        }
        guard let base = realPath(folder), resolved.hasPrefix(base == "/" ? "/" : base + "/") else {
            throw ReadError(path: path, reason: "it is reached through a link that leads out of \(folder)")
        }
        guard stat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw ReadError(path: path, reason: "it is \(describe(info.st_mode & S_IFMT)), not a regular file")
        }
        guard access(resolved, R_OK) == 0, let data = FileManager.default.contents(atPath: resolved) else {
            throw ReadError(path: path, reason: "it cannot be read (\(String(cString: strerror(errno))))")
        }
        return data
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Writes `data` to a new temporary file in the folder of `path` and closes it, with
    /// `mode` when given (a replaced file's permission bits); returns its path. Removes it on
    /// any failure.
    private static func writeTemporary(
        _ data: Data, beside path: String, for requested: String, mode: mode_t?, owner: (uid_t, gid_t)? = nil
    ) throws(WriteError) -> String {
        // Paths as strings: URL(fileURLWithPath:) and appendingPathComponent stat the file
        // system to decide whether a path is a folder, three failed stats a file in a batch.
        let folder = folderOf(path)
        let temporary = (folder == "/" ? "" : folder) + "/" + temporaryPrefix + "\(processID)-\(nextTemporaryNumber())" + temporarySuffix
        // Plain POSIX calls: FileManager.createFile adds its own temporary file, rename and
        // fsync, which made batch renders wait on the disk. A killed process still cannot leave a
        // partial destination, since the rename is the only step that touches it.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw WriteError(path: requested, reason: "the folder \(folder) does not exist")
            }
            throw WriteError(path: requested, reason: "cannot create a file in \(folder) (\(reason))")
        }
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        var reason = String(cString: strerror(errno))
        // The replaced file's owner and group where this process may give them (as root); a
        // user's own write makes the file theirs, which chown would refuse anyway. Before the
        // mode: chown clears set-id bits.
        if let (uid, gid) = owner, geteuid() == 0 { _ = fchown(fd, uid, gid) }
        let kept = mode.map { fchmod(fd, $0) == 0 } ?? true
        if !kept { reason = "cannot keep its permissions: " + String(cString: strerror(errno)) }
        let closed = close(fd) == 0
        if closed == false && written && kept { reason = String(cString: strerror(errno)) }
        guard written, kept, closed else {
            unlink(temporary)
            throw WriteError(path: requested, reason: reason)
        }
        return temporary
    }

    /// This process's id, part of every temporary name.
    static let processID = getpid()

    /// A temporary file's number: random from one process to the next, counted within one.
    /// `O_EXCL` refuses any
    /// name that exists all the same, so even a child forked without exec, which would share
    /// the pid and the count, gets an error, never another writer's file.
    static func nextTemporaryNumber() -> UInt32 {
        temporaryNumberBase &+ temporaryCount.wrappingAdd(1, ordering: .relaxed).oldValue
    }
    private static let temporaryNumberBase = UInt32.random(in: 0...UInt32.max)
    private static let temporaryCount = Atomic<UInt32>(0)

    /// The path a write lands on: `path` itself, or the final target of the symlinks it names
    /// (relative targets resolved against their link's folder); with what `lstat` found there
    /// (nil when nothing is), so that the caller need not ask again.
    static func resolvedDestination(_ path: String) throws(WriteError) -> (path: String, existing: stat?) {
        var current = path
        for _ in 0..<40 {  // as the kernel's own limit on nested links
            var info = stat()
            guard lstat(current, &info) == 0 else { return (current, nil) }
            guard info.st_mode & S_IFMT == S_IFLNK else { return (current, info) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { throw WriteError(path: path, reason: "cannot read the link \(current): \(String(cString: strerror(errno)))") }
            let bytes = buffer[..<n].map { UInt8(bitPattern: $0) }
            // Decoding with replacement would write another name than the link's.
            guard let target = String(validating: bytes, as: UTF8.self) else {
                throw WriteError(path: path, reason: "the link \(current) points at a name that is not UTF-8 (\(String(decoding: bytes, as: UTF8.self))); buttonrender writes only UTF-8 paths: give -o the target's folder and a UTF-8 name")
            }
            current = target.hasPrefix("/") ? target : (folderOf(current) == "/" ? "" : folderOf(current)) + "/" + target
        }
        throw WriteError(path: path, reason: "too many levels of symbolic links")
    }

    /// The folder a path's file is in ("." for a bare name).
    package static func folder(of path: String) -> String { folderOf(path) }

    private static func folderOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    private static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        default: return "not a regular file"
        }
    }
}
