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
        var text = tag.trimmingCharacters(in: .whitespaces).lowercased()
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = String(text[..<cut]) }
        text = text.replacingOccurrences(of: "_", with: "-")
        if text == "x-pseudo" { self = .pseudo; return }
        switch text.split(separator: "-", maxSplits: 1).first.map(String.init) ?? "" {
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
