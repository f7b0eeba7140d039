import Foundation

/// Every sentence a person reads, by its English text (the msgid), and its translations. The
/// tables are Swift, compiled into the binary: no bundles, no `.strings`, nothing to find at run
/// time. A sentence missing from a language is said in English.
public enum Catalog {
    /// The sentence template for `msgid` in `language`.
    static func template(_ msgid: String, in language: Language) -> String {
        switch language {
        case .english: return msgid
        case .pseudo: return Pseudo.template(msgid)
        case .spanish: return spanish[msgid] ?? msgid
        case .brazilianPortuguese: return portuguese[msgid] ?? msgid
        }
    }

    /// The table of a language (English: every msgid, as itself).
    public static func table(_ language: Language) -> [String: String] {
        switch language {
        case .english, .pseudo: return Dictionary(uniqueKeysWithValues: english.map { ($0, $0) })
        case .spanish: return spanish
        case .brazilianPortuguese: return portuguese
        }
    }

    /// Every msgid, in English.
    public static var english: [String] { Array(Set(spanish.keys).union(portuguese.keys)).sorted() }

    /// The placeholders a template fills (for the tests).
    public static func placeholders(_ template: String) -> Set<String> { Template.placeholders(template) }
}
