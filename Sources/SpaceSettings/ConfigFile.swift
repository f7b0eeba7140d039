import Foundation
import SpaceLocalization
import TerminalGraphics
import TerminalText
import SpaceSupport
import SpaceNetworking

/// `$XDG_CONFIG_HOME/space/config.json`: a flat JSON object of settings, created with mode 0600
/// because it may hold secrets. Each key stands for an environment variable; the environment
/// overrides the file, and flags override both.
public struct ConfigFile: Sendable {
    /// One setting.
    public struct Key: Sendable {
        /// Its name in `space config`.
        public var name: String
        /// The environment variable it stands for.
        public var variable: String
        /// Whether its value is redacted when printed.
        public var secret: Bool
        /// What it does, for `space help config` (a msgid; empty for a retired key).
        public var help: String
        /// Returns the value to store, or throws a usage error.
        public var validate: @Sendable (String) throws -> String
        /// A setting that nothing reads any more: `set` says so and stores nothing.
        public var retired = false
        /// The value in effect when neither the environment nor the file sets one.
        public var defaultValue: String? = nil
        /// The values it takes, for a key that takes one of a few (a shell offers them after
        /// `space config set KEY`).
        public var choices: [String]? = nil

        public init(
            name: String, variable: String, secret: Bool, help: String,
            validate: @escaping @Sendable (String) throws -> String,
            retired: Bool = false, defaultValue: String? = nil, choices: [String]? = nil
        ) {
            self.name = name
            self.variable = variable
            self.secret = secret
            self.help = help
            self.validate = validate
            self.retired = retired
            self.defaultValue = defaultValue
            self.choices = choices
        }

        /// A setting that takes one of `choices`, checked by `check(_:is:among:)`.
        static func choice(
            name: String, variable: String, help: String, among choices: [String], defaultValue: String
        ) -> Key {
            Key(
                name: name, variable: variable, secret: false, help: help,
                validate: { try check($0, is: name, among: choices) }, defaultValue: defaultValue, choices: choices)
        }

        /// `value` when it is one of `choices`; else the one sentence naming them, in the
        /// language's own way of listing alternatives ("on or off", "on u off").
        public static func check(_ value: String, is setting: String, among choices: [String]) throws -> String {
            guard choices.contains(value) else {
                throw SettingError(
                    tr(
                        "{setting} must be {choices}; got '{value}'.",
                        [
                            "setting": setting, "choices": Localization.alternatives(choices),
                            "value": Sanitizer.line(value),
                        ]))
            }
            return value
        }
    }

    /// What a key does, in the language of the run.
    public static func help(_ key: Key) -> String {
        tr(key.help, ["choices": RendererSetting.names.joined(separator: ", "), "languages": Language.choices])
    }

    /// The values a shell offers after `space config set KEY`, for the keys that take one of a few.
    public static var choicesByKey: [String: [String]] {
        Dictionary(uniqueKeysWithValues: keys.compactMap { key in key.choices.map { (key.name, $0) } })
    }

    /// The key named `name`, or a setting error with the closest name as a suggestion.
    public static func key(named name: String) throws(SettingError) -> Key {
        if let key = keys.first(where: { $0.name == name }) { return key }
        throw SettingError(
            tr(
                "There is no setting '{name}'; the settings are {settings}.",
                [
                    "name": Sanitizer.line(name),
                    "settings": keys.filter { !$0.retired }.map(\.name).joined(separator: ", "),
                ]),
            suggestion: EditDistance.suggestion(for: name, among: keys.map(\.name)))
    }

    /// The file.
    public var url: URL

    public init(url: URL) { self.url = url }

