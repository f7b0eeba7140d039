import Foundation
import SpaceTestSupport
import Testing
@testable import SpaceSupport

/// The registry a signal empties: files being written are removed, and so is any registered after.
@Suite struct TemporaryFilesTests {
    func file(_ folder: URL, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data("partial".utf8).write(to: url)
        return url.path
    }

    @Test func removeAllTakesTheFilesBeingWrittenAndLeavesFinishedOnes() throws {
        let folder = Scratch.root.appendingPathComponent("space-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = TemporaryFileRegistry()
        let writing = try file(folder, ".a.tmp"), done = try file(folder, ".b.tmp")
        registry.register(writing)
        registry.register(done)
        registry.unregister(done)  // renamed into place: no longer ours to remove
        #expect(registry.removeAll() == 1)
        #expect(!FileManager.default.fileExists(atPath: writing))
        #expect(FileManager.default.fileExists(atPath: done))
    }

    @Test func aFileRegisteredAfterTheSignalIsRemovedAtOnce() throws {
        let folder = Scratch.root.appendingPathComponent("space-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = TemporaryFileRegistry()
        registry.removeAll()
        let late = try file(folder, ".late.tmp")
        registry.register(late)  // a write that started while the run was ending
        #expect(!FileManager.default.fileExists(atPath: late))
    }

    /// A temporary is created and registered in one section with `removeAll`: before the signal it
    /// is made and registered (so removed), after it, never made. Two threads race many times; not
    /// one file is ever left (it was, 5 times in 9, when creating and registering were two steps).
    @Test func creatingAndEndingNeverLeaveAFile() throws {
        let folder = Scratch.root.appendingPathComponent("space-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 0..<200 {
            let registry = TemporaryFileRegistry()
            let path = folder.appendingPathComponent(".f\(round).tmp").path
            let ended = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                registry.removeAll()
                ended.signal()
            }
            let descriptor = registry.create(path, mode: 0o600)
            if descriptor >= 0 { close(descriptor) }
            ended.wait()
            #expect(!FileManager.default.fileExists(atPath: path), "round \(round): a file left")
        }
        let registry = TemporaryFileRegistry()
        registry.removeAll()
        #expect(registry.create(folder.appendingPathComponent(".after.tmp").path, mode: 0o600) == -1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

/// Temporaries that a killed run left beside a file go once they are an hour old.
@Suite struct StaleTemporaryTests {
    @Test func onlyOldTemporariesOfThatFileAreRemoved() throws {
        let folder = Scratch.root.appendingPathComponent("space-stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("favorites.json")
        let old = folder.appendingPathComponent(".favorites.json.123.456.tmp")
        let young = folder.appendingPathComponent(".favorites.json.124.457.tmp")
        let other = folder.appendingPathComponent(".config.json.1.2.tmp")
        for file in [old, young, other] { try Data("x".utf8).write(to: file) }
        let now = Date(timeIntervalSince1970: 2_000_000_000)
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(-7200)], ofItemAtPath: old.path)
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(-60)], ofItemAtPath: young.path)
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(-7200)], ofItemAtPath: other.path)
        AtomicFile.removeStaleTemporaries(of: target, now: now)
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(FileManager.default.fileExists(atPath: young.path), "a write may still be making it")
        #expect(FileManager.default.fileExists(atPath: other.path), "another file's")
    }
}
