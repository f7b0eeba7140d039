import Foundation
import SpaceLocalization
import SpaceSettings
import SpaceCommandLine
import TerminalSession
import TerminalText
import SpaceNetworking
import SpacePresentation

/// `space config set|get|unset|list`: settings in `$XDG_CONFIG_HOME/space/config.json` (mode 0600).
enum ConfigCommand {
    static let spec = CommandSpec(
        name: "config",
        summary:
            "Read and change settings: token, timeout, colour, cache size, renderer, animation, lock screen, screen size, language.",
        discussion:
            "Settings live in $XDG_CONFIG_HOME/space/config.json, readable only by you. Each stands for an environment variable, which overrides the file, and flags override both. NASA APOD and the image library need no key; a nasa-api-key still stored is ignored.",
        subcommands: [
            CommandSpec(
                name: "list", summary: "Every setting, where its value comes from; secrets redacted.",
                examples: ["space config list"], run: { try list($0) }),
            CommandSpec(
                name: "get", summary: "Print one setting's value in effect and where it comes from (secrets redacted).",
                positionals: [PositionalSpec(name: "KEY", values: keyNames)], examples: ["space config get timeout"],
                run: { try get($0) }),
            CommandSpec(
                name: "set", summary: "Store a setting.",
                positionals: [
                    PositionalSpec(name: "KEY", values: keyNames),
                    PositionalSpec(name: "VALUE", valuesAfter: ConfigFile.choicesByKey),
                ],
                examples: [
                    "space config set ll2-token YOUR_TOKEN", "space config set timeout 30",
                    "space config set color never",
                ],
                run: { try set($0) }),
            CommandSpec(
                name: "unset", summary: "Remove a stored setting.",
                positionals: [PositionalSpec(name: "KEY", values: ConfigFile.keys.map(\.name))],
                examples: ["space config unset ll2-token"], run: { try unset($0) }),
        ],
        examples: ["space config list", "space config set timeout 30", "space config unset timeout"],
        table: ("Settings", { settingLines(width: 76) }),
        run: { try list($0) }
    )

    /// Each setting in use, its variable and what it does, what it does wrapped under itself. A
    /// name and a variable are what a person types, so they are never cut: their columns are as
    /// wide as the longest; where that leaves fewer than 30 columns for the words, the words go
    /// on lines of their own under the names.
    static func settingLines(width: Int) -> [String] {
        let keys = ConfigFile.keys.filter { !$0.retired }
        let nameColumn = (keys.map { DisplayWidth.of($0.name) }.max() ?? 0) + 2
        let variableColumn = (keys.map { DisplayWidth.of($0.variable) }.max() ?? 0) + 2
        let lead = nameColumn + variableColumn
        return keys.flatMap { key -> [String] in
            let names = DisplayWidth.pad(key.name, to: nameColumn) + DisplayWidth.pad(key.variable, to: variableColumn)
            guard width - lead >= 30 else {
                let words = WordWrap.lines(ConfigFile.help(key), width: max(20, width - 4))
                return [names.trimmingCharacters(in: .whitespaces)] + words.map { "    " + $0 }
            }
            let words = WordWrap.lines(ConfigFile.help(key), width: width - lead)
            return [names + (words.first ?? "")] + words.dropFirst().map { String(repeating: " ", count: lead) + $0 }
        }
    }

    /// The settings a shell completes (the retired one only for unset).
    static let keyNames = ConfigFile.keys.filter { !$0.retired }.map(\.name)

    /// The setting the first word names; a usage error with a "did you mean" when none.
    static func named(_ invocation: Invocation) throws -> ConfigFile.Key {
        do {
            return try ConfigFile.key(named: invocation.positionals[0])
        } catch {
            throw UsageError.withSuggestion(error.message, suggestion: error.suggestion, path: invocation.path)
        }
    }

    static func file(_ context: AppContext) -> ConfigFile { ConfigFile(url: context.files.configFile) }

    /// How a value is shown: secrets as `abcd…wxyz` (or `DEMO_KEY`), others as they are.
    static func shown(_ value: String, key: ConfigFile.Key) -> String {
        key.secret ? Redactor.mask(value) : Sanitizer.line(value)
    }

