import Foundation
import SpaceNetworkingTesting
import Testing
import SpaceNetworking
@testable import AstronautsFeature

func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name))
}

func roster(_ stub: StubTransport, token: String? = nil) -> AstronautRoster {
    AstronautRoster(
        client: APIClient(transport: stub, timeout: 5, sleep: { _ in }, random: { 0.5 }),
        collectionURL: URL(string: "https://ll.test/2.3.0/astronauts/")!, token: token)
}

@Suite struct AstronautDecodingTests {
    @Test func allThreeGenerationsGiveTheSameFields() throws {
        let new = try JSONDecoder().decode(AstronautPage.self, from: try fixture("ll230-list.json")).results[0]
        let old = try JSONDecoder().decode(AstronautPage.self, from: try fixture("ll220-list.json")).results[0]
        for astronaut in [new, old] {
            #expect(astronaut.name == "Chris Hadfield")
            #expect(astronaut.nationality == "Canadian")
            #expect(astronaut.agencyAbbreviation == "CSA")
            #expect(astronaut.agencyName == "Canadian Space Agency")
            #expect(astronaut.status == "Retired")
            #expect(astronaut.profileImageThumbnail?.hasPrefix("https://") == true)
            #expect(astronaut.flightsCount == 3)
            #expect(astronaut.dateOfBirth == "1959-08-29")
        }
        #expect(
            new.bio
                == "Chris Austin Hadfield is a Canadian retired astronaut.\nHe was the first Canadian to walk in space."
        )
    }

    @Test func spaceLaunchNowDetailCountsItsArraysAndUpgradesLinks() throws {
        let pontes = try JSONDecoder().decode(Astronaut.self, from: try fixture("sln350-detail.json"))
        #expect(pontes.nationality == "Brazilian")
        #expect(pontes.flightsCount == 1)
        #expect(pontes.landingsCount == 1)
        #expect(pontes.wiki == "https://en.wikipedia.org/wiki/Marcos_Pontes")
        #expect(pontes.profileImageThumbnail == nil)
        #expect(pontes.agencyAbbreviation == nil && pontes.agencyName == "Brazilian Space Agency")
    }

    @Test func severalNationalitiesAndAgeAtDeath() throws {
        let dual = try JSONDecoder().decode(Astronaut.self, from: try fixture("ll230-detail-two-nationalities.json"))
        #expect(dual.nationality == "American, Russian")
        #expect(dual.agencyName == nil)
        #expect(dual.bio == nil)
        #expect(dual.age(at: Date(timeIntervalSince1970: 1_700_000_000)) == 59)
    }

    @Test func ageFromTheInjectedClock() throws {
        let hadfield = try JSONDecoder().decode(AstronautPage.self, from: try fixture("ll230-list.json")).results[0]
        #expect(hadfield.age(at: ISO8601DateFormatter().date(from: "2024-08-28T12:00:00Z")!) == 64)
        #expect(hadfield.age(at: ISO8601DateFormatter().date(from: "2024-08-29T12:00:00Z")!) == 65)
    }

    @Test func malformedBodyThrows() {
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(AstronautPage.self, from: try fixture("malformed-page.json"))
        }
    }

    @Test(arguments: [
        ("P165DT16H19M", "165 days 16 h 19 min"), ("PT14H50M", "14 h 50 min"), ("P1DT0H", "1 day"), ("PT0S", "0 min"),
        ("P1Y2M", "1 year 2 months"), ("PT45S", "45 s"), ("nonsense", nil), ("P", nil), ("P5X", nil),
    ])
    func durationsInWords(text: String, words: String?) {
        #expect(ISODuration.words(text) == words)
    }
}

