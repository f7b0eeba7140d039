import Foundation
import SpacePictures
import SpaceCommandLine
import Testing

/// Details a first afternoon with space ran into: script-safe numbers, a verbose line for every
/// download, an alias people try, the last picture of a list as the one shown, a bad seed refused.
@Suite struct CommandDetailsEndToEndTests {
    @Test func pipedRowNumbersArePlainDigits() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let page = try space.run(["search", "nebula", "--page", "41"])
        #expect(page.status == 0, "\(page.stderr)")
        let first = try #require(page.stdout.split(separator: "\n").first)
        #expect(first.hasPrefix("1001\t"), "no thousands separator in TSV: \(first)")
        let sorted = try space.run(
            shell: "space search nebula --page 41 | sort -n | head -1 | cut -f1",
            env: ["PATH": SpaceRunner.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"])
        #expect(sorted.stdout == "1001\n")
    }

    @Test func verboseLogsPictureDownloads() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server)
        let folder = space.home.appendingPathComponent("vtest")
        let saved = try space.run(["asset", "SYN-nebula-00001", "--download=\(folder.path)", "-v"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stderr.contains("GET http://127.0.0.1:\(server.port)/pictures/"), "\(saved.stderr)")
        #expect(
            saved.stderr.split(separator: "\n").contains {
                $0.contains("/pictures/") && $0.contains(" 200 ") && $0.contains(" bytes")
            })
        let again = try space.run(["asset", "SYN-nebula-00001", "--download=\(folder.path)", "-v"])
        #expect(again.stderr.contains("from the cache (fetched"), "a picture the cache gave says so: \(again.stderr)")
    }

    @Test func favoritesListIsTheList() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["favorites", "add", "2024-01-06"]).status == 0)
        let plain = try space.run(["favorites", "--json"])
        let listed = try space.run(["favorites", "list", "--json"])
        #expect(listed.status == 0)
        #expect(listed.stdout == plain.stdout)
    }

    @Test func favoritesAddAfterAListAddsItsLastPicture() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "--last", "3"]).status == 0)
        let added = try space.run(["favorites", "add"])
        #expect(added.status == 0, "\(added.stderr)")
        let favorites = try space.run(["favorites", "--json"])
        #expect(
            favorites.stdout.contains("\"date\": \"2024-02-08\""), "the newest day of the list: \(favorites.stdout)")
    }

    @Test func aBadRandomSeedIsAUsageError() throws {
        let space = try SpaceRunner()
        let result = try space.run(["apod", "--random", "2"], env: ["SPACE_RANDOM_SEED": "abc"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: SPACE_RANDOM_SEED must be a whole number from 0 to 18446744073709551615; got 'abc'.\n"))
    }

    @Test func aPagePastTheLibrarysReachSaysWhereTheLastPageIs() throws {
        let server = try FakeServer(config: ["images_total": ["nebula": 31_337]])
        let space = try SpaceRunner(server: server)
        let result = try space.run(["search", "nebula", "--page", "401"])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains("page 401 (at 25 results a page) is past the last page, 400;"), "\(result.stderr)")
        let ten = try space.run(["search", "nebula", "--page", "101", "--page-size", "100"])
        #expect(ten.stderr.contains("page 101 (at 100 results a page) is past the last page, 100;"), "\(ten.stderr)")
        server.stop()
        let unreachable = try space.run(["search", "nebula", "--page", "401"])
        #expect(unreachable.status == 64, "with the library out of reach, the reach is still the limit worth naming")
        #expect(unreachable.stderr.contains("is past the last page, 400;"), "\(unreachable.stderr)")
    }

    @Test func theStatusNamesTheBlockColours() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let shown = try space.runInTerminal(["status"], env: ["TERM": "xterm-256color"])
        #expect(shown.stdout.contains("Unicode half blocks in 256 colours"), "not '256-colour colour'")
        let help = try space.run(["help", "config"])
        #expect(help.stdout.contains("SPACE_RENDERER"))
        let man = try space.run(["help", "--man"])
        #expect(
            man.stdout.contains("SPACE_RENDERER") && man.stdout.contains("SPACE_RANDOM_SEED")
                && man.stdout.contains("SPACE_TRANSPORT"))
    }

    @Test(.enabled(if: TestPlatform.fullDevice != nil, "macOS has no device that is always full, as Linux has"))
    func helpAndVersionIntoAFullDiskFail() throws {
        let full = try #require(TestPlatform.fullDevice)
        let space = try SpaceRunner()
        for arguments in ["--version", "--help", "apod --help", "", "help"] {
            let result = try space.run(
                shell: "space \(arguments) > \(full); echo \"rc=$?\"",
                env: ["PATH": SpaceRunner.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"])
            #expect(result.stdout == "rc=74\n", "space \(arguments)")
            #expect(result.stderr.hasPrefix("Error: Could not write the output: no space left on device."))
        }
    }

    @Test func aTokenCopiedWithTrailingWhiteSpaceIsSentTrimmed() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let result = try space.run(["astronaut", "12"], env: ["SPACE_LL2_TOKEN": "abcdef123456\r\n "])
        #expect(result.status == 0, "\(result.stderr)")
        let sent = try #require(try server.log().requests.last)
        #expect(
            sent.headers["Authorization"] == "Token abcdef123456"
                || sent.headers["authorization"] == "Token abcdef123456", "\(sent.headers)")
        let inner = try space.run(["astronaut", "12"], env: ["SPACE_LL2_TOKEN": "abc\u{7}def123456"])
        #expect(inner.status == 64)
        #expect(
            inner.stderr.hasPrefix(
                "Error: SPACE_LL2_TOKEN (or ll2-token in the config) has a space or a control character inside it; copy the token again."
            ))
    }

    @Test func aClosedPipeStopsALongRange() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server, now: "2026-11-23T15:00:00Z")
        let result = try space.run(
            shell: "space apod --start 2020-01-01 --json | head -1",
            env: ["PATH": SpaceRunner.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"])
        #expect(result.status == 0, "a reader that stops early is no failure: \(result.stderr)")
        #expect(result.stdout == "[\n")
        let asked = try server.log().count
        #expect(asked < 20, "the range stopped once nobody read it: \(asked) of about 100 windows asked for")
    }
}
