import ArgumentParser
import ButtonRenderGoldens

/// sysexits codes, as DESIGN.md fixes them.
enum ExitCodes {
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let cannotCreate: Int32 = 73

    /// Prints `message` on standard error, prefixed as ArgumentParser prefixes its own errors
    /// so that every error the tool prints starts alike, and returns the exit code to throw.
    static func report(_ message: String, _ code: Int32) -> ExitCode {
        // Messages quote arguments and files: an escape sequence in one must not reach the terminal.
        StandardError.write("Error: \(TerminalText.escaped(message, keepingNewlines: true))\n")
        return ExitCode(code)
    }

    /// Turns any error from the library into a message on standard error and an exit code.
    static func fail(_ error: any Error) -> ExitCode {
        // Already reported (`report`): its message is out, its code stands.
        if let reported = error as? ExitCode { return reported }
        let (message, code): (String, Int32)
        switch error {
        case let e as SpecError: (message, code) = (e.description, usage)
        case let e as TypographyError:
            switch e {
            case .fontFileMissing: (message, code) = (e.description, noInput)
            case .unknownSymbol: (message, code) = (e.description, usage)
            case .fontUnreadable, .notAFontFile, .missingGlyph, .unsupportedCharacter: (message, code) = (e.description, dataError)
            }
        case let e as OutputFile.WriteError: (message, code) = (e.description, cannotCreate)
        case let e as StandardOutput.WriteError: (message, code) = (e.description, cannotCreate)
        // No memory for the image: its output cannot be made (sysexits' "cannot create output").
        case let e as RasterError where e.isOutOfMemory: (message, code) = (e.description, cannotCreate)
        case let e as RasterError: (message, code) = (e.description, usage)
        case let e as PNGError: (message, code) = (e.description, dataError)
        case let e as CaseList.FormatError: (message, code) = (e.description, dataError)
        case let e as RenderCaseError: (message, code) = (e.description, dataError)
        case let e as ButtonSpecJSON.DecodeError: (message, code) = (e.description, usage)
        default: (message, code) = ("\(error)", 1)
        }
        StandardError.write("Error: \(TerminalText.escaped(message, keepingNewlines: true))\n")
        return ExitCode(code)
    }
}
