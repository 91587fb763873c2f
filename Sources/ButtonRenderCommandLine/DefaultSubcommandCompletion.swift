/// ArgumentParser's completion scripts offer only subcommand names at the top level, but
/// `render` is the default subcommand: `buttonrender --sty<TAB>` should complete `--style`, as
/// `buttonrender --style filled` is how everyone calls it. Each shell's script is patched at one
/// marked place so that a line whose first word is an option is completed as render's; a script
/// whose marker ArgumentParser no longer writes is left as it is (a test notices).
enum DefaultSubcommandCompletion {
    /// Text put into a generated script where `marker` is found, after its first `keep` characters.
    struct Patch {
        let marker: String
        var keep = ""
        let text: String

        func applied(to script: String) -> String {
            guard script.contains(marker) else { return script }
            return script.replacing(marker, with: keep + text + marker.dropFirst(keep.count), maxReplacements: 1)
        }
    }

    /// The script for `shell`, patched where the shell has a patch.
    static func script(_ generated: String, shell: String) -> String {
        switch shell {
        case "bash": return bash.applied(to: generated)
        case "zsh": return zsh.applied(to: generated)
        case "fish": return fish.applied(to: generated)
        default: return generated
        }
    }

    /// bash: before the top-level function's own flags, which only it declares with `local -a`.
    static let bash = Patch(
        marker: "    local -a repeating_flags=()\n    local -a non_repeating_flags=(--version -h --help)\n",
        text: """
                # render is the default subcommand: a line that starts with an option is its.
                if [[ "${unparsed_words[0]}" = -* && "${unparsed_words[0]}" != @(--version|-h|--help) ]]; then
                    _buttonrender_render
                    return
                fi

            """)

    /// zsh: before the top-level function's own specs, which start with its --version.
    static let zsh = Patch(
        marker: "    local -i ret=1\n    local -ar arg_specs=(\n        '--version[Show the version.]'\n",
        text: """
                # render is the default subcommand: a line that starts with an option is its.
                if [[ "${words[2]}" == -* && "${words[2]}" != (--version|-h|--help) ]]; then
                    _buttonrender_render
                    return
                fi

            """)

    /// fish: in the top level's case, before its own parse (which, meeting an option it does
    /// not know, leaves its token list unusable), `render` is put before a first word that is
    /// an option.
    static let fish = Patch(
        marker: "    case 'buttonrender'\n        __buttonrender_parse_subcommand 0 'version' 'h/help'\n",
        keep: "    case 'buttonrender'\n",
        text: """
                    # render is the default subcommand: a line whose first word (or, with none yet,
                    # the word being completed) is an option is its.
                    if string match -q -- '-*' "$unparsed_tokens[2]"; or begin; test (count $unparsed_tokens) -eq 1; and string match -q -- '-*' (commandline -ct); end
                        set unparsed_tokens $unparsed_tokens[1] render $unparsed_tokens[2..]
                    end

            """)
}
