import Foundation
import Synchronization

/// The language of this run, and the one place a sentence is put into it.
public enum Localization {
    private static let chosen = Mutex<Language>(.english)

    /// A language for the work inside `Localization.speaking` (tests; a pipe's output, which
    /// scripts read and which is never translated).
    @TaskLocal static var override: Language?

    /// The language sentences are said in now.
    public static var language: Language { override ?? chosen.withLock { $0 } }

    /// Sets the language of the run (once, at its start).
    public static func use(_ language: Language) { chosen.withLock { $0 = language } }

    /// Runs `body` speaking `language`.
    public static func speaking<T>(_ language: Language, _ body: () throws -> T) rethrows -> T {
        try $override.withValue(language, operation: body)
    }

    /// Runs async `body` speaking `language`.
    public static func speaking<T: Sendable>(_ language: Language, _ body: () async throws -> T) async rethrows -> T {
        try await $override.withValue(language, operation: body)
    }

    /// `value` with its digits grouped as the language writes them: 1,234 / 1.234 / 12.345.
    public static func grouped(_ value: Int, in language: Language = Localization.language) -> String {
        let digits = String(value.magnitude)
        let (separator, minimum) = language.grouping
        guard digits.count >= minimum else { return (value < 0 ? "-" : "") + digits }
        var output = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { output.append(separator) }
            output.append(character)
        }
        return (value < 0 ? "-" : "") + output
    }
}

/// `msgid` (an English sentence of the catalog, with `{name}` placeholders and
/// `{name, plural, one {…} other {…}}` forms) in the language of the run, its placeholders filled
/// by name. Whole numbers given as `Int` are grouped as the language writes them; give a number
/// as a `String` when it is an identifier or a bound that is never grouped.
public func tr(_ msgid: String, _ arguments: KeyValuePairs<String, any Sendable> = [:]) -> String {
    tr(msgid, arguments, in: Localization.language)
}

/// `msgid` in `language`.
public func tr(_ msgid: String, _ arguments: KeyValuePairs<String, any Sendable> = [:], in language: Language) -> String
{
    translated(msgid, in: language) {
        Dictionary(arguments.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}

/// `msgid` in the language of the run, its placeholders filled from a dictionary (values that
/// come from the code, such as a list of names).
public func tr(_ msgid: String, _ values: [String: String]) -> String {
    translated(msgid, in: Localization.language) { values }
}

/// The template in `language`, filled only when it has placeholders.
private func translated(_ msgid: String, in language: Language, values: () -> [String: any Sendable]) -> String {
    let template = Catalog.template(msgid, in: language)
    guard template.contains("{") else { return template }
    return Template.fill(template, values(), language: language)
}

extension String {
    /// The sentence with its first letter in capitals (a fragment such as "the picture of …"
    /// placed first).
    public var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// Marks a sentence of the catalog that is stored now and translated where it is shown (a table's
/// row, a setting's help, a service's name): it returns `text` unchanged, and the catalog tests
/// find it here, at the line that wrote it, as they find the calls of `tr`. `comment` tells a translator
/// what a word alone means (a column's label, a noun or a verb); it is not shown.
public func msgid(_ text: String, comment: String = "") -> String { text }
