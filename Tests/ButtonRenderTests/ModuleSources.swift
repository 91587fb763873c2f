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

    static func files(of modules: [String]) throws -> [File] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
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
