import Foundation
import Testing

@testable import APODSearch

/// An index whose checksum holds but whose counts or positions are out of range (written so by a
/// fault, or on purpose) is damage, found on open and rebuilt, never a crash in a search.
@Suite struct IndexRangeTests {
    /// One real day, plus the word "crafted" with the posting given and the positions written.
    func bytes(_ posting: Posting, positions: [Int]) -> [UInt8] {
        let builder = IndexBuilder()
        builder.add(IndexFixtures.day("2024-02-08", title: "Orion", text: "The Orion Nebula"))
        let term = builder.id("crafted")
        builder.append(term, posting) { out in for delta in positions { IndexBytes.appendVarint(delta, to: &out) } }
        return builder.finish(meta: IndexMeta())
    }

    @Test func aWellFormedCraftedPostingIsAccepted() throws {
        let index = try ArchiveIndex(bytes: bytes(Posting(doc: 0, title: 1, credit: 0, text: 2), positions: [0, 3, 1]))
        #expect(try index.dates("crafted") == ["2024-02-08"], "the check accepts what the builder writes")
    }

    @Test(
        arguments: [
            (
                "a count past any field", Posting(doc: 0, title: 0, credit: 0, text: 70_000),
                [Int](repeating: 1, count: 3)
            ),
            ("a count past what a varint may hold", Posting(doc: 0, title: 0, credit: 0, text: 1 << 40), [1]),
            ("a count past Int's range", Posting(doc: 0, title: 0, credit: 0, text: Int.max - 2), [1]),
            ("a day past the index", Posting(doc: 5, title: 0, credit: 0, text: 1), [1]),
            ("a day past Int's range", Posting(doc: Int.max >> 4, title: 0, credit: 0, text: 1), [1]),
            ("fewer positions than counts", Posting(doc: 0, title: 0, credit: 0, text: 3), [1]),
            ("more positions than counts", Posting(doc: 0, title: 0, credit: 0, text: 1), [1, 2, 3]),
            ("a position past any text", Posting(doc: 0, title: 0, credit: 0, text: 2), [1, Int(UInt32.max)]),
        ])
    func outOfRangeIsDamage(_ what: String, _ posting: Posting, _ positions: [Int]) {
        let crafted = bytes(posting, positions: positions)
        #expect(throws: ArchiveIndex.Damage.self, "\(what)") { try ArchiveIndex(bytes: crafted) }
    }

    @Test func aSearchOverUncheckedBytesNeverTraps() throws {
        // As if the check had vouched for the file: decoding stops at the damage instead of trapping.
        let crafted = bytes(Posting(doc: 0, title: 0, credit: 0, text: Int.max - 2), positions: [1])
        let index = try ArchiveIndex(storage: IndexStorage(bytes: crafted), checksumKnownGood: true)
        _ = try index.dates("crafted")
        _ = try index.dates("\"crafted orion\"")
    }
}
