import Foundation

/// The pseudo-language: each letter accented, the sentence 40% longer and in brackets, its
/// placeholders left as they are (so the values filled in read as given).
enum Pseudo {
    static func template(_ english: String) -> String {
        var output = ""
        var letters = 0
        var index = english.startIndex
        while index < english.endIndex {
            let character = english[index]
            if character == "{", let close = Template.matchingBrace(in: english, from: index) {
                output += pluralAware(String(english[index...close]))
                index = english.index(after: close)
                continue
            }
            if let accented = accents[character] {
                output.append(accented); letters += 1
            } else {
                output.append(character)
            }
            index = english.index(after: index)
        }
        // 40% longer, in words that wrap: "ẋẋẋẋ".
        let extra = max(1, (english.count * 2 + 4) / 5)
        var padding = ""
        while padding.count < extra { padding += padding.isEmpty ? "ẋẋẋ" : " ẋẋẋ" }
        return "[" + output + " " + padding + "]"
    }

    /// A plural's forms are accented too; a plain placeholder is kept.
    private static func pluralAware(_ placeholder: String) -> String {
        let inside = placeholder.dropFirst().dropLast()
        let parts = inside.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1].trimmingCharacters(in: .whitespaces) == "plural" else { return placeholder }
        let forms = Template.forms(String(parts[2])).sorted { $0.key < $1.key }
            .map { "\($0.key) {" + $0.value.map { accents[$0].map(String.init) ?? String($0) }.joined() + "}" }
        return "{" + parts[0] + ", plural, " + forms.joined(separator: " ") + "}"
    }

    static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
