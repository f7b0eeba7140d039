import Testing
@testable import APODSearch

@Suite struct TokenizerTests {
    @Test func foldsCaseAndAccents() {
        #expect(SearchTokenizer.terms("Sérsic CALAFIA Ångström naïve") == ["sersic", "calafia", "angstrom", "naive"])
    }

    @Test func dropsPossessivesAndKeepsInnerApostrophes() {
        #expect(
            SearchTokenizer.terms("Saturn's moon, Orion’s belt; O'Neil's rocket") == [
                "saturn", "moon", "orion", "belt", "oneil", "rocket",
            ])
    }

    @Test func keepsCatalogueNamesWhole() {
        #expect(SearchTokenizer.terms("M31 and NGC1499, SN1987A") == ["m31", "and", "ngc1499", "sn1987a"])
    }

    @Test func joinsACataloguePrefixWithItsNumberAtTheNumbersPlace() {
        let tokens = SearchTokenizer.tokens("the NGC 1499 nebula")
        #expect(tokens.map(\.term) == ["the", "ngc", "1499", "ngc1499", "nebula"])
        #expect(tokens.map(\.position) == [0, 1, 2, 2, 3])
        // The joined name spans both words in the text.
        #expect(tokens[3].bytes == 4..<12)
        #expect(SearchTokenizer.terms("Messier 31") == ["messier", "31", "m31"])
        #expect(SearchTokenizer.terms("SN 1987A") == ["sn", "1987a", "sn1987a"])
        // Only a number joins: "M and" does not.
        #expect(SearchTokenizer.terms("M stars") == ["m", "star"])
    }

    @Test func pluralsAreFoldedToTheSingular() {
        #expect(
            SearchTokenizer.terms("Mountains galaxies eclipses boxes crosses churches photos")
                == ["mountain", "galaxy", "eclipse", "box", "cross", "church", "photo"])
        // Not: short words, -ss, -us, -is, or words with digits.
        #expect(
            SearchTokenizer.terms("gas bus Venus glass axis 1987as") == [
                "gas", "bus", "venus", "glass", "axis", "1987as",
            ])
    }

    @Test func byteRangesPointAtTheWords() {
        let text = "Ünder the Moon"
        let tokens = SearchTokenizer.tokens(text)
        let bytes = Array(text.utf8)
        #expect(tokens.map { String(decoding: bytes[$0.bytes], as: UTF8.self) } == ["Ünder", "the", "Moon"])
    }

    @Test func punctuationAndEmptyTextGiveNoWords() {
        #expect(SearchTokenizer.terms("") == [])
        #expect(SearchTokenizer.terms(" -- ' \" ** ") == [])
        #expect(SearchTokenizer.fold("Sérsic") == "sersic")
    }
}
