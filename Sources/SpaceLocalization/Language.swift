import Foundation

/// A language `space` speaks. English is the base: a sentence missing from another language's
/// table is said in English. `pseudo` is for development: every sentence accented, 40% longer
/// and in brackets, so a sentence that bypasses the catalog, or a layout that breaks with longer
/// text, shows at once.
public enum Language: String, CaseIterable, Sendable, Equatable {
    case english = "en"
    case spanish = "es"
    case brazilianPortuguese = "pt-BR"
    case pseudo = "x-pseudo"

    /// The code people write and `space config set language` takes.
    public var code: String { rawValue }

    /// The language's name in itself, for `space status`.
    public var name: String {
        switch self {
        case .english: return "English"
        case .spanish: return "español"
        case .brazilianPortuguese: return "português do Brasil"
        case .pseudo: return "pseudo"
        }
    }

    /// The language a tag names: `es`, `es_MX.UTF-8`, `pt_BR`, `pt-br`, `pt_PT` (Portuguese is
    /// spoken here as in Brazil), `en_GB@euro`, `x-pseudo`; nil for anything else (`C`, `fr`).
    public init?(tag: String) {
        // Byte by byte (every run reads the locale first, and Foundation's string functions
        // cost a run more than all of this): spaces and tabs trimmed, ASCII lowercased, the
        // encoding or modifier (`.UTF-8`, `@euro`) cut, `_` read as `-`.
        var bytes = Language.trimmedBytes(tag)
        if let cut = bytes.firstIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") }) {
            bytes.removeSubrange(cut...)
        }
        bytes = bytes.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        let text = String(decoding: bytes, as: UTF8.self)
        if text == "x-pseudo" { self = .pseudo; return }
        switch String(decoding: bytes.prefix { $0 != UInt8(ascii: "-") }, as: UTF8.self) {
        case "en": self = .english
        case "es": self = .spanish
        case "pt": self = .brazilianPortuguese
        default: return nil
        }
    }

    /// The decimal separator: `1.5` / `1,5`.
    public var decimalSeparator: String { self == .english || self == .pseudo ? "." : "," }

    /// The separator between groups of three digits, and the fewest digits a number needs before
    /// it is grouped (Spanish writes 1234 but 12.345, as the CLDR has it).
    var grouping: (separator: Character, minimumDigits: Int) {
        switch self {
        case .english, .pseudo: return (",", 4)
        case .spanish: return (".", 5)
        case .brazilianPortuguese: return (".", 4)
        }
    }
}

extension Language {
    /// The text's UTF-8 without spaces and tabs at either end (a locale variable's value), read
    /// without Foundation: every run reads the locale first.
    static func trimmedBytes(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8.drop { $0 == 0x20 || $0 == 0x09 })
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        return bytes
    }
}

extension Language {
    /// The languages a person can choose, as a list in the language of the run ("en, es or pt-BR"),
    /// so sentences that name them follow the catalog.
    public static var choices: String {
        let codes = allCases.filter { $0 != .pseudo }.map(\.code)
        guard let last = codes.last, codes.count > 1 else { return codes.joined() }
        return tr("{list} or {last}", ["list": codes.dropLast().joined(separator: ", "), "last": last])
    }
}
