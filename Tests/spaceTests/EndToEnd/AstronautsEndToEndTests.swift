import Foundation
import Testing

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
        let page = try space.run([
            "astronauts", "--nationality", "Canadian", "--in-space", "--search", "a", "--limit", "10", "--page", "2",
        ])
        #expect(page.status == 0, "\(page.stderr)")
        let query = try #require(try server.log().requests.last?.query)
        #expect(
            query == [
                "nationality": "Canadian", "in_space": "true", "search": "a", "limit": "10", "offset": "10",
                "ordering": "name",
            ])
        let human = try space.runInTerminal(["astronauts", "--limit", "25", "--page", "2"], env: ["COLUMNS": "100"])
        #expect(human.stdout.contains("Showing 26–50 of 812 · page 2 of 33"))
        #expect(human.stdout.hasPrefix(" ID  NAME"), "\(human.stdout.prefix(200))")
        let piped = try space.run(["astronauts", "--limit", "25", "--page", "2"])
        #expect(piped.stdout.split(separator: "\n").count == 25, "no header or footer")
        #expect(
            piped.stdout.split(separator: "\n").allSatisfy {
                $0.split(separator: "\t", omittingEmptySubsequences: false).count == 6
            }, "tab-separated")
        let json = try space.run(["astronauts", "--limit", "2", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["total"] as? Int == 812 && object["page"] as? Int == 1 && object["page_size"] as? Int == 2)
        let item = try #require((object["items"] as? [[String: Any]])?.first)
        #expect(
            Set(item.keys) == [
                "id", "name", "nationality", "agency", "status", "profile_image_thumbnail", "profile_image",
                "date_of_birth",
                "date_of_death", "in_space", "flights_count",
            ])
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
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path_prefix": "/astronauts/",
                    "responses": [
                        [
                            "status": 429, "headers": ["Retry-After": "1631"],
                            "json": ["detail": "Request was throttled. Expected available in 1631 seconds."],
                        ]
                    ],
                ]
            ]
        ])
        let marker = "LL2TOKEN_MARKER_77ab"
        let result = try SpaceRunner(server: server).run(["astronauts", "-v"], env: ["SPACE_LL2_TOKEN": marker])
        #expect(result.status == 75)
        #expect(result.stderr.contains("Launch Library 2's rate limit is reached; try again in about 27 minutes."))
        #expect(!result.stderr.contains(marker) && !result.stdout.contains(marker))
        #expect(try server.log().requests.first?.headers["authorization"] == "Token \(marker)")
    }

    @Test func malformedBodyIs65() throws {
        let server = try FakeServer(config: [
            "routes": [
                ["path_prefix": "/astronauts/", "responses": [["json": ["count": "many", "results": ["id": 1]]]]]
            ]
        ])
        let result = try SpaceRunner(server: server).run(["astronauts"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: Launch Library 2 sent an answer that could not be read."))
    }
}
