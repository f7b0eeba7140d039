import Foundation
import SpaceSettings
import Testing

@Suite struct ConfigStatusEndToEndTests {
    @Test func theConfigFileIsPrivateAndItsSecretsRedacted() throws {
        let space = try SpaceRunner()
        let set = try space.run(["config", "set", "ll2-token", "CONFIGKEY_77aa88bb"])
        #expect(set.status == 0)
        #expect(!set.stderr.contains("CONFIGKEY_77aa88bb"))
        let file = space.home.appendingPathComponent("config/space/config.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)
        #expect(folder[.posixPermissions] as? Int == 0o700)
        let list = try space.run(["config", "list"])
        #expect(list.stdout.contains("CONF…88bb"))
        #expect(!list.stdout.contains("CONFIGKEY_77aa88bb"))
        #expect(!list.stdout.contains("nasa-api-key"), "a retired setting is listed only when it is set")
        #expect(try space.run(["config", "get", "ll2-token"]).stdout == "CONF…88bb\n")
        #expect(
            try space.run(["config", "get", "ll2-token", "--json"]).stdout.contains("\"value\": \"CONF…88bb\""),
            "a secret is its masked text")
        #expect(try space.run(["config", "set", "timeout", "soon"]).status == 64)
        #expect(try space.run(["config", "set", "colour", "never"]).stderr.contains("Did you mean 'color'?"))
        #expect(try space.run(["config", "unset", "ll2-token"]).status == 0)
        #expect(try space.run(["config", "get", "ll2-token"]).status == 66)
    }

    @Test func aNASAKeyIsIgnoredWithANoticeNeverAnError() throws {
        let space = try SpaceRunner()
        let set = try space.run(["config", "set", "nasa-api-key", "OLDKEY_1234567890"])
        #expect(set.status == 0)
        #expect(
            set.stderr
                == "nasa-api-key is no longer used: NASA APOD and the image library need no key. Nothing was stored.\n")
        let file = space.home.appendingPathComponent("config/space/config.json")
        #expect(
            !(String(data: FileManager.default.contents(atPath: file.path) ?? Data(), encoding: .utf8) ?? "").contains(
                "OLDKEY"))
        // A key stored by an earlier version, or set in the environment, is listed as ignored and can be removed.
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"nasa-api-key": "OLDKEY_1234567890", "timeout": "20"}"#.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let list = try space.run(["config", "list"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("nasa-api-key") && list.stdout.contains("OLDK…7890"))
        #expect(
            list.stderr
                == "nasa-api-key in the config file is set but no longer used: NASA APOD and the image library need no key.\n"
        )
        let environment = try space.run(["config", "list"], env: ["NASA_API_KEY": "ENVKEY_1234567890"])
        #expect(
            environment.stderr
                == "NASA_API_KEY is set but no longer used: NASA APOD and the image library need no key.\n")
        #expect(try space.run(["config", "unset", "nasa-api-key"]).status == 0)
        #expect(!(try space.run(["config", "list"]).stdout.contains("nasa-api-key")))
    }

    @Test func flagsBeatTheEnvironmentWhichBeatsTheFile() throws {
        let server = try FakeServer(config: ["latency_ms": 700])
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["config", "set", "timeout", "0.2"]).status == 0)
        let fromFile = try space.run(["apod", "2024-01-01"])
        #expect(fromFile.status == 69)
        #expect(fromFile.stderr.hasPrefix("Error: NASA APOD did not answer within 0.2 seconds,"))
        let fromEnvironment = try space.run(["apod", "2024-01-02"], env: ["SPACE_TIMEOUT": "10"])
        #expect(fromEnvironment.status == 0)
        let fromFlag = try space.run(["apod", "2024-01-03", "--timeout", "0.3"], env: ["SPACE_TIMEOUT": "10"])
        #expect(fromFlag.stderr.hasPrefix("Error: NASA APOD did not answer within 0.3 seconds,"))
        let colour = try space.run(["config", "set", "color", "always"])
        #expect(colour.status == 0)
        let coloured = try space.run(["apod", "2024-01-02"], env: ["SPACE_TIMEOUT": "10"])
        #expect(coloured.stdout.contains("\u{1B}["), "color always colours a pipe")
        let plain = try space.run(["apod", "2024-01-02", "--no-color"], env: ["SPACE_TIMEOUT": "10"])
        #expect(!plain.stdout.contains("\u{1B}["), "the flag beats the file")
    }

    @Test func aBrokenConfigFileIsReportedAndLeftAlone() throws {
        let space = try SpaceRunner()
        let file = space.home.appendingPathComponent("config/space/config.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: file)
        let result = try space.run(["config", "set", "timeout", "5"])
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix(
                "Error: The config file \(file.path) is not valid JSON (a missing quote or comma, or a number too large?); it was left as it is.\n"
            ))
        #expect(try Data(contentsOf: file) == Data("{ not json".utf8))
        #expect(try space.run(["--version"]).status == 0)
    }

    @Test func statusProbesEachServiceAndPrintsNoSecret() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(
            server: server,
            extra: [
                "SPACE_LL2_TOKEN": "LL2TOKEN_abcdef123456", "https_proxy": "http://user:pw@proxy.test:3128",
                "NASA_API_KEY": "TEST_KEY_5f3a9c",
            ])
        let result = try space.run(["status", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let services = try #require(object["services"] as? [[String: Any]])
        #expect(services.map { $0["name"] as? String } == ["NASA APOD", "NASA Image Library", "Launch Library 2"])
        #expect(services.allSatisfy { $0["answers"] as? Bool == true })
        #expect(services[0]["credential"] as? String == "none needed")
        #expect(services[1]["credential"] as? String == "none needed")
        #expect(
            result.stderr == "NASA_API_KEY is set but no longer used: NASA APOD and the image library need no key.\n")
        let probe = try #require(try server.log().requests.first { $0.path == "/apod" })
        #expect(probe.query == ["per_page": "1"], "the probe asks the service for its latest post, with no key")
        #expect(services[2]["credential"] as? String == "LL2T…3456")
        #expect((services[2]["rate_limit"] as? [String: Any])?["remaining"] as? Int == 12)
        #expect((object["proxies"] as? [String: Any])?["https_proxy"] as? String == "http://REDACTED@proxy.test:3128")
        let paths = try server.log().requests.map(\.path)
        #expect(paths.contains("/api-throttle/"))
        let human = try space.run(["status"])
        for output in [result.stdout, result.stderr, human.stdout, human.stderr] {
            #expect(
                !output.contains("TEST_KEY_5f3a9c") && !output.contains("LL2TOKEN_abcdef123456")
                    && !output.contains("pw@"))
        }
        #expect(human.stdout.contains("Launch Library 2\n"))
        #expect(human.stdout.contains("12 of 15 calls left this hour"))
        server.stop()
        let down = try space.run(["status", "--json"])
        #expect(down.status == 69, "like gh auth status: scripts can test it")
        #expect(
            down.stderr.contains("Error: NASA APOD, NASA Image Library and Launch Library 2 did not answer."),
            "\(down.stderr)")
        let downObject = try #require(try JSONSerialization.jsonObject(with: Data(down.stdout.utf8)) as? [String: Any])
        #expect((downObject["services"] as? [[String: Any]])?.allSatisfy { $0["answers"] as? Bool == false } == true)
    }
}
