import Foundation

/// An option declared once, with the type its value is read back as: the declaration carries the
/// name, the kind of value and its range, the default and the help (which the parser, help,
/// completions and the man page read), and `invocation[option]` gives the value in that type, so
/// a misspelled option does not compile and a default is written in one place.
public struct Option<Value: Sendable>: Sendable {
    /// What the parser, help, completions and the man page read.
    public let spec: OptionSpec
    /// The value, from the parser's text (nil when the option was not given).
    public let read: @Sendable (String?) -> Value

    public init(spec: OptionSpec, read: @escaping @Sendable (String?) -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The long name without dashes.
    public var name: String { spec.name }
    /// The long name as typed: `--page`.
    public var flag: String { "--" + spec.name }
}

extension Option where Value == Bool {
    /// A switch: true when given.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Self {
        Option(spec: OptionSpec(name: name, short: short, help: help)) { $0 != nil }
    }
}

extension Option where Value == Int {
    /// A whole number within `range`, `defaultValue` when not given.
    public static func integer(
        _ name: String, _ placeholder: String = "N", in range: ClosedRange<Int>, default defaultValue: Int, help: String
    ) -> Self {
        Option(
            spec: OptionSpec(
                name: name, value: .integer(placeholder: placeholder, range: range), defaultValue: String(defaultValue),
                help: help)
        ) {
            $0.flatMap { Int($0) } ?? defaultValue
        }
    }
}

extension Option where Value == Int? {
    /// A whole number within `range`, nil when not given.
    public static func integer(
        _ name: String, _ placeholder: String = "N", in range: ClosedRange<Int>, help: String
    ) -> Self {
        Option(spec: OptionSpec(name: name, value: .integer(placeholder: placeholder, range: range), help: help)) {
            $0.flatMap { Int($0) }
        }
    }
}

extension Option where Value == Double? {
    /// A decimal number within `range`, nil when not given (`shownDefault` is the help's word for
    /// a default that comes from elsewhere, such as the configuration).
    public static func number(
        _ name: String, _ placeholder: String, in range: ClosedRange<Double>, shownDefault: String? = nil, help: String
    ) -> Self {
        Option(
            spec: OptionSpec(
                name: name, value: .number(placeholder: placeholder, range: range), defaultValue: shownDefault,
                help: help)
        ) {
            $0.flatMap { Double($0) }
        }
    }
}

extension Option where Value == String? {
    /// Free text, nil when not given (`shownDefault` is what the command does without it, in words).
    public static func text(_ name: String, _ placeholder: String, shownDefault: String? = nil, help: String) -> Self {
        Option(
            spec: OptionSpec(name: name, value: .text(placeholder: placeholder), defaultValue: shownDefault, help: help)
        ) { $0 }
    }

    /// A switch that may be left out: `--opt` is on, `--opt=off` off; nil when not given.
    public static func optionalSwitch(_ name: String, help: String) -> Self {
        Option(spec: OptionSpec(name: name, value: .optionalSwitch, help: help)) { $0 }
    }

    /// A day of the year that may be left out (`MM-DD`, else `fallback`); nil when not given.
    public static func monthDay(_ name: String, fallback: String, help: String) -> Self {
        Option(spec: OptionSpec(name: name, value: .optionalMonthDay(fallback: fallback), help: help)) { $0 }
    }

    /// A folder that may be left out: `--opt=DIR`, `--opt DIR` when the next word looks like a
    /// path, else `fallback`; nil when the option was not given.
    public static func folder(_ name: String, _ placeholder: String, fallback: String, help: String) -> Self {
        Option(
            spec: OptionSpec(name: name, value: .optionalPath(placeholder: placeholder, fallback: fallback), help: help)
        ) { $0 }
    }
}

extension Option {
    /// One of the words of `Choice`, nil when not given (`shownDefault` is what applies then, in
    /// words, when it comes from elsewhere, such as the configuration).
    public static func choice<Choice>(
        _ name: String, of type: Choice.Type, shownDefault: String? = nil, help: String
    ) -> Self
    where Value == Choice?, Choice: RawRepresentable & CaseIterable & Sendable, Choice.RawValue == String {
        Option(
            spec: OptionSpec(
                name: name, value: .choice(Choice.allCases.map(\.rawValue)), defaultValue: shownDefault, help: help)
        ) {
            $0.flatMap(Choice.init(rawValue:))
        }
    }

    /// One of the words of `Value`, `defaultValue` when not given.
    public static func choice(_ name: String, default defaultValue: Value, help: String) -> Self
    where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        Option(
            spec: OptionSpec(
                name: name, value: .choice(Value.allCases.map(\.rawValue)), defaultValue: defaultValue.rawValue,
                help: help)
        ) {
            $0.flatMap(Value.init(rawValue:)) ?? defaultValue
        }
    }
}

/// Something an option's value can be read from: a parsed command line, or an invocation.
public protocol OptionValues {
    /// The parser's text for each option given, by long name.
    var values: [String: String] { get }
}

extension OptionValues {
    /// The option's value, in its type (its default when it was not given).
    public subscript<Value>(_ option: Option<Value>) -> Value { option.read(values[option.spec.name]) }

    /// Whether the person gave the option (as opposed to its default applying).
    public func gave<Value>(_ option: Option<Value>) -> Bool { values[option.spec.name] != nil }
}

extension ParsedCommandLine: OptionValues {}
