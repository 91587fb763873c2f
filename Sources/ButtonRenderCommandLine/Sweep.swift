import ArgumentParser
import ButtonRenderGoldens

/// One value, a comma-separated list of them, or `all` (`both` for the appearances): an axis a
/// designer sweeps with `render` (`--style filled,tinted --size all`). Every other command takes one.
struct Sweep<Value: ExpressibleByArgument & Hashable>: ExpressibleByArgument, Hashable {
    /// The values given, in order; empty with `all`.
    var values: [Value]
    /// `all` (or `both`): every value the platform has, for each combination.
    var all: Bool

    init(_ value: Value) {
        values = [value]
        all = false
    }

    init?(argument: String) {
        if argument == "all" || argument == "both" {
            (values, all) = ([], true)
            return
        }
        var parsed: [Value] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Value(argument: String(part)) else { return nil }
            if !parsed.contains(value) { parsed.append(value) }
        }
        (values, all) = (parsed, false)
    }

    /// One value given, or nil for a list or `all`.
    var single: Value? { !all && values.count == 1 ? values[0] : nil }

    static var allValueStrings: [String] { Value.allValueStrings.isEmpty ? [] : Value.allValueStrings + ["all"] }
    static var defaultCompletionKind: CompletionKind { Value.defaultCompletionKind }
}

extension Sweep where Value == Appearance {
    static var allValueStrings: [String] { Value.allValueStrings + ["both"] }
}
