import Testing
@testable import SpaceLocalization

/// Placeholders by name, plural forms per language, numbers grouped per language.
@Suite struct TemplateTests {
    @Test func placeholdersAreFilledByNameInAnyOrder() {
        let filled = Template.fill("{b} before {a}; {a} again", ["a": "x", "b": "y"], language: .english)
        #expect(filled == "y before x; x again")
        #expect(Template.fill("{missing} stays", [:], language: .english) == "{missing} stays")
    }

    @Test func pluralFormsFollowEachLanguagesRule() {
        let template = "{count, plural, one {# day} other {# days}}"
        #expect(Template.fill(template, ["count": 1], language: .english) == "1 day")
        #expect(Template.fill(template, ["count": 0], language: .english) == "0 days")
        #expect(Template.fill(template, ["count": 1234], language: .english) == "1,234 days")
        let portuguese = "{count, plural, one {# dia} other {# dias}}"
        #expect(
            Template.fill(portuguese, ["count": 0], language: .brazilianPortuguese) == "0 dia",
            "0 is singular in Portuguese")
        #expect(Template.fill(portuguese, ["count": 2], language: .brazilianPortuguese) == "2 dias")
        #expect(Template.fill(portuguese, ["count": 1234], language: .brazilianPortuguese) == "1.234 dias")
        let spanish = "{count, plural, =0 {ningún día} one {# día} other {# días}}"
        #expect(Template.fill(spanish, ["count": 0], language: .spanish) == "ningún día")
        #expect(Template.fill(spanish, ["count": 1], language: .spanish) == "1 día")
        #expect(Template.fill(spanish, ["count": 12345], language: .spanish) == "12.345 días")
    }

    @Test func numbersAreGroupedAsTheLanguageWritesThem() {
        #expect(Localization.grouped(1234, in: .english) == "1,234")
        #expect(Localization.grouped(1234, in: .brazilianPortuguese) == "1.234")
        #expect(Localization.grouped(1234, in: .spanish) == "1234", "Spanish groups from five digits")
        #expect(Localization.grouped(12345, in: .spanish) == "12.345")
        #expect(Localization.grouped(-1234567, in: .english) == "-1,234,567")
        #expect(Localization.grouped(999, in: .brazilianPortuguese) == "999")
    }

    @Test func placeholdersAreFoundInsidePluralForms() {
        #expect(
            Template.placeholders("{a} and {n, plural, one {# {thing}} other {# {things}}}") == [
                "a", "n", "thing", "things",
            ])
    }

    @Test func theLanguageOfTheRunIsTheOneSpokenNow() {
        Localization.speaking(.spanish) {
            #expect(Localization.language == .spanish)
            #expect(Localization.grouped(12345) == "12.345")
        }
    }
}
