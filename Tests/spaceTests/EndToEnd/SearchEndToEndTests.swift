import Foundation
import Testing

@Suite struct SearchEndToEndTests {
    @Test func pageTableAndFooter() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server, extra: ["COLUMNS": "100"])
        let terminal = try space.runInTerminal(["search", "nebula", "--page", "2", "--page-size", "5"])
        #expect(terminal.status == 0)
        let lines = terminal.stdout.replacingOccurrences(of: "\r", with: "").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        #expect(lines[0].hasPrefix(" #  NASA ID"), "\(lines)")
        #expect(lines[1].hasPrefix(" 6  SYN-nebula-00005"))
        #expect(terminal.stdout.contains("Page 2 of 205 · 1,022 results"))
        #expect(terminal.stdout.contains("Next: space search nebula --page-size 5 --page 3"))
        // Through a pipe: tab-separated rows, whole, with no header or footer.
        let result = try space.run(["search", "nebula", "--page", "2", "--page-size", "5"])
        #expect(
            result.stdout.hasPrefix("6\tSYN-nebula-00005\t2005-06-15\timage\tSynthetic nebula result 5\tJPL\n"),
            "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").count == 5)
        #expect(!result.stdout.contains("Page 2") && !result.stdout.contains("Next:"))
        let query = try #require(try server.log().requests.first?.query)
        #expect(query == ["q": "nebula", "page": "2", "page_size": "5"])
    }

    @Test func everyFilterReachesTheService() throws {
        let server = try FakeServer()
        let result = try SpaceRunner(server: server).run([
            "search", "apollo", "11", "--media", "video", "--year-start", "1969", "--year-end", "1970", "--center",
            "JSC",
        ])
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
        #expect(
            Set(items[0].keys) == [
                "nasa_id", "title", "description", "date_created", "media_type", "center", "keywords", "thumbnail_url",
                "asset_url",
            ])
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
        let cap = try space.run(["search", "nebula", "--page", "401"])
        #expect(cap.status == 64)
        #expect(
            cap.stderr.hasPrefix("Error: Page 401 is past the last page (41).\n"),
            "the search's own last page, not the reach's 400: \(cap.stderr)")
        #expect(
            try server.log().requests.map { $0.query["page"] } == ["1"],
            "only the first page is asked, to learn the real last page")
        let nothing = try space.run(["search", "nothing", "--page", "401"])
        #expect(nothing.status == 0)
        #expect(nothing.stdout == "No results for \"nothing\".\n")
        let past = try space.run(["search", "nebula", "--page", "42"])
        #expect(past.status == 64)
        #expect(past.stderr.hasPrefix("Error: Page 42 is past the last page (41)."), "25 results a page by default")
        #expect(try server.log().requests.last?.query["page_size"] == "25", "the request asks for what is shown")
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
        #expect(
            human.stdout.contains(
                "original   https://images-assets.nasa.gov/image/SYN-nebula-00003/SYN-nebula-00003~orig.jpg"))
        let json = try space.run(["asset", "SYN-nebula-00009", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let kinds = (object["files"] as? [[String: String]])?.compactMap { $0["kind"] }
        #expect(
            kinds == ["thumbnail", "video", "video", "captions", "metadata"],
            "grouped in the order original, large, medium, small, thumbnail, video, audio, captions, metadata")
        let unknown = try space.run(["asset", "no such id"])
        #expect(unknown.status == 66)
        #expect(unknown.stderr.hasPrefix("Error: No item with NASA ID \"no such id\"."))
        #expect(
            try server.log().requests.contains {
                $0.path == "/images/asset/no%20such%20id" || $0.path == "/images/asset/no such id"
            })
        #expect(try space.run(["asset", "no such/id"]).status == 64, "a '/' is not part of an id")
    }

    @Test func anHTMLErrorPageIsOneSentence() throws {
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path": "/images/search",
                    "responses": [
                        [
                            "status": 414, "content_type": "text/html",
                            "body":
                                "<html><head><title>414 Request-URI Too Large</title></head><body><h1>414</h1></body></html>",
                        ]
                    ],
                ]
            ]
        ])
        let result = try SpaceRunner(server: server).run(["search", "nebula"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: The NASA Image Library answered HTTP 414: 414 Request-URI Too Large.\n")
        #expect(result.stdout.isEmpty)
    }
}
