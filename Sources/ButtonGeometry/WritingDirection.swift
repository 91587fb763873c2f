/// Reading direction; right-to-left mirrors where the image sits.
public enum WritingDirection: String, Codable, CaseIterable, Sendable {
    case leftToRight = "ltr", rightToLeft = "rtl"
}
