import Testing
import Foundation
import SpaceTestSupport
import APODFeature
import SpaceNetworking
@testable import APODSearch

@Suite struct ArchiveSearchStoreTests {
    let folder: URL
    let cache: ResponseCache
    let sample: [APODPicture]

    init() throws {
        folder = Scratch.root.appendingPathComponent(
            "space-index-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        cache = ResponseCache(root: folder)
        sample = try IndexFixtures.sample()
    }

    /// Stores days in their month packs, as a range does.
    func cacheDays(_ pictures: [APODPicture]) throws {
        let byMonth = Dictionary(grouping: pictures) { "days-" + $0.date.description.prefix(7) }
        for (pack, days) in byMonth {
            let entries = days.map {
                CacheEntry(
                    key: "day \($0.date)", status: 200, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000),
                    expiresAt: nil, headers: [:], body: $0.record)
            }
            try cache.store(entries, namespace: APODCachePolicies.namespace, pack: pack)
        }
    }

    @Test func buildsFromWhatIsCachedAndCatchesUpWithDaysCachedLater() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ArchiveSearchStore(cache: cache)
        // Nothing cached: an empty index, no crash.
        #expect(try store.open().index.dayCount == 0)
        try cacheDays(Array(sample.prefix(20)))
        let first = try store.open()
        #expect(first.index.dayCount == 20 && first.caughtUp == 20)
        // Unchanged cache: the index as it is, nothing read.
        #expect(try store.open().caughtUp == 0)
        try cacheDays(Array(sample.suffix(19)))
        let second = try store.open()
        #expect(second.index.dayCount == 39 && second.caughtUp == 19)
        #expect(try second.index.dates("calafia") == ["2023-12-19", "2021-03-10"])
    }

    @Test func aFolderThatChangedWithNoNewDayKeepsTheIndexUnderANewHeader() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try cacheDays(sample)
        let store = ArchiveSearchStore(cache: cache)
        let first = try store.open().index
        // Another file written in APOD's cache folder (the latest picture's entry, say).
        try Data("{}".utf8).write(to: cache.responses.appendingPathComponent("apod/other.entry"))
        let again = try store.open()
        #expect(again.caughtUp == 0)
        #expect(again.index.dayCount == first.dayCount)
        #expect(again.index.folder != first.folder)
        #expect(try again.index.dates("calafia") == first.dates("calafia"))
        // Written back: the next open takes the index as it is.
        #expect(try ArchiveIndex(contentsOf: store.url).folder == again.index.folder)
        #expect(try store.open().index.folder == again.index.folder)
    }

    @Test func aDamagedIndexIsRebuiltAndSaysSo() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try cacheDays(sample)
        let store = ArchiveSearchStore(cache: cache)
        _ = try store.record(IndexUpdate(old: try store.open().index), syncedThrough: APODDate("2024-02-08"))
        var bytes = try Array(Data(contentsOf: store.url))
        bytes[bytes.count / 2] ^= 0xFF
        try Data(bytes).write(to: store.url)
        let opened = try store.open()
        #expect(opened.rebuilt == .damaged("its checksum does not match"))
        #expect(opened.index.dayCount == sample.count)
        #expect(try opened.index.dates("calafia").count == 2)
        // The sync is remembered apart: a rebuilt index still counts as synced.
        #expect(store.syncedThrough == APODDate("2024-02-08"))
        #expect(store.byteCount > 0 && store.remove() > 0 && store.byteCount == 0)
        #expect(store.syncedThrough == nil)
    }

    @Test func anIndexFoundGoodIsNotHashedAgainUntilItChanges() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try cacheDays(sample)
        let store = ArchiveSearchStore(cache: cache)
        _ = try store.open()
        // The first open from the file hashes it whole and records which file it was.
        let first = try ArchiveIndex(contentsOf: store.url)
        let check = IndexCheck(index: store.url)
        let identity = try #require(first.storage.identity)
        let stated = IndexBytes.read(UInt64.self, first.storage.buffer, at: 24)
        let later = identity.changedSeconds + 10
        #expect(check.vouches(for: identity, checksum: stated, now: later))
        #expect(
            !check.vouches(for: identity, checksum: stated &+ 1, now: later), "another checksum stated is another file")
        // Where a write in the same second could move nothing recorded, nothing is vouched for: a
        // change time with no part of a second (whole-second file systems), or one just now.
        var wholeSeconds = identity
        wholeSeconds.changedNanoseconds = 0
        check.record(wholeSeconds, checksum: stated)
        #expect(!check.vouches(for: wholeSeconds, checksum: stated, now: later))
        check.record(identity, checksum: stated)
        #expect(!check.vouches(for: identity, checksum: stated, now: identity.changedSeconds + 1))
        #expect(check.vouches(for: identity, checksum: stated, now: later))
        // Written in place (same inode, same size): its change time moved, so it is hashed again and
        // the damage found.
        var bytes = try Array(Data(contentsOf: store.url))
        bytes[bytes.count / 2] ^= 0xFF
        let handle = try FileHandle(forWritingTo: store.url)
        try handle.write(contentsOf: bytes)
        try handle.close()
        #expect(throws: ArchiveIndex.Damage.damaged("its checksum does not match")) {
            try ArchiveIndex(contentsOf: store.url)
        }
        #expect(try store.open().rebuilt == .damaged("its checksum does not match"))
        // Removing the index removes what vouched for it.
        _ = store.remove()
        #expect(!FileManager.default.fileExists(atPath: check.url.path))
    }

    @Test func anIndexThatCannotBeSavedIsBuiltInMemoryAndSaysWhy() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try cacheDays(sample)
        // A file where the index's folder should be: nothing can be written there.
        try Data("in the way".utf8).write(to: folder.appendingPathComponent("index"))
        let opened = try ArchiveSearchStore(cache: cache).open()
        #expect(opened.index.dayCount == sample.count)
        #expect(opened.notSaved != nil)
        #expect(try opened.index.dates("calafia").count == 2)
        #expect(try String(contentsOf: folder.appendingPathComponent("index"), encoding: .utf8) == "in the way")
    }

    @Test func aSyncAndSearchesAtOnceLoseNoDay() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ArchiveSearchStore(cache: cache)
        try cacheDays(Array(sample.prefix(10)))
        _ = try store.open()
        // A sync indexes 29 days while searches catch up with the cache in other tasks.
        var update = IndexUpdate(old: try store.open().index)
        for picture in sample.suffix(29) { update.offer(picture) }
        let searches = DispatchGroup()
        let failures = Failures()
        for _ in 0..<4 {
            DispatchQueue.global().async(group: searches) {
                for _ in 0..<5 {
                    do { _ = try store.open() } catch { failures.add("\(error)") }
                }
            }
        }
        try cacheDays(Array(sample.suffix(29)))
        _ = try store.record(update, syncedThrough: APODDate("2024-02-08"))
        searches.wait()
        #expect(failures.all.isEmpty)
        let final = try store.open().index
        #expect(final.dayCount == 39)
        #expect(store.syncedThrough == APODDate("2024-02-08"))
        #expect(Set(final.fingerprints().keys) == Set(sample.map(\.date)))
    }
}

/// Errors seen on other threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ text: String) { lock.lock(); list.append(text); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return list }
}
