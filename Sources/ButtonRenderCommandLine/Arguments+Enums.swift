import ArgumentParser
import ButtonRenderGoldens

// Enums parse from their raw values, and `--help` lists every value.
extension Platform: ExpressibleByArgument {}
extension Style: ExpressibleByArgument {}
extension Size: ExpressibleByArgument {}
extension Role: ExpressibleByArgument {}
extension ButtonState: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension ImagePlacement: ExpressibleByArgument {}
extension CornerStyle: ExpressibleByArgument {}
extension CornerCurve: ExpressibleByArgument {}
extension Framework: ExpressibleByArgument {}
extension DynamicTypeCategory: ExpressibleByArgument {}
extension WritingDirection: ExpressibleByArgument {}
extension RecordMode: ExpressibleByArgument {}
extension ToggleValue: ExpressibleByArgument {}

/// A tint or background: `#RRGGBB`, `#RRGGBBAA` or a system color name.
extension Tint: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
    public static var allValueStrings: [String] { ["#RRGGBB", "#RRGGBBAA"] + SystemColor.allCases.map(\.rawValue) }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// A release, as Apple numbers it (`26`, `26.1`, `18`), its error saying how to write one.
extension OSVersion {
    static func argument(_ text: String) throws -> OSVersion {
        guard let version = OSVersion(text) else {
            throw ValidationError("write a release as Apple numbers them, such as 26, 26.1 or 18")
        }
        return version
    }
}

/// `i/n`: one shard of a case list, its error saying what is wrong with the text.
extension Shard {
    static func argument(_ text: String) throws -> Shard { try Shard(parsing: text) }
}
