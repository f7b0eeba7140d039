import Foundation
import SpaceTestSupport
import SpaceNetworking
import SpaceDesktop
import SpaceSupport
import Synchronization
import Testing

/// The Mac's daily wallpaper, tested here with stand-ins: the launchd agent (written, parsed back,
/// bootstrapped into the GUI session), AppKit's desktop picture on every screen behind its seam,
/// and the seam that keeps every test away from the real programs of any platform.
@Suite struct MacDesktopTests {
    /// A folder of stand-in programs that log their arguments; `exits` gives a program's exit code
    /// for a first argument ("launchctl bootstrap" → 5).
    struct StandIns {
        let folder: URL
        let log: URL

        init(_ names: [String], exits: [String: Int] = [:]) throws {
            folder = Scratch.root.appendingPathComponent("stand-ins-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            log = folder.appendingPathComponent("calls.log")
            for name in names {
                var script = "#!/bin/sh\necho \"\(name) $*\" >> '\(log.path)'\n"
                for (key, code) in exits where key.hasPrefix(name + " ") {
                    let word = key.dropFirst(name.count + 1)
                    script +=
                        "[ \"$1\" = \"\(word)\" ] && { echo 'Bootstrap failed: 5: Input/output error' >&2; exit \(code); }\n"
                }
                script += "exit 0\n"
                let file = folder.appendingPathComponent(name)
                try StandInProgram.write(script, to: file)
            }
        }

        var environment: [String: String] { ["PATH": "/usr/bin:/bin", DesktopProgramSearch.variable: folder.path] }
        var calls: [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
    }

    func schedule(_ standIns: StandIns, binary: String = "/opt/homebrew/bin/space") -> DailyWallpaper {
        DailyWallpaper(
            environment: standIns.environment, configHome: standIns.folder.appendingPathComponent("config"),
            home: standIns.folder.appendingPathComponent("home"), binary: binary, platform: .macOS, userID: 501)
    }

    @Test func theAgentIsWrittenParsedBackAndBootstrappedIntoTheGUISession() throws {
        let standIns = try StandIns(["launchctl", "systemctl"])
        let daily = schedule(standIns, binary: "/Users/a & b/<bin>/space")
        #expect(daily.scheduler == .launchd(launchctl: standIns.folder.appendingPathComponent("launchctl").path))
        let said = try daily.install()
        let file = standIns.folder.appendingPathComponent("home/Library/LaunchAgents/dev.space.wallpaper.plist")
        #expect(said.contains(file.path))
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any])
        #expect(plist["Label"] as? String == "dev.space.wallpaper", "the file is named after its label")
        #expect(
            plist["ProgramArguments"] as? [String] == ["/Users/a & b/<bin>/space", "apod", "--wallpaper"],
            "an absolute program, escaped in XML and read back whole")
        let interval = try #require(plist["StartCalendarInterval"] as? [String: Int])
        #expect(interval == ["Hour": 6, "Minute": 5])
        #expect(plist["RunAtLoad"] as? Bool == true, "a run missed while the Mac was off happens at login")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o644, "launchd refuses an agent that others can write")
        #expect(
            standIns.calls == [
                "launchctl bootout gui/501/dev.space.wallpaper", "launchctl bootstrap gui/501 \(file.path)",
            ], "bootstrap and bootout, never the legacy load and unload; systemd is not asked on a Mac")
    }

    @Test func statusAsksLaunchdAndOffBootsTheAgentOut() throws {
        let standIns = try StandIns(["launchctl"])
        let daily = schedule(standIns)
        _ = try daily.install()
        #expect(daily.isOn)
        #expect(standIns.calls.last == "launchctl print gui/501/dev.space.wallpaper")
        #expect(try daily.remove() == "The daily wallpaper is off.")
        #expect(standIns.calls.last == "launchctl bootout gui/501/dev.space.wallpaper")
        let notLoaded = try StandIns(["launchctl"], exits: ["launchctl print": 113])
        #expect(!schedule(notLoaded).isOn, "a file launchd does not have is not a schedule")
    }

    @Test func aBootstrapThatFailsSaysWhyAndWhatToDo() throws {
        let standIns = try StandIns(["launchctl"], exits: ["launchctl bootstrap": 5])
        #expect {
            try schedule(standIns).install()
        } throws: { error in
            let failure = error as? SpaceError
            return failure?.message
                == "launchctl could not start the daily agent (exit 5): Bootstrap failed: 5: Input/output error."
                && failure?.hint?.contains("login session at the Mac") == true
        }
    }

    @Test func withoutLaunchctlAMacHasNoScheduler() throws {
        let standIns = try StandIns(["systemctl"])
        #expect(schedule(standIns).scheduler == .none)
    }

    /// A setter that records what it was asked and fails for the screens named.
    final class RecordingSetter: MacDesktopPicture.Setter {
        let names: [String]
        let failing: Set<Int>
        let calls = Mutex<[String]>([])
        init(_ names: [String], failing: Set<Int> = []) {
            self.names = names
            self.failing = failing
        }
        func screens() async -> [String] { names }
        func sizes() async -> [ScreenSize.Output] { [] }
        func set(_ file: URL, screen index: Int) async throws {
            calls.withLock { $0.append("\(file.lastPathComponent) on \(index)") }
            if failing.contains(index) { throw SpaceError(.failure, "screen \(index) refused") }
        }
    }

    @Test func everyScreenGetsThePicture() async throws {
        let file = URL(fileURLWithPath: "/tmp/wallpapers/2024-02-08-orion.jpg")
        let two = RecordingSetter(["Built-in Retina Display", "DELL U2720Q"])
        #expect(try await MacDesktopPicture.setEveryScreen(file, with: two) == "macOS, 2 screens")
        #expect(two.calls.withLock { $0 } == ["2024-02-08-orion.jpg on 0", "2024-02-08-orion.jpg on 1"])
        let one = RecordingSetter(["Built-in Retina Display", "DELL U2720Q"], failing: [1])
        #expect(try await MacDesktopPicture.setEveryScreen(file, with: one) == "macOS", "one screen set is a success")
        let none = RecordingSetter(["DELL U2720Q"], failing: [0])
        await #expect(throws: SpaceError.self) { try await MacDesktopPicture.setEveryScreen(file, with: none) }
        await #expect(throws: SpaceError.self) {
            try await MacDesktopPicture.setEveryScreen(file, with: RecordingSetter([]))
        }
    }

    @Test func onAMacTheStandInReplacesAppKitAndTheOpenerIsOpen() async throws {
        let standIns = try StandIns(["set-desktop-picture", "open", "xdg-open", "gsettings"])
        var environment = standIns.environment
        environment["SPACE_TEST_SCREENS"] = "2"
        environment["XDG_CURRENT_DESKTOP"] = "GNOME"
        let mac = DesktopSession.detect(environment: environment, platform: .macOS)
        #expect(
            try await mac.setWallpaper(WallpaperFiles(file: URL(fileURLWithPath: "/tmp/a.jpg"))).desktop
                == "macOS, 2 screens")
        try mac.open(URL(string: "https://apod.nasa.gov/")!)
        #expect(
            standIns.calls == [
                "set-desktop-picture /tmp/a.jpg 0", "set-desktop-picture /tmp/a.jpg 1", "open https://apod.nasa.gov/",
            ])
        let linux = DesktopSession.detect(environment: environment, platform: .linux)
        #expect(
            try await linux.setWallpaper(WallpaperFiles(file: URL(fileURLWithPath: "/tmp/a.jpg"))).desktop == "GNOME")
    }

    /// Each Mac screen of another size gets the file composed for it (by its number from 1); the
    /// stand-in reports the sizes AppKit would.
    @Test func eachMacScreenCanHaveItsOwnFile() async throws {
        let standIns = try StandIns(["set-desktop-picture"])
        var environment = standIns.environment
        environment["SPACE_TEST_SCREENS"] = "2"
        environment["SPACE_TEST_SCREEN_SIZES"] = "3024x1964,1920x1080"
        let mac = DesktopSession.detect(environment: environment, platform: .macOS)
        #expect(
            await mac.screens() == [
                ScreenSize.Output(name: "1", width: 3024, height: 1964),
                ScreenSize.Output(name: "2", width: 1920, height: 1080),
            ])
        let set = try await mac.setWallpaper(
            WallpaperFiles(
                file: URL(fileURLWithPath: "/tmp/big.jpg"), perScreen: ["2": URL(fileURLWithPath: "/tmp/small.jpg")]))
        #expect(set.desktop == "macOS, 2 screens")
        #expect(standIns.calls == ["set-desktop-picture /tmp/big.jpg 0", "set-desktop-picture /tmp/small.jpg 1"])
    }

    @Test func theStandInFolderIsTheOnlyPlaceLookedIn() async throws {
        let standIns = try StandIns(["feh"])
        // sh is on PATH, but not among the stand-ins: not found.
        #expect(DesktopProgramSearch.find("sh", environment: standIns.environment) == nil)
        #expect(DesktopProgramSearch.find("feh", environment: standIns.environment) != nil)
        #expect(DesktopProgramSearch.find("sh", environment: ["PATH": "/usr/bin:/bin"]) != nil)
        // On a Mac with stand-ins but none for AppKit, no real desktop is touched (nor another
        // desktop's setter tried): the picture is not set, and the sentence says what is missing.
        let mac = DesktopSession.detect(environment: standIns.environment, platform: .macOS)
        await #expect(throws: SpaceError.self) {
            try await mac.setWallpaper(WallpaperFiles(file: URL(fileURLWithPath: "/tmp/a.jpg")))
        }
        #expect(
            mac.status.why.hasPrefix("The desktop is macOS (every screen, through AppKit), but set-desktop-picture"))
        #expect(standIns.calls.isEmpty, "feh was not run")
    }
}
