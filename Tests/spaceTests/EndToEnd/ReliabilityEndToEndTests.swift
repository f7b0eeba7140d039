import Foundation
import SpaceSettings
import SpaceSupport
import Testing

/// What a careless user or an attacker tried, and what `space` promises instead: files are never
/// taken for empty or broken, output errors are reported, links are never downgraded or leaked.
@Suite struct ReliabilityEndToEndTests {
    func favoritesFile(_ space: SpaceRunner) throws -> URL {
        let file = space.home.appendingPathComponent("data/space/favorites.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        return file
    }

    @Test func aFavoritesFileThatCannotBeReadIsNeverTakenForEmpty() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let file = try favoritesFile(space)
        // Something that is there but cannot be read as a file: a folder in its place.
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        let list = try space.run(["favorites"])
        #expect(list.status == 74, "\(list.stdout)")
        #expect(
            list.stderr.hasPrefix(
                "Error: The favorites file \(file.path) cannot be read: it is not a regular file (a folder).\n"))
        #expect(try space.run(["favorites", "add", "2024-01-05"]).status == 74)
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && isFolder.boolValue,
            "left as it is")
    }

    @Test func aDanglingLinkIsReportedAndKept() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let file = try favoritesFile(space)
        let missing = space.home.appendingPathComponent("dotfiles/favorites.json")
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: missing.path)
        let list = try space.run(["favorites"])
        #expect(list.status == 74)
        #expect(list.stderr.contains("it is a link to \(missing.path) that does not exist"), "\(list.stderr)")
        let add = try space.run(["favorites", "add", "2024-01-05"])
        #expect(add.status == 74)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == missing.path,
            "the link is not replaced")
    }

    @Test func aLinkedFavoritesFileIsWrittenThroughAndStaysALink() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let file = try favoritesFile(space)
        let target = space.home.appendingPathComponent("dotfiles/favorites.json")
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"favorites": [], "version": 1}"#.utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: target.path)
        #expect(try space.run(["favorites", "add", "2024-01-05"]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == target.path, "still a link")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("2024-01-05"), "the target holds the change")
        #expect(try space.run(["favorites", "--json"]).stdout.contains("2024-01-05"))
    }

    @Test(.enabled(if: TestPlatform.fullDevice != nil, "macOS has no device that is always full, as Linux has"))
    func outputThatCannotBeWrittenIsAnErrorButAClosedPipeIsNot() throws {
        let fullDevice = try #require(TestPlatform.fullDevice)
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        var shell = space
        shell.environment["PATH"] = try ExamplesEndToEndTests.binFolder().path + ":/usr/bin:/bin"
        let full = try shell.run(shell: "space apod --last 30 --json > \(fullDevice)")
        #expect(full.status == 74)
        #expect(
            full.stderr
                == "Error: Could not write the output: no space left on device.\nCheck where the output goes (a full disk?).\n"
        )
        // A reader that stops early: no error, no noise.
        let process = Process()
        process.executableURL = SpaceRunner.binary
        process.arguments = ["apod", "--last", "30", "--json"]
        process.environment = space.environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try out.fileHandleForReading.close()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(err.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    @Test func linksAreNeverFetchedInPlaintextOrWithCredentials() throws {
        // Pictures behind a proxy (a second fake server) show how each link was asked for:
        // `GET http://…` in plaintext, or `CONNECT host:443` for https.
        let proxy = try FakeServer()
        let hostile = [
            "http://127.evil.example/a~orig.jpg", "http://localhost:80@evil.example/b~large.jpg",
            "http://127.0.0.1.nip.io/c~medium.jpg",
        ]
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path_prefix": "/images/asset/",
                    "responses": [
                        ["json": ["collection": ["items": hostile.map { ["href": $0] }]]]
                    ],
                ]
            ]
        ])
        let space = try SpaceRunner(
            server: server, extra: ["http_proxy": proxy.url(""), "https_proxy": proxy.url(""), "no_proxy": "127.0.0.1"])
        let folder = try TestDirectory.make()
        let result = try space.run(["asset", "SYN-nebula-00001", "--download=\(folder.path)", "--timeout", "5"])
        #expect(result.status != 0)
        let asked = try proxy.log().requests.map(\.path)
        #expect(!asked.contains { $0.hasPrefix("/") || $0.hasPrefix("http://") }, "nothing in plaintext: \(asked)")
        #expect(asked.contains("127.evil.example:443") && asked.contains("127.0.0.1.nip.io:443"), "\(asked)")
        #expect(
            !asked.contains { $0.contains("evil.example:443") && !$0.hasPrefix("127.") },
            "a link with credentials is refused: \(asked)")
        #expect(result.stderr.contains("a link with a user name or password, refused"), "\(result.stderr)")
    }

    @Test func proxyCredentialsAreRedactedWithOrWithoutAScheme() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(
            server: server,
            extra: ["https_proxy": "alice:secret@proxy.test:3128", "HTTP_PROXY": "http://bob:hunter2@proxy.test:8080"])
        for arguments in [["status"], ["status", "--json"]] {
            let result = try space.run(arguments, env: ["no_proxy": "127.0.0.1"])
            for output in [result.stdout, result.stderr] {
                #expect(
                    !output.contains("secret") && !output.contains("hunter2") && !output.contains("alice")
                        && !output.contains("bob"), "\(arguments)")
            }
            #expect(result.stdout.contains("REDACTED@proxy.test:3128"), "\(result.stdout)")
        }
    }

    @Test func anAssetIdIsOnePathSegment() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        for id in ["..", ".", "a/b", "../../search"] {
            let result = try space.run(["asset", id])
            #expect(result.status == 64, "\(id)")
            #expect(result.stderr.contains("is not an id"), "\(id): \(result.stderr)")
        }
        #expect(try server.log().count == 0)
    }

    @Test func longNonASCIINamesAreCutByBytesBetweenCharacters() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server)
        let folder = try TestDirectory.make()
        let id = "SYN-" + String(repeating: "\u{1D54A}", count: 120) + "-00001"
        let result = try space.run(["asset", id, "--download=\(folder.path)"])
        #expect(result.status == 0, "\(result.stderr)")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        #expect(name.utf8.count <= 200 && name.hasSuffix(".jpg"))
        #expect(name.hasPrefix("SYN-\u{1D54A}"))
    }

    @Test func aBadCharacterCostsOneCharacterNotTheField() throws {
        // A title with a byte that is not UTF-8 and an explanation with a lone surrogate escape.
        var post = FakeServer.apodPost("2024-01-05", title: "TITLE", explanation: "EXPLANATION")
        post["explanation"] = "<strong>Explanation:</strong> Half \\ud800 a pair."
        let json = String(decoding: try JSONSerialization.data(withJSONObject: post), as: UTF8.self)
            .replacingOccurrences(of: "\\\\ud800", with: "\\ud800")
        let hex = json.utf8.map { String(format: "%02x", $0) }.joined().replacingOccurrences(
            of: "5449544c45", with: "546974ff6c65")
        let server = try FakeServer(config: ["routes": [["path": "/apod/240105", "responses": [["body_hex": hex]]]]])
        let result = try SpaceRunner(server: server).run(["apod", "2024-01-05", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Tit\u{FFFD}le")
        #expect(object["explanation"] as? String == "Half \u{FFFD} a pair.")
    }

    @Test func aConfigFileOthersCanReadIsWarnedAbout() throws {
        let space = try SpaceRunner()
        #expect(try space.run(["config", "set", "timeout", "20"]).status == 0)
        let file = space.home.appendingPathComponent("config/space/config.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let result = try space.run(["config", "list"])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "Warning: \(file.path) can be read by others; make it private with: chmod 600 \(file.path)\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try space.run(["config", "list"]).stderr.isEmpty)
    }

    @Test func spaceKeepsNoFileOutsideItsOwnFolders() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server)
        let folder = try TestDirectory.make()
        #expect(try space.run(["apod", "2024-01-06", "--download=\(folder.path)"]).status == 0)
        #expect(try space.run(["search", "nebula"]).status == 0)
        for xdg in ["cache", "data", "config"] {
            let entries =
                (try? FileManager.default.contentsOfDirectory(atPath: space.home.appendingPathComponent(xdg).path))
                ?? []
            #expect(entries.allSatisfy { $0 == "space" }, "\(xdg): \(entries)")
        }
    }

    @Test func aOneMegabyteWordIsWrappedInLinearTime() throws {
        let title = String(repeating: "x", count: 1_000_000)
        let server = try FakeServer(config: [
            "routes": [
                ["path": "/apod/240105", "responses": [["json": FakeServer.apodPost("2024-01-05", title: title)]]]
            ]
        ])
        // The runner's limit guards against a hang; no time is asserted.
        let result = try SpaceRunner(server: server, extra: ["COLUMNS": "80"]).run(["apod", "2024-01-05"], timeout: 60)
        #expect(result.status == 0)
        #expect(
            result.stdout.components(separatedBy: "\n").filter { !$0.contains("://") }.allSatisfy { $0.count <= 80 },
            "the word is broken into lines")
    }

    func cacheBytes(_ space: SpaceRunner) -> Int {
        let root = space.home.appendingPathComponent("cache/space")
        return ((try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []).reduce(0) { total, path in
            total
                + ((try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.size]
                    as? Int) ?? 0)
        }
    }

    @Test func theCacheBoundIsKeptAfterEveryRunThatPassesIt() throws {
        let server = try FakeServer(config: [
            "local_pictures": true, "picture_padding": 400_000, "picture_png": ["dynamicimage"],
        ])
        let space = try SpaceRunner(server: server, extra: ["SPACE_CACHE_SIZE": "1"])
        let folder = try TestDirectory.make()
        for day in ["2024-01-04", "2024-01-05", "2024-01-06", "2024-01-08", "2024-01-09"] {
            #expect(try space.run(["apod", day, "--download=\(folder.path)"]).status == 0)
            #expect(cacheBytes(space) <= 1_000_000, "after \(day): \(cacheBytes(space)) bytes")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 5, "downloads are not the cache's"
        )
    }

    @Test func cacheAndCacheClearCoverPicturesAndLeftoverTemporaryFiles() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "2024-01-06", "--download=\(try TestDirectory.make().path)"]).status == 0)
        let pictures = space.home.appendingPathComponent("cache/space/pictures")
        let stale = pictures.appendingPathComponent(".abc.picture.123.456.tmp")
        let fresh = pictures.appendingPathComponent(".def.picture.123.789.tmp")
        try Data(count: 5000).write(to: stale)
        try Data(count: 7000).write(to: fresh)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: stale.path)
        let shown = try space.run(["cache", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        #expect((object["pictures"] as? [String: Int])?["files"] == 1)
        #expect((object["temporary"] as? [String: Int]) == ["files": 2, "bytes": 12_000])
        #expect(try space.run(["cache"]).stdout.contains("pictures"))
        let cleared = try space.run(["cache", "clear"])
        #expect(cleared.status == 0)
        let left = try FileManager.default.subpathsOfDirectory(
            atPath: space.home.appendingPathComponent("cache/space").path
        )
        .filter {
            !$0.hasSuffix(".lock")
                && !((try? FileManager.default.attributesOfItem(
                    atPath: space.home.appendingPathComponent("cache/space/" + $0).path)[.type] as? FileAttributeType)
                    == .typeDirectory)
        }
        #expect(
            left == ["pictures/.def.picture.123.789.tmp"], "everything but a write that may be in progress: \(left)")
    }
}
