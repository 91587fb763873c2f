import ArgumentParser

/// `buttonrender`: renders Apple's system buttons as the Human Interface Guidelines describe them.
@main
struct ButtonRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "buttonrender",
        abstract: "Renders Apple's system buttons as the Human Interface Guidelines describe them.",
        subcommands: [Render.self, Spinner.self, Check.self, Record.self, BatchCommand.self, SheetCommand.self, InspectCommand.self, CalibrateCommand.self],
        defaultSubcommand: Render.self)
}