@Suite struct AstronautRosterTests {
    @Test func sortsOnTheServerAndSendsTheToken() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: String(decoding: try fixture("ll230-list.json"), as: UTF8.self))
        _ = try await roster(stub, token: "tok123").page(
            AstronautsQuery(sort: .desc, search: "had field", inSpace: true, limit: 25, page: 3))
        let request = try #require(await stub.requests.first)
        #expect(
            request.url.absoluteString
                == "https://ll.test/2.3.0/astronauts/?limit=25&offset=50&ordering=-name&search=had%20field&in_space=true"
        )
        #expect(request.headers["Authorization"] == "Token tok123")
    }

    @Test func detailURLHasATrailingSlashAnd404IsASentence() async throws {
        let stub = StubTransport()
        await stub.enqueue(status: 404, json: #"{"detail":"No Astronaut matches the given query."}"#)
        let error = await #expect(throws: SpaceError.self) { try await roster(stub).astronaut(id: 999999) }
        #expect(error?.message == "No astronaut with id 999999.")
        #expect(await stub.requests.first?.url.absoluteString == "https://ll.test/2.3.0/astronauts/999999/")
    }

    @Test func throttledIsRateLimitedWithTheWaitInWords() async throws {
        let stub = StubTransport()
        await stub.enqueue(
            status: 429, json: #"{"detail":"Request was throttled. Expected available in 1631 seconds."}"#)
        let error = await #expect(throws: SpaceError.self) { try await roster(stub).page(AstronautsQuery()) }
        #expect(error?.kind == .rateLimited)
        #expect(error?.message == "Launch Library 2's rate limit is reached; try again in about 27 minutes.")
        #expect(error?.hint?.contains("SPACE_LL2_TOKEN") == true)
    }

    @Test func malformedPageIsABadResponse() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: String(decoding: try fixture("malformed-page.json"), as: UTF8.self))
        let error = await #expect(throws: SpaceError.self) { try await roster(stub).page(AstronautsQuery()) }
        #expect(error?.kind == .badResponse)
    }
}

/// Finding an astronaut by what a person typed: an id, or words that match one, several or none.
@Suite struct AstronautMatchTests {
    @Test func anIdIsLoadedAtOnce() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: String(decoding: try fixture("ll230-detail-two-nationalities.json"), as: UTF8.self))
        guard case .one = try await roster(stub).find("12") else { Issue.record("not one"); return }
        let asked = await stub.requests.map(\.url.absoluteString)
        #expect(asked == ["https://ll.test/2.3.0/astronauts/12/"], "\(asked)")
    }

    @Test func wordsMatchingSeveralGiveThePage() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: try Self.page(ids: [9, 10, 11]))
        guard case .several(let page) = try await roster(stub).find("an") else { Issue.record("not several"); return }
        #expect(page.results.count > 1)
        #expect(await stub.requests.first?.url.query?.contains("search=an") == true)
    }

    @Test func wordsMatchingOneLoadItsDetailAndNoneIsNone() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: try Self.page(ids: [9]))
        await stub.enqueue(json: String(decoding: try fixture("ll230-detail-two-nationalities.json"), as: UTF8.self))
        guard case .one = try await roster(stub).find("Some Name") else { Issue.record("not one"); return }
        #expect(await stub.requests.count == 2, "the search, then the one match's detail")

        let empty = StubTransport()
        await empty.enqueue(json: #"{"count": 0, "next": null, "previous": null, "results": []}"#)
        guard case .none = try await roster(empty).find("Nobody") else { Issue.record("not none"); return }
    }

    /// A page of the list fixture's astronaut under these ids.
    static func page(ids: [Int]) throws -> String {
        let list = try JSONSerialization.jsonObject(with: try fixture("ll230-list.json")) as! [String: Any]
        let first = (list["results"] as! [[String: Any]])[0]
        let results = ids.map { id in first.merging(["id": id]) { _, new in new } }
        let page = try JSONSerialization.data(withJSONObject: [
            "count": ids.count, "next": NSNull(), "previous": NSNull(), "results": results,
        ])
        return String(decoding: page, as: UTF8.self)
    }
}
