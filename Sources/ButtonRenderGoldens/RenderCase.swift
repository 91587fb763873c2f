import ButtonRender
import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One named thing to render: a button spec, or the standalone activity indicator. The unit
/// of `Golden/manifest.json` and of batch files.
public struct RenderCase: Hashable, Codable, Sendable {
    /// The standalone spinner's settings.
    public struct SpinnerCase: Hashable, Codable, Sendable {
        /// The indicator's two sizes (20 and 37 pt).
        public enum Size: String, Hashable, Codable, Sendable, CaseIterable, StrictStringEnum {
            /// 20 pt across.
            case medium
            /// 37 pt across.
            case large
        }

        /// The indicator's size.
        public var size: Size
        /// Light or dark: the ticks' color.
        public var appearance: Appearance
        /// The animation step, 0...7: which tick leads.
        public var frame: Int
        /// Pixels per point.
        public var scale: Double

        /// An indicator's settings; the defaults are the medium light indicator at @2x, first frame.
        public init(size: Size = .medium, appearance: Appearance = .light, frame: Int = 0, scale: Double = 2) {
            self.size = size
            self.appearance = appearance
            self.frame = frame
            self.scale = scale
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case size, appearance, frame, scale }

        /// Every field is optional, as in a button spec; an unknown field is an error.
        public init(from decoder: Decoder) throws {
            let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
            self.init(
                size: try c.decodeIfPresent(Size.self, forKey: .size) ?? .medium,
                appearance: try c.decodeIfPresent(Appearance.self, forKey: .appearance) ?? .light,
                frame: try c.decodeWholeNumberIfPresent(forKey: .frame) ?? 0,
                scale: try c.decodeIfPresent(Double.self, forKey: .scale) ?? 2)
        }
    }

    /// What a case draws: a button, or the standalone activity indicator; never both.
    public enum Subject: Hashable, Sendable {
        /// A button drawn from its spec.
        case button(ButtonSpec)
        /// The standalone activity indicator.
        case spinner(SpinnerCase)
    }

    /// The file name without `.png`: letters, digits, `-`, `_`, `.` and `@` (`@3x`), not starting
    /// with `-` or `.`; no folders.
    public var name: String
    /// The button or indicator the case draws.
    public var subject: Subject
    /// The canvas behind the button: `#RRGGBB(AA)` or a system color name; transparent if absent.
    public var background: ColorSet?
    /// What a batch writes for the case: NAME.png (the default) or NAME.svg. Goldens are PNG.
    public var format: ImageFormat = .png

    /// A case from its name, what it draws and an optional background.
    public init(name: String, subject: Subject, background: ColorSet? = nil) {
        self.name = name
        self.subject = subject
        self.background = background
    }

    /// A button case.
    public init(name: String, spec: ButtonSpec, background: ColorSet? = nil) {
        self.init(name: name, subject: .button(spec), background: background)
    }

    /// An activity indicator case.
    public init(name: String, spinner: SpinnerCase, background: ColorSet? = nil) {
        self.init(name: name, subject: .spinner(spinner), background: background)
    }

    /// The button's spec, or nil for an indicator.
    public var spec: ButtonSpec? {
        if case .button(let spec) = subject { return spec }
        return nil
    }

    /// The indicator's settings, or nil for a button.
    public var spinner: SpinnerCase? {
        if case .spinner(let spinner) = subject { return spinner }
        return nil
    }

