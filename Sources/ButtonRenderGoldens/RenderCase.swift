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
            self = try decoder.readJSON(Self.init(json:at:))
        }

        init(json: JSONValue, at path: JSONPath) throws(JSONReadError) {
            let f = try JSONFields(json, at: path, known: Self.keys)
            self.init(
                size: try f.choice("size", Size.self) ?? .medium,
                appearance: try f.choice("appearance", Appearance.self) ?? .light,
                frame: try f.wholeNumber("frame") ?? 0,
                scale: try f.number("scale") ?? 2)
        }

        private static let keys = CodingKeys.allCases.map(\.stringValue)

        /// Writes the settings' `json`.
        public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }

        /// The settings as JSON, members in key order.
        var json: JSONValue {
            .object([("appearance", .string(appearance.rawValue)), ("frame", .number(Double(frame))), ("scale", .number(scale)),
                     ("size", .string(size.rawValue))])
        }
    }

    /// What a case draws: a button, or the standalone activity indicator; never both.
    public enum Subject: Hashable, Sendable {
        /// A button drawn from its spec.
        case button(ButtonSpec)
        /// The standalone activity indicator.
        case spinner(SpinnerCase)
    }

    /// The file name without `.png`: letters, digits, `-`, `_` and `.`; no folders.
    public var name: String
    /// The button or indicator the case draws.
    public var subject: Subject
    /// The canvas behind the button: `#RRGGBB(AA)` or a system color name; transparent if absent.
    public var background: Tint?

    /// A case from its name, what it draws and an optional background.
    public init(name: String, subject: Subject, background: Tint? = nil) {
        self.name = name
        self.subject = subject
        self.background = background
    }

    /// A button case.
    public init(name: String, spec: ButtonSpec, background: Tint? = nil) {
        self.init(name: name, subject: .button(spec), background: background)
    }

    /// An activity indicator case.
    public init(name: String, spinner: SpinnerCase, background: Tint? = nil) {
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

    enum CodingKeys: String, CodingKey, CaseIterable { case name, spec, spinner, background }

    /// A case names exactly one thing to render; an unknown field is an error.
    public init(from decoder: Decoder) throws {
        self = try decoder.readJSON(Self.init(json:at:))
    }

    init(json: JSONValue, at path: JSONPath) throws(JSONReadError) {
        let f = try JSONFields(json, at: path, known: Self.keys)
        guard let name = try f.string("name") else { throw JSONReadError(path, "missing \"name\"") }
        self.name = name
        background = try f.string("background").map { text throws(JSONReadError) in try Tint(json: text, at: path.appending("background")) }
        switch (f.value("spec"), f.value("spinner")) {
        case let (spec?, nil): subject = .button(try ButtonSpec(json: spec, at: path.appending("spec")))
        case let (nil, spinner?): subject = .spinner(try SpinnerCase(json: spinner, at: path.appending("spinner")))
        case (nil, nil): throw JSONReadError(path, "a case needs \"spec\" or \"spinner\"")
        case (_?, _?): throw JSONReadError(path, "a case has \"spec\" or \"spinner\", not both")
        }
    }

    private static let keys = CodingKeys.allCases.map(\.stringValue)

    /// Writes the case's `json`.
    public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }

    /// The same keys the case was read from, so that the metadata in every golden stays as it
    /// was; members in key order.
    var json: JSONValue {
        var m: [(key: String, value: JSONValue)] = []
        if let background { m.append(("background", .string(background.description))) }
        m.append(("name", .string(name)))
        switch subject {
        case .button(let spec): m.append(("spec", spec.json))
        case .spinner(let spinner): m.append(("spinner", spinner.json))
        }
        return .object(m)
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
            return "case name '\(TerminalText.escaped(n))' is not allowed: use letters, digits, '-', '_' and '.', with no '/' or '..' (it names a file inside the output folder)"
        case let .invalidSpinner(name, reason):
            return "case '\(TerminalText.escaped(name))': \(reason)"
        }
    }
}

extension RenderCase {
    /// Refuses names that would escape the output folder or are not plain file names.
    public func validateName() throws(RenderCaseError) {
        // A plain scan: building a CharacterSet per case cost a fifth of a batch's layout phase.
        func allowed(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "-" || c == "_" || c == "."
        }
        let scalars = Array(name.unicodeScalars)
        guard !scalars.isEmpty, scalars[0] != ".", scalars.allSatisfy(allowed),
            !zip(scalars, scalars.dropFirst()).contains(where: { $0 == "." && $1 == "." })
        else { throw .invalidName(name) }
    }

