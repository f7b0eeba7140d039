import Testing
import APODFeature
@testable import APODSearch

/// Searches over 39 real days.
@Suite struct SampleSearchTests {
    let index: ArchiveIndex

    init() throws { index = try IndexFixtures.index(try IndexFixtures.sample()) }

    @Test func findsTheCaliforniaNebulaByAWordOfItsExplanation() throws {
        #expect(try index.dates("calafia") == ["2023-12-19", "2021-03-10"])
        #expect(try index.dates("Calafia") == index.dates("calafia"))
    }

    @Test func aTitleMatchRanksFirst() throws {
        let dates = try index.dates("horsehead")
        // The two days titled so come before the days that only mention it.
        #expect(Set(dates.prefix(3)) == ["1995-09-25", "1999-05-19", "1998-08-06"])
        #expect(dates.count > 3)
        #expect(try index.dates("horsehead", limit: 2).count == 2)
    }

    @Test func phrasesAndExclusionsHold() throws {
        // Six days hold both words; two hold them one after the other.
        #expect(try index.dates("total eclipse").count == 6)
        #expect(Set(try index.dates("\"total eclipse\"")) == ["1995-10-24", "2008-08-21"])
        let without = try index.dates("california -pleiades")
        #expect(!without.contains("2013-11-22") && !without.contains("1996-06-18"))
        #expect(try index.dates("california").contains("2013-11-22"))
    }

    @Test func catalogueNamesWithAndWithoutASpace() throws {
        let spaced = try index.dates("NGC 1499")
        #expect(spaced == (try index.dates("ngc1499")))
        #expect(spaced.contains("2021-03-10") && spaced.contains("2005-03-10"))
        // "SN 1987A" in one title, "SN1987A" in the other: both ways of typing find both.
        #expect(Set(try index.dates("SN1987A")).isSuperset(of: ["2000-05-12", "2006-01-25"]))
        #expect(Set(try index.dates("SN 1987A")).isSuperset(of: ["2000-05-12", "2006-01-25"]))
        #expect(try index.dates("M31").first == "1995-07-24")
    }

    @Test func prefixesOrAndFilters() throws {
        let prefix = try index.dates("eclips*")
        #expect(prefix.contains("1999-09-02") && prefix.contains("2020-12-29"))
        let either = try index.dates("calafia OR jellyfish")
        #expect(Set(either) == ["2023-12-19", "2021-03-10", "2018-03-23"])
        #expect(try index.dates("eclipse", filter: SearchFilter(media: .video)) == ["2020-12-29"])
        let nineties = try index.dates(
            "eclipse", filter: SearchFilter(start: APODDate("1995-01-01"), end: APODDate("1999-12-31")))
        #expect(!nineties.isEmpty && nineties.allSatisfy { $0 < "2000" })
        #expect(try index.dates("the").count > 30)
    }

    @Test func theWayPeopleRememberADayFindsIt() throws {
        // "that eclipse over the mountains": plural or not, common words or not.
        #expect(try index.dates("eclipse over the mountains").first == "1999-09-02")
        #expect(try index.dates("horsehead nebulas").contains("1999-05-19"))
    }

    @Test func wordsNowhereFindNothing() throws {
        let outcome = index.search(try ArchiveQuery(parsing: "zyzzyva calafia"), limit: 10)
        #expect(outcome.total == 0 && outcome.hits.isEmpty)
        #expect(try index.dates("\"nebula california\"").isEmpty)
    }
}