    /// The scale the image is drawn at.
    public var scale: Double {
        switch subject {
        case .button(let spec): return spec.scale
        case .spinner(let spinner): return spinner.scale
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case name, spec, spinner, background, format }

    /// A case names exactly one thing to render; an unknown field is an error.
    public init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        background = try c.decodeIfPresent(ColorSet.self, forKey: .background)
        format = try c.decodeIfPresent(ImageFormat.self, forKey: .format) ?? .png
        switch (try c.decodeIfPresent(ButtonSpec.self, forKey: .spec), try c.decodeIfPresent(SpinnerCase.self, forKey: .spinner)) {
        case let (spec?, nil): subject = .button(spec)
        case let (nil, spinner?): subject = .spinner(spinner)
        case (nil, nil): throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "a case needs \"spec\" or \"spinner\""))
        case (_?, _?): throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "a case has \"spec\" or \"spinner\", not both"))
        }
    }

    /// The keys the case was read from, so that the metadata in every golden stays as it was.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(background, forKey: .background)
        try c.encodeIfPresent(spec, forKey: .spec)
        try c.encodeIfPresent(spinner, forKey: .spinner)
        // PNG, the default, is left out: the metadata of every golden stays as it was.
        if format != .png { try c.encode(format, forKey: .format) }
    }
}

/// Why a case cannot be rendered or written.
public enum RenderCaseError: Error, Equatable, CustomStringConvertible {
    /// A name that is not a plain file name (the name).
    case invalidName(String)
    /// Indicator settings out of range (the case's name and what is wrong).
    case invalidSpinner(name: String, reason: String)

    public var description: String {
        switch self {
        case .invalidName(let n):
            return "case name '\(TerminalText.escaped(n))' is not allowed: use letters, digits, '-', '_', '.' and '@' (as in @2x), not starting with '-' or '.', with no '/' or '..' (it names a file inside the output folder, and a word of commands such as record --only)"
        case let .invalidSpinner(name, reason):
            return "case '\(TerminalText.escaped(name))': \(reason)"
        }
    }
}

extension RenderCase {
    /// Refuses names that would escape the output folder or are not plain file names.
    package func validateName() throws(RenderCaseError) {
        func allowed(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "-" || c == "_" || c == "." || c == "@"
        }
        let scalars = Array(name.unicodeScalars)
        // A leading '-' would make the name an option wherever it is a word of a command:
        // `check --only -h`, the printed accept command, `rm -h.png`.
        guard !scalars.isEmpty, scalars[0] != ".", scalars[0] != "-", scalars.allSatisfy(allowed),
            !zip(scalars, scalars.dropFirst()).contains(where: { $0 == "." && $1 == "." })
        else { throw .invalidName(name) }
    }

    /// A case laid out and ready to draw.
    package struct Prepared: Sendable {
        enum Drawing: Sendable {
            case layout(ButtonLayout)
            case spinner(StandaloneSpinner, frame: Int)
        }
        let drawing: Drawing
        let background: RGBA

        /// The bytes of the canvas it will be drawn on.
        package var canvasBytes: Int {
            switch drawing {
            case .layout(let layout): return layout.canvas.pixels.width * layout.canvas.pixels.height * 4
            case .spinner(let spinner, _): return spinner.side * spinner.side * 4
            }
        }
    }

    /// Validates and lays out the case (measuring its text), without drawing.
    package func prepare(with renderer: Renderer) throws -> Prepared {
        try validateName()
        switch subject {
        case .spinner(let spinner):
            let back = Backdrop.color(background, appearance: spinner.appearance)
            let count = spinner.size == .large ? ActivityIndicator.Style.large.tickCount : ActivityIndicator.Style.medium.tickCount
            guard (0..<count).contains(spinner.frame) else {
                throw RenderCaseError.invalidSpinner(name: name, reason: "spinner frame \(spinner.frame) is not 0 to \(count - 1)")
            }
            // The CLI's range: a scale of 1e9 overflowed the canvas size and crashed the process.
            guard spinner.scale.isFinite, ButtonLayout.scaleRange.contains(spinner.scale) else {
                throw RenderCaseError.invalidSpinner(name: name, reason: "spinner scale \(spinner.scale) is not allowed: give a number from 0.5 to 8")
            }
            let standalone = StandaloneSpinner(large: spinner.size == .large, appearance: spinner.appearance, scale: spinner.scale)
            return Prepared(drawing: .spinner(standalone, frame: spinner.frame), background: back)
        case .button(let spec):
            let back = Backdrop.color(background, for: spec)
            let layout = try renderer.layout(spec)
            return Prepared(drawing: .layout(layout), background: back)
        }
    }

