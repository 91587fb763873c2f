#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// `localizedDescription` reads as the message the command line prints.
extension GoldenError: LocalizedError { public var errorDescription: String? { description } }
extension RecordModeError: LocalizedError { public var errorDescription: String? { description } }
extension RenderCaseError: LocalizedError { public var errorDescription: String? { description } }
extension CaseList.FormatError: LocalizedError { public var errorDescription: String? { description } }
extension ReportMerge.MergeError: LocalizedError { package var errorDescription: String? { description } }
extension Shard.ParseError: LocalizedError { package var errorDescription: String? { description } }
