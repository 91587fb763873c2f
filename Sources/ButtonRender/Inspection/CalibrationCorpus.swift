import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Inspect
import PNG
import Raster

/// Reference images that Apple's frameworks rendered, found in public repositories beside the
/// test code that fixes their configuration, with what `inspect` measured in each. The images
/// stay with their projects; the corpus keeps their address, their configuration and the
/// measurement.
package struct CalibrationCorpus: Codable, Sendable {
    /// What the file is, for a reader who opens it.
    package var about: String
    /// One entry per reference image.
    package var entries: [CalibrationEntry]

    /// A key the corpus file holds that no field reads: a typo, or a field the code does not know.
    package struct UnknownKey: Error, CustomStringConvertible {
        /// The corpus file.
        package let file: String
        /// Where the key is (`entries[3].notes`).
        package let path: String
        /// The keys that object may hold.
        package let valid: [String]
        package var description: String {
            "\(file): \(path): unknown key (the keys read here: \(valid.joined(separator: ", "))); calibrate --update would drop it"
        }
    }

    /// Reads a corpus file (Tests/Calibration/apple-renders.json), strictly: a key that no field
    /// reads is an error, as in every other JSON input, since `--update` would write it away.
    package static func load(_ path: String) throws -> CalibrationCorpus {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let corpus = try JSONDecoder().decode(CalibrationCorpus.self, from: data)
        // Codable's synthesized decoding skips unknown keys: whatever the corpus does not keep
        // when written again is a key it does not know.
        let original = try JSONDecoder().decode(KeyTree.self, from: data)
        if let (place, valid) = original.firstKey(missingFrom: try JSONDecoder().decode(KeyTree.self, from: try corpus.encoded()), at: "") {
            throw UnknownKey(file: path, path: place, valid: valid)
        }
        return corpus
    }

    /// The keys of a JSON document at every level, null members left out as decoding leaves them.
    private struct KeyTree: Decodable {
        var members: [String: KeyTree] = [:]
        var items: [KeyTree] = []

        init(from decoder: Decoder) throws {
            if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
                for key in object.allKeys where try !object.decodeNil(forKey: key) {
                    members[key.stringValue] = try object.decode(KeyTree.self, forKey: key)
                }
            } else if var array = try? decoder.unkeyedContainer() {
                while !array.isAtEnd { items.append(try array.decode(KeyTree.self)) }
            }
        }

        /// The first key (in sorted order) here that `kept` lacks, with the keys `kept` has there.
        func firstKey(missingFrom kept: KeyTree, at path: String) -> (String, [String])? {
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                let place = path.isEmpty ? key : path + "." + key
                guard let match = kept.members[key] else { return (place, kept.members.keys.sorted()) }
                if let found = value.firstKey(missingFrom: match, at: place) { return found }
            }
            for (i, (item, keptItem)) in zip(items, kept.items).enumerated() {
                if let found = item.firstKey(missingFrom: keptItem, at: "\(path)[\(i)]") { return found }
            }
            return nil
        }
    }

    /// The corpus as the file stores it: sorted keys, two-space indent.
    package func encoded() throws -> Data { try InspectionJSON.encode(self) }
}

/// One Apple-rendered button or indicator.
package struct CalibrationEntry: Codable, Sendable {
    /// Unique; also the image's file name (`NAME.png`) in a local images folder.
    package var name: String
    /// The public repository the image is in, as owner/name.
    package var repository: String
    /// The image's path in that repository.
    package var path: String
    /// The path, in the same repository at the same commit, of the same scene without the
    /// button (a plain snapshot over the same busy background), which the image is measured
    /// against pixel by pixel (`InspectionOptions.backdropImage`); nil for a uniform backdrop.
    /// In an images folder it is `NAME.backdrop.png`.
    package var backdropPath: String?
    /// The full commit the image is read at.
    package var commit: String
    /// SwiftUI, UIKit or AppKit.
    package var framework: String
    /// The test code's configuration, as that code states it.
    package var configuration: String
    /// The system that rendered it, as far as the repository's history and the image tell.
    package var system: String
    /// True when our defaults follow this render: the calibration test judges it (less any
    /// `notJudged` figures). Renders that an older system drew differently are kept, not
    /// judged, to show how the system changed.
    package var current: Bool
    /// Figures shown but not judged, each with the reason (a known change between systems).
    package var notJudged: [String: String]?
    /// Pixels per point (the file's pHYs).
    package var scale: Double
    /// The part of the image that holds the button, in pixels; nil for all of it.
    package var region: PixelRegion?
    /// Our spec for the same button, or nil for an indicator.
    package var spec: ButtonSpec?
    /// "medium" or "large" for a standalone activity indicator.
    package var spinner: String?
    /// A translucent marker the test tool laid over the control, taken out before measuring.
    package var overlay: InspectionOptions.Overlay?
    /// True when the test tool rendered the image gray (its luminance): ours is grayed alike.
    package var monochrome: Bool?
    /// What `inspect` measured in Apple's image; written by `buttonrender calibrate --update`.
    package var apple: Inspection?

    /// What the image shows: our spec, or an activity indicator.
    package var target: InspectionTarget {
        if let spec { return .button(spec) }
        return .spinner(large: spinner == "large", appearance: .light)
    }

    /// How to inspect the image: its scale, region and subject.
    package var options: InspectionOptions {
        var o = InspectionOptions(scale: scale, region: region, subject: spec == nil ? .spinner : spec?.style == .switch ? .switch : .button)
        o.overlay = overlay
        o.monochrome = monochrome ?? false
        return o
    }
}

