import Foundation
import SpaceTestSupport
import SpaceSupport
import Testing
@testable import SpaceNetworking

func temporaryFolder() throws -> URL {
    let url = Scratch.root.appendingPathComponent(
        "space-cache-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite struct ResponseCacheTests {
    let fetched = Date(timeIntervalSince1970: 1_700_000_000)

    func entry(_ key: String, body: String = #"{"ok":true}"#, expires: Date? = nil) -> CacheEntry {
        CacheEntry(
            key: key, status: 200, fetchedAt: fetched, expiresAt: expires,
            headers: ["Content-Type": "application/json", "Set-Cookie": "secret"], body: Data(body.utf8))
    }

    @Test func anEntryRoundTripsAndKeepsOnlyTheHeadersThatMatter() throws {
        let original = entry("https://example.test/a?api_key=REDACTED", expires: fetched.addingTimeInterval(60))
        let decoded = try #require(CacheEntry.decode(try original.encoded()))
        #expect(decoded == original)
        #expect(decoded.headers.keys.sorted() == ["Content-Type"])
        #expect(decoded.isFresh(at: fetched.addingTimeInterval(59)))
        #expect(!decoded.isFresh(at: fetched.addingTimeInterval(60)))
        #expect(entry("k").isFresh(at: .distantFuture), "no expiry is forever")
    }

    @Test func tornOrEditedFilesAreCorrupt() throws {
        let bytes = try entry("k", body: String(repeating: "x", count: 100)).encoded()
        #expect(CacheEntry.decode(bytes.prefix(bytes.count - 1)) == nil, "a torn body")
        var edited = bytes
        edited[edited.count - 1] = UInt8(ascii: "y")
        #expect(CacheEntry.decode(edited) == nil, "an edited body")
        #expect(CacheEntry.decode(Data("garbage".utf8)) == nil)
        #expect(CacheEntry.decode(Data()) == nil)
    }

    @Test func storeReadRemoveAndACorruptFileIsDeleted() throws {
        let cache = ResponseCache(root: try temporaryFolder())
        try cache.store(entry("https://example.test/one"), namespace: "apod")
        #expect(cache.entry(for: "https://example.test/one", namespace: "apod")?.body == Data(#"{"ok":true}"#.utf8))
        #expect(cache.entry(for: "https://example.test/one", namespace: "images") == nil, "namespaces are separate")
        let file = cache.fileURL(key: "https://example.test/one", namespace: "apod")
        #expect(file.lastPathComponent.count == 32 + ".entry".count)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        try Data("half an entry".utf8).write(to: file)
        #expect(cache.entry(for: "https://example.test/one", namespace: "apod") == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path), "a corrupt entry is removed")
        try cache.store(entry("https://example.test/two"), namespace: "apod")
        cache.remove(key: "https://example.test/two", namespace: "apod")
        #expect(cache.entry(for: "https://example.test/two", namespace: "apod") == nil)
    }

    @Test func anEntryStoredUnderAnotherKeyIsAMiss() throws {
        let cache = ResponseCache(root: try temporaryFolder())
        let file = cache.fileURL(key: "https://example.test/wanted", namespace: "apod")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try entry("https://example.test/other").encoded().write(to: file)
        #expect(cache.entry(for: "https://example.test/wanted", namespace: "apod") == nil)
    }

    @Test func usageAndClearPerNamespace() throws {
        let cache = ResponseCache(root: try temporaryFolder())
        try cache.store(entry("a"), namespace: "apod")
        try cache.store(entry("b"), namespace: "apod")
        try cache.store(entry("c"), namespace: "images")
        let usage = cache.usage()
        #expect(usage.map(\.name) == ["apod", "images"])
        #expect(usage.map(\.entries) == [2, 1])
        #expect(usage[0].bytes > 0)
        let removed = try cache.clear(namespace: "apod")
        #expect(removed.entries == 2)
        #expect(cache.entry(for: "a", namespace: "apod") == nil)
        #expect(cache.entry(for: "c", namespace: "images") != nil)
        #expect(try cache.clear(namespace: nil).entries == 1)
        #expect(cache.usage().allSatisfy { $0.entries == 0 })
    }

    @Test func trimEvictsTheLeastRecentlyUsedFirst() throws {
        let root = try temporaryFolder()
        let writer = ResponseCache(root: root)
        let body = String(repeating: "z", count: 1000)
        for (index, key) in ["old", "middle", "new"].enumerated() {
            try writer.store(entry(key, body: body), namespace: "apod")
            let date = Date(timeIntervalSince1970: 1_000_000 + Double(index) * 1000)
            try FileManager.default.setAttributes(
                [.modificationDate: date], ofItemAtPath: writer.fileURL(key: key, namespace: "apod").path)
        }
        let size = writer.usage()[0].bytes / 3
        // Reading "old" makes it the most recently used.
        #expect(writer.entry(for: "old", namespace: "apod") != nil)
        let bounded = ResponseCache(root: root, maxBytes: size * 2)
        #expect(bounded.trim().removed == 1)
        #expect(bounded.trim().remainingBytes <= size * 2)
        #expect(bounded.entry(for: "middle", namespace: "apod") == nil, "the least recently used went first")
        #expect(bounded.entry(for: "old", namespace: "apod") != nil)
        #expect(bounded.entry(for: "new", namespace: "apod") != nil)
        #expect(ResponseCache(root: root).trim().removed == 0, "under the bound nothing goes")
    }

    @Test func hashesAreStableAndSpreadOut() {
        #expect(StableHash.hex("https://example.test/a") == StableHash.hex("https://example.test/a"))
        #expect(StableHash.hex("https://example.test/a") != StableHash.hex("https://example.test/b"))
        #expect(StableHash.hex("").count == 32)
    }
}

@Suite struct AtomicFileTests {
    @Test func aWriteThatFailsHalfwayLeavesThePreviousFileAndNoPartialFile() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("favorites.json")
        try AtomicFile.write(Data("previous".utf8), to: file)
        var calls = 0
        let fullDisk: (Int32, UnsafeRawPointer, Int) -> Int = { descriptor, pointer, count in
            calls += 1
            if calls == 1 { return write(descriptor, pointer, min(count, 10)) }
            errno = ENOSPC
            return -1
        }
        let error = #expect(throws: FileError.self) {
            try AtomicFile.write(Data(String(repeating: "new", count: 1000).utf8), to: file, writer: fullDisk)
        }
        #expect(error?.message == "Could not write \(file.path): no space left on device.")
        #expect(try Data(contentsOf: file) == Data("previous".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["favorites.json"])
    }

    @Test func withoutOverwriteAnExistingFileIsKept() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("picture.jpg")
        try AtomicFile.write(Data("mine".utf8), to: file)
        #expect(throws: AtomicFile.Exists.self) {
            try AtomicFile.write(Data("theirs".utf8), to: file, overwrite: false)
        }
        #expect(try Data(contentsOf: file) == Data("mine".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["picture.jpg"])
    }
}
