import Foundation
import Testing

@Suite struct SearchEndToEndTests {
    @Test func pageTableAndFooter() throws {
        let server = try FakeServer()
        let result = try SpaceRunner(server: server).run(["search", "nebula", "--page", "2", "--page-size", "5"], env: ["COLUMNS": "120"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix(" #  NASA ID"))
        #expect(lines[1].hasPrefix(" 6  SYN-nebula-00005"))
        #expect(result.stdout.contains("Page 2 of 205 · 1,022 results"))
        #expect(!result.stdout.contains("Next:"), "no next-command hint through a pipe")
        let query = try #require(try server.log().requests.first?.query)
        #expect(query == ["q": "nebula", "page": "2", "page_size": "5"])
    }

    @Test func everyFilterReachesTheService() throws {
        let server = try FakeServer()
        let result = try SpaceRunner(server: server).run(["search", "apollo", "11", "--media", "video", "--year-start", "1969", "--year-end", "1970", "--center", "JSC"])
        #expect(result.status == 0)
        let query = try #require(try server.log().requests.first?.query)
        #expect(query["q"] == "apollo 11")
        #expect(query["media_type"] == "video")
        #expect(query["year_start"] == "1969" && query["year_end"] == "1970")
        #expect(query["center"] == "JSC")
    }

    @Test func jsonShape() throws {
        let server = try FakeServer()
        let result = try SpaceRunner(server: server).run(["search", "nebula", "--page-size", "3", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["total_hits"] as? Int == 1022)
        #expect(object["total_pages"] as? Int == 341)
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.count == 3)
        #expect(Set(items[0].keys) == ["nasa_id", "title", "description", "date_created", "media_type", "center", "keywords", "thumbnail_url", "asset_url"])
        #expect(items[0]["keywords"] as? [String] == ["nebula", "synthetic", "comma"])
    }

    @Test func limitFetchesPagesConcurrently() throws {
        let server = try FakeServer(config: ["latency_ms": 200])
        let result = try SpaceRunner(server: server).run(["search", "nebula", "--limit", "500", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.count == 500)
        #expect(items.map { $0["nasa_id"] as? String } == (0..<500).map { String(format: "SYN-nebula-%05d", $0) })
        let log = try server.log()
        #expect(log.count == 5)
        #expect(log.max_in_flight == 4)
    }

    @Test func theTenThousandCapAndPagesPastTheEnd() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let cap = try space.run(["search", "nebula", "--page", "101"])
        #expect(cap.status == 64)
        #expect(cap.stderr.contains("at most 10,000 results"))
        #expect(try server.log().count == 0)
        let past = try space.run(["search", "nebula", "--page", "12"])
        #expect(past.status == 64)
        #expect(past.stderr.hasPrefix("Error: Page 12 is past the last page (11)."))
        let none = try space.run(["search", "nothing"])
        #expect(none.status == 0)
        #expect(none.stdout == "No results for \"nothing\".\n")
        let empty = try space.run(["search"])
        #expect(empty.status == 64)
    }

    @Test func assetHumanJSONAndUnknown() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let human = try space.run(["asset", "SYN-nebula-00003"])
        #expect(human.status == 0)
        #expect(human.stdout.contains("Photographer: Synthetic Photographer"))
        #expect(human.stdout.contains("original   https://images-assets.nasa.gov/image/SYN-nebula-00003/SYN-nebula-00003~orig.jpg"))
        let json = try space.run(["asset", "SYN-nebula-00009", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let kinds = (object["files"] as? [[String: String]])?.compactMap { $0["kind"] }
        #expect(kinds == ["thumbnail", "video", "video", "captions", "metadata"], "grouped in the order original, large, medium, small, thumbnail, video, audio, captions, metadata")
        let unknown = try space.run(["asset", "no such/id"])
        #expect(unknown.status == 66)
        #expect(unknown.stderr.hasPrefix("Error: No item with NASA ID \"no such/id\"."))
        #expect(try server.log().requests.contains { $0.path == "/images/asset/no%20such%2Fid" || $0.path == "/images/asset/no such/id" })
    }

    @Test func anHTMLErrorPageIsOneSentence() throws {
        let server = try FakeServer(config: ["routes": [["path": "/images/search", "responses": [
            ["status": 414, "content_type": "text/html", "body": "<html><head><title>414 Request-URI Too Large</title></head><body><h1>414</h1></body></html>"],
        ]]]])
        let result = try SpaceRunner(server: server).run(["search", "nebula"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: The NASA Image Library answered HTTP 414: 414 Request-URI Too Large.\n")
        #expect(result.stdout.isEmpty)
    }
}

@Suite struct AstronautsEndToEndTests {
    func names(_ result: SpaceRunner.Result) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return (object["items"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    @Test func sortBothWaysOverTheWholeRoster() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let asc = try names(try space.run(["astronauts", "--limit", "5", "--json"]))
        let desc = try names(try space.run(["astronauts", "--sort", "desc", "--limit", "5", "--json"]))
        #expect(asc == asc.sorted())
        #expect(desc == desc.sorted(by: >))
        #expect(asc.first! < desc.last!)
        #expect(try server.log().requests.map { $0.query["ordering"] } == ["name", "-name"])
    }

    @Test func searchFiltersAndPagination() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let page = try space.run(["astronauts", "--nationality", "Canadian", "--in-space", "--search", "a", "--limit", "10", "--page", "2"])
        #expect(page.status == 0, "\(page.stderr)")
        let query = try #require(try server.log().requests.last?.query)
        #expect(query == ["nationality": "Canadian", "in_space": "true", "search": "a", "limit": "10", "offset": "10", "ordering": "name"])
        let human = try space.run(["astronauts", "--limit", "25", "--page", "2"], env: ["COLUMNS": "100"])
        #expect(human.stdout.contains("Showing 26–50 of 812 · page 2 of 33"))
        #expect(human.stdout.hasPrefix(" ID  NAME"))
        let json = try space.run(["astronauts", "--limit", "2", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["total"] as? Int == 812 && object["page"] as? Int == 1 && object["page_size"] as? Int == 2)
        let item = try #require((object["items"] as? [[String: Any]])?.first)
        #expect(Set(item.keys) == ["id", "name", "nationality", "agency", "status", "profile_image_thumbnail", "profile_image", "date_of_birth",
                                   "date_of_death", "in_space", "flights_count"])
        #expect(item["nationality"] as? String == "American")
    }

    @Test func allPagesConcurrently() throws {
        let server = try FakeServer(config: ["latency_ms": 150])
        let result = try SpaceRunner(server: server).run(["astronauts", "--all", "--json"])
        #expect(result.status == 0)
        #expect(try names(result).count == 812)
        let log = try server.log()
        #expect(log.count == 9)
        #expect(log.max_in_flight == 4)
    }

    @Test func detailNameLookupsAnd404() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let detail = try space.run(["astronaut", "12"])
        #expect(detail.status == 0)
        #expect(detail.stdout.contains("Born:          1961-03-12 (age 62)"))
        #expect(detail.stdout.contains("Time in space: 11 days 4 h"))
        let one = try space.run(["astronaut", "pavel", "hadfield", "799"])
        #expect(one.status == 0)
        #expect(one.stdout.hasPrefix("Pavel Hadfield 799\n"))
        let several = try space.run(["astronaut", "ada"])
        #expect(several.status == 0)
        #expect(several.stderr.contains("astronauts match \"ada\"; show one with: space astronaut 1"))
        let none = try space.run(["astronaut", "zzz"])
        #expect(none.status == 66)
        let missing = try space.run(["astronaut", "999999"])
        #expect(missing.status == 66)
        #expect(missing.stderr.hasPrefix("Error: No astronaut with id 999999."))
        let json = try space.run(["astronaut", "12", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["age"] as? Int == 62)
        #expect(object["time_in_space"] as? String == "P11DT4H")
    }

    @Test func throttledIs75AndTheTokenIsSentNeverShown() throws {
        let server = try FakeServer(config: ["routes": [["path_prefix": "/astronauts/", "responses": [
            ["status": 429, "headers": ["Retry-After": "1631"], "json": ["detail": "Request was throttled. Expected available in 1631 seconds."]],
        ]]]])
        let marker = "LL2TOKEN_MARKER_77ab"
        let result = try SpaceRunner(server: server).run(["astronauts", "-v"], env: ["SPACE_LL2_TOKEN": marker])
        #expect(result.status == 75)
        #expect(result.stderr.contains("Launch Library 2 rate limit reached; try again in about 27 minutes."))
        #expect(!result.stderr.contains(marker) && !result.stdout.contains(marker))
        #expect(try server.log().requests.first?.headers["authorization"] == "Token \(marker)")
    }

    @Test func malformedBodyIs65() throws {
        let server = try FakeServer(config: ["routes": [["path_prefix": "/astronauts/", "responses": [["json": ["count": "many", "results": ["id": 1]]]]]]])
        let result = try SpaceRunner(server: server).run(["astronauts"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: Launch Library 2 sent an answer that could not be read."))
    }
}
