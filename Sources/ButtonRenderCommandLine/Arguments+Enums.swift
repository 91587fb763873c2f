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

/// `i/n`: one shard of a case list, its error saying what is wrong with the text.
extension Shard {
    static func argument(_ text: String) throws -> Shard { try Shard(parsing: text) }
}
