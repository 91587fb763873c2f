import Foundation
import PackagePlugin

/// Runs the dependency's `buttonrender` executable, as a user's plugin would.
@main struct RenderButton: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "buttonrender")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["--style", "filled", "--size", "large", "--title", "From a plugin", "-o",
                             context.package.directoryURL.appending(path: "button.png").path]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { Diagnostics.error("buttonrender exited \(process.terminationStatus)") }
    }
}
