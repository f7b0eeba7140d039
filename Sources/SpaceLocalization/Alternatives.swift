/// A list of alternatives as the language writes one: "auto, on or off", "auto, on u off",
/// "auto, on ou off". Spanish writes "u" for "o" before a word that starts with the sound "o"
/// ("on u off", "siete u ocho"), which is why no sentence of the catalog joins its own choices.
extension Localization {
    public static func alternatives(_ items: [String], in language: Language = Localization.language) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        var or = tr("or", in: language)
        if language == .spanish, or == "o", last.lowercased().hasPrefix("o") || last.lowercased().hasPrefix("ho") {
            or = "u"
        }
        return items.dropLast().joined(separator: ", ") + " " + or + " " + last
    }
}
