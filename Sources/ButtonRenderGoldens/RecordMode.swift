import ButtonRender
/// When goldens are written, in the words swift-snapshot-testing's `record:` and Playwright's
/// `--update-snapshots` use.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write nothing: a missing or different golden is a failure (what CI wants).
    case never
    /// Write only the goldens that do not exist yet.
    case missing
    /// Write the goldens that are missing, unreadable, or do not match under the comparison's
    /// options; leave matching ones as they are.
    case failed
    /// Write every selected golden (files whose bytes would not change are left alone).
    case all

    /// The environment variable that sets the mode for `buttonrender check` and for tests that
    /// check goldens: `BUTTONRENDER_RECORD=failed swift test` re-records what changed.
    public static let environmentVariable = "BUTTONRENDER_RECORD"

    /// Reads a mode from its name, or explains which names exist.
    public init(named name: String, source: String = "record mode") throws(RecordModeError) {
        guard let mode = RecordMode(rawValue: name.lowercased()) else {
            throw RecordModeError(value: name, source: source)
        }
        self = mode
    }

    /// The mode `BUTTONRENDER_RECORD` sets, or `never` when it is unset or empty.
    public static func fromEnvironment(_ environment: [String: String]) throws(RecordModeError) -> RecordMode {
        guard let value = environment[environmentVariable], !value.isEmpty else { return .never }
        return try RecordMode(named: value, source: environmentVariable)
    }

    /// Whether a case that checking found in `status` gets its golden written.
    public func records(_ status: CaseOutcome.Status) -> Bool {
        switch (self, status) {
        case (_, .failed): return false  // nothing was rendered
        case (.never, _): return false
        case (.missing, .new): return true
        case (.missing, _): return false
        case (.failed, .passed): return false
        case (.failed, _), (.all, _): return true
        }
    }
}

/// A record mode name that is not one of them.
public struct RecordModeError: Error, Equatable, CustomStringConvertible {
    /// The name given.
    public var value: String
    /// Where it was given: the option, or the environment variable.
    public var source: String

    public var description: String {
        "\(source) '\(value)' is not a record mode: choose one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
