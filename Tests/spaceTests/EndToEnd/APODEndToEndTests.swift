import Foundation
import Testing

/// One day at a time: the latest, a date, today's roll-over, --last, --prev and --next.
@Suite struct APODEndToEndTests {
    @Test func latestHumanAndJSON() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08"])
        let space = try SpaceRunner(server: server)
        let human = try space.run(["apod"])
        #expect(human.status == 0)
        #expect(
            human.stdout.hasPrefix(
                "Synthetic picture of 2024-02-08\n2024-02-08 · image · Credit: Synthetic Observer\n\nA synthetic explanation for 2024-02-08.\n"
            ))
        #expect(
            human.stdout.contains(
                "APOD page: https://science.nasa.gov/image-article/apod-2024-february-8-synthetic-picture/"))
        #expect(human.stdout.contains("Alt text:  A synthetic sky over a synthetic hill."))
        #expect(
            human.stdout.contains(
                "Image:     https://assets.science.nasa.gov/dynamicimage/assets/science/cds/apod/apod/2024/february/synthetic_240208.jpg?w=2048&h=1536&fit=clip&crop=faces%2Cfocalpoint"
            ))
        #expect(human.stderr.isEmpty)
        #expect(try server.log().requests.last?.query == ["per_page": "1"])
        let json = try space.run(["apod", "2024-02-07", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "date", "title", "explanation", "media_type", "url", "hdurl", "thumbnail_url", "copyright", "alt",
                "apod_page",
            ])
        #expect(object["media_type"] as? String == "video")
        #expect(object["hdurl"] is NSNull)
        #expect(object["copyright"] is NSNull)
        #expect(
            (object["thumbnail_url"] as? String)?.hasSuffix(
                "synthetic_240207_still.jpg?w=1280&h=720&fit=clip&crop=faces%2Cfocalpoint") == true)
        let request = try #require(try server.log().requests.last)
        #expect(request.path == "/apod/240207")
        #expect(request.query.isEmpty, "no key and none of the retired API's parameters")
    }

    @Test func aRecorded2026VideoDayHasItsMP4AndItsStill() throws {
        let server = try FakeServer(config: [
            "apod_today": "2026-11-22", "apod_recorded": ["apod-basic-260913-video.json"],
        ])
        let space = try SpaceRunner(server: server, now: "2026-11-22T15:00:00Z")
        let json = try space.run(["apod", "2026-09-13", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(
            object["url"] as? String
                == "https://assets.science.nasa.gov/content/dam/science/cds/apod/apod/2026/september/NoctilucentNeowise_Girotti.mp4"
        )
        #expect(
            object["thumbnail_url"] as? String
                == "https://assets.science.nasa.gov/dynamicimage/assets/science/cds/apod/apod/2026/september/Comet_snapshot.png?w=1080&h=1350&fit=clip&crop=faces%2Cfocalpoint"
        )
        #expect(object["copyright"] as? String == "Paolo Girotti")
        #expect(object["alt"] as? String == "Comet in the sky low to the horizon above the clouds.")
        let human = try space.run(["apod", "2026-09-13"])
        #expect(
            human.stdout.hasPrefix(
                "Comet NEOWISE Rising Over the Adriatic Sea\n2026-09-13 · video · Credit: Paolo Girotti\n"))
        #expect(
            human.stdout.contains(
                "Video:     https://assets.science.nasa.gov/content/dam/science/cds/apod/apod/2026/september/NoctilucentNeowise_Girotti.mp4"
            ))
        #expect(!human.stdout.contains("Public domain") && !human.stdout.contains("moving"))
    }

    @Test func withoutSPACE_APOD_URLItAsksScienceNasaGovAndNeverApiNasaGov() throws {
        // The fake server stands in as the HTTPS proxy: it records the host `space` tunnels to and
        // refuses the tunnel, so nothing leaves the machine.
        let proxy = try FakeServer()
        var space = try SpaceRunner()
        space.environment["https_proxy"] = proxy.url("")
        space.environment["no_proxy"] = ""
        let result = try space.run(["apod", "2024-01-05", "--timeout", "5"])
        #expect(result.status != 0)
        let tunnels = try proxy.log().requests.map(\.path)
        #expect(tunnels.contains("science.nasa.gov:443"), "\(tunnels)")
        #expect(!tunnels.contains { $0.hasPrefix("api.nasa.gov") })
    }

    @Test func invalidDatesNeverReachTheServer() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        for (args, message) in [
            (["apod", "2024-02-09"], "DATE must be between 1995-06-16 and 2024-02-08"),
            (["apod", "1995-06-15"], "DATE must be between"), (["apod", "2021-02-30"], "is not a date"),
            (["apod", "--random", "101"], "--random must be a whole number from 1 to 100"),
            (["apod", "--start", "2024-01-10", "--end", "2024-01-01"], "is after --end"),
            (["apod", "2021-01-01", "--prev"], "cannot be used together"),
            (["apod", "--end", "2021-01-01"], "--end needs --start"),
            (["apod", "--media", "image"], "--media applies to"),
        ] {
            let result = try space.run(args)
            #expect(result.status == 64, "\(args)")
            #expect(result.stderr.contains(message), "\(args): \(result.stderr)")
        }
        #expect(try server.log().count == 0)
    }

    @Test func aMissingDayIs66AndADayWithoutItsPictureHasItsPage() throws {
        var placeholder = FakeServer.apodPost("1996-03-02", title: "An Old Post")
        placeholder["hdurl"] =
            "https://assets.science.nasa.gov/dynamicimage/assets/science/astro/programs/cosmic-origins/images/misc/news-thumbnail.png?w=594"
        let server = try FakeServer(config: ["apod_records": ["1996-03-02": placeholder]])
        let space = try SpaceRunner(server: server)
        let missing = try space.run(["apod", "1995-06-17"])
        #expect(missing.status == 66)
        #expect(
            missing.stderr
                == "Error: There is no picture for 1995-06-17: the archive has a gap there, and the nearest days with one are 1995-06-16 and 1995-06-20.\n"
        )
        let again = try space.run(["apod", "1995-06-18"])
        #expect(
            again.stderr
                == "Error: There is no picture for 1995-06-18: the archive has a gap there, and the nearest days with one are 1995-06-16 and 1995-06-20.\n"
        )
        let requests = try server.log().count
        #expect(try space.run(["apod", "1995-06-18"]).stderr.hasSuffix("are 1995-06-16 and 1995-06-20.\n"))
        #expect(try server.log().count == requests, "the window around a gap is cached: a second look costs no request")
        let lonely = try FakeServer(config: [
            "apod_missing": (17...30).map { "1995-06-\($0)" } + (1...11).map { "1995-07-\($0 < 10 ? "0" : "")\($0)" }
        ])
        let far = try SpaceRunner(server: lonely).run(["apod", "1995-06-29"])
        #expect(
            far.stderr == "Error: There is no picture for 1995-06-29.\n", "nothing within 12 days: the plain sentence")
        let one = try SpaceRunner(server: lonely).run(["apod", "1995-06-20"])
        #expect(
            one.stderr
                == "Error: There is no picture for 1995-06-20: the archive has a gap there, and the nearest day with one is 1995-06-16.\n"
        )
        let other = try space.run(["apod", "1996-03-02"])
        #expect(other.stdout.contains("1996-03-02 · other"))
        #expect(other.stdout.contains("This picture is only on its APOD page."))
        #expect(!other.stdout.contains("news-thumbnail"), "the archive's placeholder is never a day's picture")
        #expect(other.stdout.contains("https://science.nasa.gov/image-article/apod-1996-03-02-scripted/"))
    }

    @Test func anAnswerForAnotherDayIsRefusedAndNotKept() throws {
        let server = try FakeServer(config: [
            "routes": [["path": "/apod/240105", "responses": [["json": FakeServer.apodPost("2024-02-08")]]]]
        ])
        let space = try SpaceRunner(server: server)
        let result = try space.run(["apod", "2024-01-05"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: NASA APOD answered with a different day than the one asked for.\n"))
        #expect(result.stdout.isEmpty)
        let offline = try space.run(["apod", "2024-01-05", "--offline"])
        #expect(offline.status == 69, "nothing was cached")
        // A filtered list that is plainly the latest 25 (the filter ignored).
        let ignoring = try FakeServer(config: [
            "routes": [
                [
                    "path": "/apod", "query": ["date_from": "200101"],
                    "responses": [
                        [
                            "json": (0..<25).map {
                                FakeServer.apodPost("2024-02-\(String(format: "%02d", 8 - $0 % 8 + 0))")
                            }
                        ]
                    ],
                ]
            ]
        ])
        let range = try SpaceRunner(server: ignoring).run([
            "apod", "--start", "2020-01-01", "--end", "2020-01-10", "--json",
        ])
        #expect(range.status == 65)
        #expect(range.stderr.hasPrefix("Error: NASA APOD answered with a different day than the one asked for."))
    }

    @Test func explicitTodayRollsOverWhenNotPublished() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "apod_latest": "2024-02-07"])
        let result = try SpaceRunner(server: server, now: "2024-02-08T06:00:00Z").run(["apod", "today"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Synthetic picture of 2024-02-07"))
        #expect(result.stderr == "The picture for 2024-02-08 is not published yet; showing 2024-02-07.\n")
    }

    @Test func lastEndsWithTheLatestPublishedDay() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "apod_latest": "2024-02-07"])
        let result = try SpaceRunner(server: server, now: "2024-02-08T06:00:00Z").run(["apod", "--last", "3", "--json"])
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.compactMap { $0["date"] as? String } == ["2024-02-05", "2024-02-06", "2024-02-07"])
        #expect(result.stderr == "Today's picture is not published yet; showing the 3 days ending 2024-02-07.\n")
    }

    @Test func prevAndNextFollowTheLastPictureShown() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "2024-02-06"]).status == 0)
        #expect(try space.run(["apod", "--next"]).stdout.hasPrefix("Synthetic picture of 2024-02-07"))
        #expect(try space.run(["apod", "--next"]).stdout.hasPrefix("Synthetic picture of 2024-02-08"))
        let beyond = try space.run(["apod", "--next"])
        #expect(beyond.status == 64)
        #expect(beyond.stderr.hasPrefix("Error: Already at the latest picture."))
        #expect(try space.run(["apod", "--prev"]).stdout.hasPrefix("Synthetic picture of 2024-02-07"))
    }
}
