import Foundation
import TerminalText
import SpaceNetworking

/// `space config set|get|unset|list`: settings in `$XDG_CONFIG_HOME/space/config.json` (mode 0600).
enum ConfigCommand {
    static let spec = CommandSpec(
        name: "config", summary: "Read and change settings: token, timeout, colour, cache size, renderer.",
        discussion: "Settings live in $XDG_CONFIG_HOME/space/config.json, readable only by you. Environment variables override the file (" + ConfigFile.keys.filter { !$0.retired }.map(\.variable).joined(separator: ", ") + "), and flags override both. Keys: " + ConfigFile.keys.filter { !$0.retired }.map(\.name).joined(separator: ", ") + ". NASA APOD and the image library need no key; a nasa-api-key still stored is ignored.",
        subcommands: [
            CommandSpec(name: "list", summary: "Every setting, where its value comes from; secrets redacted.",
                        examples: ["space config list"], run: { try list($0) }),
            CommandSpec(name: "get", summary: "Print one setting's value in effect and where it comes from (secrets redacted).",
                        positionals: [PositionalSpec(name: "KEY", values: keyNames)], examples: ["space config get timeout"], run: { try get($0) }),
            CommandSpec(name: "set", summary: "Store a setting.",
                        positionals: [PositionalSpec(name: "KEY", values: keyNames), PositionalSpec(name: "VALUE")],
                        examples: ["space config set ll2-token YOUR_TOKEN", "space config set timeout 30", "space config set color never"],
                        run: { try set($0) }),
            CommandSpec(name: "unset", summary: "Remove a stored setting.",
                        positionals: [PositionalSpec(name: "KEY", values: ConfigFile.keys.map(\.name))], examples: ["space config unset ll2-token"], run: { try unset($0) }),
        ],
        examples: ["space config list", "space config set timeout 30", "space config unset timeout"],
        run: { try list($0) }
    )

    /// The settings a shell completes (the retired one only for unset).
    static let keyNames = ConfigFile.keys.filter { !$0.retired }.map(\.name)

    static func file(_ context: AppContext) -> ConfigFile { ConfigFile(url: context.files.configFile) }

    /// How a value is shown: secrets as `abcd…wxyz` (or `DEMO_KEY`), others as they are.
    static func shown(_ value: String, key: ConfigFile.Key) -> String {
        key.secret ? Redactor.mask(value) : Sanitizer.line(value)
    }

    static func list(_ invocation: Invocation) throws {
        let context = invocation.context
        let stored = try file(context).load()
        for sentence in ConfigFile.invalidStored(stored, file: context.files.configFile) { context.console.warning(sentence) }
        let keys = ConfigFile.keys.filter { key in !key.retired || stored[key.name] != nil || !(context.originalEnvironment[key.variable] ?? "").isEmpty }
        let rows: [(key: ConfigFile.Key, value: String?, source: String)] = keys.map { key in
            let (value, source) = effective(key, stored: stored, context: context)
            return (key, value, source)
        }
        if context.json {
            context.console.json(.object([
                ("path", .string(context.files.configFile.path)),
                ("settings", .array(rows.map { row in
                    .object([("key", .string(row.key.name)), ("value", .optional(row.value.map { shown($0, key: row.key) })),
                             ("source", .string(row.source))])
                })),
            ]))
            return
        }
        let console = context.console
        guard console.terminal.stdoutIsTTY else {
            console.lines(rows.map { row in [row.key.name, row.value.map { shown($0, key: row.key) } ?? "", row.source].joined(separator: "\t") })
            if let notice = context.ignoredNASAKeyNotice { console.notice(notice) }
            return
        }
        console.line(console.style.dim("Config: ") + context.files.configFile.path)
        let table = TableRenderer(
            columns: [TableColumn(header: "KEY", minWidth: 12), TableColumn(header: "VALUE", minWidth: 8, flexible: true),
                      TableColumn(header: "FROM", minWidth: 6, dropPriority: 1)],
            rows: rows.map { row in [row.key.name, row.value.map { shown($0, key: row.key) } ?? "-", row.source] }
        )
        console.lines(table.render(width: console.terminal.width, headerStyle: console.style.dim))
        if let notice = context.ignoredNASAKeyNotice { console.notice(notice) }
    }

    /// The value in effect and where it comes from: the environment, the file, or the default.
    static func effective(_ key: ConfigFile.Key, stored: [String: String], context: AppContext) -> (String?, String) {
        if let value = context.originalEnvironment[key.variable], !value.isEmpty { return (value, "environment (\(key.variable))") }
        if let value = stored[key.name] { return (value, "config file") }
        return (key.defaultValue, "default")
    }

    static func get(_ invocation: Invocation) throws {
        let context = invocation.context
        let key = try ConfigFile.key(named: invocation.positionals[0], path: invocation.path)
        let (value, source) = effective(key, stored: try file(context).load(), context: context)
        guard let value else {
            throw SpaceError(.notFound, "\(key.name) is not set, and has no default.", hint: "Set it with: space config set \(key.name) VALUE")
        }
        if context.json {
            context.console.json(.object([("key", .string(key.name)), ("value", .string(shown(value, key: key))), ("source", .string(source))]))
        } else {
            context.console.line(shown(value, key: key) + "  " + context.console.style.dim("(\(source))"))
        }
    }

    static func set(_ invocation: Invocation) throws {
        let context = invocation.context
        let key = try ConfigFile.key(named: invocation.positionals[0], path: invocation.path)
        if key.retired {
            if context.json { context.console.json(.object([("key", .string(key.name)), ("value", .null), ("stored", .bool(false))])) }
            context.console.notice("\(key.name) is no longer used: NASA APOD and the image library need no key. Nothing was stored.")
            return
        }
        let value = try key.validate(invocation.positionals[1])
        try file(context).update { $0[key.name] = value }
        if context.json {
            context.console.json(.object([("key", .string(key.name)), ("value", .string(shown(value, key: key))),
                                          ("path", .string(context.files.configFile.path))]))
        }
        context.console.notice("Set \(key.name) to \(shown(value, key: key)) in \(context.files.configFile.path).")
        if let overriding = context.originalEnvironment[key.variable], !overriding.isEmpty {
            context.console.warning("\(key.variable) is set in the environment and overrides this setting.")
        }
    }

    static func unset(_ invocation: Invocation) throws {
        let context = invocation.context
        let key = try ConfigFile.key(named: invocation.positionals[0], path: invocation.path)
        var removed = false
        try file(context).update { values in removed = values.removeValue(forKey: key.name) != nil }
        if context.json {
            context.console.json(.object([("key", .string(key.name)), ("removed", .bool(removed)), ("path", .string(context.files.configFile.path))]))
        }
        context.console.notice(removed ? "Removed \(key.name) from \(context.files.configFile.path)." : "\(key.name) was not set.")
    }
}
