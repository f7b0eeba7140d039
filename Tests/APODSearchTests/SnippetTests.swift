import Testing
@testable import APODSearch

@Suite struct SnippetTests {
    let text =
        "The featured image shows a sprawling cloud of glowing gas. Catalogued as NGC 1499, it is known as the California Nebula for its shape. Named for the mythical island of Calafia in a Spanish novel, it lies about 1,500 light-years away."

    func marked(_ snippet: Snippet) -> String {
        var bytes = Array(snippet.text.utf8)
        for range in snippet.matches.reversed() {
            bytes.insert(UInt8(ascii: "]"), at: range.upperBound)
            bytes.insert(UInt8(ascii: "["), at: range.lowerBound)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aWindowAroundTheBestMatchWithTheWordsMarked() throws {
        let snippet = Snippet.make(text, terms: [.word("calafia")], width: 60)
        #expect(snippet.text.count <= 60)
        #expect(snippet.text.hasPrefix("…") && snippet.text.hasSuffix("…"))
        #expect(marked(snippet).contains("[Calafia]"))
    }

    @Test func theWindowWithTheMostDistinctWordsWins() throws {
        let snippet = Snippet.make(text, terms: [.word("california"), .word("nebula"), .word("gas")], width: 50)
        #expect(marked(snippet).contains("[California] [Nebula]"))
    }

    @Test func prefixesPhrasesAndFoldedWordsAreMarked() throws {
        #expect(
            marked(Snippet.make("Sérsic's galaxies and a SÉRSIC profile.", terms: [.word("sersic")], width: 80))
                == "[Sérsic]'s galaxies and a [SÉRSIC] profile.")
        #expect(
            marked(Snippet.make("Nebulae and a nebula.", terms: [.prefix("nebul")], width: 80))
                == "[Nebulae] and a [nebula].")
        #expect(
            marked(
                Snippet.make("The total solar eclipse.", terms: [.phrase(["total", "solar", "eclipse"])], width: 80))
                == "The [total] [solar] [eclipse].")
    }

    @Test func noMatchGivesTheBeginningCutAtAWord() {
        let snippet = Snippet.make(text, terms: [.word("zyzzyva")], width: 40)
        #expect(snippet.matches.isEmpty)
        #expect(snippet.text.hasPrefix("The featured image") && snippet.text.hasSuffix("…") && snippet.text.count <= 40)
        #expect(Snippet.make("", terms: [.word("moon")], width: 40).text == "")
        #expect(Snippet.make("Short.", terms: [.word("moon")], width: 40).text == "Short.")
    }

    @Test func lineBreaksBecomeSpaces() {
        #expect(!Snippet.make("One line\nand another", terms: [.word("another")], width: 80).text.contains("\n"))
    }
}
