/// ArgumentParser's completion scripts offer only subcommand names at the top level, but
/// `render` is the default subcommand: `buttonrender --sty<TAB>` should complete `--style`, as
/// `buttonrender --style filled` is how everyone calls it. Each shell's script is patched at one
/// marked place so that a line whose first word is an option is completed as render's; a script
/// whose marker ArgumentParser no longer writes is left as it is (a test notices).
enum DefaultSubcommandCompletion {
    /// The script for `shell`, patched where the shell has a patch.
    static func script(_ generated: String, shell: String) -> String {
        switch shell {
        case "bash": return bash(generated)
        case "zsh": return zsh(generated)
        case "fish": return fish(generated)
        default: return generated
        }
    }

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

    /// zsh: the top-level function's own specs, which start with its --version.
    static let zshMarker = "    local -i ret=1\n    local -ar arg_specs=(\n        '--version[Show the version.]'\n"
    static let zshDelegation = """
            # render is the default subcommand: a line that starts with an option is its.
            if [[ "${words[2]}" == -* && "${words[2]}" != (--version|-h|--help) ]]; then
                _buttonrender_render
                return
            fi

        """

    /// The zsh script with the delegation before the top level's own argument specs.
    static func zsh(_ script: String) -> String {
        guard script.contains(zshMarker) else { return script }
        return script.replacing(zshMarker, with: zshDelegation + zshMarker, maxReplacements: 1)
    }

    /// fish: the top level's case, before its own parse (which, meeting an option it does not
    /// know, leaves its token list unusable).
    static let fishMarker = "    case 'buttonrender'\n        __buttonrender_parse_subcommand 0 'version' 'h/help'\n"
    static let fishDelegation = """
                # render is the default subcommand: a line whose first word (or, with none yet,
                # the word being completed) is an option is its.
                if string match -q -- '-*' "$unparsed_tokens[2]"; or begin; test (count $unparsed_tokens) -eq 1; and string match -q -- '-*' (commandline -ct); end
                    set unparsed_tokens $unparsed_tokens[1] render $unparsed_tokens[2..]
                end

        """

    /// The fish script with `render` put before a first word that is an option.
    static func fish(_ script: String) -> String {
        guard script.contains(fishMarker) else { return script }
        let (head, parse) = ("    case 'buttonrender'\n", "        __buttonrender_parse_subcommand 0 'version' 'h/help'\n")
        return script.replacing(fishMarker, with: head + fishDelegation + parse, maxReplacements: 1)
    }
}
