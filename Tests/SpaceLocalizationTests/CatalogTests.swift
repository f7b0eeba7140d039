import Testing
@testable import SpaceLocalization

/// Every sentence of the catalog in every language, with the same placeholders and plural forms.
@Suite struct CatalogTests {
    @Test(arguments: [Language.spanish, .brazilianPortuguese])
    func everySentenceIsTranslated(_ language: Language) {
        let table = Catalog.table(language)
        let missing = Catalog.english.filter { table[$0] == nil }
        #expect(missing.isEmpty, "\(language.code) lacks: \(missing.prefix(5))")
        for (msgid, translation) in table {
            #expect(
                Catalog.placeholders(msgid) == Catalog.placeholders(translation),
                "\(language.code): the placeholders of '\(msgid)'")
            #expect(
                msgid.contains(", plural,") == translation.contains(", plural,"),
                "\(language.code): plural forms of '\(msgid)'")
            #expect(!translation.isEmpty)
            #expect(
                translation.filter { $0 == "{" }.count == translation.filter { $0 == "}" }.count,
                "\(language.code): braces of '\(msgid)'")
        }
    }

    @Test func eachSentenceIsInOnePartOfItsLanguage() {
        let spanish = [
            Catalog.spanishHelp, Catalog.spanishManual, Catalog.spanishUsageErrors, Catalog.spanishFailures,
            Catalog.spanishFiles, Catalog.spanishMessages,
            Catalog.spanishViews, Catalog.spanishBrowser, Catalog.spanishBrowserKeys, Catalog.spanishWallpaperStatus,
        ]
        let portuguese = [
            Catalog.portugueseHelp, Catalog.portugueseManual, Catalog.portugueseUsageErrors, Catalog.portugueseFailures,
            Catalog.portugueseFiles,
            Catalog.portugueseMessages, Catalog.portugueseViews, Catalog.portugueseBrowser,
            Catalog.portugueseBrowserKeys,
            Catalog.portugueseWallpaperStatus,
        ]
        #expect(spanish.map(\.count).reduce(0, +) == Catalog.spanish.count, "a Spanish sentence is in two parts")
        #expect(
            portuguese.map(\.count).reduce(0, +) == Catalog.portuguese.count, "a Portuguese sentence is in two parts")
        #expect(
            zip(spanish, portuguese).allSatisfy { Set($0.keys) == Set($1.keys) },
            "the parts hold the same sentences in both languages")
    }

    @Test func aSentenceMissingFromALanguageIsSaidInEnglish() {
        #expect(tr("A sentence nobody translated.", in: .spanish) == "A sentence nobody translated.")
    }

    @Test func pluralSentencesHaveEveryFormTheirLanguageUses() {
        for language in [Language.spanish, .brazilianPortuguese] {
            for (msgid, translation) in Catalog.table(language) where msgid.contains(", plural,") {
                #expect(
                    translation.contains("one {") && translation.contains("other {"), "\(language.code): '\(msgid)'")
            }
        }
    }
}

/// Alternatives joined as each language writes them.
@Suite struct AlternativesTests {
    @Test func eachLanguageJoinsItsOwnWay() {
        #expect(Localization.alternatives(["auto", "on", "off"], in: .english) == "auto, on or off")
        #expect(Localization.alternatives(["on", "off"], in: .spanish) == "on u off", "u before an o sound")
        #expect(Localization.alternatives(["today", "favorites"], in: .spanish) == "today o favorites")
        #expect(
            Localization.alternatives(["auto", "dark", "light"], in: .brazilianPortuguese) == "auto, dark ou light")
        #expect(Localization.alternatives(["bash"], in: .english) == "bash")
        #expect(Localization.alternatives([], in: .english) == "")
    }
}
