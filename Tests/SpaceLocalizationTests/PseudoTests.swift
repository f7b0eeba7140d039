import Testing
@testable import SpaceLocalization

/// The pseudo-language: accented, 40% longer, in brackets, placeholders untouched.
@Suite struct PseudoTests {
    @Test func aSentenceIsAccentedLongerAndBracketed() {
        let english = "Show help for the command."
        let pseudo = tr(english, in: .pseudo)
        #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"))
        #expect(!pseudo.contains("help"), "every letter is accented")
        #expect(pseudo.count >= english.count * 14 / 10, "\(pseudo) is at least 40% longer")
    }

    @Test func placeholdersKeepTheirValuesAsGiven() {
        let pseudo = tr(
            "{option} needs a value ({placeholder}).", ["option": "--page", "placeholder": "N"], in: .pseudo)
        #expect(pseudo.contains("--page") && pseudo.contains("(N)"))
        let plural = tr("{count, plural, one {# day} other {# days}}", ["count": 3], in: .pseudo)
        #expect(plural.contains("3 ") && !plural.contains("days"))
    }
}
