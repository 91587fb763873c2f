extension ButtonLayout {
    /// Refuses a kind in a generation that does not have it (the glass styles before 26), and a
    /// kind in 26 that no Apple render or text fixes yet, rather than draw the earlier design
    /// under a release that does not draw it.
    static func validateGeneration(_ spec: ButtonSpec) throws(SpecError) {
        if spec.style.isGlass && spec.generation != .liquidGlass {
            throw .styleNotInGeneration(spec.style, spec.osVersion)
        }
        guard let release = spec.osVersion, spec.generation == .liquidGlass else { return }
        if let reason = LiquidGlassCoverage.unknown(spec) {
            throw .notYetKnown(what: "\(spec.platform.displayName)'s \(spec.style.rawValue)", release: release, reason: reason)
        }
    }
}
