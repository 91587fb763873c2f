import ButtonRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PNG
import Raster

/// A folder of reviewed reference images and the manifest that names each case's spec.
public struct GoldenSuite: Sendable {
    /// The folder holding manifest.json and the golden PNGs.
    public let directory: URL
    /// Every case the manifest names, in its order.
    public let cases: [RenderCase]

    /// Reads the folder's manifest.json; throws when it is missing or malformed, naming the line and column.
    public init(directory: URL) throws {
        self.directory = directory
        let manifest = directory.appendingPathComponent("manifest.json")
        guard FileManager.default.fileExists(atPath: manifest.path) else { throw GoldenError.missingManifest(manifest.path) }
        cases = try CaseList.load(manifest.path).cases
        var seen = Set<String>()
        for c in cases {
            try c.validateName()
            guard seen.insert(c.name).inserted else { throw GoldenError.duplicateName(c.name) }
            // A golden is compared pixel by pixel: an SVG case belongs in a batch file.
            guard c.format == .png else { throw GoldenError.notPNG(c.name) }
        }
    }

    /// Where a case's golden lives: NAME.png in the folder.
    public func goldenPath(_ name: String) -> URL { directory.appendingPathComponent(name + ".png") }

    /// The cases named in `only` (all when nil); an unknown name is an error listing the known ones.
    public func select(_ only: [String]?) throws -> [RenderCase] {
        guard let only, !only.isEmpty else { return cases }
        let byName = Dictionary(uniqueKeysWithValues: cases.map { ($0.name, $0) })
        return try only.map { name in
            guard let c = byName[name] else { throw GoldenError.unknownCase(name, known: cases.map(\.name), manifest: directory.appendingPathComponent("manifest.json").path) }
            return c
        }
    }

    /// PNG files in the folder that no case names.
    public func orphans() -> [String] {
        let names = Set(cases.map { $0.name + ".png" })
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".png") && !names.contains($0) }.sorted()
    }

    /// Renders each case and compares it with its golden. Never writes a golden.
    public func check(_ selected: [RenderCase], options: ImageComparison.Options, renderer: Renderer) -> [CaseOutcome] {
        selected.map { c in
            let path = goldenPath(c.name)
            let actual: Pixmap
            do {
                actual = try c.render(with: renderer)
            } catch {
                return CaseOutcome(case: c, status: .failed, goldenPath: path.path, message: "\(error)")
            }
            let found: Data?
            do {
                found = try OutputFile.contents(of: c.name + ".png", in: directory.path)
            } catch {
                return CaseOutcome(case: c, status: .corrupt, goldenPath: path.path, actual: actual, message: "\(error)")
            }
            guard let data = found else {
                return CaseOutcome(case: c, status: .new, goldenPath: path.path, actual: actual, message: "no golden at \(path.path)")
            }
            let result: ImageComparison.Result, expected: Pixmap?
            do {
                (result, expected) = try Self.compare(golden: data, with: actual, options: options)
            } catch {
                return CaseOutcome(case: c, status: .corrupt, goldenPath: path.path, actual: actual, message: "\(path.path): \(error)")
            }
            return CaseOutcome(
                case: c, status: result.passed ? .passed : .changed, goldenPath: path.path, result: result, expected: expected,
                actual: actual, message: result.summary)
        }
    }

    /// Compares a fresh render with a golden file's pixels, as the golden was stored:
    /// straight alpha, 8 bits. The render is converted and compared a row at a time against
    /// the decoded bytes, and the golden becomes an `Pixmap` only when they differ, so a match
    /// costs one decode and one pass; `expected` is then nil.
    public static func compare(golden data: Data, with actual: Pixmap, options: ImageComparison.Options)
        throws(PNGError) -> (result: ImageComparison.Result, expected: Pixmap?)
    {
        let expected = try PNG.withStraightRGBA(data) { (width, height, bytes) throws(PNGError) -> Pixmap? in
            if width == actual.width, height == actual.height, actual.matchesStraightRGBA(bytes) { return nil }
            do {
                return try Pixmap(width: width, height: height, straightRGBA: bytes)
            } catch {
                throw .tooLarge("\(error)")
            }
        }
        guard let expected else { return (ImageComparison.identicalResult(pixels: actual.width * actual.height), nil) }
        return (ImageComparison.compare(expected: expected, actual: actual, options: options, actualFromRenderer: true), expected)
    }

    /// What recording did to one golden.
    public enum RecordedChange: Hashable, Sendable, CustomStringConvertible {
        /// No golden was there.
        case new
        /// The same bytes: not written.
        case unchanged
        /// The same pixels with other metadata (the spec's JSON, PNG settings).
        case rewritten
        /// Other pixels: the comparison's summary.
        case changed(String)
        /// The old file did not decode.
        case replacedCorrupt

        public var description: String {
            switch self {
            case .new: return "new"
            case .unchanged: return "unchanged"
            case .rewritten: return "rewritten (same pixels, new metadata)"
            case .changed(let summary): return "changed: \(summary)"
            case .replacedCorrupt: return "replaced a corrupt golden"
            }
        }
    }

    /// Renders and writes each case's golden, atomically, as `mode` says (`.all` by default:
    /// every case; `.missing`: only absent goldens; `.failed`: absent, unreadable or not matching
    /// under `options`; `.never`: none); returns what happened to each case looked at. A golden
    /// that is kept is `.unchanged`. `shouldStop` is asked before each case: once it says yes,
    /// no more are written.
    public func record(
        _ selected: [RenderCase], renderer: Renderer, mode: RecordMode = .all, options: ImageComparison.Options = .exact,
        shouldStop: () -> Bool = { false }
    ) throws -> [(name: String, change: RecordedChange)] {
        var changes: [(String, RecordedChange)] = []
        guard mode != .never else { return changes }
        for c in selected {
            if shouldStop() { break }
            let path = goldenPath(c.name)
            // A golden that cannot be read as one (a link out of the folder, a FIFO) is replaced.
            let old = try? OutputFile.contents(of: c.name + ".png", in: directory.path)
            if mode == .missing, old != nil { changes.append((c.name, .unchanged)); continue }
            let image = try c.render(with: renderer)
            let data = try PNG.encode(image, scale: c.scale, metadata: try c.metadata(), settings: .goldens)
            let change: RecordedChange
            if let old {
                if let decoded = try? PNG.decode(old) {
                    let exact = ImageComparison.compare(expected: decoded, actual: image, makeDiff: false, actualFromRenderer: true)
                    if exact.passed && old == data { changes.append((c.name, .unchanged)); continue }
                    // Failed mode keeps a golden that matches under the options (exactly, or within them).
                    if mode == .failed, exact.passed
                        || ImageComparison.compare(expected: decoded, actual: image, options: options, makeDiff: false, actualFromRenderer: true).passed
                    {
                        changes.append((c.name, .unchanged))
                        continue
                    }
                    change = exact.passed ? .rewritten : .changed(exact.summary)
                } else {
                    change = .replacedCorrupt
                }
            } else {
                change = .new
            }
            // Replaced, never written through: a link here must not carry the write elsewhere.
            try OutputFile.writeAtomically(data, to: path.path, links: .replace)
            changes.append((c.name, change))
        }
        return changes
    }
}

