import Foundation
import Testing

/// The keys file in use: `j` bound to `next-day` moves a day in the browser, `space help keys`
/// and `space help browse` show the keys in force, and a line that cannot be used is said in the
/// browser and on standard error, one sentence naming it, while the rest holds.
@Suite struct KeysFileEndToEndTests {
    func space(keys: String) throws -> (SpaceRunner, FakeServer) {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(server: server, extra: ["PATH": noChafa.only])
        let file = space.home.appendingPathComponent("config/space/keys")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(keys.utf8).write(to: file)
        return (space, server)
    }

    @Test func jBoundToPreviousDayMovesADay() throws {
        let (space, server) = try space(keys: "# mine\nprevious-day = j, Left\nnext-day = k, Right\n")
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, arguments: ["browse", "--fresh"], columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .keys("j"), .waitFor("Synthetic picture of 2024-02-07"),
                .keys("j"), .waitFor("Synthetic picture of 2024-02-06"), .keys("k"),
                .waitFor("Synthetic picture of 2024-02-07"), .keys("?"), .waitFor("←/j"), .snapshot("help"), .keys("q"),
                .keys("q"),
            ])
        #expect(report.status == 0 && report.timedOut.isEmpty, "\(report.status) \(report.timedOut)")
        #expect(report.snapshots["help"]?.contains("→/k") == true)
    }

    @Test func helpShowsTheKeysInForceAndSaysTheLinesLeftOut() throws {
        let (space, server) = try space(keys: "next-day = j\nnext-dya = x\n")
        defer { withExtendedLifetime(server) {} }
        let keys = try space.run(["help", "keys"])
        #expect(keys.status == 0)
        #expect(keys.stdout.contains("next-day") && keys.stdout.contains("j *"))
        #expect(
            keys.stderr.contains(
                "keys, line 2: there is no action 'next-dya' (did you mean 'next-day'?); the line is left out."))
        let json = try space.run(["help", "keys", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let actions = try #require(object["actions"] as? [[String: Any]])
        let nextDay = try #require(actions.first { $0["action"] as? String == "next-day" })
        #expect(nextDay["keys"] as? [String] == ["j"])
        #expect(nextDay["defaultKeys"] as? [String] == ["Right", "l"])
        #expect(nextDay["screens"] as? [String] == ["day"])
        #expect((object["problems"] as? [String])?.count == 1)
        let browse = try space.run(["help", "browse"])
        #expect(browse.stdout.contains("←/h  j"), "the browse help says the keys in force")
        // The manual, installed once for everyone, keeps the table's own keys.
        let man = try space.run(["help", "--man"])
        #expect(man.stdout.contains(#"\[u2190]/h  \[u2192]/l"#), "the manual's keys are the table's")
    }

    @Test func theBrowserSaysALineLeftOut() throws {
        let (space, server) = try space(keys: "favorite = Ctrl-C\nprevious-day = j\n")
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, arguments: ["browse", "--fresh"], columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("line 1: Ctrl-C always quits"), .keys("j"), .waitFor("Synthetic picture of 2024-02-07"),
                .keys("q"),
            ])
        #expect(report.status == 0 && report.timedOut.isEmpty, "\(report.timedOut)")
    }
}
