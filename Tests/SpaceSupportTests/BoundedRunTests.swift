import Foundation
import SpaceTestSupport
import SpaceSupport
import Testing

/// A helper program's answer, bounded: a few KB read, a deadline, and the program killed with
/// everything it started.
@Suite struct BoundedRunTests {
    let folder: URL

    init() throws {
        folder = Scratch.root.appendingPathComponent("bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Whether a process is gone (or only a zombie waiting to be reaped) within a few seconds:
    /// SIGKILL is only delivered when the process is next scheduled, which on a loaded machine can
    /// come after `kill` has returned and after a first look.
    func gone(_ pidFile: String) throws -> Bool {
        let text = try String(contentsOfFile: folder.appendingPathComponent(pidFile).path, encoding: .utf8)
        let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        for _ in 0..<250 {  // 5 seconds at most
            if kill(pid, 0) != 0 { return true }
            let ps = BoundedRun.run(
                "/bin/ps", ["-o", "stat=", "-p", String(pid)], environment: ["PATH": "/usr/bin:/bin"])
            let state = String(decoding: ps?.output ?? [], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if state.hasPrefix("Z") { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func anAnswerAndItsExitCode() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try #require(BoundedRun.run("/bin/sh", ["-c", "echo on; exit 3"], environment: [:]))
        #expect(outcome.output == Array("on\n".utf8) && outcome.status == 3 && !outcome.overflowed && !outcome.timedOut)
        #expect(BoundedRun.run("/nonexistent/tmux", [], environment: [:]) == nil)
    }

    @Test func aProgramThatPrintsWithoutEndIsStoppedAtTheLimitWithItsChildren() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = "echo $$ > '\(folder.path)/shell'; sleep 30 & echo $! > '\(folder.path)/child'; yes"
        let outcome = try #require(
            BoundedRun.run("/bin/sh", ["-c", script], environment: ["PATH": "/usr/bin:/bin"], limit: 4096, seconds: 5))
        #expect(outcome.overflowed && outcome.output.count == 4096 && outcome.status == nil)
        #expect(try gone("shell") && gone("child"), "the whole group is killed")
    }

    @Test func aProgramThatHangsIsKilledAtTheDeadlineWithItsChildren() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = "echo $$ > '\(folder.path)/shell'; sleep 30 & echo $! > '\(folder.path)/child'; echo partial; wait"
        let outcome = try #require(
            BoundedRun.run("/bin/sh", ["-c", script], environment: ["PATH": "/usr/bin:/bin"], seconds: 0.3))
        #expect(outcome.timedOut && outcome.status == nil && outcome.output == Array("partial\n".utf8))
        #expect(try gone("shell") && gone("child"))
    }
}
