import Foundation
import SpaceSupport
import Testing
@testable import SpaceNetworking

@Suite struct CachePackTests {
    let fetched = Date(timeIntervalSince1970: 1_700_000_000)

    func entry(_ key: String, body: String = #"{"ok":true}"#, status: Int = 200) -> CacheEntry {
        CacheEntry(
            key: key, status: status, fetchedAt: fetched, expiresAt: nil, headers: ["Content-Type": "application/json"],
            body: Data(body.utf8))
    }

    func pack(_ entries: [CacheEntry]) -> CachePack {
        CachePack(entries: Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0) }))
    }

    @Test func aPackRoundTripsAndCountsFromItsHeaderAlone() throws {
        let original = pack([
            entry("day 2024-01-01"), entry("day 2024-01-02", body: "{\"a\":\"line\\nbreak\"}"),
            entry("day 2024-01-03", body: "", status: 404),
        ])
        let bytes = try original.encoded()
        #expect(CachePack.decode(bytes) == original)
        #expect(CachePack.count(bytes) == 3)
        #expect(CachePack.decode(try CachePack().encoded()) == CachePack(), "an empty pack")
    }

    @Test(arguments: ["9223372036854775000", "4611686018427387904", "-5", "NaN", "99999999999999999999999"])
    func aLengthNearIntMaxIsADamagedPackNeverATrap(length: String) throws {
        let original = pack([entry("day 2024-01-01"), entry("day 2024-01-02"), entry("day 2024-01-03")])
        let text = String(decoding: try original.encoded(), as: UTF8.self)
        // Each header line: key, status, fetched, expires, length, hash…: the lengths rewritten.
        let damaged = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count >= 6, fields[0].hasPrefix("day ") { fields[4] = length }
            return fields.joined(separator: "\t")
        }.joined(separator: "\n")
        let bytes = Data(damaged.utf8)
        #expect(CachePack.decode(bytes) == nil, "dropped, to be fetched again")
        #expect(CachePack.entry("day 2024-01-03", in: bytes) == nil)
        var fetchedNaN = text.replacingOccurrences(of: "\t1700000000", with: "\tnan")
        fetchedNaN += ""
        #expect(CachePack.decode(Data(fetchedNaN.utf8)) == nil, "a time that is not a number is damage too")
    }

    @Test func fieldsWithTabsNewlinesAndBackslashesRoundTrip() throws {
        var odd = entry("key\twith\ttabs\nand\\ a newline", body: "x")
        odd.headers = ["ETag": "\"a\\b\tc\"", "Content-Type": "application/json"]
        odd.expiresAt = Date(timeIntervalSince1970: 1_700_000_123.456789)
        let original = pack([odd, entry("plain")])
        let bytes = try original.encoded()
        #expect(bytes.starts(with: Array("space-pack 2\n".utf8)))
        #expect(CachePack.decode(bytes) == original)
    }

    @Test func aPackOfAnEarlierVersionWithAJSONHeaderStillReads() throws {
        let entries = [entry("day 2024-01-01"), entry("day 2024-01-02", body: "", status: 404)]
        var bytes = try JSONEncoder().encode(entries.map(\.header))
        bytes.append(0x0A)
        for entry in entries { bytes.append(entry.body) }
        #expect(CachePack.decode(bytes) == pack(entries))
        #expect(CachePack.count(bytes) == 2)
    }

    @Test func oneEntryIsReadFromTheHeaderAndItsBodyAloneOrFromTheWholeFile() throws {
        let cache = ResponseCache(root: try temporaryFolder())
        let small = (1...30).map { entry("day \($0)", body: "{\"day\":\($0)}") }
        try cache.store(small, namespace: "apod", pack: "days-2024-01")
        // A header section longer than the first read (long keys): the whole file is read.
        let long = (1...40).map { entry("day \($0) " + String(repeating: "x", count: 600), body: "{\"long\":\($0)}") }
        try cache.store(long, namespace: "apod", pack: "days-2024-02")
        for (pack, entries) in [("days-2024-01", small), ("days-2024-02", long)] {
            for wanted in [entries[0], entries[17], entries[entries.count - 1]] {
                #expect(cache.packedEntry(wanted.key, namespace: "apod", pack: pack) == wanted)
            }
            #expect(cache.packedEntry("day 99", namespace: "apod", pack: pack) == nil)
        }
        // A body cut off by the end of the file: nothing, never a short body.
        let url = cache.packURL("days-2024-01", namespace: "apod")
        let whole = try Data(contentsOf: url)
        try whole.prefix(whole.count - 3).write(to: url)
        #expect(cache.packedEntry("day 9", namespace: "apod", pack: "days-2024-01") == nil, "the last in key order")
        #expect(cache.packedEntry("day 1", namespace: "apod", pack: "days-2024-01") == small[0])
        // A length that is not a number in any line: the pack is damaged.
        let text = String(decoding: whole, as: UTF8.self).replacingOccurrences(of: "\t10\t", with: "\t1x\t")
        try Data(text.utf8).write(to: url)
        #expect(cache.packedEntry("day 1", namespace: "apod", pack: "days-2024-01") == nil)
    }

    @Test func aReplacingStoreKeepsOnlyItsEntries() throws {
        let cache = ResponseCache(root: try temporaryFolder())
        try cache.store([entry("day 1"), entry("day 2")], namespace: "apod", pack: "days-2024-01")
        try cache.store(
            [entry("day 2", body: "{\"new\":1}"), entry("day 3")], namespace: "apod", pack: "days-2024-01",
            replacing: true)
        let other = ResponseCache(root: cache.root)
        #expect(other.entry(for: "day 1", namespace: "apod", pack: "days-2024-01") == nil)
        #expect(other.entry(for: "day 2", namespace: "apod", pack: "days-2024-01")?.body == Data("{\"new\":1}".utf8))
        #expect(other.entry(for: "day 3", namespace: "apod", pack: "days-2024-01") != nil)
    }

    @Test func aTornPackIsCorruptAndAnEditedBodyDropsOnlyItsEntry() throws {
        let bytes = try pack([entry("a", body: "aaaa"), entry("b", body: "bbbb"), entry("c", body: "cccc")]).encoded()
        #expect(CachePack.decode(bytes.prefix(bytes.count - 1)) == nil, "a torn file")
        #expect(CachePack.decode(bytes + Data("x".utf8)) == nil, "bytes after the last body")
        #expect(CachePack.decode(Data("not a pack\n".utf8)) == nil)
        var edited = bytes
        let b = try #require(edited.lastIndex(of: UInt8(ascii: "b")))
        edited[b] = UInt8(ascii: "B")
        #expect(try #require(CachePack.decode(edited)).entries.keys.sorted() == ["a", "c"])
    }

    @Test func storesMergeIntoThePackAndReadsSeeThem() throws {
        let root = try temporaryFolder()
        let cache = ResponseCache(root: root)
        try cache.store([entry("day 1"), entry("day 2")], namespace: "apod", pack: "days-2024-01")
        try cache.store([entry("day 2", body: "{\"new\":1}"), entry("day 3")], namespace: "apod", pack: "days-2024-01")
        // A second cache value (another process) reads the file, not the first one's memory.
        let other = ResponseCache(root: root)
        #expect(other.entry(for: "day 1", namespace: "apod", pack: "days-2024-01") != nil)
        #expect(other.entry(for: "day 2", namespace: "apod", pack: "days-2024-01")?.body == Data("{\"new\":1}".utf8))
        #expect(other.entry(for: "day 3", namespace: "apod", pack: "days-2024-02") == nil, "packs are separate")
        #expect(other.entry(for: "day 1", namespace: "apod") == nil, "a packed entry is not a file of its own")
        #expect(
            other.usage().first == ResponseCache.Usage(name: "apod", entries: 3, bytes: other.usage().first?.bytes ?? 0)
        )
        other.remove(key: "day 1", namespace: "apod", pack: "days-2024-01")
        #expect(cache.entry(for: "day 1", namespace: "apod", pack: "days-2024-01") == nil)
        #expect(cache.entry(for: "day 3", namespace: "apod", pack: "days-2024-01") != nil)
        #expect(try cache.clear(namespace: "apod").entries == 2)
        #expect(cache.entry(for: "day 3", namespace: "apod", pack: "days-2024-01") == nil)
    }

    @Test func concurrentWritersToOnePackLoseNothing() async throws {
        let root = try temporaryFolder()
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<16 {
                group.addTask {
                    let cache = ResponseCache(root: root)
                    _ = try? cache.store(
                        (0..<10).map { entry("w\(writer) e\($0)") }, namespace: "apod", pack: "days-2024-01")
                }
            }
        }
        let cache = ResponseCache(root: root)
        let found = (0..<16).flatMap { w in (0..<10).map { "w\(w) e\($0)" } }.filter {
            cache.entry(for: $0, namespace: "apod", pack: "days-2024-01") != nil
        }
        #expect(found.count == 160)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("responses/apod").path)
        #expect(names.sorted() == ["days-2024-01.pack", "packs.lock"], "no temporary file is left")
    }

    @Test func aCorruptPackIsRemovedAndPackNamesStayInsideTheFolder() throws {
        let root = try temporaryFolder()
        let cache = ResponseCache(root: root)
        try cache.store([entry("k")], namespace: "apod", pack: "days-2024-01")
        let file = root.appendingPathComponent("responses/apod/days-2024-01.pack")
        try Data("garbage".utf8).write(to: file)
        #expect(ResponseCache(root: root).entry(for: "k", namespace: "apod", pack: "days-2024-01") == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        try cache.store([entry("k")], namespace: "apod", pack: "../../escape")
        #expect(ResponseCache(root: root).entry(for: "k", namespace: "apod", pack: "../../escape") != nil)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("responses/apod").path)
        #expect(names.contains { $0.count == 32 + 5 && $0.hasSuffix(".pack") }, "an unsafe name is hashed")
        #expect(
            !FileManager.default.fileExists(
                atPath: root.deletingLastPathComponent().appendingPathComponent("escape.pack").path))
    }

    @Test func aWriterNeverMergesIntoAStaleCopy() throws {
        let root = try temporaryFolder()
        let first = ResponseCache(root: root), second = ResponseCache(root: root)
        try first.store([entry("a")], namespace: "apod", pack: "days-2024-01")
        #expect(second.entry(for: "a", namespace: "apod", pack: "days-2024-01") != nil, "second now remembers the pack")
        try first.store([entry("b")], namespace: "apod", pack: "days-2024-01")
        try second.store([entry("c")], namespace: "apod", pack: "days-2024-01")
        let keys = ["a", "b", "c"].filter {
            ResponseCache(root: root).entry(for: $0, namespace: "apod", pack: "days-2024-01") != nil
        }
        #expect(keys == ["a", "b", "c"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("responses/apod/days-2024-01.pack"))
        #expect(second.entry(for: "c", namespace: "apod", pack: "days-2024-01") == nil, "a removed file is noticed")
    }

    @Test func anInterruptionRemovesTheTemporaryFileOfAWriteInProgress() throws {
        let folder = try temporaryFolder()
        let target = folder.appendingPathComponent("picture.jpg")
        var seen: [String] = []
        var removed = 0
        // The "signal" arrives halfway through the write, as the handler of SIGINT runs it (on a
        // registry of this test's own: the process's closes for good once emptied).
        let registry = TemporaryFileRegistry()
        #expect(throws: FileError.self) {
            try AtomicFile.write(
                Data(count: 100_000), to: target, temporaries: registry,
                writer: { descriptor, pointer, count in
                    if seen.isEmpty {
                        seen = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                        removed = registry.removeAll()
                    }
                    return Foundation.write(descriptor, pointer, min(count, 10_000))
                })
        }
        #expect(seen.count == 1 && seen.allSatisfy { TemporaryFiles.isTemporary($0) }, "\(seen)")
        #expect(removed == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing is left")
    }
}

/// An entry's hash: always 16 hex digits, and one written without its leading zeros still reads.
@Suite struct CacheEntryHashTests {
    @Test func sixteenDigitsAndOlderShortFormsAccepted() throws {
        // Find a body whose hash starts with a zero digit.
        let body = try #require(
            (0..<10_000).lazy.map { Data("body \($0)".utf8) }.first { CacheEntry.hash($0).hasPrefix("0") })
        let hash = CacheEntry.hash(body)
        #expect(hash.count == 16)
        let short = String(hash.drop { $0 == "0" })
        let header = CacheEntry.Header(
            key: "k", status: 200, fetchedAt: 0, expiresAt: nil, headers: [:], length: body.count, hash: short)
        #expect(CacheEntry(header: header, body: body) != nil, "an entry from an older version still reads")
        var wrong = header
        wrong.hash = "1" + hash.dropFirst()
        #expect(CacheEntry(header: wrong, body: body) == nil)
    }
}
