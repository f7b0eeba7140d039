import Foundation
import SpaceCommandLine
import Testing

@testable import space

@Suite struct CoreEndToEndTests {
    @Test func versionAndHelp() throws {
        let space = try SpaceRunner()
        let version = try space.run(["--version"])
        #expect(version.stdout == "space \(Release.version)\n")
        #expect(version.status == 0)
        let help = try space.run(["--help"])
        #expect(help.stdout.contains("Usage: space COMMAND [options]"))
        for command in ["apod", "favorites", "search", "asset", "astronauts", "astronaut", "completions", "help"] {
            #expect(help.stdout.contains("\n  \(command) "), "root help lists \(command)")
        }
        let apodHelp = try space.run(["help", "apod"])
        #expect(apodHelp.stdout == (try space.run(["apod", "--help"])).stdout)
        #expect(apodHelp.stdout.contains("--media image|video|other|all"))
        #expect(apodHelp.stdout.contains("(default: all)"))
        #expect(apodHelp.stdout.contains("Examples:"))
    }

    @Test func misspelledCommandExits64WithASuggestion() throws {
        let result = try SpaceRunner().run(["serch", "nebula"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: Unknown command 'serch'. Did you mean 'search'?\n"))
        #expect(result.stderr.contains("See 'space --help'."))
    }

    @Test func unknownOptionExits64WithTheClosestOption() throws {
        let result = try SpaceRunner().run(["apod", "--bogus"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Error: Unknown option '--bogus' for 'space apod'."))
        #expect(result.stderr.contains("Usage: space apod [COMMAND] [DATE] [options]"))
        #expect(result.stderr.contains("See 'space apod --help'."))
        let typo = try SpaceRunner().run(["apod", "--rnadom", "3"])
        #expect(typo.stderr.contains("Did you mean '--random'?"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsNameEveryCommandAndChoice(shell: String) throws {
        let result = try SpaceRunner().run(["completions", shell])
        #expect(result.status == 0)
        for word in [
            "apod", "favorites", "search", "astronauts", "media", "image", "video", "sort", "desc", "page-size",
        ] {
            #expect(result.stdout.contains(word), "\(shell) script mentions \(word)")
        }
        if shell == "bash" {
            let check = Process()
            check.executableURL = URL(fileURLWithPath: "/bin/bash")
            let file = try TestDirectory.make().appendingPathComponent("space.bash")
            try result.stdout.write(to: file, atomically: true, encoding: .utf8)
            check.arguments = ["-n", file.path]
            try check.run()
            check.waitUntilExit()
            #expect(check.terminationStatus == 0, "bash accepts the script")
        }
    }

    @Test func invalidEnvironmentIsAUsageError() throws {
        let result = try SpaceRunner(extra: ["SPACE_NOW": "yesterday-ish"]).run(["apod"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("SPACE_NOW must be an ISO-8601 instant"))
        let url = try SpaceRunner(extra: ["SPACE_APOD_URL": "ftp://x"]).run(["apod"])
        #expect(url.status == 64)
        #expect(url.stderr.contains("SPACE_APOD_URL must be an http or https URL"))
    }

    @Test func a503ThenA200IsAbsorbedByTheRetry() throws {
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path": "/apod",
                    "responses": [
                        [
                            "status": 503, "body": "<html><title>503 Service Unavailable</title></html>",
                            "content_type": "text/html",
                        ],
                        ["status": 200, "json": [FakeServer.apodPost("2024-02-08", title: "Retried")]],
                    ],
                ]
            ]
        ])
        let result = try SpaceRunner(server: server).run(["apod", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"title\": \"Retried\""))
        #expect(try server.log().count == 2)
    }
}

@Suite struct FaultInjectionEndToEndTests {
    @Test func truncatedJSONIsAnAnswerThatCouldNotBeRead() throws {
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path": "/apod/240101",
                    "responses": [
                        [
                            "fault": "truncate",
                            "json": FakeServer.apodPost(
                                "2024-01-01", title: "Cut", explanation: String(repeating: "x", count: 200)),
                        ]
                    ],
                ]
            ]
        ])
        let result = try SpaceRunner(server: server).run(["apod", "2024-01-01"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: NASA APOD sent an answer that could not be read.\n"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aConnectionClosedMidBodyIsRetriedThenExplained() throws {
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path": "/apod/240101",
                    "responses": [
                        [
                            "fault": "close_midbody",
                            "json": FakeServer.apodPost(
                                "2024-01-01", title: "Half", explanation: String(repeating: "y", count: 400)),
                        ]
                    ],
                ]
            ]
        ])
        let result = try SpaceRunner(server: server).run(["apod", "2024-01-01"])
        #expect(result.status == 69)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.split(separator: "\n").count <= 2, "one sentence and a hint: \(result.stderr)")
        #expect(try server.log().count == 3, "the first attempt and two retries")
    }
}
