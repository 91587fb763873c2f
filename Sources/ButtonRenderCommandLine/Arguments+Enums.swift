import ArgumentParser
import ButtonRenderGoldens

// Enums parse from their raw values, and `--help` lists every value. The list is made once per
// type: ArgumentParser's default builds it through generic code for every option each time it
// reflects over a command (several times a parse), a fifth of a render's first parse (perf).
extension Platform: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension Style: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension Size: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension Role: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension ButtonState: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension Appearance: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension ImagePlacement: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension CornerStyle: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension ButtonGeometry.CornerCurve: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension DynamicTypeCategory: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension WritingDirection: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension RecordMode: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }
extension ToggleValue: ExpressibleByArgument { public static let allValueStrings = allCases.map(\.rawValue) }

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
