import Foundation
import Testing

/// The wallpapers folder keeps the last 30 days set and the favorites' pictures, and never a file
/// that is on the screen: an old day set again (with 30 newer days there, it was removed as soon as
/// it was set, and GNOME pointed at a missing file), or what the lock screen was last given.
@Suite struct WallpaperFolderEndToEndTests {
    @Test func theWallpaperJustSetAndTheLockScreensStay() throws {
        let fakes = try FakePrograms(["gsettings"])
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME"])
        let folder = space.home.appendingPathComponent("data/space/wallpapers")
        // The lock screen is given an old day; then thirty newer days fill the folder.
        let lock = try space.run(["apod", "2021-11-01", "--wallpaper", "--lock-screen"])
        #expect(lock.status == 0, "\(lock.stderr)")
        let lockFile = folder.appendingPathComponent("2021-11-01-synthetic-picture-of-2021-11-01.jpg")
        #expect(FileManager.default.fileExists(atPath: lockFile.path))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for day in 1...30 {
            let name = String(format: "2022-01-%02d-a-newer-day.jpg", day)
            try Data("jpeg".utf8).write(to: folder.appendingPathComponent(name))
        }
        let set = try space.run(["apod", "2021-12-06", "--wallpaper"])
        #expect(set.status == 0, "\(set.stderr)")
        let file = folder.appendingPathComponent("2021-12-06-synthetic-picture-of-2021-12-06.jpg")
        #expect(FileManager.default.fileExists(atPath: file.path), "the file just set is there")
        #expect(fakes.calls.last?.contains(file.lastPathComponent) == true)
        #expect(FileManager.default.fileExists(atPath: lockFile.path), "and the lock screen's")
        // Another day set: the lock screen still shows 2021-11-01; 2021-12-06 is off the screen now.
        let next = try space.run(["apod", "2021-12-07", "--wallpaper"])
        #expect(next.status == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path), "an old day no longer shown goes")
        #expect(FileManager.default.fileExists(atPath: lockFile.path))
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("2022-01-01-a-newer-day.jpg").path))
    }
}
