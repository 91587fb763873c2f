import ButtonRenderCommandLine
import Foundation
import Testing

/// The Command Line article's opening names every subcommand there is, in the order `--help`
/// lists them: a subcommand added to the command and not to the article fails here.
@Suite struct CommandLineArticleTests {
    @Test func theOverviewNamesEverySubcommand() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/ButtonRender/ButtonRender.docc/CommandLine.md"), encoding: .utf8)
        let names = ButtonRenderCommand.configuration.subcommands.map { $0._commandName }
        #expect(names.first == "render")
        let others = names.dropFirst().map { "`\($0)`" }
        let said = others.dropLast().joined(separator: ", ") + " and " + others.last!
        #expect(article.replacingOccurrences(of: "\n", with: " ").contains(said + " are the others"), "the article should say: \(said)")
    }
}