/// One entry held against our render.
package struct CalibrationResult: Sendable {
    /// The corpus entry.
    package var entry: CalibrationEntry
    /// Apple's figures held against our render's, each judged.
    package var comparison: InspectionComparison
    /// True when Apple's image was present and measured now, not read from the corpus.
    package var remeasured: Bool

    /// The JSON form `calibrate --json` prints: the entry's name and source, and its figures.
    package struct Report: Codable, Sendable {
        /// The entry's name.
        package var name: String
        /// The repository, as owner/name.
        package var repository: String
        /// The image's path.
        package var path: String
        /// The full commit.
        package var commit: String
        /// The system that rendered it.
        package var system: String
        /// Whether the entry is judged.
        package var current: Bool
        /// True when every judged figure is within its tolerance.
        package var agrees: Bool
        /// Every figure compared.
        package var figures: [ComparedFigure]

        /// The report of a result.
        package init(_ r: CalibrationResult) {
            name = r.entry.name; repository = r.entry.repository; path = r.entry.path; commit = r.entry.commit
            system = r.entry.system; current = r.entry.current; agrees = r.comparison.agrees; figures = r.comparison.figures
        }
    }
}

/// Why a calibration entry could not be compared.
package struct CalibrationError: Error, CustomStringConvertible {
    package var description: String
}

extension CalibrationCorpus {
    /// Compares every entry with our render. Where `images` holds `NAME.png`, Apple's image is
    /// measured again (and the entry's `apple` replaced in the returned corpus), against
    /// `NAME.backdrop.png` when the entry names a backdrop image; elsewhere the recorded
    /// measurement is used.
    package func calibrate(renderer: Renderer, images: String?) throws -> (results: [CalibrationResult], updated: CalibrationCorpus) {
        var updated = self
        var results: [CalibrationResult] = []
        for (i, entry) in entries.enumerated() {
            let file = images.map { URL(fileURLWithPath: $0).appendingPathComponent(entry.name + ".png").path }
            if let file, let data = try? Data(contentsOf: URL(fileURLWithPath: file)) {
                let image = try PNG.decode(data)
                var options = entry.options
                if entry.backdropPath != nil, let images {
                    // Measured without it, a busy backdrop would be read as one color: refused.
                    let behind = URL(fileURLWithPath: images).appendingPathComponent(entry.name + ".backdrop.png").path
                    guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: behind)) else {
                        throw CalibrationError(description: "\(TerminalText.escaped(entry.name)): \(TerminalText.escaped(file)) is there but not its backdrop image \(TerminalText.escaped(behind)) (scripts/calibrate CLONES extracts both)")
                    }
                    options.backdropImage = try PNG.decode(bytes)
                }
                let comparison = try ButtonInspection.compare(image, options: options, with: entry.target, renderer: renderer)
                    .excusing(entry.notJudged ?? [:])
                updated.entries[i].apple = comparison.image
                results.append(CalibrationResult(entry: updated.entries[i], comparison: comparison, remeasured: true))
            } else if let apple = entry.apple {
                let comparison = try ButtonInspection.compare(recorded: apple, options: entry.options, with: entry.target, renderer: renderer)
                    .excusing(entry.notJudged ?? [:])
                results.append(CalibrationResult(entry: entry, comparison: comparison, remeasured: false))
            } else {
                throw CalibrationError(description: "\(TerminalText.escaped(entry.name)): no measurement recorded and no image \(file.map { TerminalText.escaped($0) } ?? "(no images folder given)")")
            }
        }
        return (results, updated)
    }
}
