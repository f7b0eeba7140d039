import Foundation
import Testing
@testable import SpaceNetworking

/// The registry a signal empties: files being written are removed, and so is any registered after.
@Suite struct TemporaryFilesTests {
    func file(_ folder: URL, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data("partial".utf8).write(to: url)
        return url.path
    }

    @Test func removeAllTakesTheFilesBeingWrittenAndLeavesFinishedOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("space-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = TemporaryFileRegistry()
        let writing = try file(folder, ".a.tmp"), done = try file(folder, ".b.tmp")
        registry.register(writing)
        registry.register(done)
        registry.unregister(done)   // renamed into place: no longer ours to remove
        #expect(registry.removeAll() == 1)
        #expect(!FileManager.default.fileExists(atPath: writing))
        #expect(FileManager.default.fileExists(atPath: done))
    }

    @Test func aFileRegisteredAfterTheSignalIsRemovedAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("space-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = TemporaryFileRegistry()
        registry.removeAll()
        let late = try file(folder, ".late.tmp")
        registry.register(late)   // a write that started while the run was ending
        #expect(!FileManager.default.fileExists(atPath: late))
    }
}
