import SpaceLocalization
import Foundation
import TerminalText

/// How `space config list` looks: each setting, its value (secrets already masked) and where it
/// comes from; as a table, tab-separated lines for a pipe, and JSON.
public enum ConfigView {
    /// One setting in effect.
    public struct Setting: Sendable {
        public var key: String
        /// The value as it may be shown, nil when unset.
        public var value: String?
        /// `environment (VAR)`, `config file` or `default`.
        public var source: String

        public init(key: String, value: String?, source: String) {
            self.key = key
            self.value = value
            self.source = source
        }
    }

    /// Where a value comes from, in the person's words (JSON keeps the English words scripts read).
    public static func source(_ source: String) -> String {
        switch source {
        case "default": return tr("default")
        case "config file": return tr("config file")
        default:
            guard source.hasPrefix("environment ("), source.hasSuffix(")") else { return source }
            return tr("environment ({variable})", ["variable": String(source.dropFirst("environment (".count).dropLast())])
        }
    }

    public static func json(path: String, _ settings: [Setting]) -> JSONValue {
        .object([
            ("path", .string(path)),
            ("settings", .array(settings.map { setting in
                .object([("key", .string(setting.key)), ("value", .optional(setting.value)), ("source", .string(setting.source))])
            })),
        ])
    }

    public static func document(path: String, _ settings: [Setting]) -> Document {
        let table = Table(
            columns: [TableColumn(header: tr("KEY"), minWidth: 12), TableColumn(header: tr("VALUE"), minWidth: 8, flexible: true),
                      TableColumn(header: tr("FROM"), minWidth: 6, dropPriority: 1)],
            rows: settings.map { [$0.key, $0.value ?? "-", source($0.source)] }
        )
        let piped = settings.map { [$0.key, $0.value ?? "", $0.source].joined(separator: "\t") }
        return Document([
            .pipeOnly(piped.map(Block.line)),
            .terminalOnly([.spans([.dim(tr("Config:") + " "), .plain(path)]), .table(table)]),
        ])
    }
}
