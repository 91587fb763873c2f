import Foundation

/// The Swift files of the project's modules, read from the source tree: what the public-surface
/// tests scan.
enum ModuleSources {
    struct File {
        let module: String
        /// The path inside the module's folder.
        let path: String
        let lines: [Substring]
    }

    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sources = root.appendingPathComponent("Sources")

    /// Every module with Swift sources, libraries and executables alike.
    static func swiftModules() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().filter { module in
            FileManager.default.enumerator(atPath: sources.appendingPathComponent(module).path)?.contains { ($0 as? String)?.hasSuffix(".swift") == true } == true
        }
    }

    static func files(of modules: [String]) throws -> [File] {
        var found: [File] = []
        for module in modules {
            let folder = sources.appendingPathComponent(module)
            let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
            for path in paths.sorted() {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                found.append(File(module: module, path: path, lines: text.split(separator: "\n", omittingEmptySubsequences: false)))
            }
        }
        return found
    }
}
