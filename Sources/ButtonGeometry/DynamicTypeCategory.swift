/// Dynamic Type content size categories; the Body style's size in each is in `TypographyTable`.
public enum DynamicTypeCategory: String, Codable, CaseIterable, Sendable {
    /// The standard sizes, extra small to extra extra extra large.
    case xSmall = "xs", small = "s", medium = "m", large = "l", xLarge = "xl", xxLarge = "xxl", xxxLarge = "xxxl"
    /// The five accessibility sizes, the largest text a person can choose.
    case accessibility1 = "ax1", accessibility2 = "ax2", accessibility3 = "ax3", accessibility4 = "ax4", accessibility5 = "ax5"

    /// The Body text style's point size in this category (the typography table's).
    package var bodySize: Double { TypographyTable.guidelines.bodySizes.value.size(self) }

    /// How much this category scales text, insets and the dynamic radius, relative to Large.
    /// Other styles scale in proportion to Body (ours, until their rows are sourced).
    package var scaleFactor: Double { bodySize / TextStyleMetrics.body.size }
}
