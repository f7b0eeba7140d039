import Foundation
import Testing

/// `--wallpaper` on desktops beyond GNOME and at the screen's size, through the binary with
/// stand-in desktop programs (no real desktop program runs).
@Suite struct WallpaperEndToEndTests {
    func server(_ extra: [String: Any] = [:]) throws -> FakeServer {
        try FakeServer(config: ["local_pictures": true].merging(extra) { _, new in new })
    }

    /// KDE Plasma with its lock screen (`--lock-screen`), sway (the setting on, and a sentence:
    /// it keeps no lock-screen picture), and `space status` naming the desktop it would set and why.
    @Test func theLockScreenAndOtherDesktopsThroughTheCommand() throws {
        let fakes = try FakePrograms(["plasma-apply-wallpaperimage", "kwriteconfig6", "swaymsg"])
        let server = try server()
        let space = try SpaceRunner(server: server, extra: ["PATH": fakes.path])
        let kde = try space.run(
            ["apod", "2024-01-06", "--wallpaper", "--lock-screen"], env: ["XDG_CURRENT_DESKTOP": "KDE"])
        #expect(kde.status == 0, "\(kde.stderr)")
        #expect(kde.stderr == "The wallpaper and the lock screen are set (KDE Plasma).\n")
        let file = space.home.appendingPathComponent(
            "data/space/wallpapers/2024-01-06-synthetic-picture-of-2024-01-06.jpg")
        #expect(
            fakes.calls == [
                "plasma-apply-wallpaperimage \(file.path)",
                "kwriteconfig6 --file kscreenlockerrc --group Greeter --group Wallpaper --group org.kde.image --group General --key Image \(file.absoluteString)",
            ])
        let sway = try space.run(
            ["apod", "2024-01-06", "--wallpaper"],
            env: ["SWAYSOCK": "/run/user/1000/sway.sock", "SPACE_LOCK_SCREEN": "on"])
        #expect(sway.status == 0)
        #expect(fakes.calls.last == "swaymsg output * bg \(file.path) fill")
        #expect(
            sway.stderr
                == "The wallpaper is set (sway).\nsway keeps no lock-screen picture of its own that space can set; only the wallpaper was set.\n"
        )
        let alone = try space.run(["apod", "--lock-screen"])
        #expect(alone.status == 64)
        #expect(
            alone.stderr.hasPrefix("Error: --lock-screen goes with --wallpaper: space apod --wallpaper --lock-screen."))
        let status = try space.run(["status", "--json"], env: ["XDG_CURRENT_DESKTOP": "KDE"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        let desktop = try #require(json["wallpaper_desktop"] as? [String: Any])
        #expect(desktop["name"] as? String == "KDE Plasma")
        #expect(
            desktop["why"] as? String
                == "XDG_CURRENT_DESKTOP=KDE; \(fakes.folder.path)/plasma-apply-wallpaperimage")
        let words = try space.run(["status"], env: ["XDG_CURRENT_DESKTOP": "KDE", "COLUMNS": "200"])
        #expect(words.stdout.contains("Desktop:    KDE Plasma (XDG_CURRENT_DESKTOP=KDE; "), "\(words.stdout)")
    }

    /// With the screen's size known, the wallpaper is composed at it (a JPEG of exactly that size,
    /// a new name per size) and that file is set and printed; the picture as it came stays beside it.
    @Test func theWallpaperIsComposedAtTheScreensSize() throws {
        let fakes = try FakePrograms(["gsettings"])
        let server = try server(["picture_size": [400, 250]])
        let space = try SpaceRunner(
            server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME", "SPACE_SCREEN_SIZE": "320x200"])
        let set = try space.run(["apod", "2024-01-06", "--wallpaper"])
        #expect(set.status == 0, "\(set.stderr)")
        let folder = space.home.appendingPathComponent("data/space/wallpapers")
        let composed = folder.appendingPathComponent("2024-01-06-synthetic-picture-of-2024-01-06-320x200.jpg")
        #expect(set.stdout == composed.path + "\n")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("2024-01-06-synthetic-picture-of-2024-01-06.jpg").path))
        #expect(
            fakes.calls.first == "gsettings set org.gnome.desktop.background picture-uri \(composed.absoluteString)")
        // A baseline JPEG whose frame says 320×200.
        let bytes = [UInt8](try Data(contentsOf: composed))
        let frame = try #require((0..<(bytes.count - 9)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        #expect(Int(bytes[frame + 5]) << 8 | Int(bytes[frame + 6]) == 200)
        #expect(Int(bytes[frame + 7]) << 8 | Int(bytes[frame + 8]) == 320)
        let json = try space.run(["apod", "2024-01-06", "--wallpaper", "--json"])
        #expect(json.stdout.contains("\"format\": \"jpeg\"") && json.stdout.contains("-320x200.jpg"), "\(json.stdout)")
    }

    /// `--caption` (or the caption setting) writes the title, date and credit along the bottom: a
    /// file of its own name, set and printed; alone it is a usage error.
    @Test func theCaptionIsItsOwnFile() throws {
        let fakes = try FakePrograms(["gsettings"])
        let server = try server(["picture_size": [640, 400]])
        let space = try SpaceRunner(
            server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME", "SPACE_SCREEN_SIZE": "640x360"])
        let folder = space.home.appendingPathComponent("data/space/wallpapers")
        let stem = "2024-01-06-synthetic-picture-of-2024-01-06-640x360"
        let plain = try space.run(["apod", "2024-01-06", "--wallpaper"])
        let captioned = try space.run(["apod", "2024-01-06", "--wallpaper", "--caption"])
        #expect(captioned.status == 0, "\(captioned.stderr)")
        let file = folder.appendingPathComponent(stem + "-captioned.jpg")
        #expect(plain.stdout == folder.appendingPathComponent(stem + ".jpg").path + "\n")
        #expect(captioned.stdout == file.path + "\n")
        #expect(fakes.calls.contains("gsettings set org.gnome.desktop.background picture-uri \(file.absoluteString)"))
        let bytes = [UInt8](try Data(contentsOf: file))
        let frame = try #require((0..<(bytes.count - 9)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        #expect(Int(bytes[frame + 5]) << 8 | Int(bytes[frame + 6]) == 360)
        #expect(Int(bytes[frame + 7]) << 8 | Int(bytes[frame + 8]) == 640)
        #expect(bytes != [UInt8](try Data(contentsOf: folder.appendingPathComponent(stem + ".jpg"))))
        let setting = try space.run(["apod", "2024-01-06", "--wallpaper"], env: ["SPACE_CAPTION": "on"])
        #expect(setting.stdout == file.path + "\n", "the setting does what the flag does")
        let alone = try space.run(["apod", "--caption"])
        #expect(alone.status == 64)
        #expect(
            alone.stderr.hasPrefix(
                "Error: --caption goes with --wallpaper or --compose: space apod --wallpaper --caption."))
    }

    /// A picture far too small for the screen keeps the wallpaper as it was, says why, and
    /// `space status` says it too; `--force` sets it anyway.
    @Test func aPictureFarTooSmallKeepsTheWallpaperAndSaysWhy() throws {
        let fakes = try FakePrograms(["gsettings"])
        let server = try server()  // 64×32 pictures
        let space = try SpaceRunner(
            server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME", "SPACE_SCREEN_SIZE": "640x360"])
        let kept = try space.run(["apod", "2024-01-06", "--wallpaper"])
        #expect(kept.status == 0 && kept.stdout.isEmpty && fakes.calls.isEmpty, "\(kept.stderr)")
        #expect(
            kept.stderr
                == "The picture of 2024-01-06 would make a poor wallpaper: its picture is 64×32 pixels, far too small for a 640×360 screen; the wallpaper stays as it was (--force sets it anyway).\n"
        )
        let status = try space.run(["status", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        let last = try #require(json["wallpaper_last_run"] as? [String: Any])
        #expect(last["outcome"] as? String == "kept" && last["date"] as? String == "2024-01-06")
        #expect(last["reason"] as? String == "its picture is 64×32 pixels, far too small for a 640×360 screen")
        let words = try space.run(["status"], env: ["COLUMNS": "200"])
        #expect(words.stdout.contains("2024-01-06 was not set (its picture is 64×32 pixels"), "\(words.stdout)")
        let forced = try space.run(["apod", "2024-01-06", "--wallpaper", "--force"])
        #expect(forced.status == 0 && forced.stdout.hasSuffix("-640x360.jpg\n") && fakes.calls.count == 2)
        #expect(try space.run(["apod", "2024-01-06", "--force"]).status == 64)
    }

    /// `--from favorites` (or the setting) sets one of the favorite pictures, a different one each
    /// day in turn (videos left out); with none it says how to star one (exit 66).
    @Test func theFavoritesTakeTurns() throws {
        let fakes = try FakePrograms(["gsettings"])
        let server = try server()
        let space = try SpaceRunner(server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME"])
        let none = try space.run(["apod", "--wallpaper", "--from", "favorites"])
        #expect(none.status == 66 && none.stderr.hasPrefix("Error: You have no favorites to take a wallpaper from yet"))
        // 2024-01-03 is a video day in the fake archive: it never takes a turn.
        #expect(try space.run(["favorites", "add", "2024-01-03", "2024-01-05", "2024-01-06"]).status == 0)
        var days: [String] = []
        for now in ["2024-02-08", "2024-02-09", "2024-02-10"] {
            let run = try space.run(
                ["apod", "--wallpaper", "--from", "favorites"], env: ["SPACE_NOW": now + "T18:00:00Z"])
            #expect(run.status == 0, "\(run.stderr)")
            days.append(String(run.stdout.split(separator: "/").last?.prefix(10) ?? ""))
        }
        #expect(Set(days) == ["2024-01-05", "2024-01-06"] && days[0] != days[1] && days[0] == days[2])
        let setting = try space.run(
            ["apod", "--wallpaper"], env: ["SPACE_WALLPAPER_FROM": "favorites", "SPACE_NOW": "2024-02-08T18:00:00Z"])
        #expect(setting.stdout.contains("/" + days[0]), "the setting does what the flag does")
        #expect(setting.stderr.hasPrefix("Today's favorite: \(days[0]), "))
        #expect(try space.run(["apod", "2024-01-05", "--wallpaper", "--from", "favorites"]).status == 64)
        #expect(try space.run(["apod", "--from", "favorites"]).status == 64)
    }

    /// On a metered network (NetworkManager says so, or the setting) the picture is fetched from
    /// APOD's resizer at the size the screen needs; elsewhere at 3840 pixels.
    @Test func aMeteredNetworkFetchesTheScreensSize() throws {
        let fakes = try FakePrograms(["gsettings", "nmcli"])
        let server = try server(["picture_size": [800, 600]])
        let space = try SpaceRunner(
            server: server,
            extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME", "SPACE_SCREEN_SIZE": "1920x1080"])
        func sizesAsked() throws -> [String] {
            try server.log().requests.filter { $0.path.hasSuffix(".jpg") }.compactMap { request in
                request.query["w"].map { $0 + "x" + (request.query["h"] ?? "?") }
            }
        }
        let metered = try space.run(["apod", "2024-01-06", "--wallpaper"])
        #expect(metered.status == 0, "\(metered.stderr)")
        #expect(
            metered.stderr.hasPrefix(
                "The network is metered: the picture is fetched 1920 pixels along its longest side, what this screen needs."
            ))
        #expect(try sizesAsked() == ["1920x1440"], "the 4000×3000 original at the screen's size")
        #expect(fakes.calls.contains("nmcli --terse --fields GENERAL.STATE,GENERAL.METERED device show"))
        let unmetered = try space.run(["apod", "2024-01-05", "--wallpaper"], env: ["SPACE_METERED": "off"])
        #expect(unmetered.status == 0 && !unmetered.stderr.contains("metered"), "\(unmetered.stderr)")
        #expect(try sizesAsked() == ["1920x1440", "3840x2880"])
    }

    /// `space status` says what every `--wallpaper` does here: the screen and where its size
    /// came from, and what the settings add (favorites, caption, lock screen, a metered network).
    @Test func statusSaysWhatIsSetWhere() throws {
        let fakes = try FakePrograms(["gsettings", "nmcli"])
        let server = try server()
        let space = try SpaceRunner(
            server: server,
            extra: [
                "PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME", "SPACE_SCREEN_SIZE": "2560x1440",
                "SPACE_CAPTION": "on", "SPACE_WALLPAPER_FROM": "favorites", "COLUMNS": "200",
            ])
        let json = try space.run(["status", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let screen = try #require(report["wallpaper_screen"] as? [String: Any])
        #expect(screen["width"] as? Int == 2560 && screen["height"] as? Int == 1440)
        #expect(screen["source"] as? String == "SPACE_SCREEN_SIZE")
        let settings = try #require(report["wallpaper_settings"] as? [String: Any])
        #expect(settings["caption"] as? Bool == true && settings["from"] as? String == "favorites")
        #expect(settings["metered"] as? Bool == true && settings["metered_source"] as? String == "nmcli")
        let words = try space.run(["status"])
        #expect(words.stdout.contains("  Screen:     2560×1440 (SPACE_SCREEN_SIZE)\n"), "\(words.stdout)")
        #expect(
            words.stdout.contains(
                "  Sets:       one of your favorites each day, with its caption, fetched at the screen's size: the network is metered (nmcli)\n"
            ))
    }

    /// `--daily` with `--caption` and `--from favorites`: the daily run follows the settings, so
    /// they are stored (said once); asked again, nothing more is stored.
    @Test func theDailyRunKeepsTheFlagsGivenWithDaily() throws {
        let fakes = try FakePrograms(["gsettings", "systemctl"])
        let server = try server()
        let space = try SpaceRunner(server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME"])
        #expect(try space.run(["favorites", "add", "2024-01-05"]).status == 0)
        let first = try space.run(["apod", "--wallpaper", "--daily", "--caption", "--from", "favorites"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stderr.contains(
                "The daily run follows the settings, so caption on, wallpaper-from favorites are now set in "))
        let listed = try space.run(["config", "get", "caption"])
        #expect(listed.stdout == "on\n")
        #expect(try space.run(["config", "get", "wallpaper-from"]).stdout == "favorites\n")
        let again = try space.run(["apod", "--wallpaper", "--daily", "--caption", "--from", "favorites"])
        #expect(again.status == 0 && !again.stderr.contains("The daily run follows"), "\(again.stderr)")
    }

    /// sway takes a picture per screen: the largest screen's file on every output, then a file
    /// composed for each screen of another size on that screen.
    @Test func swayGetsAPictureComposedForEachScreensSize() throws {
        let fakes = try FakePrograms(["swaymsg"])
        let server = try server(["picture_size": [1600, 1000]])
        let outputs =
            #"[{"name":"DP-1","active":true,"current_mode":{"width":2560,"height":1440}},"#
            + #"{"name":"eDP-1","active":true,"current_mode":{"width":1920,"height":1200}},"#
            + #"{"name":"HDMI-A-1","active":false,"current_mode":{"width":1280,"height":720}}]"#
        let space = try SpaceRunner(
            server: server, extra: ["PATH": fakes.path, "SWAYSOCK": "/run/sway.sock", "FAKE_SWAY_OUTPUTS": outputs])
        let set = try space.run(["apod", "2024-01-06", "--wallpaper"])
        #expect(set.status == 0, "\(set.stderr)")
        let folder = space.home.appendingPathComponent("data/space/wallpapers").path
        let stem = folder + "/2024-01-06-synthetic-picture-of-2024-01-06"
        #expect(set.stdout == stem + "-2560x1440.jpg\n", "the largest screen's file is the one printed")
        #expect(
            fakes.calls.filter { !$0.hasPrefix("swaymsg -t") } == [
                "swaymsg output * bg \(stem)-2560x1440.jpg fill", "swaymsg output eDP-1 bg \(stem)-1920x1200.jpg fill",
            ])
        #expect(FileManager.default.fileExists(atPath: stem + "-1920x1200.jpg"))
        #expect(!FileManager.default.fileExists(atPath: stem + "-1280x720.jpg"), "an inactive output gets none")
    }
}
