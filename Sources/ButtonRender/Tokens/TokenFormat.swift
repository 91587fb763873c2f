#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The formats `tokens` writes.
public enum TokenFormat: String, CaseIterable, Sendable {
    /// A style sheet: custom properties and a class a variant.
    case css
    /// W3C design tokens (the Design Tokens Community Group's format).
    case json
    /// A Dart library for Flutter.
    case flutter
    /// A Kotlin file for Jetpack Compose.
    case compose
}

/// Writes tokens in a format.
public enum TokenWriter {
    /// The bytes of `tokens` in `format`.
    public static func data(_ tokens: [ButtonTokens], format: TokenFormat) throws -> Data {
        switch format {
        case .css: return Data(CSSTokens.sheet(tokens).utf8)
        case .json: return try DesignTokensJSON.document(tokens) + Data("\n".utf8)
        case .flutter: return Data(NativeTokens.flutter(tokens).utf8)
        case .compose: return Data(NativeTokens.compose(tokens).utf8)
        }
    }
}
