import Foundation
import SpaceSupport
import TerminalText
import SpaceLocalization

/// A command line resolved against the table, before the context is attached.
public struct ParsedCommandLine<Run: Sendable>: Sendable {
    /// The command words after `space`.
    public var path: [String]
    /// The command they name (the root when empty).
    public var command: CommandSpec<Run>
    /// Option values by long name; flags have the value "true".
    public var values: [String: String]
    /// Positional words.
    public var positionals: [String]

    public init(path: [String], command: CommandSpec<Run>, values: [String: String], positionals: [String]) {
        self.path = path
        self.command = command
        self.values = values
        self.positionals = positionals
    }

    /// Whether `-h`/`--help` was given.
    public var wantsHelp: Bool { self[GlobalOptions.help] }
    /// Whether `--version` was given.
    public var wantsVersion: Bool { self[GlobalOptions.version] }
}

/// The hand-written parser: subcommands, typed options, `--opt value` and `--opt=value`, short
/// aliases, `--` to end options, global options anywhere, and "did you mean" on every mistake.
public struct ArgumentParser<Run: Sendable>: Sendable {
    /// The root of the command table.
    public let root: CommandSpec<Run>

    public init(root: CommandSpec<Run>) { self.root = root }

    /// Parses the words after `space`.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine<Run> {
        var command = root
        var path: [String] = []
        var values: [String: String] = [:]
        var positionals: [String] = []
        var optionsEnded = false
        var optionalPathGiven: String?
        let helpAsked = arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded && argument == "--" { optionsEnded = true; continue }
            if !optionsEnded && Self.looksLikeOption(argument) && !(command.dashedWords && Self.isDashedWord(argument))
            {
                let (spec, inline) = try lookUp(argument, in: command, path: path, lenient: helpAsked)
                guard let spec else { continue }
                if let optional = Self.optionalValue(spec.value) {
                    // `--opt=VALUE`, `--opt VALUE` when the next word looks like one, else the fallback.
                    if let inline {
                        values[spec.name] =
                            inline.isEmpty ? optional.fallback : try validate(inline, for: spec, path: path)
                    } else if index < arguments.count, optional.accepts(arguments[index]) {
                        values[spec.name] = arguments[index]
                        index += 1
                    } else {
                        values[spec.name] = optional.fallback
                        if case .optionalPath = spec.value { optionalPathGiven = spec.name }
                    }
                    continue
                }
                if spec.takesValue {
                    var value = inline
                    if value == nil, index < arguments.count, arguments[index] != "--" {
                        value = arguments[index]
                        index += 1
                    }
                    guard let value else {
                        throw UsageError(
                            tr(
                                "{option} needs a value ({placeholder}).",
                                ["option": "--" + spec.name, "placeholder": spec.placeholder ?? "VALUE"]), path: path)
                    }
                    values[spec.name] = try validate(value, for: spec, path: path)
                } else {
                    if inline != nil {
                        throw UsageError(
                            tr("{option} does not take a value.", ["option": "--" + spec.name]), path: path)
                    }
                    values[spec.name] = "true"
                }
                continue
            }
            if positionals.isEmpty, let sub = command.subcommand(named: argument) {
                command = sub
                path.append(argument)
                continue
            }
            if positionals.isEmpty && !command.subcommands.isEmpty && command.positionals.isEmpty {
                let names = command.subcommands.map(\.name)
                let what =
                    path.isEmpty
                    ? tr("Unknown command '{word}'.", ["word": Sanitizer.line(argument)])
                    : tr(
                        "Unknown command '{word}' for '{command}'.",
                        ["word": Sanitizer.line(argument), "command": "space " + path.joined(separator: " ")])
                throw UsageError.withSuggestion(
                    what, suggestion: EditDistance.suggestion(for: argument, among: names),
                    path: path.isEmpty ? nil : path)
            }
            positionals.append(argument)
        }
        let parsed = ParsedCommandLine(path: path, command: command, values: values, positionals: positionals)
        if parsed.wantsHelp || parsed.wantsVersion { return parsed }
        do {
            try checkPositionals(positionals, of: command, path: path)
        } catch let error where optionalPathGiven != nil && error.unexpected != nil {
            let name = optionalPathGiven ?? ""
            throw UsageError(
                tr(
                    "Unexpected argument '{word}'; to name a folder, write {option}=FOLDER or {option} ./FOLDER.",
                    ["word": error.unexpected ?? "", "option": "--" + name]), path: path)
        }
        return parsed
    }

    /// For an option whose value may be left out: the value it takes without one, and which next
    /// words are its value.
    public static func optionalValue(_ value: OptionSpec.Value) -> (fallback: String, accepts: (String) -> Bool)? {
        switch value {
        case .optionalPath(_, let fallback): return (fallback, looksLikePath)
        case .optionalMonthDay(let fallback): return (fallback, looksLikeMonthDay)
        case .optionalSwitch: return ("on", { $0 == "on" || $0 == "off" })
        case .flag, .text, .integer, .number, .choice: return nil
        }
    }

    /// A word taken as the day of an option with an optional day: digits, a dash, digits.
    public static func looksLikeMonthDay(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2
            && parts.allSatisfy { (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// A word taken as the folder of an option with an optional folder.
    public static func looksLikePath(_ word: String) -> Bool {
        word.contains("/") || word == "." || word == ".." || word.hasPrefix("~")
    }

    /// `-moon`: one dash and more than one letter (a short option is one letter).
    public static func isDashedWord(_ word: String) -> Bool {
        !word.hasPrefix("--") && word.count > 2
    }

    /// `-x`, `--name`, `--name=value`; a lone `-` and negative numbers are positionals.
    public static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        let second = word[word.index(after: word.startIndex)]
        return !(second.isNumber || second == ".")
    }

    private func lookUp(
        _ word: String, in command: CommandSpec<Run>, path: [String], lenient: Bool
    ) throws(UsageError) -> (OptionSpec?, String?) {
        let available = command.options + GlobalOptions.all
        var name: String
        var inline: String?
        if word.hasPrefix("--") {
            name = String(word.dropFirst(2))
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if let spec = available.first(where: { $0.name == name }) { return (spec, inline) }
        } else {
            let letters = word.dropFirst()
            if letters.count == 1, let spec = available.first(where: { $0.short == letters.first }) {
                return (spec, nil)
            }
            if letters.count > 1, let spec = available.first(where: { $0.short == letters.first }), spec.takesValue {
                return (spec, String(letters.dropFirst()))
            }
            name = String(letters)
        }
        if lenient { return (nil, nil) }
        let suggestion = EditDistance.suggestion(for: name, among: available.map(\.name)).map { "--\($0)" }
        let typed = Sanitizer.line(word.split(separator: "=").first.map(String.init) ?? word)
        let message =
            path.isEmpty
            ? tr("Unknown option '{word}'.", ["word": typed])
            : tr(
                "Unknown option '{word}' for '{command}'.",
                ["word": typed, "command": "space " + path.joined(separator: " ")])
        throw UsageError.withSuggestion(message, suggestion: suggestion, path: path)
    }

    private func validate(_ value: String, for spec: OptionSpec, path: [String]) throws(UsageError) -> String {
        switch spec.value {
        case .flag, .text, .optionalPath, .optionalMonthDay:
            return value
        case .optionalSwitch:
            guard value == "on" || value == "off" else {
                throw UsageError(
                    tr(
                        "{setting} must be {choices}; got '{value}'.",
                        [
                            "setting": "--" + spec.name, "choices": Localization.alternatives(["on", "off"]),
                            "value": Sanitizer.line(value),
                        ]), path: path)
            }
            return value
        case .integer(_, let range):
            guard let number = Int(value.trimmingCharacters(in: .whitespaces)), range.contains(number) else {
                let option = "--" + spec.name, got = Sanitizer.line(value)
                throw UsageError(
                    range.upperBound == .max
                        ? tr(
                            "{option} must be a whole number {lowest} or more; got '{value}'.",
                            ["option": option, "lowest": String(range.lowerBound), "value": got])
                        : tr(
                            "{option} must be a whole number from {lowest} to {highest}; got '{value}'.",
                            [
                                "option": option, "lowest": String(range.lowerBound),
                                "highest": String(range.upperBound), "value": got,
                            ]), path: path)
            }
            return String(number)
        case .number(_, let range):
            guard let number = Double(value.trimmingCharacters(in: .whitespaces)), number.isFinite,
                range.contains(number)
            else {
                throw UsageError(
                    tr(
                        "{option} must be a number from {lowest} to {highest}; got '{value}'.",
                        [
                            "option": "--" + spec.name, "lowest": Self.format(range.lowerBound),
                            "highest": Self.format(range.upperBound),
                            "value": Sanitizer.line(value),
                        ]), path: path)
            }
            return String(number)
        case .choice(let choices):
            if let match = choices.first(where: { $0.caseInsensitiveCompare(value) == .orderedSame }) { return match }
            let list = Localization.alternatives(choices)
            throw UsageError.withSuggestion(
                tr(
                    "Invalid value '{value}' for {option}; choose {choices}.",
                    ["value": Sanitizer.line(value), "option": "--" + spec.name, "choices": list]),
                suggestion: EditDistance.suggestion(for: value, among: choices), path: path)
        }
    }

    private func checkPositionals(
        _ positionals: [String], of command: CommandSpec<Run>, path: [String]
    ) throws(UsageError) {
        let required = command.positionals.filter { !$0.optional }
        if positionals.count < required.count {
            throw UsageError(tr("Missing {argument}.", ["argument": required[positionals.count].name]), path: path)
        }
        let repeating = command.positionals.last?.repeating ?? false
        if !repeating && positionals.count > command.positionals.count {
            let extra = positionals[command.positionals.count]
            var error = UsageError(tr("Unexpected argument '{word}'.", ["word": Sanitizer.line(extra)]), path: path)
            error.unexpected = Sanitizer.line(extra)
            throw error
        }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
