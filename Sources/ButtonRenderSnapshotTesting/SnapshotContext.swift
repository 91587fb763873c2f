import Synchronization

/// What this module's `assertSnapshot` tells the strategy it runs: a render error is kept here,
/// to be reported at the caller's line with nothing recorded, and a failed comparison writes
/// its images into `artifacts`.
final class SnapshotContext: Sendable {
    /// The folder for this snapshot's `expected.png`, `actual.png` and `diff.png`.
    let artifacts: String
    let renderError = Mutex<String?>(nil)

    init(artifacts: String) { self.artifacts = artifacts }

    @TaskLocal static var current: SnapshotContext?
}
