import Foundation
import SpacePictures
import Testing

@Suite struct PicturesEndToEndTests {
    func server(_ extra: [String: Any] = [:]) throws -> FakeServer {
        try FakeServer(config: ["local_pictures": true].merging(extra) { _, new in new })
    }

    func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func downloadSavesTheBestFileAndNeverOverwritesWithoutForce() throws {
        let server = try server()
        let space = try SpaceRunner(server: server)
        let folder = try TestDirectory.make()
        let saved = try space.run(["apod", "2024-01-06", "--download=\(folder.path)"])
        #expect(saved.status == 0)
        let path = folder.appendingPathComponent("2024-01-06-synthetic-picture-of-2024-01-06.jpg").path
        #expect(saved.stdout == path + "\n", "only the path, so it can be piped")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: [0xFF, 0xD8, 0xFF]))
        let asked = try #require(try server.log().requests.last)
        #expect(
            asked.path
                == "/pictures/nasa-assets/dynamicimage/assets/science/cds/apod/apod/2024/january/synthetic_240106.jpg")
        #expect(asked.query["w"] == "4000", "the full size (hdurl) first")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
        let again = try space.run(["apod", "2024-01-06", "--download", folder.path])
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("Error: \(path) already exists, and was left as it is.\nAdd --force"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("mine".utf8))
        let forced = try space.run(["apod", "2024-01-06", "--download", folder.path, "--force", "--json"])
        #expect(forced.status == 0)
        #expect(forced.stdout.contains("\"format\": \"jpeg\""))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: [0xFF, 0xD8]))
        #expect(
            try files(in: folder) == ["2024-01-06-synthetic-picture-of-2024-01-06.jpg"], "no temporary file is left")
        let missing = try space.run(["apod", "2024-01-06", "--download=\(folder.path)/new"])
        #expect(missing.status == 0, "a missing folder is created, like mkdir -p")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path))
    }

    @Test func aVideoDaySavesItsFileAndAnEmbeddedVideoItsStill() throws {
        let server = try server(["video_bytes": 1_500_000])
        let space = try SpaceRunner(server: server)
        let folder = try TestDirectory.make()
        let terminal = try space.runInTerminal(
            ["apod", "2024-01-10", "--download=\(folder.path)"], env: ["COLUMNS": "80"])
        #expect(terminal.stdout.contains("100%  1.5 MB of 1.5 MB"), "a video file shows the progress bar")
        #expect(try server.log().requests.last?.path.hasSuffix("/2024/january/synthetic_240110.mp4") == true)
        let video = try space.run(["apod", "2024-01-10", "--download=\(folder.path)", "--force"])
        #expect(video.status == 0, "\(video.stderr)")
        let file = folder.appendingPathComponent("2024-01-10-synthetic-picture-of-2024-01-10.mp4")
        #expect(video.stdout == file.path + "\n")
        #expect(try Data(contentsOf: file).prefix(8) == Data([0, 0, 0, 0x18] + Array("ftyp".utf8)))
        let embedded = try space.run(["apod", "2024-01-03", "--download=\(folder.path)"])
        #expect(embedded.status == 0, "\(embedded.stderr)")
        #expect(
            embedded.stdout == folder.appendingPathComponent("2024-01-03-synthetic-picture-of-2024-01-03.jpg").path
                + "\n")
        #expect(
            try server.log().requests.last?.path.hasSuffix("synthetic_240103_still.jpg") == true,
            "a YouTube video saves its still")
    }

    @Test func aWebPageInsteadOfThePictureIsRefusedAndTheNextLinkTried() throws {
        let server = try server(["picture_html": ["w=4000"]])
        let space = try SpaceRunner(server: server)
        let folder = try TestDirectory.make()
        let saved = try space.run(["apod", "2024-01-07", "--download=\(folder.path)"])
        #expect(saved.status == 0)
        let sizes = try server.log().requests.filter { $0.path.hasPrefix("/pictures/") }.map {
            "\($0.query["w"] ?? "-")x\($0.query["h"] ?? "-")"
        }
        #expect(sizes == ["4000x3000", "2048x1536"], "the full size, then the screen size")
        let broken = try FakeServer(config: ["local_pictures": true, "picture_html": ["2024/january"]])
        let refused = try SpaceRunner(server: broken).run(["apod", "2024-01-08", "--download=\(folder.path)"])
        #expect(refused.status == 65)
        #expect(
            refused.stderr.hasPrefix(
                "Error: None of the 2 links of the picture of 2024-01-08 gave a picture (a web page, not a picture).\n"),
            "one reason, said once: \(refused.stderr)")
        #expect(
            try files(in: folder) == ["2024-01-07-synthetic-picture-of-2024-01-07.jpg"],
            "a failed download leaves nothing")
    }

    @Test func assetSizesAndAstronautPortraitsAreNamedAsPromised() throws {
        let server = try server(["picture_missing": ["~large"]])
        let space = try SpaceRunner(server: server)
        let folder = try TestDirectory.make()
        #expect(
            try space.run(["asset", "SYN-nebula-00001", "--download=\(folder.path)", "--size", "medium"]).status == 0)
        let large = try space.run(["asset", "SYN-nebula-00001", "--download=\(folder.path)", "--size", "large"])
        #expect(large.status == 0, "\(large.stderr)")
        #expect(try space.run(["astronaut", "5", "--download=\(folder.path)"]).status == 0)
        // ~large is missing, so the next size (the original) was saved under its own name.
        #expect(
            try files(in: folder) == [
                "SYN-nebula-00001~medium.jpg", "SYN-nebula-00001~orig.jpg", "astronaut-5-emil-armstrong.jpg",
            ])
    }

    @Test func showDrawsWithChafaOnATerminalOnlyAndFetchesOnce() throws {
        let server = try server()
        let fakes = try FakePrograms(["chafa"])
        let space = try SpaceRunner(
            server: server, extra: ["PATH": fakes.path, "COLUMNS": "80", "LINES": "24", "TERM": "xterm-256color"])
        let shown = try space.runInTerminal(["apod", "2024-01-06", "--show"])
        #expect(shown.status == 0)
        // The text (about 14 rows at 80 columns) would leave the picture less than half of 24 rows, so
        // it comes first and the picture after it, fitted to the screen but the prompt's row.
        #expect(shown.stdout.contains("[chafa drew --size=80x23 --animate=off "))
        let text = try #require(shown.stdout.range(of: "Synthetic picture of 2024-01-06"))
        #expect(text.upperBound <= shown.stdout.range(of: "[chafa drew")!.lowerBound, "the text first")
        let drawn = try #require(try server.log().requests.last { $0.path.hasPrefix("/pictures/") })
        // 80×23 cells of (by default) 10×20 pixels: 800 pixels across, asked in steps of 128.
        #expect(
            drawn.query["w"] == "896" && drawn.query["h"] == "672",
            "the resizer is asked for the terminal's size, not the 4000 px original")
        _ = try space.runInTerminal(["apod", "2024-01-06", "--show"])
        #expect(
            try server.log().requests.filter { $0.path.hasPrefix("/pictures/") }.count == 1,
            "the picture cache answered the second time")
        let piped = try space.run(["apod", "2024-01-06", "--show"])
        #expect(piped.status == 0)
        #expect(piped.stderr == "The picture is not drawn because the output is not a terminal.\n")
        #expect(!piped.stdout.contains("chafa"))
        #expect(fakes.calls.count == 2)
        server.stop()
        let offline = try space.runInTerminal(["apod", "2024-01-06", "--show", "--offline"])
        #expect(offline.status == 0)
        #expect(offline.stdout.contains("[chafa drew"))
    }

    @Test func kittyAndITermProtocolsWithAPNG() throws {
        let server = try server(["picture_png": ["apod"]])
        let space = try SpaceRunner(server: server, extra: ["COLUMNS": "80", "LINES": "24"])
        let kitty = try space.runInTerminal(["apod", "2024-01-06", "--show"], env: ["TERM": "xterm-kitty"])
        #expect(
            kitty.stdout.contains("\u{1B}_Ga=T,q=2,f=24,s=64,v=32,c=80,r=20,m="),
            "raw pixels of a 64×32 PNG, as wide as the terminal")
        let iTerm = try space.runInTerminal(
            ["apod", "2024-01-06", "--show"], env: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"])
        #expect(iTerm.stdout.contains("\u{1B}]1337;File=inline=1;"))
        let piped = try space.run(["apod", "2024-01-06", "--show"], env: ["TERM": "xterm-kitty"])
        #expect(!piped.stdout.contains("\u{1B}"), "never graphics through a pipe")
    }

    @Test func wallpaperAndOpenUseTheDesktopPrograms() throws {
        let fakes = try FakePrograms(["gsettings", "xdg-open"])
        let server = try server()
        let space = try SpaceRunner(server: server, extra: ["PATH": fakes.path])
        let set = try space.run(["apod", "2024-01-06", "--wallpaper"], env: ["XDG_CURRENT_DESKTOP": "ubuntu:GNOME"])
        #expect(set.status == 0)
        let file = space.home.appendingPathComponent(
            "data/space/wallpapers/2024-01-06-synthetic-picture-of-2024-01-06.jpg")
        #expect(set.stdout == file.path + "\n")
        #expect(
            try server.log().requests.last?.query["w"] == "3840", "a wallpaper asks the resizer for a screen's size")
        #expect(
            fakes.calls == [
                "gsettings set org.gnome.desktop.background picture-uri \(file.absoluteString)",
                "gsettings set org.gnome.desktop.background picture-uri-dark \(file.absoluteString)",
            ])
        let video = try space.run(["apod", "2024-01-03", "--wallpaper"], env: ["XDG_CURRENT_DESKTOP": "GNOME"])
        #expect(video.status == 0, "a video day keeps the wallpaper: no failure for the daily run")
        #expect(video.stdout.isEmpty)
        #expect(
            video.stderr
                == "The post of 2024-01-03 is a video with no still large enough for a wallpaper, so the wallpaper stays as it was.\n"
        )
        #expect(fakes.calls.count == 2, "the desktop was not asked to change")
        let nowhere = try space.run(["apod", "2024-01-06", "--wallpaper"], env: ["XDG_CURRENT_DESKTOP": "sway"])
        #expect(nowhere.status == 1)
        #expect(
            nowhere.stderr.hasPrefix(
                "Error: The desktop is sway (XDG_CURRENT_DESKTOP=sway), but swaymsg is not installed: install it to set the wallpaper. The picture is at "
            ), "\(nowhere.stderr)")
        #expect(try space.run(["apod", "2024-01-03", "--open"]).status == 0)
        #expect(
            fakes.calls.last == "xdg-open https://www.youtube.com/watch?v=syn240103",
            "an embedded video opens its YouTube page")
        let noOpener = try space.run(["astronaut", "5", "--open"], env: ["PATH": "/usr/bin:/bin"])
        #expect(noOpener.status == 1)
        #expect(noOpener.stderr.hasPrefix("Error: No program to open links was found (xdg-open)"))
    }

    @Test func aVideoDaysStillIsTheWallpaperOnlyWhenItIsScreenSizedAndEveryRunIsReported() throws {
        let fakes = try FakePrograms(["gsettings"])
        let server = try server(["picture_size": [1920, 1080]])
        let space = try SpaceRunner(server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME"])
        let none = try space.run(["status", "--json"])
        #expect(none.stdout.contains("\"wallpaper_last_run\": null"), "\(none.stdout)")
        let video = try space.run(["apod", "2024-01-03", "--wallpaper"])
        #expect(video.status == 0, "\(video.stderr)")
        #expect(
            video.stdout.hasSuffix(".jpg\n") && video.stdout.contains("/wallpapers/2024-01-03"),
            "the 1920×1080 still: \(video.stdout)")
        #expect(fakes.calls.count == 2)
        let status = try space.run(["status", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        let last = try #require(json["wallpaper_last_run"] as? [String: Any])
        #expect(last["outcome"] as? String == "set" && last["date"] as? String == "2024-01-03")
        #expect(last["at"] as? String == "2024-02-08T15:00:00Z", "the run's time on space's clock")
        server.stop()
        let failed = try space.run(["apod", "2024-01-10", "--wallpaper"])
        #expect(failed.status == 69, "a day never seen, with the network gone")
        let shown = try space.runInTerminal(
            ["status"], env: ["SPACE_NOW": "2024-02-08T18:00:00Z", "TERM": "xterm-256color", "COLUMNS": "200"])
        #expect(
            shown.stdout.contains("Last run")
                && shown.stdout.contains("3 hours ago, failed: We are not connected to the internet"),
            "when and why, for a schedule no one watches: \(shown.stdout)")
        let failedJSON = try #require(
            try JSONSerialization.jsonObject(with: Data(try space.run(["status", "--json"]).stdout.utf8))
                as? [String: Any])
        let failedRun = try #require(failedJSON["wallpaper_last_run"] as? [String: Any])
        #expect(failedRun["outcome"] as? String == "failed" && (failedRun["reason"] as? String)?.isEmpty == false)
    }

    @Test func aLargeDownloadShowsProgressOnATerminalOnly() throws {
        let server = try server(["picture_padding": 1_500_000, "picture_png": ["apod"]])
        let space = try SpaceRunner(server: server, extra: ["COLUMNS": "80"])
        let folder = try TestDirectory.make()
        let terminal = try space.runInTerminal(["apod", "2024-01-06", "--download=\(folder.path)"])
        #expect(terminal.status == 0)
        #expect(terminal.stdout.contains("100%  1.5 MB of 1.5 MB"), "\(terminal.stdout.suffix(300))")
        let piped = try space.run(["apod", "2024-01-06", "--download=\(folder.path)", "--force"])
        #expect(piped.stderr.isEmpty)
    }

    @Test func pictureOptionsNeedOnePicture() throws {
        let space = try SpaceRunner()
        let range = try space.run(["apod", "--last", "3", "--open"])
        #expect(range.status == 64)
        #expect(
            range.stderr.hasPrefix(
                "Error: --open and --wallpaper apply to one picture, not to a range (--download saves them all; --show draws them)."
            ))
        let random = try space.run(["apod", "--random", "3", "--wallpaper"])
        #expect(random.status == 64)
        #expect(try space.run(["asset", "X", "--size", "huge"]).status == 64)
    }
}
