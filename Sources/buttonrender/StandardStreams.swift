import Foundation

enum FileHandleStandardError {
    static func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}

enum FileHandleStandardOutput {
    static func write(_ data: Data) { FileHandle.standardOutput.write(data) }
}
