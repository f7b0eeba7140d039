import Foundation
import Testing

/// The rough edges a newcomer hit (issue 16), each tried as a person would.
@Suite struct PolishEndToEndTests {
    @Test func offlineTheNextDayTheSeedsSentenceWins() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server, now: "2024-02-08T15:00:00Z")
        #expect(try space.run(["apod"]).status == 0)
        server.stop()
        let next = try space.run(["apod"], env: ["SPACE_NOW": "2024-02-09T15:00:00Z"])
        #expect(next.status == 0)
        #expect(next.stderr == "We are not connected to the internet, showing you the last image we have.\n")
        #expect(next.stdout.hasPrefix("Synthetic picture of 2024-02-08"))
    }

    @Test func serverFailuresReadAsUnavailableAndServiceNamesReadNaturally() throws {
        let server = try FakeServer(config: ["routes": [
            ["path_prefix": "/images/", "responses": [["status": 503, "json": ["reason": "Internal Service Error"]]]],
            ["path": "/apod/240105", "responses": [["status": 500, "json": ["code": "internal", "message": "Internal Service Error", "data": ["status": 500]]]]],
        ]])
        let space = try SpaceRunner(server: server)
        let search = try space.run(["search", "nebula"])
        #expect(search.status == 69)
        #expect(search.stderr == "Error: The NASA Image Library is unavailable right now (HTTP 503).\nTry again in a few minutes.\n")
        let day = try space.run(["apod", "2024-01-05"])
        #expect(day.stderr == "Error: NASA APOD is unavailable right now (HTTP 500).\nTry again in a few minutes, or see the previous day: space apod 2024-01-04\n")
        server.stop()
        let unreachable = try space.run(["search", "galaxy"])
        #expect(unreachable.stderr.hasPrefix("Error: Could not reach the NASA Image Library; check your internet connection."), "\(unreachable.stderr)")
    }
}
