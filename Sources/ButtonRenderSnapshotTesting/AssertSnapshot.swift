import ButtonRender
import Foundation
import SnapshotTesting
import XCTest

#if canImport(Testing)
import Testing
#endif

/// Asserts that a button matches its reference, as swift-snapshot-testing's `assertSnapshot`
/// does, with what a button's snapshot needs beyond it: a spec that cannot be rendered fails
/// here, at this line, with the library's error and nothing recorded; a failed comparison
/// writes `expected.png`, `actual.png` and `diff.png` into `snapshot-failures/` at the package's
/// root (beside `snapshotDirectory` when one is given; `$BUTTONRENDER_SNAPSHOT_ARTIFACTS` when
/// set) and names the three paths.
/// A snapshot that passes removes the three images an earlier failure of it left there.
/// `snapshotDirectory` replaces `__Snapshots__` beside the test file, as in `verifySnapshot`.
public func assertSnapshot(
    of value: @autoclosure () throws -> ButtonSpec,
    as snapshotting: Snapshotting<ButtonSpec, Pixmap>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let place = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    assertImageSnapshot(
        of: { try value() }, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, testName: testName, at: place)
}

/// The same for an image of your own (a sheet, a spinner frame), with `.pixmap`.
public func assertSnapshot(
    of value: @autoclosure () throws -> Pixmap,
    as snapshotting: Snapshotting<Pixmap, Pixmap>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let place = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    assertImageSnapshot(
        of: { try value() }, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, testName: testName, at: place)
}

/// Where the user's `assertSnapshot` is.
struct CallSite {
    let fileID: StaticString, filePath: StaticString, line: UInt, column: UInt

    /// Fails the running test here, under Swift Testing or XCTest.
    func fail(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}

/// Renders first: an error is reported at the call site and nothing reaches
/// swift-snapshot-testing, which would record it. The image is then verified by
/// swift-snapshot-testing (its record modes, paths and counters) with the strategy's diffing.
func assertImageSnapshot<Value>(
    of value: () throws -> Value, as snapshotting: Snapshotting<Value, Pixmap>, named name: String?,
    record: SnapshotTestingConfiguration.Record?, snapshotDirectory: String?, timeout: TimeInterval,
    testName: String, at place: CallSite
) {
    let subject: Value
    do { subject = try value() } catch {
        place.fail("the value to snapshot could not be made: \(error)")
        return
    }
    let context = SnapshotContext(artifacts: FailureArtifacts.folder(
        filePath: "\(place.filePath)", testName: testName, name: name, snapshotDirectory: snapshotDirectory))
    var image: Pixmap?
    SnapshotContext.$current.withValue(context) {
        snapshotting.snapshot(subject).run { image = $0 }
    }
    if let error = context.renderError.withLock({ $0 }) {
        place.fail(error + "\nNothing was recorded.")
        return
    }
    guard let image else {
        place.fail("buttonrender: the snapshot strategy gave no image")
        return
    }
    let failure = SnapshotContext.$current.withValue(context) {
        verifySnapshot(
            of: image, as: Snapshotting<Pixmap, Pixmap>(pathExtension: snapshotting.pathExtension, diffing: snapshotting.diffing),
            named: name, record: record, snapshotDirectory: snapshotDirectory, timeout: timeout,
            fileID: place.fileID, file: place.filePath, testName: testName, line: place.line, column: place.column)
    }
    if let failure { place.fail(failure) } else { FailureArtifacts.removeStale(in: context.artifacts) }
}
