import ArgumentParser
import ButtonRenderGoldens
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `buttonrender`: renders Apple's system buttons as the Human Interface Guidelines describe them.
package struct ButtonRenderCommand: ParsableCommand {
    /// The subcommands, `render` the default.
    package static let configuration = CommandConfiguration(
        commandName: "buttonrender",
        abstract: "Renders Apple's system buttons as the Human Interface Guidelines describe them.",
        version: ButtonRenderVersion.current,
        subcommands: [Render.self, Spinner.self, Check.self, Record.self, BatchCommand.self, SheetCommand.self, InspectCommand.self, CalibrateCommand.self, AuditCommand.self, TokensCommand.self],
        defaultSubcommand: Render.self)

    /// The most arguments a command line may hold (the accept command `check` prints fits in it).
    package static let maximumArguments = GoldenReport.maximumCommandLineArguments

    /// The command as ArgumentParser makes it (the executable's `main.swift` calls `main()`).
    package init() {}

    /// Arguments are checked as bytes before parsing: Swift decodes a path that is not UTF-8
    /// by replacing its bad bytes, so `-o $'caf\xe9.png'` would quietly write another file.
    package static func main() {
        // A write past `ulimit -f` then fails with EFBIG, which the writer reports and cleans up
        // after (its temporary file removed), rather than the signal killing the process mid-write.
        signal(SIGXFSZ, SIG_IGN)
        // swift-argument-parser's parse grows with the square of the argument count, so a
        // command line is bounded before it is parsed.
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
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "help" { checkHelpTopics(arguments.dropFirst()) }
        // ArgumentParser answers --version; -V, the short form many tools take, is answered here.
        if arguments == ["-V"] { printOrFail(ButtonRenderVersion.current + "\n") }
        // Completion at the top level of the default subcommand's options (bash, zsh, fish).
        for shell in CompletionShell.allCases where arguments == ["--generate-completion-script", shell.rawValue]
            || arguments == ["--generate-completion-script=\(shell.rawValue)"]
        {
            printOrFail(DefaultSubcommandCompletion.script(completionScript(for: shell), shell: shell.rawValue))
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            finish(with: error)
        }
    }

    /// `help NAME ...` with a name that is no subcommand is a usage error (64) naming it and the
    /// valid ones: ArgumentParser prints the top-level help for it and succeeds.
    static func checkHelpTopics(_ names: ArraySlice<String>) {
        var subcommands = configuration.subcommands
        var path = ["buttonrender"]
        for name in names where !name.hasPrefix("-") {
            guard let next = subcommands.first(where: { $0.configuration.commandName == name }) else {
                let valid = subcommands.compactMap { $0.configuration.commandName }
                let message = valid.isEmpty
                    ? "'\(path.joined(separator: " "))' has no subcommands, so there is no help for '\(name)'"
                    : "'\(name)' is not a subcommand of \(path.joined(separator: " ")): choose one of \(valid.joined(separator: ", "))"
                StandardError.write("Error: \(TerminalText.escaped(message))\n")
                terminate(ExitCodes.usage)
            }
            subcommands = next.configuration.subcommands
            path.append(name)
        }
    }

    /// Ends the process as ArgumentParser's `exit(withError:)` would, but with the message's
    /// control characters escaped (it quotes the arguments, which may hold an escape sequence
    /// for the terminal) and with help and the version written by checked writes, so that a
    /// standard output that cannot take them is a failure.
    static func finish(with error: any Error) -> Never {
        let message = fullMessage(for: error)
        let code = exitCode(for: error)
        if code == .success {
            printOrFail(message.isEmpty ? "" : message + "\n")
        }
        if !message.isEmpty { StandardError.write(TerminalText.escaped(message, keepingNewlines: true) + "\n") }
        terminate(code.rawValue)
    }

    /// Ends the process with `code` (the C library's exit: `exit` here names ArgumentParser's).
    static func terminate(_ code: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(code)
        #else
        Darwin.exit(code)
        #endif
    }

    /// Writes `text` to standard output and exits 0, or 73 when standard output cannot take it.
    static func printOrFail(_ text: String) -> Never {
        do {
            try StandardOutput.write(Array(text.utf8))
        } catch {
            StandardError.write("Error: \(error)\n")
            terminate(ExitCodes.cannotCreate)
        }
        terminate(0)
    }
}
