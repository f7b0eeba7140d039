import Foundation
import Testing

/// Only a picture that decodes is saved or set as the wallpaper: a cached copy damaged since it
/// was fetched is fetched again, once; a picture the server itself sends damaged is one sentence,
/// exit 65, and nothing saved or set.
@Suite struct DamagedPictureEndToEndTests {
    @Test func aDamagedCachedPictureIsFetchedAgainBeforeItIsSaved() throws {
        let server = try FakeServer(
            config: ["apod_today": "2024-02-08", "local_pictures": true, "picture_size": [256, 128]])
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "2024-02-08", "--download=first"]).status == 0)
        let pictures = space.home.appendingPathComponent("cache/space/pictures")
        let cached = try FileManager.default.contentsOfDirectory(atPath: pictures.path).filter {
            $0.hasSuffix(".picture")
        }
        try #require(!cached.isEmpty)
        for name in cached {
            // The first bytes stay (the format is still told from them); the rest is lost.
            let file = pictures.appendingPathComponent(name)
            let data = try Data(contentsOf: file)
            try data.prefix(data.count / 2).write(to: file)
        }
        let before = try server.log().requests.filter { $0.path.hasPrefix("/pictures/") }.count
        let again = try space.run(["apod", "2024-02-08", "--download=second"])
        #expect(again.status == 0, "\(again.stderr)")
        let after = try server.log().requests.filter { $0.path.hasPrefix("/pictures/") }.count
        #expect(after == before + 1, "fetched again, once")
        let saved = space.home.appendingPathComponent("second")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: saved.path).first)
        let first = try FileManager.default.contentsOfDirectory(atPath: space.home.appendingPathComponent("first").path)
        #expect(
            try Data(contentsOf: saved.appendingPathComponent(name))
                == Data(contentsOf: space.home.appendingPathComponent("first/\(first[0])")), "the whole picture")
    }

    @Test func aPictureThatArrivesDamagedIsNeitherSavedNorSet() throws {
        let server = try FakeServer(
            config: [
                "apod_today": "2024-02-08", "local_pictures": true, "picture_size": [256, 128], "picture_truncate": 300,
            ])
        let fakes = try FakePrograms(["gsettings"])
        let space = try SpaceRunner(server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME"])
        let download = try space.run(["apod", "2024-02-08", "--download=pics"])
        #expect(download.status == 65)
        #expect(download.stderr.hasPrefix("Error: Cannot save the picture of 2024-02-08: the "), "\(download.stderr)")
        let folder = space.home.appendingPathComponent("pics")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? true, "nothing saved")
        let wallpaper = try space.run(["apod", "--wallpaper"])
        #expect(wallpaper.status == 65, "\(wallpaper.stderr)")
        #expect(!fakes.calls.contains { $0.hasPrefix("gsettings") }, "the wallpaper is left as it was")
        let status = try space.run(["status", "--json"])
        #expect(status.stdout.contains("\"outcome\": \"failed\""), "the run is recorded as failed")
    }
}
