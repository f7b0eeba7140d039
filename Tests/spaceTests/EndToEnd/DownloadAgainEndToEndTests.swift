import Foundation
import Testing

/// Downloading what is already there: the same picture is a success that leaves the file alone,
/// found whatever the link's extension says; a different file of the name still needs --force.
@Suite struct DownloadAgainEndToEndTests {
    @Test func theSamePictureTwicePrintsItsPathAndSucceeds() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server)
        let folder = space.home.appendingPathComponent("pics")
        let first = try space.run(["apod", "2024-01-06", "--download=\(folder.path)"])
        #expect(first.status == 0)
        let path = first.stdout.trimmingCharacters(in: .newlines)
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let again = try space.run(
            shell: "feh_path=\"$(space apod 2024-01-06 --download '\(folder.path)')\" && echo \"got $feh_path\"",
            env: ["PATH": SpaceRunner.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"])
        #expect(
            again.status == 0,
            "the README's feh \"$(space apod --download DIR)\" works the second time too: \(again.stderr)")
        #expect(again.stdout == "got \(path)\n")
        #expect(again.stderr == "\(path) was already there, the same picture; it was left as it is.\n")
        #expect(
            try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified,
            "not written again")
    }

    @Test func aDailyRangeRecognisesPicturesSavedUnderTheirRealFormat() throws {
        // The links end in .jpg, the bytes are PNG: saved as .png, and found as such the next day.
        let server = try FakeServer(config: ["local_pictures": true, "picture_png": ["synthetic_"]])
        let space = try SpaceRunner(server: server)
        let folder = space.home.appendingPathComponent("week2")
        let first = try space.run(["apod", "--last", "3", "--download=\(folder.path)"])
        #expect(first.status == 0, "\(first.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasSuffix(".png") }, "saved under the real format: \(names)")
        let again = try space.run(["apod", "--last", "3", "--download=\(folder.path)"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == first.stdout, "every picture's path again, the .png ones as they are: \(again.stdout)")
        #expect(again.stderr.hasSuffix("were already there and left as they are (--force replaces them).\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == names.sorted(),
            "nothing added or replaced")
    }

    @Test func picturesThatCouldNotBeSavedFailTheRangeAndSaySo() throws {
        let server = try FakeServer(config: ["local_pictures": true, "picture_missing": ["synthetic_240106"]])
        let space = try SpaceRunner(server: server)
        let folder = space.home.appendingPathComponent("range")
        let some = try space.run(["apod", "--start", "2024-01-05", "--end", "2024-01-07", "--download=\(folder.path)"])
        #expect(some.status == 1, "a picture not saved is a failure, not a silent success: \(some.stderr)")
        #expect(some.stdout.split(separator: "\n").count == 2, "the two saved are printed: \(some.stdout)")
        #expect(some.stderr.hasPrefix("Error: Could not save 1 of 3 pictures (2024-01-06)."), "\(some.stderr)")
        #expect(some.stderr.hasSuffix("Every other picture was saved; try again later.\n"))
        let missing = try FakeServer(config: ["local_pictures": true, "picture_missing": ["synthetic_"]])
        let none = try SpaceRunner(server: missing).run([
            "apod", "--start", "2024-01-05", "--end", "2024-01-07", "--download=\(folder.path)/none",
        ])
        #expect(none.status == 1 && none.stdout.isEmpty)
        #expect(none.stderr.hasPrefix("Error: Could not save 3 of 3 pictures (2024-01-05 to 2024-01-07)."))
        #expect(none.stderr.hasSuffix("\nTry again later.\n"), "never 'every other' when none was: \(none.stderr)")
    }
}
