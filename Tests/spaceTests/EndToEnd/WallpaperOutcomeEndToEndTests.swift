import Foundation
import Testing

/// `--wallpaper --json` says how the run ended (set, kept or failed), the files, the desktop and
/// why; `--compose DIR` saves the wallpaper `--wallpaper` would set, composed and captioned at the
/// screen's size, with no desktop at all.
@Suite struct WallpaperOutcomeEndToEndTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func wallpaperJSONSaysSetKeptOrFailed() throws {
        let fakes = try FakePrograms(["gsettings"])
        let server = try FakeServer(config: ["local_pictures": true, "picture_size": [400, 250]])
        let space = try SpaceRunner(server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME"])
        let set = try space.run(["apod", "2024-01-06", "--wallpaper", "--json"])
        #expect(set.status == 0, "\(set.stderr)")
        let setJSON = try json(set.stdout)
        #expect(setJSON["outcome"] as? String == "set")
        #expect(setJSON["desktop"] as? String == "GNOME")
        let path = try #require(setJSON["path"] as? String)
        #expect(setJSON["files"] as? [String] == [path])
        #expect(setJSON["reason"] is NSNull && setJSON["lock_screen"] as? Bool == false)

        let kept = try space.run(
            ["apod", "2024-01-06", "--wallpaper", "--json"], env: ["SPACE_SCREEN_SIZE": "3840x2160"])
        #expect(kept.status == 0)
        let keptJSON = try json(kept.stdout)
        #expect(keptJSON["outcome"] as? String == "kept")
        #expect((keptJSON["reason"] as? String)?.contains("far too small for a 3840×2160 screen") == true)

        let nowhere = try FakePrograms([])
        let failed = try space.run(
            ["apod", "2024-01-06", "--wallpaper", "--json"], env: ["PATH": nowhere.path, "XDG_CURRENT_DESKTOP": ""])
        #expect(failed.status == 1)
        let failedJSON = try json(failed.stdout)
        #expect(failedJSON["outcome"] as? String == "failed")
        #expect((failedJSON["reason"] as? String)?.hasPrefix("No desktop was recognised") == true)
        #expect(failed.stderr.hasPrefix("Error: No desktop was recognised"))
    }

    @Test func composeSavesTheWallpaperWithoutADesktop() throws {
        let nowhere = try FakePrograms([])
        let server = try FakeServer(config: ["local_pictures": true, "picture_size": [800, 500]])
        let space = try SpaceRunner(server: server, extra: ["PATH": nowhere.path, "SPACE_SCREEN_SIZE": "640x400"])
        let folder = space.home.appendingPathComponent("composed")
        let composed = try space.run(["apod", "2024-01-06", "--compose", folder.path, "--caption"])
        #expect(composed.status == 0, "\(composed.stderr)")
        let file = folder.appendingPathComponent("2024-01-06-synthetic-picture-of-2024-01-06-640x400-captioned.jpg")
        #expect(composed.stdout == file.path + "\n")
        let bytes = [UInt8](try Data(contentsOf: file))
        #expect(bytes.starts(with: [0xFF, 0xD8]), "a JPEG")
        #expect(nowhere.calls.isEmpty, "no desktop program was run")

        let again = try space.run(["apod", "2024-01-06", "--compose", folder.path, "--caption", "--json"])
        #expect(again.status == 0)
        #expect(try json(again.stdout)["already_there"] as? Bool == true)

        let both = try space.run(["apod", "2024-01-06", "--compose", folder.path, "--wallpaper"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("Error: --compose saves the wallpaper without setting it;"))
        let poor = try space.run(
            ["apod", "2024-01-06", "--compose", folder.path], env: ["SPACE_SCREEN_SIZE": "7680x4320"])
        #expect(poor.status == 1)
        #expect(poor.stderr.contains("would make a poor wallpaper"))
        #expect(poor.stderr.contains("nothing was saved (--force composes it anyway)."))
    }
}
