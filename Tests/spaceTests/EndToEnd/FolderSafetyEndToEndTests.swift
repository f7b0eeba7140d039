import Foundation
import Testing

/// What someone else put in space's folders is never written through or waited on: a link in the
/// cache or data folder is replaced, not followed; a config or favorites file that is a FIFO, a
/// device or a link to one is one sentence and exit 74, at once.
@Suite struct FolderSafetyEndToEndTests {
    func victim(_ space: SpaceRunner) throws -> URL {
        let file = space.home.appendingPathComponent("victim.txt")
        try Data("precious".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        return file
    }

    func expectUntouched(_ file: URL) throws {
        #expect(try Data(contentsOf: file) == Data("precious".utf8), "the link's target was not written")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o644, "nor its mode changed")
    }

    @Test func aLinkInThePictureCacheIsReplacedNotFollowed() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server)
        let folder = space.home.appendingPathComponent("pics")
        #expect(try space.run(["apod", "2024-01-06", "--download=\(folder.path)"]).status == 0)
        let pictures = space.home.appendingPathComponent("cache/space/pictures")
        let cached = try #require(
            try FileManager.default.contentsOfDirectory(atPath: pictures.path).first { $0.hasSuffix(".picture") })
        let target = try victim(space)
        let entry = pictures.appendingPathComponent(cached)
        try FileManager.default.removeItem(at: entry)
        try FileManager.default.createSymbolicLink(at: entry, withDestinationURL: target)
        let again = try space.run(["apod", "2024-01-06", "--download=\(folder.path)", "--force", "--refresh"])
        #expect(again.status == 0, "\(again.stderr)")
        try expectUntouched(target)
        let replaced = try FileManager.default.attributesOfItem(atPath: entry.path)[.type] as? FileAttributeType
        #expect(replaced == .typeRegular, "the cache holds its own file again")
    }

    @Test func aFolderInPlaceOfACacheEntryIsDroppedNotWarnedAboutForever() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "2024-01-06", "--download=\(space.home.path)/pics"]).status == 0)
        let pictures = space.home.appendingPathComponent("cache/space/pictures")
        let cached = try #require(
            try FileManager.default.contentsOfDirectory(atPath: pictures.path).first { $0.hasSuffix(".picture") })
        let entry = pictures.appendingPathComponent(cached)
        try FileManager.default.removeItem(at: entry)
        try FileManager.default.createDirectory(
            at: entry.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let again = try space.run(["apod", "2024-01-06", "--download=\(space.home.path)/pics2"])
        #expect(again.status == 0)
        #expect(!again.stderr.contains("Warning"), "\(again.stderr)")
        let type = try FileManager.default.attributesOfItem(atPath: entry.path)[.type] as? FileAttributeType
        #expect(type == .typeRegular, "the folder was dropped and the entry written")
    }

    @Test func aLinkInTheDataFolderIsReplacedAndNamed() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "2024-01-06"]).status == 0)
        let mark = space.home.appendingPathComponent("data/space/apod/last-shown.json")
        let target = try victim(space)
        try FileManager.default.removeItem(at: mark)
        try FileManager.default.createSymbolicLink(at: mark, withDestinationURL: target)
        let again = try space.run(["apod", "2024-01-07"])
        #expect(again.status == 0)
        try expectUntouched(target)
        #expect(
            again.stderr.contains(
                "Warning: \(mark.path) was a link to \(target.path); space replaced it with its own file"),
            "\(again.stderr)")
    }

    @Test(arguments: ["favorites", "config"])
    func aFIFOOrADeviceInPlaceOfAUserFileIsExit74AtOnce(which: String) throws {
        let space = try SpaceRunner()
        let file =
            which == "favorites"
            ? space.home.appendingPathComponent("data/space/favorites.json")
            : space.home.appendingPathComponent("config/space/config.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let command = which == "favorites" ? ["favorites"] : ["config", "list"]
        #expect(mkfifo(file.path, 0o600) == 0)
        let fifo = try space.run(command, timeout: 10)
        #expect(fifo.status == 74, "\(fifo.stderr)")
        #expect(fifo.stderr.contains("it is not a regular file (a FIFO)"), "\(fifo.stderr)")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
        let zero = try space.run(command, timeout: 10)
        #expect(zero.status == 74, "\(zero.stderr)")
        #expect(zero.stderr.contains("(a device)"))
        if which == "favorites" {
            let add = try space.run(["favorites", "add", "2024-01-06"], timeout: 10)
            #expect(add.status == 74, "never written through to a device")
        }
    }
}
