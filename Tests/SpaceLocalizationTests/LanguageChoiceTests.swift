import Testing
@testable import SpaceLocalization

/// The language setting, then LANGUAGE > LC_ALL > LC_MESSAGES > LANG; C, POSIX or an unknown
/// language: English. Here the setting is given as `SpaceSettings` gives it from `SPACE_LANG`.
@Suite struct LanguageChoiceTests {
    func choose(_ environment: [String: String]) -> LanguageChoice {
        LanguageChoice.resolve(environment, setting: environment["SPACE_LANG"].map { ($0, "SPACE_LANG") })
    }

    @Test func nothingSetIsEnglish() {
        #expect(choose([:]) == LanguageChoice(language: .english, source: nil))
    }

    @Test func tagsAreReadWhateverTheirSpelling() {
        #expect(Language(tag: "es_ES.UTF-8") == .spanish)
        #expect(Language(tag: "es-MX") == .spanish)
        #expect(Language(tag: "pt_BR.utf8") == .brazilianPortuguese)
        #expect(Language(tag: "pt-br") == .brazilianPortuguese)
        #expect(Language(tag: "pt_PT") == .brazilianPortuguese, "Portuguese is spoken as in Brazil")
        #expect(Language(tag: "en_GB@euro") == .english)
        #expect(Language(tag: "x-pseudo") == .pseudo)
        #expect(Language(tag: "fr_FR.UTF-8") == nil)
        #expect(Language(tag: "C") == nil)
        #expect(Language(tag: "") == nil)
    }

    @Test func theOrderIsSpaceLangThenLanguageThenTheLocaleVariables() {
        let all = [
            "SPACE_LANG": "es", "LANGUAGE": "pt_BR", "LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "es_ES",
            "LANG": "pt_BR.UTF-8",
        ]
        #expect(choose(all) == LanguageChoice(language: .spanish, source: "SPACE_LANG"))
        var rest = all
        rest["SPACE_LANG"] = nil
        #expect(choose(rest) == LanguageChoice(language: .brazilianPortuguese, source: "LANGUAGE"))
        rest["LANGUAGE"] = nil
        #expect(choose(rest) == LanguageChoice(language: .english, source: "LC_ALL"))
        rest["LC_ALL"] = nil
        #expect(choose(rest) == LanguageChoice(language: .spanish, source: "LC_MESSAGES"))
        rest["LC_MESSAGES"] = nil
        #expect(choose(rest) == LanguageChoice(language: .brazilianPortuguese, source: "LANG"))
    }

    @Test func emptyValuesAreSkipped() {
        #expect(
            choose(["SPACE_LANG": "", "LANGUAGE": "", "LC_ALL": "", "LANG": "es_ES.UTF-8"])
                == LanguageChoice(language: .spanish, source: "LANG"))
    }

    @Test func languageIsAListAndTheFirstKnownLanguageWins() {
        #expect(choose(["LANGUAGE": "fr:pt_BR:es", "LANG": "en_US.UTF-8"]).language == .brazilianPortuguese)
        #expect(
            choose(["LANGUAGE": "de:fr", "LANG": "es_ES.UTF-8"]) == LanguageChoice(language: .spanish, source: "LANG"),
            "no language of the list is known: the locale decides")
        #expect(choose(["LANGUAGE": "es"]).language == .spanish, "an unset locale does not cancel LANGUAGE")
    }

    @Test func cOrPosixMeansEnglishAndLanguageIsNotReadThen() {
        #expect(choose(["LANGUAGE": "es", "LC_ALL": "C"]) == LanguageChoice(language: .english, source: "LC_ALL"))
        #expect(choose(["LANGUAGE": "pt_BR", "LANG": "POSIX"]) == LanguageChoice(language: .english, source: "LANG"))
        #expect(
            choose(["LANG": "C.UTF-8", "LANGUAGE": "es"]).language == .spanish, "C.UTF-8 is not C: LANGUAGE is read")
        #expect(choose(["LANG": "C.UTF-8"]) == LanguageChoice(language: .english, source: "LANG"))
    }

    @Test func anUnknownLanguageIsEnglish() {
        #expect(choose(["LANG": "fr_FR.UTF-8"]) == LanguageChoice(language: .english, source: "LANG"))
        #expect(
            choose(["SPACE_LANG": "klingon", "LANG": "es_ES.UTF-8"])
                == LanguageChoice(language: .english, source: "SPACE_LANG"))
    }
}
