import Foundation
import SpaceLocalization

/// Shell completion scripts generated from the command table: commands, subcommands, options and
/// the values of choice options.
public struct CompletionScripts<Run: Sendable>: Sendable {
    public let root: CommandSpec<Run>

    public init(root: CommandSpec<Run>) { self.root = root }

    /// Every command path with its spec, depth first (the root first, with an empty path).
    private var commands: [([String], CommandSpec<Run>)] {
        func walk(_ command: CommandSpec<Run>, _ path: [String]) -> [([String], CommandSpec<Run>)] {
            [(path, command)] + command.subcommands.flatMap { walk($0, path + [$0.name]) }
        }
        return walk(root, [])
    }

    private func options(of command: CommandSpec<Run>) -> [OptionSpec] { command.options + GlobalOptions.all }

    /// The words a command's positional arguments take (service names, setting names, shells,
    /// and for `help` the commands, `globals` and `keys`).
    private func positionalValues(_ path: [String], _ command: CommandSpec<Run>) -> [String] {
        if path == ["help"] { return root.subcommands.map(\.name) + ["globals", "keys"] }
        if path == ["completions"] { return ["bash", "zsh", "fish"] }
        return command.positionals.flatMap(\.values)
    }

    /// For a command whose later argument depends on the one before (`config set KEY VALUE`): that
    /// argument's place (1 for VALUE) and its words by the word before.
    private func dependentValues(_ command: CommandSpec<Run>) -> (index: Int, byPrevious: [(String, [String])])? {
        guard let index = command.positionals.firstIndex(where: { !$0.valuesAfter.isEmpty }) else { return nil }
        return (index, command.positionals[index].valuesAfter.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The script for bash, zsh or fish.
    public func script(for shell: String) -> String {
        switch shell {
        case "bash": return bash()
        case "zsh": return zsh()
        default: return fish()
        }
    }

    private func bash() -> String {
        var cases: [String] = []
        for (path, command) in commands {
            let words = command.subcommands.map(\.name) + positionalValues(path, command)
            let flags = options(of: command).map { "--\($0.name)" }
            var valueCases: [String] = []
            for option in options(of: command) {
                switch option.value {
                case .choice(let choices):
                    valueCases.append(
                        "            --\(option.name)) COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\")); return;;"
                    )
                case .optionalPath:
                    valueCases.append("            --\(option.name)) COMPREPLY=($(compgen -d -- \"$cur\")); return;;")
                case .text, .integer, .number, .optionalMonthDay, .optionalSwitch:
                    // A value is typed, not chosen: nothing to offer (and never an option).
                    valueCases.append("            --\(option.name)) COMPREPLY=(); return;;")
                case .flag:
                    break
                }
            }
            let key = path.isEmpty ? "space" : "space " + path.joined(separator: " ")
            var dependent = ""
            var positionalWords = words
            if let (index, byPrevious) = dependentValues(command) {
                // Words for the first argument only while it is being typed; after it, the words
                // of the argument that depends on it.
                positionalWords = command.subcommands.map(\.name) + (command.positionals.first?.values ?? [])
                let choices = byPrevious.map { word, values in
                    "                    \(word)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\"));;"
                }
                dependent = """
                                if [[ $nargs -ge \(index) && "$cur" != -* ]]; then
                                    case "$prev" in
                    \(choices.joined(separator: "\n"))
                                        *) COMPREPLY=();;
                                    esac
                                    return
                                fi

                    """
            }
            cases.append(
                """
                        "\(key)")
                            case "$prev" in
                \(valueCases.joined(separator: "\n"))
                            esac
                \(dependent)            if [[ "$cur" == -* || -z "\(positionalWords.joined(separator: " "))" ]]; then
                                COMPREPLY=($(compgen -W "\(flags.joined(separator: " "))" -- "$cur"))
                            else
                                COMPREPLY=($(compgen -W "\(positionalWords.joined(separator: " "))" -- "$cur"))
                            fi;;
                """)
        }
        return """
            # bash completion for space; load with: source <(space completions bash)
            _space() {
                local cur prev path word nargs
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                path="space"
                nargs=0
                for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
                    case "$word" in
                        -*) ;;
                        *) case " $(_space_children "$path") " in
                               *" $word "*) path="$path $word";;
                               *) nargs=$((nargs + 1));;
                           esac;;
                    esac
                done
                case "$path" in
            \(cases.joined(separator: "\n"))
                esac
            }
            _space_children() {
                case "$1" in
            \(commands.map { path, command in "        \"\(path.isEmpty ? "space" : "space " + path.joined(separator: " "))\") echo \"\(command.subcommands.map(\.name).joined(separator: " "))\";;" }.joined(separator: "\n"))
                esac
            }
            complete -F _space space

            """
    }

    private func zsh() -> String {
        var functions: [String] = []
        for (path, command) in commands {
            let name = zshName(path)
            let specs = options(of: command).map(zshSpec)
            if command.subcommands.isEmpty, let (index, byPrevious) = dependentValues(command) {
                let first = command.positionals.first?.values ?? []
                let choices = byPrevious.map { word, values in
                    "                \(word)) compadd -- \(values.joined(separator: " ")) ;;"
                }
                let arguments =
                    specs + ["'1:argument:(\(first.joined(separator: " ")))'", "'\(index + 1):value:->value'"]
                functions.append(
                    """
                    \(name)() {
                        local state
                        _arguments -C -s \\
                            \(arguments.joined(separator: " \\\n        "))
                        case $state in
                            value)
                                case $words[CURRENT-1] in
                    \(choices.joined(separator: "\n"))
                                esac ;;
                        esac
                    }
                    """)
                continue
            }
            if command.subcommands.isEmpty {
                let values = positionalValues(path, command)
                let argument = values.isEmpty ? "'*:argument: '" : "'*:argument:(\(values.joined(separator: " ")))'"
                functions.append(
                    "\(name)() {\n    _arguments -s \\\n        "
                        + (specs + [argument]).joined(separator: " \\\n        ") + "\n}")
                continue
            }
            let described = command.subcommands.map { "'\($0.name):\(zshQuote($0.localizedSummary))'" }.joined(
                separator: " ")
            let dispatch = command.subcommands.map { "            \($0.name)) \(zshName(path + [$0.name])) ;;" }.joined(
                separator: "\n")
            functions.append(
                """
                \(name)() {
                    local -a commands
                    local state line
                    commands=(\(described))
                    _arguments -C -s \\
                        \((specs + ["'1: :->command'", "'*:: :->args'"]).joined(separator: " \\\n        "))
                    case $state in
                        command) _describe -t commands 'command' commands ;;
                        args)
                            case $line[1] in
                \(dispatch)
                            esac ;;
                    esac
                }
                """)
        }
        return "#compdef space\n# zsh completion for space; save as _space in a directory on $fpath\n\n"
            + functions.joined(separator: "\n\n") + "\n\n_space \"$@\"\n"
    }

    private func zshName(_ path: [String]) -> String {
        "_space" + path.map { "_" + $0.replacingOccurrences(of: "-", with: "_") }.joined()
    }

    private func zshQuote(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: ":", with: "\\:")
    }

    private func zshSpec(_ option: OptionSpec) -> String {
        let help = tr(option.help).replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "(")
            .replacingOccurrences(of: "]", with: ")")
        let long = "--\(option.name)"
        switch option.value {
        case .flag, .optionalMonthDay, .optionalSwitch: return "'\(long)[\(help)]'"
        case .choice(let choices): return "'\(long)=[\(help)]:value:(\(choices.joined(separator: " ")))'"
        case .optionalPath: return "'\(long)=[\(help)]:folder:_files -/'"
        default: return "'\(long)=[\(help)]:\(option.placeholder ?? "value"): '"
        }
    }

