import Testing
import Foundation
import APODFeature
@testable import APODSearch

@Suite struct IndexFormatTests {
    let pictures: [APODPicture]
    let bytes: [UInt8]

    init() throws {
        pictures = try IndexFixtures.sample()
        let builder = IndexBuilder()
        for picture in pictures { builder.add(picture) }
        bytes = builder.finish(
            meta: IndexMeta(
                packs: ["days-2021-03": PackSignature(size: 10, stamp: 7)],
                folder: PackSignature(size: 4096, stamp: 123_456_789)))
    }

    @Test func roundTrip() throws {
        let index = try ArchiveIndex(bytes: bytes)
        #expect(index.dayCount == pictures.count)
        #expect(index.meta.packs == ["days-2021-03": PackSignature(size: 10, stamp: 7)])
        #expect(index.meta.folder == PackSignature(size: 4096, stamp: 123_456_789))
        for (doc, picture) in pictures.enumerated() {
            let day = index.day(doc)
            #expect(day.date == picture.date && day.title == picture.title && day.mediaType == picture.mediaType)
            #expect(day.fingerprint == IndexedDay.fingerprint(of: picture))
        }
        // Terms are sorted and found by binary search.
        let terms = (0..<index.termCount).map(index.termText)
        #expect(terms == terms.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(index.find("calafia") != nil && index.find("zzzz") == nil)
        #expect(index.prefixRange("calaf").count == 1)
    }

    @Test func everyChangedByteIsSeen() throws {
        // Flipping any one byte past the checksum is damage, never a different answer.
        for offset in stride(from: 32, to: bytes.count, by: max(1, bytes.count / 400)) {
            var damaged = bytes
            damaged[offset] ^= 0x5A
            #expect(throws: ArchiveIndex.Damage.self) { try ArchiveIndex(bytes: damaged) }
        }
    }

    @Test func truncatedOtherVersionsAndOtherFilesAreRefused() throws {
        for length in [0, 7, 40, IndexFormat.bodyStart, bytes.count / 2, bytes.count - 1] {
            #expect(throws: ArchiveIndex.Damage.self) { try ArchiveIndex(bytes: Array(bytes.prefix(length))) }
        }
        var other = bytes
        IndexBytes.write(IndexFormat.version + 1, into: &other, at: 8)
        #expect(throws: ArchiveIndex.Damage.otherVersion(IndexFormat.version + 1)) { try ArchiveIndex(bytes: other) }
        #expect(throws: ArchiveIndex.Damage.notAnIndex) {
            try ArchiveIndex(bytes: Array("{\"not\": \"an index\"}".utf8))
        }
    }

    @Test func anEmptyIndexAnswersNothing() throws {
        let index = try ArchiveIndex(bytes: IndexBuilder().finish(meta: IndexMeta()))
        #expect(index.dayCount == 0)
        #expect(index.search(try ArchiveQuery(parsing: "moon"), limit: 5).total == 0)
    }
}

@Suite struct IndexMergeTests {
    /// Two indexes give the same totals, days in the same order, and the same scores.
    func expectSameAnswers(_ merged: ArchiveIndex, _ fresh: ArchiveIndex, _ queries: [String]) throws {
        for query in queries {
            let a = merged.search(try ArchiveQuery(parsing: query), limit: 50)
            let b = fresh.search(try ArchiveQuery(parsing: query), limit: 50)
            #expect(a.total == b.total, "\(query)")
            #expect(a.hits.map(\.day.date) == b.hits.map(\.day.date), "\(query)")
            #expect(zip(a.hits, b.hits).allSatisfy { abs($0.score - $1.score) < 0.0001 }, "\(query)")
        }
    }

    @Test func anUpdateKeepsTheSameDaysAddsNewOnesAndReplacesChangedOnes() throws {
        let sample = try IndexFixtures.sample()
        let old = try IndexFixtures.index(Array(sample.prefix(30)))
        var update = IndexUpdate(old: old)
        // The same days again: nothing to do.
        for picture in sample.prefix(30) {
            let changed = update.offer(picture)
            #expect(!changed)
        }
        // One day edited, nine new.
        var edited = sample[3]
        edited.explanation += " Zyzzyva."
        let editedChanged = update.offer(edited)
        #expect(editedChanged)
        for picture in sample.suffix(9) {
            let changed = update.offer(picture)
            #expect(changed)
        }
        #expect(update.changed == 10 && update.added == 9)
        let merged = try ArchiveIndex(bytes: update.result().finish(meta: IndexMeta()))
        var all = sample
        all[3] = edited
        let fresh = try IndexFixtures.index(all)
        #expect(merged.dayCount == fresh.dayCount)
        // The same answers as an index built at once, scores included.
        try expectSameAnswers(
            merged, fresh,
            ["horsehead", "zyzzyva", "\"total eclipse\"", "eclips*", "calafia OR jellyfish", "nebula -orion", "the"])
        #expect(try merged.dates("zyzzyva") == [edited.date.description])
    }

    @Test func daysOnlyAddedGiveTheSameAnswersAsAFreshIndex() throws {
        // Nothing older replaced: the older lists are copied as they are, the new days appended.
        let sample = try IndexFixtures.sample()
        var update = IndexUpdate(old: try IndexFixtures.index(Array(sample.prefix(25))))
        for picture in sample.suffix(14) { update.offer(picture) }
        let merged = try ArchiveIndex(bytes: update.result().finish(meta: IndexMeta()))
        let fresh = try IndexFixtures.index(sample)
        try expectSameAnswers(
            merged, fresh,
            ["horsehead", "\"total eclipse\"", "eclips*", "calafia OR jellyfish", "nebula -orion", "the", "NGC 1499"])
    }

    @Test func aDayOfferedTwiceKeepsTheLast() throws {
        var update = IndexUpdate(old: nil)
        let first = IndexFixtures.day("2020-01-01", title: "Comet", text: "first version")
        var second = first
        second.explanation = "second version"
        update.offer(first)
        update.offer(second)
        let index = try ArchiveIndex(bytes: update.result().finish(meta: IndexMeta()))
        #expect(index.dayCount == 1)
        #expect(try index.dates("second") == ["2020-01-01"])
        #expect(try index.dates("first").isEmpty)
    }
}