    /// The stored settings; no file is no settings. A file that is not a JSON object of strings is
    /// an error (exit 65) and is left as it is.
    public func load() throws -> [String: String] {
        let data: Data
        switch LocalFile.read(url) {
        case .missing: return [:]
        case .data(let bytes): data = bytes
        case .unreadable(let reason):
            throw SpaceError(
                .ioError,
                tr("The config file {path} cannot be read: {reason}.", ["path": url.path, "reason": reason.words]),
                hint: tr("Nothing was changed; fix it and try again."))
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [:] }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            // Not JSON at all (a number past what JSON numbers hold, a missing quote or comma).
            throw SpaceError(
                .badResponse,
                tr(
                    "The config file {path} is not valid JSON (a missing quote or comma, or a number too large?); it was left as it is.",
                    ["path": url.path]),
                hint: tr("Fix it by hand, or move it away to start over."))
        }
        guard let object = parsed as? [String: Any] else {
            throw SpaceError(
                .badResponse,
                tr("The config file {path} is not a JSON object; it was left as it is.", ["path": url.path]),
                hint: tr("Fix it by hand, or move it away to start over."))
        }
        var values: [String: String] = [:]
        for (name, value) in object {
            if let text = value as? String {
                values[name] = text
            } else if let number = value as? NSNumber {
                values[name] = number.stringValue
            }
        }
        return values
    }

    /// A warning when the file can be read by others or belongs to another user (it may hold a
    /// token): it names the file and the fix. Nil when it is private, or absent.
    public func exposure() -> String? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        if info.st_uid != geteuid() {
            return tr(
                "{path} belongs to another user; make it yours, readable only by you (chown and chmod 600).",
                ["path": url.path])
        }
        if info.st_mode & 0o077 != 0 {
            return tr(
                "{path} can be read by others; make it private with: {command}",
                ["path": url.path, "command": "chmod 600 \(url.path)"])
        }
        return nil
    }

    /// Changes the file under a lock: reads it, applies `change`, writes it back atomically with mode 0600.
    public func update(_ change: (inout [String: String]) throws -> Void) throws {
        try AtomicFile.withLock(on: url) {
            var values = try load()
            try change(&values)
            let data = try JSONSerialization.data(withJSONObject: values, options: [.prettyPrinted, .sortedKeys])
            try AtomicFile.write(data + Data("\n".utf8), to: url, mode: 0o600, links: .follow)
        }
    }

    /// Where a setting's value in effect comes from, in words for a message: the variable when the
    /// person set it, else the key in this file.
    public static func origin(of variable: String, original: [String: String], file: URL) -> String {
        if !(original[variable] ?? "").isEmpty { return variable }
        let name = keys.first { $0.variable == variable }?.name ?? variable
        return "\(name) in \(file.path)"
    }

    /// Stored values that are not valid for their key, each as one sentence (the default, or the
    /// environment, is used instead).
    public static func invalidStored(_ stored: [String: String], file: URL) -> [String] {
        keys.filter { !$0.retired }.compactMap { key in
            guard let value = stored[key.name] else { return nil }
            do {
                _ = try key.validate(value)
                return nil
            } catch {
                let reason = (error as? SettingError)?.message ?? "\(error)"
                return tr(
                    "{key} in {path} is not valid and is not used: {reason}",
                    ["key": key.name, "path": file.path, "reason": reason])
            }
        }
    }

    /// The environment with each stored setting added where its variable is not already set.
    public static func environment(_ environment: [String: String], with stored: [String: String]) -> [String: String] {
        var merged = environment
        for key in keys {
            guard let value = stored[key.name], !value.isEmpty, (environment[key.variable] ?? "").isEmpty else {
                continue
            }
            merged[key.variable] = value
        }
        return merged
    }

    static func token(_ value: String, what: String) throws -> String {
        let value = value.trimmed
        guard !value.isEmpty, value.count <= 200,
            value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else {
            throw SettingError(tr(what))
        }
        return value
    }

    static func seconds(_ value: String, name: String) throws -> String {
        guard let number = Double(value), number.isFinite, (0.1...600).contains(number) else {
            throw SettingError(
                tr(
                    "{setting} must be a number of seconds from 0.1 to 600; got '{value}'.",
                    ["setting": name, "value": Sanitizer.line(value)]))
        }
        return value
    }
}
