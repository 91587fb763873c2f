import Foundation
import Testing

/// The count of public declarations per module, read from the sources, must be the one the
/// Architecture article states: widening the surface is then a visible, reviewed change of the
/// article, not a side effect. A failure prints the table as it should read.
///
/// The rule (the article states it too): a declaration counts once when `public` or `open` is
/// among its modifiers: a type, typealias, function or operator, initializer, subscript or
/// property (`public let x, y` declares two names and counts once). Enum cases count with their
/// enum, requirements of a public protocol with the protocol, synthesized members (Codable,
/// Equatable) not at all. Extensions declare no name: their public members count one by one,
/// which is why `public extension` is refused (its members would be public unseen).
@Suite struct PublicSurfaceTests {
    static let article = ModuleSources.root.appendingPathComponent("Sources/ButtonRender/ButtonRender.docc/Architecture.md")
    static let heading = "## Public declarations per module"

    /// The count per module that has public declarations, and the `public extension`s found.
    static func counts() throws -> (counts: [String: Int], publicExtensions: [String]) {
        var counts: [String: Int] = [:], extensions: [String] = []
        for file in try ModuleSources.files(of: ModuleSources.swiftModules()) {
            let found = PublicDeclarations.scan(file.lines.joined(separator: "\n"))
            if found.count > 0 { counts[file.module, default: 0] += found.count }
            extensions += found.extensionLines.map { "\(file.module)/\(file.path):\($0)" }
        }
        return (counts, extensions)
    }

    /// The table under the article's heading: `| `Module` | count |` rows, then `| total | n |`.
    static func stated() throws -> (rows: [String: Int], total: Int?) {
        let text = try String(contentsOf: article, encoding: .utf8)
        guard let start = text.range(of: heading) else { return ([:], nil) }
        var rows: [String: Int] = [:], total: Int?
        for line in text[start.upperBound...].split(separator: "\n").drop(while: { !$0.hasPrefix("|") }).prefix(while: { $0.hasPrefix("|") }) {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2, let count = Int(cells[1]) else { continue }
            if cells[0] == "total" { total = count } else { rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = count }
        }
        return (rows, total)
    }

    /// The table as the article should hold it, for the failure message.
    static func table(_ counts: [String: Int]) -> String {
        (["| module | public declarations |", "|---|---|"] + counts.keys.sorted().map { "| `\($0)` | \(counts[$0]!) |" }
            + ["| total | \(counts.values.reduce(0, +)) |"]).joined(separator: "\n")
    }

    @Test func theArticleStatesTheCounts() throws {
        let (counts, _) = try Self.counts()
        let (rows, total) = try Self.stated()
        #expect(counts.values.reduce(0, +) > 100)  // the scan found the modules
        let matches = rows == counts && total == counts.values.reduce(0, +)
        #expect(matches, "Architecture.md's \"\(Self.heading)\" should read:\n\(Self.table(counts))")
    }

    @Test func noPublicExtension() throws {
        let found = try Self.counts().publicExtensions
        #expect(found.isEmpty, "mark each member public instead, so that the count sees it: \(found)")
    }

