import Foundation

/// A fresh folder under the system's temporary folder, removed with its owner: each CLI test
/// suite instance gets one, so runs leave nothing behind.
final class TemporaryFolder {
    let url: URL

    init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
