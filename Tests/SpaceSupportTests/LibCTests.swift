import Foundation
import SpaceTestSupport
import Testing

@testable import SpaceSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C libraries' differences, asked in one place: a file's times from its `stat` are the ones
/// set on it, to the nanosecond, whichever field the platform names them by.
@Suite struct LibCTests {
    @Test func aFilesTimesAreTheOnesSetOnIt() throws {
        let file = Scratch.root.appendingPathComponent("space-libc-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var times = [
            timespec(tv_sec: 1_700_000_000, tv_nsec: 123_456_789),
            timespec(tv_sec: 1_600_000_000, tv_nsec: 987_654_321),
        ]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        var info = stat()
        #expect(stat(file.path, &info) == 0)
        let modified = LibC.modified(info)
        #expect(modified == LibC.FileTime(seconds: 1_600_000_000, nanoseconds: 987_654_321))
        #expect(abs(modified.interval - 1_600_000_000.987654321) < 1e-6)
        // The record's change time is another field: setting the times changed the record itself.
        #expect(
            LibC.changed(info) != modified
                && LibC.changed(info) != LibC.FileTime(seconds: 1_700_000_000, nanoseconds: 123_456_789))
    }

    @Test func spawnPartsStartEmpty() {
        var (actions, attributes) = LibC.spawnParts()
        #expect(posix_spawn_file_actions_init(&actions) == 0)
        #expect(posix_spawnattr_init(&attributes) == 0)
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
    }
}
