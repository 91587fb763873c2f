/// Colors as a spec's appearance and Increase Contrast setting resolve them.
extension ButtonSpec {
    /// A system color in this spec's appearance, at increased contrast when the spec asks for it.
    func color(_ system: SystemColor) -> ResolvedColor {
        system.resolved(appearance, increasedContrast: increaseContrast, generation: generation)
    }

    /// The spec's tint, else `fallback`, resolved the same way.
    func tintColor(else fallback: SystemColor) -> ResolvedColor {
        (tint ?? .system(fallback)).resolved(appearance, increasedContrast: increaseContrast, generation: generation)
    }
}

extension ButtonSpec {
    /// A colour set in this spec's appearance, system colours as `color(_:)` resolves them.
    func resolve(_ color: ColorSet) -> ResolvedColor {
        color.resolved(appearance, increasedContrast: increaseContrast, generation: generation)
    }
}
