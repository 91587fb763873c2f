#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to standard error and output, as a whole or until the stream fails.
enum StandardError {
    /// Best effort: there is nowhere left to report a failure to write an error.
    static func write(_ text: String) { _ = writeAll(STDERR_FILENO, Array(text.utf8)) }
}

enum StandardOutput {
    /// Standard output could not take the bytes (a full disk, a closed pipe): the command's
    /// output is lost, so it must not report success.
    struct WriteError: Error, CustomStringConvertible {
        let reason: String
        var description: String { "cannot write to standard output: \(reason)" }
    }

    /// One line of text and a newline.
    static func line(_ text: String) throws(WriteError) { try write(Array((text + "\n").utf8)) }

    static func write<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(WriteError) {
        if let failure = writeAll(STDOUT_FILENO, Array(bytes)) { throw WriteError(reason: String(cString: strerror(failure))) }
    }
}

/// Writes every byte; returns the errno of a failure, or nil.
private func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBytes { b -> Int32? in
        var offset = 0
        while offset < b.count {
            let n = write(fd, b.baseAddress! + offset, b.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return n < 0 ? errno : EIO }
            offset += n
        }
        return nil
    }
}