    /// A case laid out and ready to draw.
    public struct Prepared: Sendable {
        enum Drawing: Sendable {
            case layout(ButtonLayout)
            case spinner(StandaloneSpinner, frame: Int)
        }
        let drawing: Drawing
        let background: StraightColor

        /// The bytes of the canvas it will be drawn on.
        public var canvasBytes: Int {
            switch drawing {
            case .layout(let layout): return layout.canvas.pixels.width * layout.canvas.pixels.height * 4
            case .spinner(let spinner, _): return spinner.side * spinner.side * 4
            }
        }
    }

    /// Validates and lays out the case (measuring its text), without drawing.
    public func prepare(with renderer: Renderer) throws -> Prepared {
        try validateName()
        switch subject {
        case .spinner(let spinner):
            let back = background.map { StraightColor($0.resolved(spinner.appearance)) } ?? .clear
            guard (0...7).contains(spinner.frame) else {
                throw RenderCaseError.invalidSpinner(name: name, reason: "spinner frame \(spinner.frame) is not 0 to 7")
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
    public func draw(_ prepared: Prepared, with renderer: Renderer) throws -> Pixmap {
        switch prepared.drawing {
        case let .spinner(standalone, frame):
            var canvas = try Pixmap(width: standalone.side, height: standalone.side, fill: prepared.background)
            canvas.draw(try standalone.image(frame: frame), atX: 0, y: 0)
            return canvas
        case .layout(let layout):
            return try renderer.draw(layout, background: prepared.background)
        }
    }

    /// Renders the case with `renderer`.
    public func render(with renderer: Renderer) throws -> Pixmap {
        try draw(try prepare(with: renderer), with: renderer)
    }

    /// The JSON stored in the image's iTXt chunk.
    public func metadata() throws -> String {
        try json.sortedText()
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

    /// Reads and strictly decodes a case list file (at most 64 MiB).
    public static func load(_ path: String) throws -> CaseList {
        // The size first, before reading: a file of gigabytes is refused, not loaded.
        // stat, not FileManager's attributes: those look up the owner's and group's names
        // (passwd, group and nscd: twenty system calls) for a size.
        var info = stat()
        if stat(path, &info) == 0, info.st_size > JSONSyntax.maximumSize {
            let size = Int(info.st_size)
            throw FormatError(path: path, line: 0, column: 0, reason: "the file is \(size) bytes; the most a case list may have is \(JSONSyntax.maximumSize) (64 MiB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormatError(path: path, line: 0, column: 0, reason: "the file cannot be read")
        }
        return try parse(data, path: path)
    }

    /// Strictly decodes a case list: unknown keys, bad values and duplicate names are errors naming their place.
    public static func parse(_ data: Data, path: String) throws -> CaseList {
        // Our own parser, with our own positions, so that every error names a line and column.
        let json: JSONValue
        switch JSONSyntax.parse(data) {
        case .success(let value): json = value
        case .failure(let syntax): throw FormatError(path: path, line: syntax.line, column: syntax.column, reason: syntax.reason)
        }
        do throws(JSONReadError) {
            let list = try Self.cases(in: json)
            // Two cases of one name would write one file, whichever finished last. Compared
            // without case: on a case-insensitive file system A.png and a.png are one file.
            var seen: [String: Int] = [:]
            seen.reserveCapacity(list.cases.count)
            for (i, c) in list.cases.enumerated() {
                if let first = seen.updateValue(i, forKey: c.name.lowercased()) {
                    throw JSONReadError(
                        list.path.appending(index: i).appending("name"),
                        "\"\(TerminalText.escaped(c.name))\" is already the name of case \(first) (names are file names; they must differ, also in case)")
                }
            }
            return CaseList(cases: list.cases)
        } catch {
            let (line, column) = JSONSyntax.position(ofPath: error.path.components.map {
                switch $0 {
                case .key(let key): return key
                case .index(let i): return String(i)
                }
            }, in: data)
            throw FormatError(path: path, line: line, column: column, reason: error.description)
        }
    }

    /// The cases of `{"cases": [...]}` or of a bare `[...]`, and the path of the array.
    private static func cases(in json: JSONValue) throws(JSONReadError) -> (cases: [RenderCase], path: JSONPath) {
        var array = json, path = JSONPath()
        if case .object = json {
            let f = try JSONFields(json, at: path, known: ["cases"])
            path = path.appending("cases")
            guard let cases = f.value("cases") else { throw JSONReadError(JSONPath(), "missing \"cases\"") }
            array = cases
        }
        guard case .array(let elements) = array else { throw JSONReadError(path, "expected an array of cases but found \(array.kind)") }
        var cases: [RenderCase] = []
        cases.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() { cases.append(try RenderCase(json: element, at: path.appending(index: i))) }
        return (cases, path)
    }
}
