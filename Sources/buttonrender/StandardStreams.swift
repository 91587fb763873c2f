#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to standard error and output, as a whole or until the stream fails.
enum StandardError {
    static func write(_ text: String) { writeAll(STDERR_FILENO, Array(text.utf8)) }
}

enum StandardOutput {
    static func write<Bytes: Collection<UInt8>>(_ bytes: Bytes) { writeAll(STDOUT_FILENO, Array(bytes)) }
}

private func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { b in
        var offset = 0
        while offset < b.count {
            let n = write(fd, b.baseAddress! + offset, b.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }
}