    /// Draws a prepared case.
    package func draw(_ prepared: Prepared, with renderer: Renderer) throws -> Pixmap {
        switch prepared.drawing {
        case let .spinner(standalone, frame):
            var canvas = try Pixmap(width: standalone.side, height: standalone.side, fill: prepared.background)
            canvas.draw(try standalone.image(frame: frame), atX: 0, y: 0)
            return canvas
        case .layout(let layout):
            return try renderer.draw(layout, background: prepared.background)
        }
    }

    /// A prepared case's scene: what `draw(_:with:)` rasterizes, for its SVG.
    package func scene(_ prepared: Prepared, with renderer: Renderer) throws -> DrawingScene {
        switch prepared.drawing {
        case let .spinner(standalone, frame):
            return try standalone.scene(frame: frame, background: prepared.background)
        case .layout(let layout):
            return try renderer.scene(layout, background: prepared.background)
        }
    }

    /// The file a batch writes for a prepared case, in the case's format: the PNG with the
    /// case in its metadata, or the SVG.
    package func file(_ prepared: Prepared, with renderer: Renderer) throws -> Data {
        switch format {
        case .png: return try PNG.encode(try draw(prepared, with: renderer), scale: scale, metadata: try metadata())
        case .svg: return Data(try scene(prepared, with: renderer).svg().utf8)
        }
    }

    /// Renders the case with `renderer`.
    public func render(with renderer: Renderer) throws -> Pixmap {
        try draw(try prepare(with: renderer), with: renderer)
    }

    /// The JSON stored in the image's iTXt chunk: compact, keys sorted.
    package func metadata() throws -> String {
        String(decoding: try LayoutJSON.metadata(self), as: UTF8.self)
    }
}

/// A list of named cases: `Golden/manifest.json` and batch files share this format, either
/// `{"cases": [...]}` or a bare `[...]`.
public struct CaseList: Sendable {
    /// The cases, in the file's order.
    public var cases: [RenderCase]

    /// A list from cases.
    public init(cases: [RenderCase]) { self.cases = cases }

    /// A malformed file, with the line and column where reading stopped.
    public struct FormatError: Error, CustomStringConvertible {
        /// The file read.
        public let path: String
        /// The line where reading stopped, from 1 (0 when the file could not be read at all).
        public let line: Int
        /// The column where reading stopped, from 1.
        public let column: Int
        /// What is wrong, with the valid choices where there are some.
        public let reason: String
        public var description: String { "\(path):\(line):\(column): \(reason)" }
    }

    /// Reads and strictly decodes a case list file (at most 64 MiB): a regular file, or a pipe
    /// (`batch <(generate-cases)`), read whole up to the same limit.
    public static func load(_ path: String) throws -> CaseList {
        // The size first, before reading: a file of gigabytes is refused, not loaded.
        let found: Data?
        do throws(OutputFile.ReadError) {
            found = try OutputFile.contents(of: path, atMost: JSONDocument.maximumSize, what: "a case list")
        } catch {
            throw FormatError(path: path, line: 0, column: 0, reason: error.reason)
        }
        guard let data = found else { throw FormatError(path: path, line: 0, column: 0, reason: "no such file") }
        return try parse(data, path: path)
    }

    /// Strictly decodes a case list: unknown keys, bad values and duplicate names are errors naming their place.
    ///
    /// A UTF-8 byte-order mark at the start, which some Windows editors write, is skipped: RFC
    /// 8259 lets a parser ignore it, and columns are then counted as the editor shows them.
    public static func parse(_ data: Data, path: String) throws -> CaseList {
        let data = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
        do throws(JSONDocument.Failure) {
            let file = try JSONDocument.decode(File.self, from: data, userInfo: defaults(in: data))
            // Two cases of one name would write one file, whichever finished last. Compared
            // without case: on a case-insensitive file system A.png and a.png are one file.
            var seen: [String: Int] = [:]
            for (i, c) in file.cases.enumerated() {
                if let first = seen.updateValue(i, forKey: c.name.lowercased()) {
                    let place = (file.wrapped ? [AnyCodingKey(stringValue: "cases")] : []) + [AnyCodingKey(intValue: i), AnyCodingKey(stringValue: "name")]
                    throw JSONDocument.failure(
                        at: place, "\"\(TerminalText.escaped(c.name))\" is already the name of case \(first) (names are file names; they must differ, also in case)", in: data)
                }
            }
            return CaseList(cases: file.cases)
        } catch {
            throw FormatError(path: path, line: error.line, column: error.column, reason: error.description)
        }
    }

