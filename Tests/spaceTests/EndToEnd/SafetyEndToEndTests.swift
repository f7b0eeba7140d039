import Foundation
import Testing

/// Hostile text from the services, secrets that must never be printed, and files that must never be lost.
@Suite struct SafetyEndToEndTests {
    static let hostile =
        "Evil\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}]8;;https://evil.test\u{1B}\\link\u{1B}]8;;\u{1B}\\ \u{08}\u{08}x\r\u{202E}txt.exe\u{0}end\u{9B}31m"

    @Test func hostileTextNeverReachesTheTerminalRawAndJSONEscapesIt() throws {
        let record: [String: Any] = [
            "date": "2024-01-05", "title": Self.hostile, "explanation": Self.hostile, "copyright": Self.hostile,
            "media_type": "image", "url": "https://apod.nasa.gov/a.jpg",
        ]
        let server = try FakeServer(config: [
            "apod_records": ["2024-01-05": record],
            "routes": [
                [
                    "path": "/images/search",
                    "responses": [
                        [
                            "json": [
                                "collection": [
                                    "items": [
                                        [
                                            "href": "https://x.test/c.json",
                                            "data": [
                                                [
                                                    "nasa_id": "EVIL-1", "title": Self.hostile,
                                                    "description": Self.hostile, "media_type": "image",
                                                    "center": Self.hostile,
                                                ]
                                            ],
                                        ]
                                    ],
                                    "metadata": ["total_hits": 1],
                                ]
                            ]
                        ]
                    ],
                ]
            ],
        ])
        let space = try SpaceRunner(server: server)
        for arguments in [
            ["apod", "2024-01-05"], ["search", "evil"], ["favorites", "add", "2024-01-05"], ["favorites"],
        ] {
            let human = try space.run(arguments)
            #expect(human.status == 0, "\(arguments): \(human.stderr)")
            for raw in ["\u{1B}", "\u{07}", "\u{08}", "\r", "\u{0}", "\u{202E}", "\u{9B}"] {
                #expect(
                    !human.stdout.contains(raw) && !human.stderr.contains(raw),
                    "\(arguments) let \(raw.unicodeScalars.first!.value) through")
            }
        }
        let json = try space.run(["apod", "2024-01-05", "--json"])
        #expect(json.stdout.contains("\\u001b]52;c;ZXZpbA==\\u0007"))
        #expect(!json.stdout.contains("\u{1B}"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["explanation"] as? String) == Self.hostile, "JSON keeps the text exactly, escaped")
    }

    @Test func secretsAppearNowhere() throws {
        let key = "NASAKEY_MARKER_7f3e9a1b", token = "LL2TOKEN_MARKER_c4d2e8f0"
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path": "/apod/240109",
                    "responses": [
                        [
                            "status": 400,
                            "json": [
                                "code": "rest_invalid_param",
                                "message": "Bad request for api_key=\(key) token \(token)", "data": ["status": 400],
                            ],
                        ]
                    ],
                ]
            ]
        ])
        let space = try SpaceRunner(server: server, extra: ["NASA_API_KEY": key, "SPACE_LL2_TOKEN": token])
        let runs: [[String]] = [
            ["apod", "-v"], ["apod", "2024-01-05", "-v"], ["apod", "2024-01-09", "-v"],
            ["apod", "--last", "3", "-v", "--json"],
            ["search", "nebula", "-v"], ["asset", "SYN-nebula-00001", "-v"], ["astronauts", "-v"],
            ["astronaut", "3", "-v", "--json"],
            ["astronaut", "99999", "-v"], ["status"], ["status", "--json"], ["config", "list"],
            ["config", "list", "--json"],
            ["cache"], ["favorites", "add", "2024-01-05"], ["apod", "2024-01-05", "--offline", "-v"],
        ]
        for arguments in runs {
            let result = try space.run(arguments)
            for secret in [key, token] {
                #expect(
                    !result.stdout.contains(secret) && !result.stderr.contains(secret), "\(arguments) printed a secret")
            }
        }
        #expect(
            try server.log().requests.allSatisfy { request in
                !request.query.values.contains { $0.contains(key) }
                    && !request.headers.values.contains { $0.contains(key) }
            }, "a NASA key is no longer sent anywhere")
        #expect(
            try server.log().requests.contains { $0.headers["authorization"] == "Token \(token)" }, "the token was sent"
        )
        for folder in ["cache", "data", "config"] {
            let root = space.home.appendingPathComponent(folder)
            for path in (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? [] {
                #expect(!path.contains(key) && !path.contains(token))
                let contents = String(
                    decoding: FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data(),
                    as: UTF8.self)
                #expect(!contents.contains(key) && !contents.contains(token), "\(folder)/\(path) holds a secret")
            }
        }
    }

    @Test func twentyConcurrentFavoritesAddsLoseNothing() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let results = ResultsBox()
        DispatchQueue.concurrentPerform(iterations: 20) { index in
            results.set(index, try? space.run(["favorites", "add", String(format: "2023-03-%02d", index + 1)]))
        }
        #expect(results.all.count == 20 && results.all.allSatisfy { $0.status == 0 })
        let listed = try space.run(["favorites", "--json"])
        let favorites = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(
            Set(favorites.compactMap { $0["date"] as? String })
                == Set((1...20).map { String(format: "2023-03-%02d", $0) }))
    }

    @Test func foldersThatCannotBeCreatedAreExplainedAndOtherCommandsGoOn() throws {
        let server = try FakeServer()
        let blocker = try TestDirectory.make().appendingPathComponent("a-file")
        try Data("not a folder".utf8).write(to: blocker)
        let space = try SpaceRunner(
            server: server, extra: ["XDG_DATA_HOME": blocker.path + "/data", "XDG_CACHE_HOME": blocker.path + "/cache"])
        let shown = try space.run(["apod", "2024-01-05"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("Synthetic picture of 2024-01-05"))
        let warnings = shown.stderr.split(separator: "\n")
        #expect(warnings.count == 2, "one warning for the cache and one for the archive: \(shown.stderr)")
        #expect(warnings.allSatisfy { $0.hasPrefix("Warning: ") })
        let added = try space.run(["favorites", "add", "2024-01-05"])
        #expect(added.status == 74)
        #expect(
            added.stderr.hasSuffix(
                "Error: Could not create the folder \(blocker.path)/data/space.\nCheck that its parent exists and is writable.\n"
            ), "\(added.stderr)")
        #expect(try space.run(["search", "nebula"]).status == 0)
    }
}
