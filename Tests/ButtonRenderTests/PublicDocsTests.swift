import Foundation
import Testing

/// Every public declaration a user can reach through `import ButtonRender` (and the adapter)
/// has a doc comment: read from the sources, so `swift test` keeps the rule without a symbol
/// graph build. `scripts/doc-coverage` checks the same against the compiler's symbol graph,
/// enum cases included.
@Suite struct PublicDocsTests {
    static let modules = ["ButtonGeometry", "Inspect", "PNG", "Raster", "Typography", "ButtonRender", "ButtonRenderGoldens", "ButtonRenderSnapshotTesting"]

    static func undocumented() throws -> [String] {
        var found: [String] = []
        for file in try ModuleSources.files(of: modules) {
            let lines = file.lines.map { $0.trimmingCharacters(in: .whitespaces) }
            for (i, line) in lines.enumerated() where isPublicDeclaration(line) {
                var j = i - 1
                while j >= 0, lines[j].hasPrefix("@") { j -= 1 }
                if j < 0 || !lines[j].hasPrefix("///") { found.append("\(file.module)/\(file.path):\(i + 1): \(line)") }
            }
        }
        return found
    }

    /// A declaration that starts with `public` (after attributes such as `@inlinable`), other
    /// than an extension, whose members are checked one by one.
    static func isPublicDeclaration(_ line: String) -> Bool {
        var words = line.split(separator: " ")
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard words.first == "public" || words.first?.hasPrefix("public(") == true else { return false }
        return words.dropFirst().first != "extension" && !inheritsItsDocumentation(line)
    }

    /// Witnesses of the standard library's protocols (CustomStringConvertible, Codable,
    /// CodingKey, Comparable) take their documentation from the protocol, as DocC shows it.
    static func inheritsItsDocumentation(_ line: String) -> Bool {
        ["var description: String", "init(from decoder:", "func encode(to encoder:", "static func < (", "let stringValue: String",
         "let intValue: Int?", "init(stringValue: String)", "init(intValue: Int)"].contains { line.contains($0) }
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let missing = try Self.undocumented()
        #expect(missing.isEmpty, "\(missing.count) public declarations without a doc comment:\n\(missing.prefix(40).joined(separator: "\n"))")
    }

    @Test func theScanSeesDeclarations() {
        #expect(Self.isPublicDeclaration("public var x: Double"))
        #expect(Self.isPublicDeclaration("@inlinable public init(packed: UInt32) {"))
        #expect(Self.isPublicDeclaration("public private(set) var elements: [Element] = []"))
        #expect(!Self.isPublicDeclaration("public extension Pixmap {"))
        #expect(!Self.isPublicDeclaration("var x = 0 // public"))
        #expect(!Self.isPublicDeclaration("public var description: String {"))
    }
}
