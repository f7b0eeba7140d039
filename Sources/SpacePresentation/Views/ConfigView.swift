import SpaceLocalization
import Foundation
import TerminalText

/// How `space config list` looks: each setting, its value (secrets already masked) and where it
/// comes from; as a table, tab-separated lines for a pipe, and JSON.
public enum ConfigView {
    /// Where a setting's value comes from.
    public enum Source: Sendable, Equatable {
        case environment(variable: String)
        case configFile
        case defaultValue

        /// The words scripts read (`--json`, pipes): never translated.
        public var scriptWords: String {
            switch self {
            case .environment(let variable): return "environment (\(variable))"
            case .configFile: return "config file"
            case .defaultValue: return "default"
            }
        }

        /// The words a person reads.
        public var words: String {
            switch self {
            case .environment(let variable): return tr("environment ({variable})", ["variable": variable])
            case .configFile: return tr("config file")
            case .defaultValue: return tr("default")
            }
        }
    }

    /// One setting in effect.
    public struct Setting: Sendable {
        public var key: String
        /// The value as it may be shown, nil when unset.
        public var value: String?
        public var source: Source

        public init(key: String, value: String?, source: Source) {
            self.key = key
            self.value = value
            self.source = source
        }
    }

    /// `space config get`: the value, typed in JSON (a number for numbers; a secret is always its
    /// masked text), bare into a pipe (`x=$(space config get timeout)`, as git config prints it),
    /// and with where it comes from on a terminal.
    public static func value(_ setting: Setting, secret: Bool, terminal: Bool) -> (json: JSONValue, document: Document)
    {
        let text = setting.value ?? ""
        let typed: JSONValue =
            secret ? .string(text) : Int(text).map(JSONValue.int) ?? Double(text).map(JSONValue.double) ?? .string(text)
        let document =
            terminal
            ? Document([.spans([.plain(text + "  "), .dim("(\(setting.source.words))")])]) : Document([.line(text)])
        return (
            .object([("key", .string(setting.key)), ("value", typed), ("source", .string(setting.source.scriptWords))]),
            document
        )
    }

    /// `space config set`: what was stored where (nil `path`: nothing stored, the key is retired).
    public static func stored(key: String, value: String?, path: String?) -> JSONValue {
        guard let value, let path else {
            return .object([("key", .string(key)), ("value", .null), ("stored", .bool(false))])
        }
        return .object([("key", .string(key)), ("value", .string(value)), ("path", .string(path))])
    }

    /// `space config unset`: whether the key was there to remove.
    public static func removed(key: String, removed: Bool, path: String) -> JSONValue {
        .object([("key", .string(key)), ("removed", .bool(removed)), ("path", .string(path))])
    }

    public static func json(path: String, _ settings: [Setting]) -> JSONValue {
        .object([
            ("path", .string(path)),
            (
                "settings",
                .array(
                    settings.map { setting in
                        .object([
                            ("key", .string(setting.key)), ("value", .optional(setting.value)),
                            ("source", .string(setting.source.scriptWords)),
                        ])
                    })
            ),
        ])
    }

    public static func document(path: String, _ settings: [Setting]) -> Document {
        let table = Table(
            columns: [
                TableColumn(header: tr("KEY"), minWidth: 12),
                TableColumn(header: tr("VALUE"), minWidth: 8, flexible: true),
                TableColumn(header: tr("FROM"), minWidth: 6, dropPriority: 1),
            ],
            rows: settings.map { [$0.key, $0.value ?? "-", $0.source.words] }
        )
        let piped = settings.map { [$0.key, $0.value ?? "", $0.source.scriptWords].joined(separator: "\t") }
        return Document([
            .pipeOnly(piped.map(Block.line)),
            .terminalOnly([.spans([.dim(tr("Config:") + " "), .plain(path)]), .table(table)]),
        ])
    }
}
