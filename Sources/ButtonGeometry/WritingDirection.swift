/// Reading direction; right-to-left mirrors where the image sits.
public enum WritingDirection: String, Codable, CaseIterable, Sendable {
    /// Left to right (English), or right to left (Arabic, Hebrew): the content mirrors.
    case leftToRight = "ltr", rightToLeft = "rtl"
}
