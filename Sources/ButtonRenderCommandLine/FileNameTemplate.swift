import ArgumentParser
import ButtonRenderGoldens

/// How `render` names each file of a set: `{platform}-{style}-{size}-{appearance}@{scale}x.png`,
/// each placeholder replaced by the button's value. The extension names the format.
struct FileNameTemplate {
    /// The placeholders a template may hold, and each one's value for a spec.
    static let placeholders: [(name: String, value: @Sendable (ButtonSpec) -> String)] = [
        ("platform", { $0.platform.rawValue }), ("style", { $0.style.rawValue }), ("size", { $0.size.rawValue }),
        ("state", { $0.state.rawValue }), ("appearance", { $0.appearance.rawValue }),
        ("scale", { $0.scale.shortDecimalText(places: 2) }), ("role", { $0.roles.map(\.rawValue).sorted().joined(separator: "+") }),
        ("textSize", { $0.textSize.rawValue }), ("osVersion", { $0.osVersion?.description ?? "guidelines" }),
    ]

    /// The template's pieces: literal text, or a placeholder's index.
    private enum Piece { case text(String), placeholder(Int) }
    private let pieces: [Piece]
    /// The format the extension names.
    let format: ImageFormat

    /// The default for a set: the platform, style, size, state (when it varies) and appearance, at the scale.
    static func defaultTemplate(withState: Bool, format: ImageFormat) -> String {
        "{platform}-{style}-{size}" + (withState ? "-{state}" : "") + "-{appearance}@{scale}x" + format.fileExtension
    }

    /// Parses a template; an unknown placeholder, an unclosed brace, a folder or a character a
    /// file name here may not hold is refused, naming the valid ones.
    init(_ text: String) throws {
        var pieces: [Piece] = []
        var rest = Substring(text)
        let valid = Self.placeholders.map { "{\($0.name)}" }.joined(separator: ", ")
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            if rest[open] == "}" { throw ValidationError("--name '\(TerminalText.escaped(text))' has a '}' with no '{' before it: placeholders are \(valid)") }
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw ValidationError("--name '\(TerminalText.escaped(text))' has a '{' that is not closed: placeholders are \(valid)")
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard let index = Self.placeholders.firstIndex(where: { $0.name == name }) else {
                throw ValidationError("--name '\(TerminalText.escaped(text))' has an unknown placeholder {\(TerminalText.escaped(name))}: the placeholders are \(valid)")
            }
            pieces.append(.placeholder(index))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        self.pieces = pieces
        guard let format = ImageFormat.named(by: text) else {
            throw ValidationError("--name '\(TerminalText.escaped(text))' ends in neither .png nor .svg: name the format by the extension")
        }
        self.format = format
        // The literal text must be a plain file name's (the values are).
        for case .text(let literal) in pieces {
            try Self.checkName(literal, whole: text)
        }
    }

    /// The file name for a spec.
    func name(for spec: ButtonSpec) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let t): return t
            case .placeholder(let i): return Self.placeholders[i].value(spec)
            }
        }.joined()
    }

    /// Refuses text a case name may not hold (`RenderCase`'s rule: letters, digits, `-`, `_`, `.`, `@`).
    private static func checkName(_ literal: String, whole: String) throws {
        guard !literal.isEmpty else { return }
        let probe = RenderCase(name: "x" + literal, spec: ButtonSpec())
        do { try probe.validateName() } catch {
            throw ValidationError("--name '\(TerminalText.escaped(whole))' is not a plain file name: use letters, digits, '-', '_', '.' and '@' around the placeholders, no '/' (files are written into --out)")
        }
    }
}
