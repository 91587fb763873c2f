#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ButtonGeometry
import Inspect
import PNG
import Raster
import Typography

// Every error a user of the library can catch reads, through `localizedDescription`, as the
// message the command line prints. The modules below ButtonRender do not import Foundation, so
// their errors gain `LocalizedError` here, where the library's API hands them out.
extension SpecError: LocalizedError { public var errorDescription: String? { description } }
extension TypographyError: LocalizedError { public var errorDescription: String? { description } }
extension PNGError: LocalizedError { public var errorDescription: String? { description } }
extension RasterError: LocalizedError { public var errorDescription: String? { description } }
extension InspectError: LocalizedError { public var errorDescription: String? { description } }
extension OutputFile.WriteError: LocalizedError { package var errorDescription: String? { description } }
extension OutputFile.ReadError: LocalizedError { package var errorDescription: String? { description } }
extension CalibrationCorpus.UnknownKey: LocalizedError { package var errorDescription: String? { description } }
extension CalibrationError: LocalizedError { package var errorDescription: String? { description } }
extension ButtonSpecJSON.DecodeError: LocalizedError { public var errorDescription: String? { description } }
