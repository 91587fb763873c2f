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
public struct CalibrationCorpus: Codable, Sendable {
    /// What the file is, for a reader who opens it.
    public var about: String
    /// One entry per reference image.
    public var entries: [CalibrationEntry]

    /// A key the corpus file holds that no field reads: a typo, or a field the code does not know.
    public struct UnknownKey: Error, CustomStringConvertible {
        /// The corpus file.
        public let file: String
        /// Where the key is (`entries[3].notes`).
        public let path: String
        /// The keys that object may hold.
        public let valid: [String]
        public var description: String {
            "\(file): \(path): unknown key (the keys read here: \(valid.joined(separator: ", "))); calibrate --update would drop it"
        }
    }

    /// Reads a corpus file (Tests/Calibration/apple-renders.json), strictly: a key that no field
    /// reads is an error, as in every other JSON input, since `--update` would write it away.
    public static func load(_ path: String) throws -> CalibrationCorpus {
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
    public func encoded() throws -> Data { try InspectionJSON.encode(self) }
}

/// One Apple-rendered button or indicator.
public struct CalibrationEntry: Codable, Sendable {
    /// Unique; also the image's file name (`NAME.png`) in a local images folder.
    public var name: String
    /// The public repository the image is in, as owner/name.
    public var repository: String
    /// The image's path in that repository.
    public var path: String
    /// The full commit the image is read at.
    public var commit: String
    /// SwiftUI, UIKit or AppKit.
    public var framework: String
    /// The test code's configuration, as that code states it.
    public var configuration: String
    /// The system that rendered it, as far as the repository's history and the image tell.
    public var system: String
    /// True when our defaults follow this render: the calibration test judges it (less any
    /// `notJudged` figures). Renders that an older system drew differently are kept, not
    /// judged, to show how the system changed.
    public var current: Bool
    /// Figures shown but not judged, each with the reason (a known change between systems).
    public var notJudged: [String: String]?
    /// Pixels per point (the file's pHYs).
    public var scale: Double
    /// The part of the image that holds the button, in pixels; nil for all of it.
    public var region: PixelRegion?
    /// Our spec for the same button, or nil for an indicator.
    public var spec: ButtonSpec?
    /// "medium" or "large" for a standalone activity indicator.
    public var spinner: String?
    /// A translucent marker the test tool laid over the control, taken out before measuring.
    public var overlay: InspectionOptions.Overlay?
    /// True when the test tool rendered the image gray (its luminance): ours is grayed alike.
    public var monochrome: Bool?
    /// What `inspect` measured in Apple's image; written by `buttonrender calibrate --update`.
    public var apple: Inspection?

    /// What the image shows: our spec, or an activity indicator.
    public var target: InspectionTarget {
        if let spec { return .button(spec) }
        return .spinner(large: spinner == "large", appearance: .light)
    }

    /// How to inspect the image: its scale, region and subject.
    public var options: InspectionOptions {
        var o = InspectionOptions(scale: scale, region: region, subject: spec == nil ? .spinner : spec?.style == .switch ? .switch : .button)
        o.overlay = overlay
        o.monochrome = monochrome ?? false
        return o
    }
}

/// One entry held against our render.
public struct CalibrationResult: Sendable {
    /// The corpus entry.
    public var entry: CalibrationEntry
    /// Apple's figures held against our render's, each judged.
    public var comparison: InspectionComparison
    /// True when Apple's image was present and measured now, not read from the corpus.
    public var remeasured: Bool

    /// The JSON form `calibrate --json` prints: the entry's name and source, and its figures.
    public struct Report: Codable, Sendable {
        /// The entry's name.
        public var name: String
        /// The repository, as owner/name.
        public var repository: String
        /// The image's path.
        public var path: String
        /// The full commit.
        public var commit: String
        /// The system that rendered it.
        public var system: String
        /// Whether the entry is judged.
        public var current: Bool
        /// True when every judged figure is within its tolerance.
        public var agrees: Bool
        /// Every figure compared.
        public var figures: [ComparedFigure]

        /// The report of a result.
        public init(_ r: CalibrationResult) {
            name = r.entry.name; repository = r.entry.repository; path = r.entry.path; commit = r.entry.commit
            system = r.entry.system; current = r.entry.current; agrees = r.comparison.agrees; figures = r.comparison.figures
        }
    }
}

/// Why a calibration entry could not be compared.
public struct CalibrationError: Error, CustomStringConvertible {
    public var description: String
}

extension CalibrationCorpus {
    /// Compares every entry with our render. Where `images` holds `NAME.png`, Apple's image is
    /// measured again (and the entry's `apple` replaced in the returned corpus); elsewhere the
    /// recorded measurement is used.
    public func calibrate(renderer: Renderer, images: String?) throws -> (results: [CalibrationResult], updated: CalibrationCorpus) {
        var updated = self
        var results: [CalibrationResult] = []
        for (i, entry) in entries.enumerated() {
            let file = images.map { URL(fileURLWithPath: $0).appendingPathComponent(entry.name + ".png").path }
            if let file, let data = try? Data(contentsOf: URL(fileURLWithPath: file)) {
                let image = try PNG.decode(data)
                let comparison = try ButtonInspection.compare(image, options: entry.options, with: entry.target, renderer: renderer)
                    .excusing(entry.notJudged ?? [:])
                updated.entries[i].apple = comparison.image
                results.append(CalibrationResult(entry: updated.entries[i], comparison: comparison, remeasured: true))
            } else if let apple = entry.apple {
                let comparison = try ButtonInspection.compare(recorded: apple, options: entry.options, with: entry.target, renderer: renderer)
                    .excusing(entry.notJudged ?? [:])
                results.append(CalibrationResult(entry: entry, comparison: comparison, remeasured: false))
            } else {
                throw CalibrationError(description: "\(entry.name): no measurement recorded and no image \(file ?? "(no images folder given)")")
            }
        }
        return (results, updated)
    }
}
