/// ArgumentParser's completion scripts offer only subcommand names at the top level, but
/// `render` is the default subcommand: `buttonrender --sty<TAB>` should complete `--style`, as
/// `buttonrender --style filled` is how everyone calls it. The bash script is patched so that,
/// when the first word is an option other than the top level's own, the render subcommand's
/// function completes the line.
enum DefaultSubcommandCompletion {
    /// The top-level function's flags, which only it declares with `local -a`.
    static let marker = "    local -a repeating_flags=()\n    local -a non_repeating_flags=(--version -h --help)\n"
    static let delegation = """
            # render is the default subcommand: a line that starts with an option is its.
            if [[ "${unparsed_words[0]}" = -* && "${unparsed_words[0]}" != @(--version|-h|--help) ]]; then
                _buttonrender_render
                return
            fi

        """

    /// The script with the delegation put before the top level's own flags; unchanged if
    /// ArgumentParser's script no longer has them (a test notices).
    static func bash(_ script: String) -> String {
        guard script.contains(marker) else { return script }
        return script.replacing(marker, with: delegation + marker, maxReplacements: 1)
    }
}
