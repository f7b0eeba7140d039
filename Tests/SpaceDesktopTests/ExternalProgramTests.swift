import Foundation
import SpaceTestSupport
import SpaceNetworking
import Testing

@testable import SpaceDesktop

/// A desktop program that fails is one sentence: its name, what it could not do, its exit code and
/// the first line it said, ending with one full stop whatever that line ended with.
@Suite struct ExternalProgramTests {
    @Test func aFailureIsOneSentenceWithOneFullStop() throws {
        let standIns = try MacDesktopTests.StandIns([])
        let systemctl = standIns.folder.appendingPathComponent("systemctl")
        try StandInProgram.write(
            "#!/bin/sh\necho 'Failed to enable unit: Unit file space-wallpaper.timer does not exist.' >&2\nexit 1\n",
            to: systemctl)
        #expect {
            try ExternalProgram.run(
                systemctl.path, ["--user", "enable"], environment: standIns.environment, what: "start the daily timer")
        } throws: { error in
            (error as? SpaceError)?.message
                == "systemctl could not start the daily timer (exit 1): Failed to enable unit: Unit file space-wallpaper.timer does not exist."
        }
    }
}
