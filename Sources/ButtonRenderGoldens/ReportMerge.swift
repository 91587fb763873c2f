import ButtonRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Joins the reports that the shards of a CI matrix wrote (`check --shard i/n --report DIR`)
/// into one: one page, one `report.json`, one JUnit file, the images of every case that did
/// not pass copied beside them.
package enum ReportMerge {
    /// Why reports cannot be merged; each names the folder or case.
    package enum MergeError: Error, CustomStringConvertible {
        /// A folder holds no report.json.
        case noData(String)
        /// A report.json cannot be read (the path and the reason).
        case unreadable(String, String)
        /// Two reports hold the same case: the shards overlap.
        case duplicateCase(String, first: String, second: String)
        /// The reports checked different golden folders.
        case differentGoldens(String, String)
        /// A report checked another golden folder than the one given (the report's file, the
        /// folder it names, the folder given).
        case otherGolden(String, found: String, given: String)
        /// The merged report would overwrite one of its inputs.
        case intoAnInput(String)
        /// A report names a case whose name is not a plain file name (it would leave the folder).
        case invalidCaseName(String, in: String)
        /// A case's image in a shard is not a regular file in that shard (a link out of it, a FIFO).
        case unreadableImage(String)

        package var description: String {
            switch self {
            case .noData(let folder): return "\(folder) holds no \(GoldenReport.dataFileName): give folders that `buttonrender check --report DIR` wrote"
            case let .unreadable(file, why): return "\(file) is not a check report's data: \(why)"
            case let .duplicateCase(name, first, second):
                return "case '\(name)' is in both \(first) and \(second): shards of one split (--shard i/n, the same n) hold each case once"
            case let .differentGoldens(a, b):
                return "the reports checked different golden folders ('\(TerminalText.escaped(a))' and '\(TerminalText.escaped(b))'): merge reports of one suite"
            case let .otherGolden(file, found, given):
                return "\(file) checked the golden folder '\(TerminalText.escaped(found))', not '\(TerminalText.escaped(given))' (--golden): give --golden the folder the shards checked"
            case .intoAnInput(let folder): return "the merged report would overwrite \(folder), one of the reports being merged: give --report another folder"
            case let .invalidCaseName(name, file):
                return "\(file) names a case '\(TerminalText.escaped(name))' that is not a plain file name (letters, digits, '-', '_', '.' and '@', no '/' or '..'): it is not a report check wrote"
            case .unreadableImage(let why): return "\(why): a shard's images are regular files inside it"
            }
        }
    }

    /// The largest `report.json` read: twice a case list's limit, since each entry holds its
    /// case's whole spec besides what the check found (about 900 bytes a case: the limit holds
    /// some 150,000 cases), while a hostile file cannot make the merge read gigabytes.
    package static let maximumReportSize = 128 << 20

    /// Reads every folder's `report.json`, copies the case folders into `destination` and
    /// writes the merged page; returns the merged data and the page's path.
    ///
    /// With `golden` (the folder `--golden` names), every report must have checked that folder
    /// (the same text, or the same folder reached another way): it appears in the accept
    /// command the merge prints, and a report is data, not a command.
    package static func merge(_ folders: [URL], into destination: URL, golden: String? = nil) throws -> (data: ReportData, index: URL) {
        let target = destination.standardizedFileURL.resolvingSymlinksInPath().path
        var parts: [(folder: URL, data: ReportData)] = []
        for folder in folders {
            if folder.standardizedFileURL.resolvingSymlinksInPath().path == target { throw MergeError.intoAnInput(folder.path) }
            let file = folder.appendingPathComponent(GoldenReport.dataFileName)
            let found: Data?
            do throws(OutputFile.ReadError) {
                found = try OutputFile.contents(of: file.path, atMost: maximumReportSize, what: "a check report")
            } catch {
                throw MergeError.unreadable(file.path, error.reason)
            }
            guard let bytes = found else { throw MergeError.noData(folder.path) }
            do throws(JSONDocument.Failure) {
                parts.append((folder, try JSONDocument.decode(ReportData.self, from: bytes)))
            } catch {
                throw MergeError.unreadable(file.path, "line \(error.line), column \(error.column): \(error)")
            }
        }
        var seen: [String: String] = [:]
        var entries: [ReportEntry] = []
        var orphans = Set<String>()
        for (folder, data) in parts {
            if let first = parts.first?.data.golden, first != data.golden { throw MergeError.differentGoldens(first, data.golden) }
            if let golden, !sameFolder(data.golden, golden) {
                throw MergeError.otherGolden(folder.appendingPathComponent(GoldenReport.dataFileName).path, found: data.golden, given: golden)
            }
            for entry in data.entries {
                // Names come from a file: each must be one that could name a case's folder.
                do { try RenderCase(name: entry.name, spec: ButtonSpec()).validateName() } catch {
                    throw MergeError.invalidCaseName(entry.name, in: folder.appendingPathComponent(GoldenReport.dataFileName).path)
                }
                if let other = seen[entry.name] { throw MergeError.duplicateCase(entry.name, first: other, second: folder.path) }
                seen[entry.name] = folder.path
                entries.append(entry)
            }
            // Every shard sees the whole golden folder, so each lists the same orphans.
            orphans.formUnion(data.orphans)
        }
        try OutputFile.createFolder(destination.path)
        for (folder, data) in parts {
            for entry in data.entries where entry.status != .passed {
                // Named from data: a link at the case's folder is refused, not written through.
                let to = URL(fileURLWithPath: try OutputFile.createFolder(entry.name, in: destination.path))
                for image in ["expected.png", "actual.png", "diff.png"] {
                    let found: Data?
                    do { found = try OutputFile.contents(of: entry.name + "/" + image, in: folder.path) } catch {
                        throw MergeError.unreadableImage("\(error)")
                    }
                    if let bytes = found {
                        try OutputFile.writeAtomically(bytes, to: to.appendingPathComponent(image).path, links: .replace)
                    }
                }
            }
        }
        // By name: the manifest's order does not survive the split, and the merge should not
        // depend on the order the folders are given in.
        let merged = ReportData(
            golden: golden ?? parts.first?.data.golden ?? "Golden", entries: entries.sorted { $0.name < $1.name }, orphans: orphans.sorted())
        return (merged, try GoldenReport.writePage(merged, to: destination))
    }

    /// Whether two golden folder names are the same text, or name one existing folder.
    static func sameFolder(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        guard let x = realpath(a, nil) else { return false }
        defer { free(x) }
        guard let y = realpath(b, nil) else { return false }
        defer { free(y) }
        return strcmp(x, y) == 0
    }
}
