import Foundation

/// Fills a catalog sentence: `{name}` is replaced by its value; `{name, plural, one {# day}
/// other {# days}}` picks the form the language's plural rule gives for the number (`#` is the
/// number, grouped), with `=0 {…}` for an exact number where a language wants one.
enum Template {
    static func fill(_ template: String, _ values: [String: any Sendable], language: Language) -> String {
        var output = ""
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            guard character == "{", let close = matchingBrace(in: template, from: index) else {
                output.append(character)
                index = template.index(after: index)
                continue
            }
            let inside = template[template.index(after: index)..<close]
            output += replacement(inside, values, language: language)
            index = template.index(after: close)
        }
        return output
    }

    /// The index of the `}` that closes the `{` at `open`.
    static func matchingBrace(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func replacement(_ inside: Substring, _ values: [String: any Sendable], language: Language) -> String
    {
        let parts = inside.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let name = parts[0]
        guard parts.count == 3, parts[1] == "plural" else {
            return text(of: values[name], language: language) ?? "{\(inside)}"
        }
        let number = (values[name] as? Int) ?? 0
        let forms = self.forms(parts[2])
        let form = forms["=\(number)"] ?? forms[PluralRule.category(number, in: language)] ?? forms["other"] ?? ""
        return fill(
            form.replacingOccurrences(of: "#", with: Localization.grouped(number, in: language)), values,
            language: language)
    }

    /// `one {# day} other {# days}` → ["one": "# day", "other": "# days"].
    static func forms(_ text: String) -> [String: String] {
        var forms: [String: String] = [:]
        var index = text.startIndex
        while index < text.endIndex {
            guard let open = text[index...].firstIndex(of: "{"), let close = matchingBrace(in: text, from: open) else {
                break
            }
            let selector = text[index..<open].trimmingCharacters(in: .whitespaces)
            forms[selector] = String(text[text.index(after: open)..<close])
            index = text.index(after: close)
        }
        return forms
    }

    /// The names of the placeholders of a template, plural ones included (for the tests that
    /// check that every language fills the same ones).
    static func placeholders(_ template: String) -> Set<String> {
        var names: Set<String> = []
        var index = template.startIndex
        while index < template.endIndex {
            guard template[index] == "{", let close = matchingBrace(in: template, from: index) else {
                index = template.index(after: index)
                continue
            }
            let inside = template[template.index(after: index)..<close]
            let parts = inside.split(separator: ",", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
            names.insert(parts[0])
            if parts.count == 3 { for form in forms(parts[2]).values { names.formUnion(placeholders(form)) } }
            index = template.index(after: close)
        }
        return names
    }

    private static func text(of value: (any Sendable)?, language: Language) -> String? {
        switch value {
        case nil: return nil
        case let number as Int: return Localization.grouped(number, in: language)
        case let text as String: return text
        case let other?: return String(describing: other)
        }
    }
}

/// Which plural form a whole number takes (the CLDR's rules for cardinal numbers).
enum PluralRule {
    static func category(_ number: Int, in language: Language) -> String {
        switch language {
        case .english, .pseudo, .spanish: return number == 1 ? "one" : "other"
        // Portuguese: 0 and 1 are singular ("0 favorito", "1 favorito", "2 favoritos").
        case .brazilianPortuguese: return (0...1).contains(number) ? "one" : "other"
        }
    }
}
