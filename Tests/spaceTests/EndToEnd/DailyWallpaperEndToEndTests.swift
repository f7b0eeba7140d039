import Foundation
import SpacePictures
import Testing

/// The wallpaper every morning: a systemd user timer (a stand-in systemctl here), off again, the
/// crontab line where nothing schedules, and a folder that keeps the last 30 days.
@Suite struct DailyWallpaperEndToEndTests {
    @Test(
        .enabled(
            if: TestPlatform.isLinux,
            "systemd is Linux's; on a Mac the schedule is a launchd agent, tested with stand-ins in MacDesktopTests"))
    func dailyInstallsATimerAndOffRemovesIt() throws {
        let fakes = try FakePrograms(["gsettings", "systemctl"])
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let space = try SpaceRunner(server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME"])
        let on = try space.run(["apod", "--wallpaper", "--daily"])
        #expect(on.status == 0, "\(on.stderr)")
        #expect(
            on.stderr.contains("The wallpaper changes every day after APOD publishes (a systemd user timer"),
            "\(on.stderr)")
        let units = space.home.appendingPathComponent("config/systemd/user")
        let timer = try String(contentsOf: units.appendingPathComponent("space-wallpaper.timer"), encoding: .utf8)
        let service = try String(contentsOf: units.appendingPathComponent("space-wallpaper.service"), encoding: .utf8)
        #expect(
            timer.contains("OnCalendar=*-*-* 00:05:00 America/New_York") && timer.contains("Persistent=true")
                && timer.contains("WantedBy=timers.target"))
        #expect(
            service.contains("ExecStart=\"\(SpaceRunner.binary.path)\" apod --wallpaper")
                && service.contains("Type=oneshot"), "\(service)")
        #expect(
            fakes.calls.contains("systemctl --user daemon-reload")
                && fakes.calls.contains("systemctl --user enable --now space-wallpaper.timer"), "\(fakes.calls)")
        #expect(
            try space.run(["status", "--json"]).stdout.contains("\"daily_wallpaper\": true"),
            "space status says it is on")
        if let analyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first(where: {
            FileManager.default.isExecutableFile(atPath: $0)
        }) {
            let verify = Process()
            verify.executableURL = URL(fileURLWithPath: analyze)
            verify.arguments = [
                "verify", units.appendingPathComponent("space-wallpaper.timer").path,
                units.appendingPathComponent("space-wallpaper.service").path,
            ]
            try verify.run()
            verify.waitUntilExit()
            #expect(verify.terminationStatus == 0, "systemd-analyze verify accepts the units")
        }
        let off = try space.run(["apod", "--daily=off"])
        #expect(off.status == 0 && off.stderr == "The daily wallpaper is off.\n", "\(off.stderr)")
        #expect(!FileManager.default.fileExists(atPath: units.appendingPathComponent("space-wallpaper.timer").path))
        #expect(fakes.calls.contains("systemctl --user disable --now space-wallpaper.timer"))
        #expect(try space.run(["apod", "--daily"]).status == 64, "--daily goes with --wallpaper")
        #expect(try space.run(["apod", "2024-02-01", "--wallpaper", "--daily"]).status == 64, "the latest, every day")
        #expect(try space.run(["apod", "--wallpaper", "--daily=sometimes"]).status == 64)
    }

    @Test func withoutASchedulerItSaysTheCrontabLine() throws {
        let fakes = try FakePrograms(["gsettings"])
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let space = try SpaceRunner(
            server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME", "TZ": "Europe/Berlin"])
        let result = try space.run(["apod", "--wallpaper", "--daily"])
        #expect(result.status == 1)
        // Once a day, at 06:05 in Berlin: after 00:05 in New York whatever either clock does.
        #expect(
            result.stderr.contains(
                "add this line to your crontab (crontab -e): 5 6 * * * XDG_CURRENT_DESKTOP=GNOME \(SpaceRunner.binary.path) apod --wallpaper"
            ), "\(result.stderr)")
        #expect(result.stderr.contains("cron runs it without your desktop's DISPLAY"), "\(result.stderr)")
        #expect(fakes.calls.contains { $0.hasPrefix("gsettings set") }, "today's is set all the same")
    }

    /// A GNOME desktop (a stand-in gsettings) whose wallpapers folder holds 40 days from 2023-12-01.
    func desktopWithFortyOldWallpapers() throws -> (SpaceRunner, FakeServer, FakePrograms, URL) {
        let fakes = try FakePrograms(["gsettings"])
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let space = try SpaceRunner(server: server, extra: ["PATH": fakes.path, "XDG_CURRENT_DESKTOP": "GNOME"])
        let folder = space.home.appendingPathComponent("data/space/wallpapers")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for day in 0..<40 {
            let date = APODDateText.day(2023, 12, 1, plus: day)
            try Data("x".utf8).write(to: folder.appendingPathComponent("\(date)-old.jpg"))
        }
        return (space, server, fakes, folder)
    }

    @Test func theWallpapersFolderKeepsTheLast30DaysAndFavorites() throws {
        let (space, server, fakes, folder) = try desktopWithFortyOldWallpapers()
        defer { withExtendedLifetime((server, fakes)) {} }
        try Data("notes".utf8).write(to: folder.appendingPathComponent("readme.txt"))
        #expect(try space.run(["favorites", "add", "2023-12-02"]).status == 0)
        #expect(try space.run(["apod", "--wallpaper"]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let days = Set(names.filter { $0.hasPrefix("20") }.map { String($0.prefix(10)) })
        #expect(days.count == 31, "the newest 30 days and a favorite: \(days.sorted())")
        #expect(days.contains("2023-12-02") && days.contains("2024-02-08") && !days.contains("2023-12-01"))
        #expect(names.contains("readme.txt"), "anything else is left alone")
    }
}

extension DailyWallpaperEndToEndTests {
    /// Favorites that cannot be read mean "keep everything", never "no favorites": the wallpapers
    /// of favorite days are not removed because their list could not be read this morning.
    @Test func unreadableFavoritesKeepEveryWallpaper() throws {
        let (space, server, fakes, folder) = try desktopWithFortyOldWallpapers()
        defer { withExtendedLifetime((server, fakes)) {} }
        // A folder where favorites.json belongs: it cannot be read (as a file of another owner could not).
        try FileManager.default.createDirectory(
            at: space.home.appendingPathComponent("data/space/favorites.json"), withIntermediateDirectories: true)
        let result = try space.run(["apod", "--wallpaper"])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.filter { $0.hasSuffix("-old.jpg") }.count == 40, "nothing removed: \(names.count) files")
    }
}

/// Dates for the wallpaper test, without the product's date type.
enum APODDateText {
    static func day(_ year: Int, _ month: Int, _ day: Int, plus days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        let date = calendar.date(byAdding: .day, value: days, to: start)!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
}