    static func list(_ invocation: Invocation) throws -> CommandOutput {
        let context = invocation.context
        let stored = try file(context).load()
        for sentence in ConfigFile.invalidStored(stored, file: context.files.configFile) {
            context.printer.warning(sentence)
        }
        let keys = ConfigFile.keys.filter { key in
            !key.retired || stored[key.name] != nil || !(context.originalEnvironment[key.variable] ?? "").isEmpty
        }
        let rows: [(key: ConfigFile.Key, value: String?, source: ConfigView.Source)] = keys.map { key in
            let (value, source) = effective(key, stored: stored, context: context)
            return (key, value, source)
        }
        let settings = rows.map { row in
            ConfigView.Setting(key: row.key.name, value: row.value.map { shown($0, key: row.key) }, source: row.source)
        }
        let path = context.files.configFile.path
        return CommandOutput(
            json: ConfigView.json(path: path, settings), document: ConfigView.document(path: path, settings),
            remarks: context.ignoredNASAKeyNotice.map { [$0] } ?? [])
    }

    /// The value in effect and where it comes from: the environment, the file, or the default.
    static func effective(
        _ key: ConfigFile.Key, stored: [String: String], context: AppContext
    ) -> (String?, ConfigView.Source) {
        if let value = context.originalEnvironment[key.variable], !value.isEmpty {
            return (value, .environment(variable: key.variable))
        }
        if let value = stored[key.name] { return (value, .configFile) }
        return (key.defaultValue, .defaultValue)
    }

    static func get(_ invocation: Invocation) throws -> CommandOutput {
        let context = invocation.context
        let key = try named(invocation)
        let (value, source) = effective(key, stored: try file(context).load(), context: context)
        guard let value else {
            throw SpaceError(
                .notFound, tr("{key} is not set, and has no default.", ["key": key.name]),
                hint: tr("Set it with: {command}", ["command": "space config set \(key.name) VALUE"]))
        }
        let setting = ConfigView.Setting(key: key.name, value: shown(value, key: key), source: source)
        let shaped = ConfigView.value(setting, secret: key.secret, terminal: context.console.terminal.stdoutIsTTY)
        return CommandOutput(json: shaped.json, document: shaped.document)
    }

    static func set(_ invocation: Invocation) throws -> CommandOutput {
        let context = invocation.context
        let key = try named(invocation)
        if key.retired {
            return CommandOutput(
                json: ConfigView.stored(key: key.name, value: nil, path: nil),
                document: .empty,
                notices: [
                    tr(
                        "{key} is no longer used: NASA APOD and the image library need no key. Nothing was stored.",
                        ["key": key.name])
                ])
        }
        let value: String
        do {
            value = try key.validate(invocation.positionals[1])
        } catch let error as SettingError {
            throw UsageError(error.message, path: ["config", "set"])
        }
        try file(context).update { $0[key.name] = value }
        var output = CommandOutput(
            json: ConfigView.stored(key: key.name, value: shown(value, key: key), path: context.files.configFile.path),
            document: .empty,
            notices: [
                tr(
                    "Set {key} to {value} in {path}.",
                    ["key": key.name, "value": shown(value, key: key), "path": context.files.configFile.path])
            ])
        if let overriding = context.originalEnvironment[key.variable], !overriding.isEmpty {
            output.warnings.append(
                tr("{variable} is set in the environment and overrides this setting.", ["variable": key.variable]))
        }
        return output
    }

    static func unset(_ invocation: Invocation) throws -> CommandOutput {
        let context = invocation.context
        let key = try named(invocation)
        var removed = false
        try file(context).update { values in removed = values.removeValue(forKey: key.name) != nil }
        let wasRemoved = removed
        return CommandOutput(
            json: ConfigView.removed(key: key.name, removed: wasRemoved, path: context.files.configFile.path),
            document: .empty,
            notices: [
                removed
                    ? tr("Removed {key} from {path}.", ["key": key.name, "path": context.files.configFile.path])
                    : tr("{key} was not set.", ["key": key.name])
            ])
    }
}
