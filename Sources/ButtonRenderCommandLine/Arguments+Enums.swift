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
extension TextStyle: ExpressibleByArgument {}
extension FontWeight: ExpressibleByArgument {}
extension TitleAlignment: ExpressibleByArgument {}

/// A tint or background: `#RRGGBB`, `#RRGGBBAA`, a pair `light/dark`, or a system color name.
extension ColorSet: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
    public static var allValueStrings: [String] { ["#RRGGBB", "#RRGGBBAA", "#RRGGBB/#RRGGBB"] + SystemColor.allCases.map(\.rawValue) }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// A colour from its text, the error saying what is wrong with it (a pair's bad part, a third part).
    static func argument(_ text: String) throws -> ColorSet {
        guard let color = ColorSet(text) else { throw ValidationError(ColorSet.refusal(text)) }
        return color
    }
}

/// `8,16,8,16`, `8,16` or `8`: insets, the error saying how to write them.
extension ContentInsets {
    static func argument(_ text: String) throws -> ContentInsets {
        guard let insets = ContentInsets(text) else { throw ValidationError("'\(text)' is not " + ContentInsets.forms) }
        return insets
    }
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
