import Testing
import APODFeature
@testable import APODSearch

@Suite struct RankingTests {
    /// Three days; "star" is in the first one's title and twice in the second one's text.
    /// By hand: N = 3, n = 2, idf = ln(1 + 1.5/2.5) = ln 1.6 = 0.470004. Average lengths: title 1,
    /// text 3. Day 0: t = 10·1/1 = 10, score = 0.470004 · 10·2.2/(10 + 1.2) = 0.923222. Day 1:
    /// text norm = 0.25 + 0.75·5/3 = 1.5, t = 2/1.5 = 1.33333, score = 0.470004 · 1.33333·2.2/2.53333
    /// = 0.544215.
    @Test func scoresMatchTheFormulaByHand() throws {
        let index = try IndexFixtures.index([
            IndexFixtures.day("2020-01-01", title: "Star", text: "red giant"),
            IndexFixtures.day("2020-01-02", title: "Moon", text: "a star and a star"),
            IndexFixtures.day("2020-01-03", title: "Sun", text: "bright sun"),
        ])
        let outcome = index.search(try ArchiveQuery(parsing: "star"), limit: 10)
        #expect(outcome.total == 2)
        #expect(outcome.hits.map(\.day.date.description) == ["2020-01-01", "2020-01-02"])
        #expect(abs(outcome.hits[0].score - 0.923222) < 0.0001)
        #expect(abs(outcome.hits[1].score - 0.544215) < 0.0001)
    }

    @Test func aTitleOutranksTheSameWordDeepInAnExplanationAndCreditIsBetween() throws {
        let filler = Array(repeating: "sky", count: 80).joined(separator: " ")
        let index = try IndexFixtures.index([
            IndexFixtures.day("2020-01-01", title: "Clouds", text: "\(filler) comet \(filler)"),
            IndexFixtures.day("2020-01-02", title: "A Comet", text: filler),
            IndexFixtures.day("2020-01-03", title: "Hills", credit: "Comet Watchers", text: filler),
        ])
        #expect(try index.dates("comet") == ["2020-01-02", "2020-01-03", "2020-01-01"])
    }

    /// `title:` finds the word or phrase in titles only, and ranks by the title alone.
    @Test func titleFindsOnlyTitles() throws {
        let index = try IndexFixtures.index([
            IndexFixtures.day("2020-01-01", title: "Clouds", text: "a comet over clouds"),
            IndexFixtures.day("2020-01-02", title: "A Comet Tail", text: "ice"),
            IndexFixtures.day("2020-01-03", title: "Hills", credit: "Comet Watchers", text: "hills"),
            IndexFixtures.day("2020-01-04", title: "Comet and Tail", text: "comet comet comet tail"),
        ])
        #expect(try index.dates("title:comet") == ["2020-01-04", "2020-01-02"])
        #expect(try index.dates("title:\"comet tail\"") == ["2020-01-02"])
        #expect(try index.dates("title:\"over clouds\"") == [], "a phrase in the explanation is not in the title")
        #expect(try index.dates("comet -title:comet") == ["2020-01-03", "2020-01-01"])
        #expect(try index.dates("title:com*") == ["2020-01-04", "2020-01-02"])
    }

    @Test func tiesGoToTheNewerDay() throws {
        let index = try IndexFixtures.index([
            IndexFixtures.day("2001-05-05", title: "Aurora", text: "green light"),
            IndexFixtures.day("2011-05-05", title: "Aurora", text: "green light"),
            IndexFixtures.day("2006-05-05", title: "Aurora", text: "green light"),
        ])
        #expect(try index.dates("aurora") == ["2011-05-05", "2006-05-05", "2001-05-05"])
        #expect(try index.dates("aurora", order: .date) == ["2011-05-05", "2006-05-05", "2001-05-05"])
    }
}
