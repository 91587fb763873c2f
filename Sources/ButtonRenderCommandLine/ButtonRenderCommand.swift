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

    /// The command as ArgumentParser makes it (the executable's `main.swift` calls `main()`).
    public init() {}

    /// Arguments are checked as bytes before parsing: Swift decodes a path that is not UTF-8
    /// by replacing its bad bytes, so `-o $'caf\xe9.png'` would quietly write another file.
    public static func main() {
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
