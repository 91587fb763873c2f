import XCTest

#if canImport(Testing)
import Testing
#endif

/// Reports a failure to whichever framework is running the test, as swift-snapshot-testing's
/// own failures are.
enum TestFailure {
    static func record(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return
        }
        #endif
        XCTFail(message)
    }
}
