import ArgumentParser
import ButtonRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `buttonrender`: renders Apple's system buttons as the Human Interface Guidelines describe them.
public struct ButtonRenderCommand: ParsableCommand {
    /// The subcommands, `render` the default.
    public static let configuration = CommandConfiguration(
        commandName: "buttonrender",
        abstract: "Renders Apple's system buttons as the Human Interface Guidelines describe them.",
        version: ButtonRenderVersion.current,
        subcommands: [Render.self, Spinner.self, Check.self, Record.self, BatchCommand.self, SheetCommand.self, InspectCommand.self, CalibrateCommand.self],
        defaultSubcommand: Render.self)

    /// The most arguments a command line may hold.
    public static let maximumArguments = 1_000

    /// The command as ArgumentParser makes it (the executable's `main.swift` calls `main()`).
    public init() {}

    /// Arguments are checked as bytes before parsing: Swift decodes a path that is not UTF-8
    /// by replacing its bad bytes, so `-o $'caf\xe9.png'` would quietly write another file.
    public static func main() {
        // swift-argument-parser's parse grows with the square of the argument count (4,000
        // arguments took seconds), so a command line is bounded before it is parsed.
        if Int(CommandLine.argc) - 1 > maximumArguments {
            StandardError.write("Error: \(Int(CommandLine.argc) - 1) arguments are more than buttonrender takes (at most \(maximumArguments)): give each option once, and select many cases with a manifest of their own rather than a long --only list\n")
            Self.exit(withError: ExitCode(ExitCodes.usage))
        }
        for i in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[i] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw))
            if String(validating: bytes, as: UTF8.self) == nil {
                StandardError.write("Error: argument \(i) is not valid UTF-8 (\(String(decoding: bytes, as: UTF8.self))): buttonrender takes UTF-8 text and paths; rename the file or give another path\n")
                Self.exit(withError: ExitCode(ExitCodes.usage))
            }
        }
        // ArgumentParser answers --version; -V, the short form many tools take, is answered here.
        if Array(CommandLine.arguments.dropFirst()) == ["-V"] {
            print(ButtonRenderVersion.current)
            return
        }
        // Completion at the top level of the default subcommand's options (bash, zsh, fish).
        let arguments = Array(CommandLine.arguments.dropFirst())
        for shell in CompletionShell.allCases where arguments == ["--generate-completion-script", shell.rawValue]
            || arguments == ["--generate-completion-script=\(shell.rawValue)"]
        {
            print(DefaultSubcommandCompletion.script(completionScript(for: shell), shell: shell.rawValue), terminator: "")
            return
        }
        main(nil)
    }
}
