import Foundation
import SpaceCommandLine
import Testing

/// Refusals, rate limits, timeouts and server errors, each one sentence and its exit code.
@Suite struct APODFailureEndToEndTests {
    @Test func refusalsAndRateLimitsMapToTheirExitCodes() throws {
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path": "/apod/240101",
                    "responses": [
                        [
                            "status": 429, "headers": ["Retry-After": "2870"],
                            "json": [
                                "code": "too_many_requests", "message": "Too many requests.", "data": ["status": 429],
                            ],
                        ]
                    ],
                ],
                [
                    "path": "/apod",
                    "responses": [
                        [
                            "status": 403,
                            "json": [
                                "code": "rest_forbidden", "message": "Sorry, you are not allowed to do that.",
                                "data": ["status": 403],
                            ],
                        ]
                    ],
                ],
            ]
        ])
        let space = try SpaceRunner(server: server)
        let limited = try space.run(["apod", "2024-01-01"])
        #expect(limited.status == 75)
        #expect(limited.stderr == "Error: NASA APOD's rate limit is reached; try again in about 48 minutes.\n")
        let refused = try space.run(["apod"])
        #expect(refused.status == 77)
        #expect(
            refused.stderr
                == "Error: NASA APOD refused the request: Sorry, you are not allowed to do that.\nTry again later.\n")
    }

    @Test func aSlowAnswerHitsTheTimeoutInOneSentence() throws {
        let server = try FakeServer(config: [
            "routes": [
                ["path": "/apod/210310", "responses": [["delay_ms": 3000, "json": FakeServer.apodPost("2021-03-10")]]]
            ]
        ])
        let result = try SpaceRunner(server: server).run(["apod", "2021-03-10", "--timeout", "1"])
        #expect(result.status == 69)
        #expect(
            result.stderr
                == "Error: NASA APOD did not answer within 1 second, and the picture of 2021-03-10 was never saved.\nTry again, or allow more time with --timeout SECONDS.\n",
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aFailedLoadSuggestsThePreviousDay() throws {
        let server = try FakeServer(config: ["apod_failing": ["2021-03-10"]])
        let result = try SpaceRunner(server: server).run(["apod", "2021-03-10", "--verbose"])
        #expect(result.status == 69)
        #expect(
            result.stderr.contains(
                "Error: NASA APOD is unavailable right now (HTTP 500).\nTry again in a few minutes, or see the previous day: space apod 2021-03-09\n"
            ), "\(result.stderr)")
        let requestLines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("GET ") }
        #expect(requestLines.count == 1, "500 is not retried")
        #expect(requestLines.first?.contains("/apod/210310 500") == true)
    }
}
