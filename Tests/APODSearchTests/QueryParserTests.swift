import Testing
@testable import APODSearch

@Suite struct QueryParserTests {
    func parse(_ text: String) throws -> ArchiveQuery { try ArchiveQuery(parsing: text) }

    @Test func wordsAreAndedAndFolded() throws {
        #expect(try parse("Crab  Nébula").groups == [[.word("crab")], [.word("nebula")]])
    }

    @Test func phrasesExclusionsOrAndPrefixes() throws {
        let query = try parse("\"total solar eclipse\" -moon aurora OR airglow nebul*")
        #expect(
            query.groups == [
                [.phrase(["total", "solar", "eclipse"])], [.word("aurora"), .word("airglow")], [.prefix("nebul")],
            ])
        #expect(query.excluded == [.word("moon")])
        #expect(try parse("-\"solar eclipse\" moon").excluded == [.phrase(["solar", "eclipse"])])
    }

    @Test func titleKeepsAWordPrefixOrPhraseToTitles() throws {
        let query = try parse("Title:Crab title:\"solar eclipse\" title:nebul* -title:moon orion")
        #expect(
            query.groups == [
                [.title(.word("crab"))], [.title(.phrase(["solar", "eclipse"]))], [.title(.prefix("nebul"))],
                [.word("orion")],
            ])
        #expect(query.excluded == [.title(.word("moon"))])
        #expect(query.groups[1][0].description == "title:\"solar eclipse\"")
        #expect(try parse("title: comet").groups == [[.word("comet")]], "title: alone is nothing")
        #expect(try parse("subtitle:x").groups == [[.phrase(["subtitle", "x"])]], "only at a word's start")
        #expect(throws: ArchiveQuery.Problem.noWords) { try parse("title:") }
    }

    @Test func orAtAnEndOrInLowerCaseIsAWord() throws {
        #expect(try parse("OR comet").groups == [[.word("or")], [.word("comet")]].filter { $0 != [.word("or")] })
        #expect(try parse("comet or meteor").groups == [[.word("comet")], [.word("meteor")]])
        #expect(try parse("comet OR").groups == [[.word("comet")]])
    }

    @Test func catalogueNamesTypedWithASpaceAreOneName() throws {
        #expect(try parse("NGC 1499").groups == [[.word("ngc1499")]])
        #expect(try parse("ngc1499").groups == [[.word("ngc1499")]])
        #expect(try parse("M 31 andromeda").groups == [[.word("m31")], [.word("andromeda")]])
        #expect(try parse("Sh2-155").groups == [[.word("sh2155")]])
    }

    @Test func hostileInputParsesOrSaysWhy() throws {
        // A lone quote runs to the end; a lone dash or star is nothing.
        #expect(try parse("\"crab nebula").groups == [[.phrase(["crab", "nebula"])]])
        #expect(try parse("- comet *").groups == [[.word("comet")]])
        #expect(throws: ArchiveQuery.Problem.noWords) { try parse("\"") }
        #expect(throws: ArchiveQuery.Problem.noWords) { try parse(" - * \"\" ,.;") }
        #expect(throws: ArchiveQuery.Problem.onlyExclusions) { try parse("-moon -sun") }
        let many = Array(repeating: "star", count: 500).joined(separator: " ")
        #expect(throws: ArchiveQuery.Problem.tooManyWords(given: 500, limit: ArchiveQuery.wordLimit)) {
            try parse(many)
        }
        #expect(throws: ArchiveQuery.Problem.tooManyPrefixes(given: 5, limit: ArchiveQuery.prefixLimit)) {
            try parse("a* b* c* d* e*")
        }
    }

    @Test func commonWordsGoWhenOthersAreGivenAndStayWhenAlone() throws {
        let query = try parse("the moon of saturn")
        #expect(query.groups == [[.word("moon")], [.word("saturn")]])
        #expect(query.dropped == ["the", "of"])
        #expect(try parse("the of").groups == [[.word("the")], [.word("of")]])
        // Inside a phrase they stay.
        #expect(try parse("\"pillars of creation\"").groups == [[.phrase(["pillar", "of", "creation"])]])
    }
}

/// Whatever a person types: random text from quotes, dashes, stars, OR, accents, digits, emoji,
/// control characters and catalogue names parses into a query or one `Problem`, and a query
/// searches the sample without a crash.
@Suite struct HostileQueryTests {
    @Test func randomTextNeverBreaksTheParserOrTheSearch() throws {
        let pieces = [
            "\"", "-", "*", "OR", "or", " ", "  ", "-\"", "\"-", "**", "NGC", "1499", "M", "31", "Sérsic", "é",
            "\u{0301}", "’s", "'",
            "nebula", "the", "of", "🚀", "\u{1B}[31m", "\t", "\n", "\u{0}", "ÅNGSTRÖM", "ß", "日本", "x*", "-x*", "OR OR",
            "\"\"",
            "SN", "1987A", "sh2-155", "a", String(repeating: "z", count: 300),
        ]
        let index = try IndexFixtures.index(try IndexFixtures.sample())
        var seed: UInt64 = 20261124
        func next(_ bound: Int) -> Int {
            // A fixed sequence (xorshift), so a failure names the same text every run.
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            return Int(seed % UInt64(bound))
        }
        var parsed = 0, refused = 0
        for _ in 0..<3000 {
            let text = (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined(separator: next(3) == 0 ? "" : " ")
            do {
                let query = try ArchiveQuery(parsing: text)
                parsed += 1
                #expect(!query.groups.isEmpty, "\(text.debugDescription)")
                let outcome = index.search(query, limit: 5)
                #expect(outcome.hits.count <= min(5, outcome.total))
                for hit in outcome.hits {
                    _ = Snippet.make(hit.day.title, terms: query.wanted, width: 40)
                }
            } catch {
                refused += 1
            }
        }
        #expect(parsed > 1000 && refused > 10)
    }
}
