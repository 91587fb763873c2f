/// Dynamic Type content size categories, with the Body style's size in each (A: the HIG's Typography tables).
public enum DynamicTypeCategory: String, Codable, CaseIterable, Sendable {
    /// The standard sizes, extra small to extra extra extra large.
    case xSmall = "xs", small = "s", medium = "m", large = "l", xLarge = "xl", xxLarge = "xxl", xxxLarge = "xxxl"
    /// The five accessibility sizes, the largest text a person can choose.
    case accessibility1 = "ax1", accessibility2 = "ax2", accessibility3 = "ax3", accessibility4 = "ax4", accessibility5 = "ax5"

    /// The Body text style's point size in this category.
    package var bodySize: Double {
        switch self {
        case .xSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .xLarge: return 19
        case .xxLarge: return 21
        case .xxxLarge: return 23
        case .accessibility1: return 28
        case .accessibility2: return 33
        case .accessibility3: return 40
        case .accessibility4: return 47
        case .accessibility5: return 53
        }
    }

    /// How much this category scales text, insets and the dynamic radius, relative to Large.
    /// Other styles scale in proportion to Body (ours, until their rows are sourced).
    package var scaleFactor: Double { bodySize / 17 }
}