    private func fish() -> String {
        var lines = [
            "# fish completion for space; save as ~/.config/fish/completions/space.fish", "complete -c space -f",
        ]
        for (path, command) in commands {
            let condition: String
            if path.isEmpty {
                condition = "__fish_use_subcommand"
            } else {
                condition = path.map { "__fish_seen_subcommand_from \($0)" }.joined(separator: "; and ")
            }
            // Subcommands are offered until one of them is given.
            let choosing =
                command.subcommands.isEmpty || path.isEmpty
                ? condition
                : condition + "; and not __fish_seen_subcommand_from "
                    + command.subcommands.map(\.name).joined(separator: " ")
            for sub in command.subcommands {
                lines.append(
                    "complete -c space -n '\(choosing)' -a \(sub.name) -d '\(escapeFish(sub.localizedSummary))'")
            }
            if let (index, byPrevious) = dependentValues(command) {
                // By the count of words before the cursor: the first argument, then the one that
                // depends on it (global options in between are not counted out).
                let before = 1 + path.count
                let first = command.positionals.first?.values ?? []
                lines.append(
                    "complete -c space -n '\(condition); and test (count (commandline -opc)) -eq \(before)' -a '\(first.joined(separator: " "))'"
                )
                for (word, values) in byPrevious {
                    lines.append(
                        "complete -c space -n '\(condition); and test (count (commandline -opc)) -eq \(before + index); and test (commandline -opc)[-1] = \(word)' -a '\(values.joined(separator: " "))'"
                    )
                }
            } else {
                let values = positionalValues(path, command)
                if !path.isEmpty && !values.isEmpty {
                    lines.append("complete -c space -n '\(condition)' -a '\(values.joined(separator: " "))'")
                }
            }
            for option in command.options {
                var line = "complete -c space -n '\(condition)' -l \(option.name)"
                if let short = option.short { line += " -s \(short)" }
                switch option.value {
                case .flag, .optionalMonthDay, .optionalSwitch: break
                case .choice(let choices): line += " -x -a '\(choices.joined(separator: " "))'"
                case .optionalPath: line += " -x -a '(__fish_complete_directories)'"
                default: line += " -x"
                }
                lines.append(line + " -d '\(escapeFish(tr(option.help)))'")
            }
        }
        for option in GlobalOptions.all {
            var line = "complete -c space -l \(option.name)"
            if let short = option.short { line += " -s \(short)" }
            if option.takesValue { line += " -x" }
            lines.append(line + " -d '\(escapeFish(tr(option.help)))'")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func escapeFish(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
