import Foundation
import Testing

@Suite struct CacheEndToEndTests {
    @Test func aSecondRunIsServedFromTheCacheWithTheServerStopped() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let commands = [
            ["search", "nebula"], ["asset", "SYN-nebula-00001"], ["astronauts"], ["astronaut", "3"],
            ["apod", "2024-01-05"], ["apod", "--start", "2024-01-01", "--end", "2024-01-07"],
        ]
        let first = try commands.map { try space.run($0 + ["--json"]) }
        #expect(first.allSatisfy { $0.status == 0 })
        let asked = try server.log().count
        server.stop()
        for (command, earlier) in zip(commands, first) {
            let again = try space.run(command + ["--json"])
            #expect(again.status == 0, "\(command)")
            #expect(again.stdout == earlier.stdout, "\(command)")
            #expect(again.stderr == "", "fresh entries need no notice: \(command)")
        }
        #expect(asked >= commands.count)
    }

    @Test func refreshReachesTheServerAndOfflineNeverDoes() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "2024-01-05"]).status == 0)
        #expect(try space.run(["apod", "2024-01-05"]).status == 0)
        #expect(try server.log().count == 1)
        #expect(try space.run(["apod", "2024-01-05", "--refresh"]).status == 0)
        #expect(try server.log().count == 2)
        let missing = try space.run(["astronaut", "7", "--offline"])
        #expect(missing.status == 69)
        #expect(
            missing.stderr.hasPrefix(
                "Error: Nothing is cached for astronaut 7, and --offline keeps space off the network.\n"))
        let both = try space.run(["apod", "--offline", "--refresh"])
        #expect(both.status == 64)
        #expect(try server.log().count == 2)
    }

    @Test func aStaleEntryIsShownWhenTheServiceFails() throws {
        let healthy = try FakeServer()
        let port = healthy.port
        let space = try SpaceRunner(server: healthy)
        let search = try space.run(["search", "nebula"])
        let astronauts = try space.run(["astronauts"])
        #expect(search.status == 0 && astronauts.status == 0)
        healthy.stop()
        let failing = try FakeServer(
            config: [
                "routes": [
                    [
                        "path": "/images/search",
                        "responses": [["status": 503, "body": "<html>down</html>", "content_type": "text/html"]],
                    ],
                    [
                        "path": "/astronauts/",
                        "responses": [
                            [
                                "status": 429, "headers": ["Retry-After": "2870"],
                                "json": ["detail": "Request was throttled. Expected available in 2870 seconds."],
                            ]
                        ],
                    ],
                ]
            ], port: port)
        let later = ["SPACE_NOW": "2024-02-09T16:00:00Z"]
        let staleSearch = try space.run(["search", "nebula"], env: later)
        #expect(staleSearch.status == 0)
        #expect(staleSearch.stdout == search.stdout)
        #expect(staleSearch.stderr == "Showing data cached 25 hours ago: the NASA Image Library is failing.\n")
        let staleRoster = try space.run(["astronauts"], env: later)
        #expect(staleRoster.status == 0)
        #expect(staleRoster.stderr == "Showing data cached 25 hours ago: Launch Library 2's rate limit is used up.\n")
        failing.stop()
        let unreachable = try space.run(["astronauts"], env: later)
        #expect(unreachable.stderr == "Showing data cached 25 hours ago: Launch Library 2 did not answer.\n")
        let nothing = try space.run(["astronaut", "4"], env: later)
        #expect(nothing.status == 69, "nothing cached: the failure itself")
    }

    @Test func aRangeAsksOnlyForTheMissingDays() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "--start", "2024-01-01", "--end", "2024-01-10", "--json"]).status == 0)
        #expect(try space.run(["apod", "2024-01-15"]).status == 0)
        #expect(try server.log().count == 2)
        let wider = try space.run(["apod", "--start", "2024-01-05", "--end", "2024-01-20", "--json"])
        #expect(wider.status == 0)
        let pictures = try #require(try JSONSerialization.jsonObject(with: Data(wider.stdout.utf8)) as? [[String: Any]])
        #expect(pictures.count == 16)
        let later = try server.log().requests.dropFirst(2).map {
            "\($0.query["date_from"] ?? "-")/\($0.query["date_to"] ?? "-")"
        }
        #expect(later == ["240111/240120"], "one window, from the first day not cached to the last")
        let offline = try space.run(["apod", "--start", "2024-01-01", "--end", "2024-01-25", "--offline", "--json"])
        #expect(offline.status == 0)
        #expect(offline.stderr == "5 of 25 days are not in the cache and were left out (--offline).\n")
    }

    @Test func aCorruptEntryIsAMissAndIsReplaced() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let first = try space.run(["astronaut", "3", "--json"])
        let entries = try entryFiles(space)
        #expect(entries.count == 1)
        for file in entries { try Data("{\"key\":\"half".utf8).write(to: file) }
        let second = try space.run(["astronaut", "3", "--json"])
        #expect(second.status == 0)
        #expect(second.stdout == first.stdout)
        #expect(try server.log().count == 2)
        server.stop()
        #expect(try space.run(["astronaut", "3", "--json"]).stdout == first.stdout, "the entry was written again")
    }

    @Test func eightProcessesShareOneCache() throws {
        let server = try FakeServer(config: ["latency_ms": 20])
        let space = try SpaceRunner(server: server)
        let arguments = ["apod", "--start", "2023-01-01", "--end", "2023-12-31", "--json", "--refresh"]
        let results = ResultsBox()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            results.set(index, try? space.run(arguments))
        }
        let all = results.all
        #expect(all.count == 8)
        #expect(all.allSatisfy { $0.status == 0 && $0.stderr.isEmpty })
        #expect(Set(all.map(\.stdout)).count == 1)
        server.stop()
        let offline = try space.run(["apod", "--start", "2023-01-01", "--end", "2023-12-31", "--json", "--offline"])
        #expect(offline.status == 0)
        #expect(offline.stdout == all.first?.stdout)
        let temporary = try FileManager.default.subpathsOfDirectory(
            atPath: space.home.appendingPathComponent("cache").path
        ).filter { $0.hasSuffix(".tmp") }
        #expect(temporary.isEmpty, "no temporary file is left behind")
    }

    @Test func cacheShowsAndClearsPerService() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        _ = try space.run(["apod", "2024-01-05"])
        _ = try space.run(["search", "nebula"])
        let shown = try space.run(["cache", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let services = try #require(object["services"] as? [[String: Any]])
        #expect(services.map { $0["service"] as? String } == ["apod", "images", "astronauts"])
        #expect(services.map { $0["entries"] as? Int } == [1, 1, 0])
        #expect((object["path"] as? String)?.hasPrefix(space.home.path) == true)
        let cleared = try space.run(["cache", "clear", "apod"])
        #expect(cleared.stdout.hasPrefix("Removed 1 entry ("))
        #expect(try entryFiles(space).count == 1)
        let wrong = try space.run(["cache", "clear", "image"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("Did you mean 'images'?"))
        let human = try space.runInTerminal(["cache"], env: ["COLUMNS": "80"])
        #expect(human.stdout.contains("images            1"), "\(human.stdout)")
        let piped = try space.run(["cache"])
        #expect(piped.stdout.contains("images\t1\t"), "\(piped.stdout)")
    }

    func entryFiles(_ space: SpaceRunner) throws -> [URL] {
        let root = space.home.appendingPathComponent("cache/space/responses")
        return try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".entry") }.map {
            root.appendingPathComponent($0)
        }
    }
}

/// Results of concurrent runs.
final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Int: SpaceRunner.Result] = [:]
    func set(_ index: Int, _ result: SpaceRunner.Result?) {
        lock.lock(); defer { lock.unlock() }
        results[index] = result
    }
    var all: [SpaceRunner.Result] {
        lock.lock(); defer { lock.unlock() }
        return results.keys.sorted().compactMap { results[$0] }
    }
}
