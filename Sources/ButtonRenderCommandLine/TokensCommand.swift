import ArgumentParser
import ButtonRenderGoldens
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TokenFormat: ExpressibleByArgument {}

/// `buttonrender tokens`: the values to build Apple's buttons on another stack.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Writes the values to build Apple's buttons on another stack: CSS, design tokens JSON, Flutter or Jetpack Compose.",
        discussion: "Every variant the button options make (lists and all as render takes them; by default every style and size of the platform), with light and dark colours, the font Apple draws, and the corner fitted to CSS's corner-shape and Figma's smoothing with its error, each value beside its source.")

    @Option(help: "What to write: css, json (W3C design tokens), flutter (Dart) or compose (Kotlin).") var format: TokenFormat = .css
    @OptionGroup var button: ButtonOptions
    @OptionGroup var configuration: ConfigurationOptions
    @Option(name: [.short, .long], help: "The file to write (default: standard output).") var output: String?

    func validate() throws {
        if button.appearance != nil { throw ValidationError("tokens write both appearances (light, and dark where the platform has it): leave out --appearance") }
        if output == "" { throw ValidationError("-o '' names no file: give a path, or leave -o out for standard output") }
        // The options as given first, so that a value the platform lacks is refused by name
        // rather than left out of the sizes `all` adds.
        try button.validate(configuration)
        _ = try variants()
    }

    /// The button options, with every style and size of the platform unless they are given.
    func variants() throws -> [ButtonSpec] {
        var options = button
        if options.style == nil { options.style = Sweep(argument: "all") }
        if options.size == nil { options.size = Sweep(argument: "all") }
        // @3x unless asked: UIKit's sizes are whole pixels at @3x (50.33 pt), which @2x would round.
        if options.scale == nil { options.scale = Sweep(3) }
        return try options.specs(configuration).specs
    }

    func run() throws {
        do {
            let renderer = try Renderer()
            let tokens = try variants().map { try ButtonTokens($0, renderer: renderer) }
            let data = try TokenWriter.data(tokens, format: format)
            if let output {
                try OutputFile.writeAtomically(data, to: output)
                StandardError.write("wrote \(TerminalText.escaped(output)) (\(tokens.count) variant\(tokens.count == 1 ? "" : "s"), \(format.rawValue))\n")
            } else {
                try StandardOutput.write(data)
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw ExitCodes.fail(error)
        }
    }
}
