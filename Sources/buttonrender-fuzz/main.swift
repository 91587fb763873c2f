import FuzzTargets
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Built by scripts/fuzz with -sanitize=fuzzer -DLIBFUZZER: libFuzzer drives the target named
// by BUTTONRENDER_FUZZ_TARGET (png, manifest, font). Built normally: runs the target once on
// each file named, so that a crash input can be replayed by hand:
//   buttonrender-fuzz png Tests/Fuzz/crashes/png-*

#if LIBFUZZER
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

let name = ProcessInfo.processInfo.environment["BUTTONRENDER_FUZZ_TARGET"] ?? ""
guard let chosen = FuzzTarget(rawValue: name) else {
    print("set BUTTONRENDER_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    exit(64)
}
nonisolated(unsafe) var target = chosen
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
    target.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
})
#else
let arguments = Array(CommandLine.arguments.dropFirst())
guard let first = arguments.first, let target = FuzzTarget(rawValue: first) else {
    print("usage: buttonrender-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE...  (scripts/fuzz fuzzes them)")
    exit(64)
}
for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else { print("cannot read \(path)"); exit(66) }
    target.run(data)
    print("ok \(path)")
}
#endif
