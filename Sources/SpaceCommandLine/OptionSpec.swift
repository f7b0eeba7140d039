import Foundation
import SpaceLocalization

/// One option of a command, as declared in the command table.
public struct OptionSpec: Sendable {
    /// What the option takes.
    public enum Value: Sendable {
        /// A switch with no value.
        case flag
        /// Free text.
        case text(placeholder: String)
        /// A whole number within a range.
        case integer(placeholder: String, range: ClosedRange<Int>)
        /// A decimal number within a range.
        case number(placeholder: String, range: ClosedRange<Double>)
        /// One of a fixed list of words.
        case choice([String])
        /// An optional folder: `--opt=DIR`, or `--opt DIR` when the next word looks like a path
        /// (has a `/`, is `.` or `..`, or starts with `~`); otherwise the fallback.
        case optionalPath(placeholder: String, fallback: String)
        /// An optional day of the year: `--opt=MM-DD`, or `--opt MM-DD` when the next word is one;
        /// otherwise the fallback.
        case optionalMonthDay(fallback: String)
        /// A switch that may be left out: `--opt` (on), `--opt=off`, or `--opt on|off`.
        case optionalSwitch
    }

    /// The long name without dashes (`page-size`).
    public var name: String
    /// The one-letter alias without the dash, if any.
    public var short: Character? = nil
    /// What it takes.
    public var value: Value = .flag
    /// The default shown in help, if any.
    public var defaultValue: String? = nil
    /// One line of help.
    public var help: String

    public init(name: String, short: Character? = nil, value: Value = .flag, defaultValue: String? = nil, help: String)
    {
        self.name = name
        self.short = short
        self.value = value
        self.defaultValue = defaultValue
        self.help = help
    }

    /// How the option is written in help: `--page N`, `-v, --verbose`, `--media image|video`.
    public var signature: String {
        let long = "--\(name)" + (placeholder.map { " \($0)" } ?? "")
        return short.map { "-\($0), \(long)" } ?? long
    }

    /// The placeholder of the value (nil for flags).
    public var placeholder: String? {
        switch value {
        case .flag: return nil
        case .text(let placeholder), .integer(let placeholder, _), .number(let placeholder, _): return placeholder
        case .optionalPath(let placeholder, _): return "[\(placeholder)]"
        case .optionalMonthDay: return "[MM-DD]"
        case .optionalSwitch: return "[on|off]"
        case .choice(let choices): return choices.joined(separator: "|")
        }
    }

    /// The help line in the language of the run, with its default.
    public var localizedHelp: String {
        let text = tr(help)
        guard let value = defaultValue else { return text }
        return text + " " + tr("(default: {value})", ["value": value])
    }

    /// Whether the option takes a value.
    public var takesValue: Bool { if case .flag = value { return false } else { return true } }
}

/// One positional argument of a command.
public struct PositionalSpec: Sendable {
    /// The name shown in usage (`DATE`, `QUERY`).
    public var name: String
    /// Whether it may be left out.
    public var optional: Bool = false
    /// Whether it takes every remaining word.
    public var repeating: Bool = false
    /// The words a shell completes it with (service names, setting names), when they are known.
    public var values: [String] = []
    /// Words that depend on the argument before it: `config set KEY VALUE` offers the values of
    /// that key (auto, always, never for color), by the key.
    public var valuesAfter: [String: [String]] = [:]

    public init(
        name: String, optional: Bool = false, repeating: Bool = false, values: [String] = [],
        valuesAfter: [String: [String]] = [:]
    ) {
        self.name = name
        self.optional = optional
        self.repeating = repeating
        self.values = values
        self.valuesAfter = valuesAfter
    }
}