    @Test func theScanCountsDeclarationsOnly() {
        let source = #"""
            /// A public type, said in a comment: public var notCounted
            public struct A: Sendable {
                public var x: Double, y: Double
                public private(set) var z = 0
                @inlinable public static func make() -> A { A(x: 0, y: 0) }
                public init(x: Double, y: Double) { self.x = x; self.y = y }
                package var hidden = "public var inAString"
                var open = false
                public subscript(i: Int) -> Int { i }
            }
            extension A: CustomStringConvertible { public var description: String { "public let \(x)" } }
            open class B { open class func f() {}; final public class C {} }
            public enum E { case a, b }
            public typealias F = A
            /* public let inAComment = 0 */
            let raw = #"public func quoted() \"#
            public import Foundation
            """#
        let found = PublicDeclarations.scan(source)
        // A, x/y, z, make, init, subscript, description, B, f, C, E, F
        #expect(found.count == 12)
        #expect(found.extensionLines.isEmpty)
        #expect(PublicDeclarations.scan("public extension A {\n    var x: Int { 0 }\n}").extensionLines == [1])
    }
}

/// Counts the declarations of Swift source that `public` or `open` makes visible to a user.
/// Comments and string literals are removed first, then each `public` or `open` word followed
/// (past other modifiers) by a declaration keyword counts once.
enum PublicDeclarations {
    static let declarations: Set<String> = ["struct", "enum", "class", "actor", "protocol", "typealias", "func", "init", "var", "let", "subscript", "macro"]
    static let modifiers: Set<String> = ["static", "final", "mutating", "nonmutating", "convenience", "required", "override", "nonisolated",
                                         "lazy", "indirect", "dynamic", "weak", "unowned", "optional", "private", "fileprivate", "internal", "package", "set"]

    static func scan(_ source: String) -> (count: Int, extensionLines: [Int]) {
        let words = self.words(of: code(of: source))
        var count = 0, extensionLines: [Int] = []
        for (i, word) in words.enumerated() where word.text == "public" || word.text == "open" {
            var j = i + 1
            // `class` before another declaration keyword is a modifier (`open class func`).
            while j < words.count, modifiers.contains(words[j].text) || words[j].text == "class" && j + 1 < words.count && declarations.contains(words[j + 1].text) {
                j += 1
            }
            guard j < words.count else { continue }
            if declarations.contains(words[j].text) { count += 1 } else if words[j].text == "extension" { extensionLines.append(word.line) }
        }
        return (count, extensionLines)
    }

    /// The identifiers of `code`, each with its line (from 1).
    static func words(of code: String) -> [(text: String, line: Int)] {
        var words: [(String, Int)] = [], current = "", line = 1
        for c in code {
            if c.isLetter || c.isNumber || c == "_" { current.append(c); continue }
            if !current.isEmpty { words.append((current, line)); current = "" }
            if c == "\n" { line += 1 }
        }
        if !current.isEmpty { words.append((current, line)) }
        return words
    }

    /// `source` with comments and string literals blanked out, line breaks kept. Interpolations
    /// are blanked with their string: they hold expressions, never declarations.
    static func code(of source: String) -> String {
        let s = Array(source)
        var out = "", i = 0
        func starts(_ text: String, at k: Int) -> Bool {
            let t = Array(text)
            return k + t.count <= s.count && Array(s[k..<k + t.count]) == t
        }
        while i < s.count {
            if starts("//", at: i) {
                while i < s.count, s[i] != "\n" { i += 1 }
            } else if starts("/*", at: i) {
                var depth = 0
                repeat {
                    if starts("/*", at: i) { depth += 1; i += 2 } else if starts("*/", at: i) { depth -= 1; i += 2 } else {
                        if s[i] == "\n" { out.append("\n") }
                        i += 1
                    }
                } while depth > 0 && i < s.count
            } else if s[i] == "\"" || s[i] == "#" && (i + 1 < s.count && (s[i + 1] == "\"" || s[i + 1] == "#")) {
                // A string: `#`s, one or three quotes; it ends at the same quotes and `#`s.
                var hashes = 0
                while i < s.count, s[i] == "#" { hashes += 1; i += 1 }
                guard i < s.count, s[i] == "\"" else { continue }
                let quotes = starts("\"\"\"", at: i) ? 3 : 1
                i += quotes
                let close = String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)
                // Interpolated strings nest: `"\(f("x"))"` is skipped by counting parentheses.
                var parentheses = 0
                while i < s.count {
                    if hashes == 0, s[i] == "\\" {
                        if i + 1 < s.count, s[i + 1] == "(" { parentheses += 1; i += 2 } else { i += 2 }
                        continue
                    }
                    if parentheses > 0 {
                        if s[i] == "(" { parentheses += 1 } else if s[i] == ")" { parentheses -= 1 }
                        if s[i] == "\n" { out.append("\n") }
                        i += 1
                        continue
                    }
                    if starts(close, at: i) { i += close.count; break }
                    if s[i] == "\n" { out.append("\n") }
                    i += 1
                }
                out.append(" ")
            } else {
                out.append(s[i])
                i += 1
            }
        }
        return out
    }
}