    /// A `defaults` block's fields, for every case's spec to inherit (`SpecDefaults`): each
    /// value kept as its own JSON text and decoded when a spec asks for it. The block itself
    /// is read as a spec first (`File`), so a bad key or value in it is refused at its place.
    private static func defaults(in data: Data) -> [CodingUserInfoKey: any Sendable] {
        // Only a list that names the block is read twice.
        guard Self.contains(data, #""defaults""#),
            let block = (try? JSONDecoder().decode(DefaultsBlock.self, from: data))?.defaults
        else { return [:] }
        var values: [String: Data] = [:]
        for (key, value) in block where value != .null {
            guard let field = ButtonSpec.field(named: key), let json = try? JSONEncoder().encode(value) else { continue }
            values[field] = json
        }
        let defaults = SpecDefaults(fields: Set(values.keys)) { type, field in
            guard let json = values[field] else { return nil }
            func decode<T: Decodable>(_: T.Type) throws -> T { try JSONDecoder().decode(T.self, from: json) }
            return try decode(type)
        }
        return [SpecDefaults.userInfoKey: defaults]
    }

    /// Whether `data` holds `text`'s bytes: a plain byte search (Data's generic one compares a
    /// byte at a time through its collection protocol, a measurable part of reading a long list).
    private static func contains(_ data: Data, _ text: String) -> Bool {
        let needle = Array(text.utf8)
        return data.withUnsafeBytes { haystack in
            guard needle.count <= haystack.count, let first = needle.first else { return false }
            var i = 0
            let last = haystack.count - needle.count
            while i <= last {
                if haystack[i] == first {
                    var j = 1
                    while j < needle.count && haystack[i + j] == needle[j] { j += 1 }
                    if j == needle.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// The `defaults` block alone, its values kept as they are written.
    private struct DefaultsBlock: Decodable {
        var defaults: [String: JSONValue]?
    }

    /// Any JSON value, to hand a default on as written.
    private enum JSONValue: Codable, Equatable {
        case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { self = .null }
            else if let v = try? c.decode(Bool.self) { self = .bool(v) }
            else if let v = try? c.decode(Double.self) { self = .number(v) }
            else if let v = try? c.decode(String.self) { self = .string(v) }
            else if let v = try? c.decode([JSONValue].self) { self = .array(v) }
            else { self = .object(try c.decode([String: JSONValue].self)) }
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .null: try c.encodeNil()
            case .bool(let v): try c.encode(v)
            case .number(let v): try c.encode(v)
            case .string(let v): try c.encode(v)
            case .array(let v): try c.encode(v)
            case .object(let v): try c.encode(v)
            }
        }
    }

    /// `{"cases": [...]}` (with an optional `defaults` block) or a bare `[...]`.
    private struct File: Decodable {
        var cases: [RenderCase]
        var wrapped: Bool

        enum CodingKeys: String, CodingKey, CaseIterable { case defaults, cases }

        init(from decoder: Decoder) throws {
            if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil {
                let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
                // Read for its errors, at their places; the cases take its fields through `SpecDefaults`.
                _ = try c.decodeIfPresent(ButtonSpec.self, forKey: .defaults)
                cases = try c.decode([RenderCase].self, forKey: .cases)
                wrapped = true
            } else {
                cases = try [RenderCase](from: decoder)
                wrapped = false
            }
        }
    }
}