/// What checking one case found.
public struct CaseOutcome: Sendable {
    /// passed: pixels match; changed: they differ; new: no golden yet; corrupt: the golden cannot be decoded; failed: the case cannot be rendered.
    public enum Status: String, Sendable, Codable {
        /// The pixels match the golden.
        case passed
        /// The pixels differ from the golden.
        case changed
        /// No golden exists yet.
        case new
        /// The golden cannot be decoded.
        case corrupt
        /// The case cannot be rendered.
        case failed
    }

    /// The case checked.
    public var `case`: RenderCase
    /// What checking found.
    public var status: Status
    /// The golden's path, whether or not the file exists.
    public var goldenPath: String
    /// The comparison, when both images existed.
    public var result: ImageComparison.Result?
    /// The golden's pixels, decoded only when they differ from the render.
    public var expected: Pixmap?
    /// The fresh render, when it could be made.
    public var actual: Pixmap?
    /// One line saying what was found, as check prints it.
    public var message: String

    /// An outcome from its parts.
    package init(
        case c: RenderCase, status: Status, goldenPath: String, result: ImageComparison.Result? = nil, expected: Pixmap? = nil,
        actual: Pixmap? = nil, message: String
    ) {
        self.case = c
        self.status = status
        self.goldenPath = goldenPath
        self.result = result
        self.expected = expected
        self.actual = actual
        self.message = message
    }
}

/// A manifest that cannot be used, or a case name that does not exist.
public enum GoldenError: Error, CustomStringConvertible {
    /// The folder has no manifest.json (the path).
    case missingManifest(String)
    /// Two cases share a name (the name).
    case duplicateName(String)
    /// A name asked for is not in the manifest (the name, every known name for suggestions, and
    /// the manifest's path).
    case unknownCase(String, known: [String], manifest: String)
    /// A case asks for SVG, and goldens are PNG (the case's name).
    case notPNG(String)

    public var description: String {
        switch self {
        case .missingManifest(let p): return "no manifest at \(p)"
        case .duplicateName(let n): return "the manifest names '\(n)' twice"
        case .notPNG(let n):
            return "case '\(TerminalText.escaped(n))' asks for \"format\": \"svg\", but goldens are PNG, compared pixel by pixel: remove \"format\" (or render it with buttonrender batch)"
        case let .unknownCase(n, known, manifest):
            let close = known.filter { $0.contains(n) || n.contains($0) }.prefix(8)
            return "no case named '\(n)' in \(manifest)" + (close.isEmpty ? "; it has \(known.count) cases" : "; did you mean: \(close.joined(separator: ", "))")
        }
    }
}
