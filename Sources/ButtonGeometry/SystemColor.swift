/// The system colors, resolved per appearance: their values, each with its source, are the
/// system colour table's (`SystemColorTable`).
public enum SystemColor: String, CaseIterable, Sendable {
    /// The accent colors.
    case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink, systemPurple, systemIndigo, systemTeal
    /// The grays, darkest to lightest in light mode.
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    /// The label colors, for primary to quaternary text.
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    /// The fill colors for thin and small shapes, most to least opaque.
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    /// The background colors.
    case systemBackground, secondarySystemBackground
    /// Pure white and black, the same in both appearances.
    case white, black

    /// The color's RGBA value in an appearance.
    public func resolve(_ appearance: Appearance) -> RGBA {
        let (light, dark) = values
        return appearance == .light ? light : dark
    }

    /// The color in an appearance, named by its token.
    public func resolved(_ appearance: Appearance) -> ResolvedColor {
        ResolvedColor(token: rawValue, rgba: resolve(appearance))
    }

    /// The color with Increase Contrast on or off. On, each color takes its increased-contrast
    /// value (`increasedContrastValues`); a color without a separate one stays as it is.
    public func resolved(_ appearance: Appearance, increasedContrast: Bool) -> ResolvedColor {
        guard increasedContrast, let (light, dark) = increasedContrastValues else { return resolved(appearance) }
        return ResolvedColor(token: rawValue + " (increased contrast)", rgba: appearance == .light ? light : dark)
    }

    /// The color as a generation's system resolves it: release 26 changed the hues (blue is
    /// #0088FF there); a color it did not change, and Increase Contrast, are the guidelines'.
    public func resolved(_ appearance: Appearance, increasedContrast: Bool, generation: DesignGeneration) -> ResolvedColor {
        guard generation == .liquidGlass, !increasedContrast, let pair = SystemColorTable.liquidGlass?.colors[self]?.value else {
            return resolved(appearance, increasedContrast: increasedContrast)
        }
        return ResolvedColor(token: rawValue, rgba: appearance == .light ? pair.light : pair.dark)
    }

    /// The increased-contrast values, light and dark (the system colour table's); nil where
    /// the value does not change.
    private var increasedContrastValues: (RGBA, RGBA)? {
        SystemColorTable.guidelines.increasedContrast[self].map { ($0.value.light, $0.value.dark) }
    }

    private var values: (RGBA, RGBA) {
        let pair = SystemColorTable.guidelines.colors[self]!.value
        return (pair.light, pair.dark)
    }
}
