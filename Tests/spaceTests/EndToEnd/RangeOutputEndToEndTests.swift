import Foundation
import TerminalSession
import SpaceCommandLine
import Testing

/// Ranges and random picks as a newcomer meets them: downloaded whole, counted as they load.
@Suite struct RangeOutputEndToEndTests {
    @Test func rangesAndRandomPicksCanBeDownloaded() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server)
        let folder = space.home.appendingPathComponent("week")
        let saved = try space.run(["apod", "--last", "7", "--download=\(folder.path)"])
        #expect(saved.status == 0, "\(saved.stderr)")
        let paths = saved.stdout.split(separator: "\n").map(String.init)
        #expect(
            paths.count == 7 && paths.allSatisfy { $0.hasPrefix(folder.path + "/2024-0") },
            "one path per line: \(paths)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 7)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasSuffix(".mp4") },
            "a video day saves its file")
        let again = try space.run(["apod", "--last", "7", "--download=\(folder.path)"])
        #expect(again.status == 0)
        #expect(
            again.stdout == saved.stdout,
            "feh $(space apod --last 7 --download=DIR) shows the same pictures the second time")
        let againJSON = try #require(
            try JSONSerialization.jsonObject(
                with: Data(try space.run(["apod", "--last", "7", "--download=\(folder.path)", "--json"]).stdout.utf8))
                as? [[String: Any]])
        #expect(
            againJSON.count == 7
                && againJSON.allSatisfy { $0["already_there"] as? Bool == true && $0["path"] is String })
        #expect(again.stderr == "7 pictures were already there and left as they are (--force replaces them).\n")
        let random = try space.run(["apod", "--random", "3", "--download=\(folder.path)", "--json"])
        #expect(random.status == 0, "\(random.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(random.stdout.utf8)) as? [[String: Any]])
        #expect(array.count <= 3 && array.allSatisfy { ($0["path"] as? String)?.hasPrefix(folder.path) == true })
    }

    @Test func longListsCountWhatTheyLoadOnATerminal() throws {
        let server = try FakeServer(config: ["astronauts_total": 1200, "latency_ms": 300])
        let space = try SpaceRunner(server: server, extra: ["COLUMNS": "120"])
        let roster = try space.runInTerminal(["astronauts", "--all"], env: ["TERM": "xterm-256color"])
        #expect(roster.status == 0)
        #expect(roster.stdout.contains(" of 1,200 astronauts…"), "\(roster.stdout.prefix(400))")
        let search = try space.runInTerminal(["search", "nebula", "--limit", "900"], env: ["TERM": "xterm-256color"])
        #expect(search.status == 0)
        #expect(search.stdout.contains(" of 900 results…"), "\(search.stdout.prefix(400))")
    }
}

extension RangeOutputEndToEndTests {
    /// One day's download in JSON has the keys a range's entries have: its date, and whether it
    /// was already there.
    @Test func aSingleDaysDownloadHasTheKeysOfARangesEntries() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server)
        let first = try space.run(["apod", "2024-01-05", "--download=one", "--json"])
        let again = try space.run(["apod", "2024-01-05", "--download=one", "--json"])
        let range = try space.run(["apod", "--start", "2024-01-05", "--end", "2024-01-05", "--download=one", "--json"])
        for (name, result) in [("first", first), ("again", again)] {
            #expect(result.status == 0, "\(result.stderr)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(name)")
            #expect(object["date"] as? String == "2024-01-05", "\(name)")
            #expect(object["already_there"] as? Bool == (name == "again"), "\(name)")
        }
        let entry = try #require(
            (try JSONSerialization.jsonObject(with: Data(range.stdout.utf8)) as? [[String: Any]])?.first)
        let single = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect(
            Set(entry.keys) == Set(single.keys), "the same keys: \(entry.keys.sorted()) and \(single.keys.sorted())")
    }
}
