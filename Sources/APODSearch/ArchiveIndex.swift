import Foundation
import APODFeature
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An index file, read whole and checked: its magic, version, checksum and every section's
/// bounds. A file that fails any check is `Damage` (the caller rebuilds it), never a crash and
/// never a wrong answer.
public final class ArchiveIndex: Sendable {
    /// Why a file is not a usable index.
    public enum Damage: Error, Sendable, Equatable {
        case missing
        case notAnIndex
        case otherVersion(UInt32)
        case damaged(String)
    }

    let storage: IndexStorage
    public let dayCount: Int
    public let termCount: Int
    /// The cache folder's signature when the index was written.
    let folder: PackSignature
    let sections: [Int]
    /// Per day: 1 − b + b·length/average, per field (BM25's length normalisation).
    let norms: [[Float]]
    let averageLengths: [Float]
    /// The size of the file.
    public var byteCount: Int { storage.buffer.count }

    /// Runs `body` with the index's bytes.
    @inline(__always)
    func withBuffer<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T { try body(storage.buffer) }

    /// The most an index may be (the whole archive's is about 5 MB).
    public static let maxBytes = 64_000_000

    /// Maps an index file. Its whole checksum is computed unless `IndexCheck` vouches for this very
    /// file, and recorded there when good.
    public convenience init(contentsOf url: URL) throws(Damage) {
        guard let storage = IndexStorage(mapping: url, limit: Self.maxBytes), let identity = storage.identity else {
            throw .missing
        }
        let check = IndexCheck(index: url)
        let stated = storage.buffer.count >= 32 ? IndexBytes.read(UInt64.self, storage.buffer, at: 24) : 0
        let vouched = check.vouches(for: identity, checksum: stated)
        try self.init(storage: storage, checksumKnownGood: vouched)
        if !vouched { check.record(identity, checksum: stated) }
    }

    public convenience init(bytes: [UInt8]) throws(Damage) {
        try self.init(storage: IndexStorage(bytes: bytes))
    }

    init(storage: IndexStorage, checksumKnownGood: Bool = false) throws(Damage) {
        self.storage = storage
        let parsed = try Self.parse(storage.buffer, checksumKnownGood: checksumKnownGood)
        // A file whose checksum was just computed is read through once more: its checksum only says
        // it is the file that was written, not that what was written is in range.
        if !checksumKnownGood { try Self.checkPostings(storage.buffer, parsed) }
        dayCount = parsed.days
        termCount = parsed.terms
        folder = parsed.folder
        sections = parsed.sections
        // Lengths of each field, their averages, and each day's normalisation, read where they lie
        // (no array of lengths in between: this runs on every search).
        let buffer = storage.buffer
        let days = parsed.days
        func length(_ day: Int, _ field: Int) -> Float {
            Float(
                IndexBytes.read(
                    UInt16.self, buffer, at: parsed.sections[0] + day * IndexFormat.dayEntrySize + 6 + field * 2))
        }
        var totals: [Float] = [0, 0, 0]
        for day in 0..<days {
            for field in 0..<3 { totals[field] += length(day, field) }
        }
        let count = Float(max(1, days))
        averageLengths = totals.map { max(1, $0 / count) }
        let averages = averageLengths
        norms = (0..<3).map { field in
            [Float](unsafeUninitializedCapacity: days) { out, initialized in
                for day in 0..<days { out[day] = 1 - Ranking.b + Ranking.b * length(day, field) / averages[field] }
                initialized = days
            }
        }
    }

    static func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, checksumKnownGood: Bool = false
    ) throws(Damage) -> (days: Int, terms: Int, folder: PackSignature, sections: [Int]) {
        guard buffer.count >= IndexFormat.bodyStart, Array(buffer[0..<8]) == IndexFormat.magic else {
            throw .notAnIndex
        }
        let version = IndexBytes.read(UInt32.self, buffer, at: 8)
        guard version == IndexFormat.version else { throw .otherVersion(version) }
        let days = Int(IndexBytes.read(UInt32.self, buffer, at: 12))
        let terms = Int(IndexBytes.read(UInt32.self, buffer, at: 16))
        guard checksumKnownGood || IndexBytes.read(UInt64.self, buffer, at: 24) == IndexBytes.checksum(buffer, from: 32)
        else {
            throw .damaged("its checksum does not match")
        }
        let folder = PackSignature(
            size: Int(truncatingIfNeeded: IndexBytes.read(UInt64.self, buffer, at: 32)),
            stamp: Int(truncatingIfNeeded: Int64(bitPattern: IndexBytes.read(UInt64.self, buffer, at: 40))))
        var sections: [Int] = []
        for index in 0..<IndexFormat.sectionCount {
            let offset = IndexBytes.read(UInt64.self, buffer, at: IndexFormat.headerSize + index * 8)
            guard offset <= UInt64(buffer.count), offset >= UInt64(sections.last ?? IndexFormat.bodyStart) else {
                throw .damaged("a section is out of place")
            }
            sections.append(Int(offset))
        }
        sections.append(buffer.count)
        func size(_ section: Int) -> Int { sections[section + 1] - sections[section] }
        guard size(0) == days * IndexFormat.dayEntrySize, size(2) == (terms + 1) * 4,
            size(4) == (terms + 1) * IndexFormat.termInfoSize
        else {
            throw .damaged("its sections do not match its counts")
        }
        // The offsets inside the sections are checked where they are followed (a word's, a day's
        // title), so opening reads no more of the file than the checksum does.
        return (days, terms, folder, sections)
    }

    /// What the index remembers of the cache (read when a catch-up needs it; a list that does
    /// not read is empty, so every pack is read again).
    public var meta: IndexMeta {
        var packs: [String: PackSignature] = [:]
        let text = String(decoding: storage.buffer[sections[7]..<sections[8]], as: UTF8.self)
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 3, let size = Int(parts[1]), let stamp = Int(parts[2]) else {
                return IndexMeta(folder: folder)
            }
            packs[String(parts[0])] = PackSignature(size: size, stamp: stamp)
        }
        return IndexMeta(packs: packs, folder: folder)
    }

    func size(_ section: Int) -> Int { sections[section + 1] - sections[section] }

    // MARK: Days

    /// The day of a document.
    public func day(_ doc: Int) -> IndexedDay {
        withBuffer { buffer in
            let entry = sections[0] + doc * IndexFormat.dayEntrySize
            let date = APODDate(dayNumber: Int(IndexBytes.read(UInt32.self, buffer, at: entry)))
            let media = Int(buffer[entry + 4])
            let lengths = SIMD3<UInt16>(
                IndexBytes.read(UInt16.self, buffer, at: entry + 6),
                IndexBytes.read(UInt16.self, buffer, at: entry + 8),
                IndexBytes.read(UInt16.self, buffer, at: entry + 10))
            let start = Int(IndexBytes.read(UInt32.self, buffer, at: entry + 12))
            var title = ""
            if start + 2 <= size(1) {
                let length = Int(IndexBytes.read(UInt16.self, buffer, at: sections[1] + start))
                if start + 2 + length <= size(1) {
                    title = String(
                        decoding: buffer[(sections[1] + start + 2)..<(sections[1] + start + 2 + length)], as: UTF8.self)
                }
            }
            let kinds = APODPicture.MediaType.allCases
            return IndexedDay(
                date: date, mediaType: kinds.indices.contains(media) ? kinds[media] : .other, title: title,
                lengths: lengths, fingerprint: IndexBytes.read(UInt64.self, buffer, at: entry + 16))
        }
    }

    /// The day number of a document, without its strings.
    @inline(__always)
    func dayNumber(_ doc: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        Int(IndexBytes.read(UInt32.self, buffer, at: sections[0] + doc * IndexFormat.dayEntrySize))
    }

    @inline(__always)
    func mediaIndex(_ doc: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        Int(buffer[sections[0] + doc * IndexFormat.dayEntrySize + 4])
    }

    /// Every day's fingerprint, by date (what a sync compares with).
    public func fingerprints() -> [APODDate: (doc: Int, fingerprint: UInt64)] {
        withBuffer { buffer in
            var out: [APODDate: (doc: Int, fingerprint: UInt64)] = [:]
            out.reserveCapacity(dayCount)
            for doc in 0..<dayCount {
                let entry = sections[0] + doc * IndexFormat.dayEntrySize
                out[APODDate(dayNumber: dayNumber(doc, buffer))] = (
                    doc, IndexBytes.read(UInt64.self, buffer, at: entry + 16)
                )
            }
            return out
        }
    }

    // MARK: Terms

    /// The term's bytes.
    func term(_ index: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = Int(IndexBytes.read(UInt32.self, buffer, at: sections[2] + index * 4))
        let end = Int(IndexBytes.read(UInt32.self, buffer, at: sections[2] + (index + 1) * 4))
        guard start <= end, end <= size(3) else { return UnsafeBufferPointer(rebasing: buffer[0..<0]) }
        return UnsafeBufferPointer(rebasing: buffer[(sections[3] + start)..<(sections[3] + end)])
    }

    public func termText(_ index: Int) -> String {
        withBuffer { String(decoding: term(index, $0), as: UTF8.self) }
    }

    /// The first term not below `word` (binary search over the sorted terms).
    func lowerBound(_ word: [UInt8], _ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var low = 0, high = termCount
        while low < high {
            let middle = (low + high) / 2
            if term(middle, buffer).lexicographicallyPrecedes(word) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of a word, or nil.
    public func find(_ word: String) -> Int? {
        let key = Array(word.utf8)
        return withBuffer { buffer in
            let index = lowerBound(key, buffer)
            return index < termCount && term(index, buffer).elementsEqual(key) ? index : nil
        }
    }

    /// The terms that begin with `stem`, as a range of term indexes.
    public func prefixRange(_ stem: String) -> Range<Int> {
        let key = Array(stem.utf8)
        return withBuffer { buffer in
            let start = lowerBound(key, buffer)
            var end = start
            // The terms with the prefix are together; the first without it ends them.
            var upper = key
            while let last = upper.last, last == 0xFF { upper.removeLast() }
            if let last = upper.last {
                upper[upper.count - 1] = last + 1
                end = lowerBound(upper, buffer)
            } else {
                end = termCount
            }
            return start..<max(start, end)
        }
    }

    /// How many days hold the term.
    public func documentFrequency(_ index: Int) -> Int {
        withBuffer { Int(IndexBytes.read(UInt32.self, $0, at: sections[4] + index * IndexFormat.termInfoSize + 8)) }
    }

    /// The byte ranges of a term's postings and positions.
    func ranges(_ index: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> (postings: Range<Int>, positions: Range<Int>) {
        let entry = sections[4] + index * IndexFormat.termInfoSize
        let postingsStart = Int(IndexBytes.read(UInt32.self, buffer, at: entry)),
            postingsEnd = Int(IndexBytes.read(UInt32.self, buffer, at: entry + IndexFormat.termInfoSize))
        let positionsStart = Int(IndexBytes.read(UInt32.self, buffer, at: entry + 4)),
            positionsEnd = Int(IndexBytes.read(UInt32.self, buffer, at: entry + IndexFormat.termInfoSize + 4))
        // Out of place: nothing (a file whose checksum holds was written so; this never happens).
        guard postingsStart <= postingsEnd, postingsEnd <= size(5), positionsStart <= positionsEnd,
            positionsEnd <= size(6)
        else {
            return (sections[5]..<sections[5], sections[6]..<sections[6])
        }
        let postings = postingsStart..<postingsEnd, positions = positionsStart..<positionsEnd
        return (
            (sections[5] + postings.lowerBound)..<(sections[5] + postings.upperBound),
            (sections[6] + positions.lowerBound)..<(sections[6] + positions.upperBound)
        )
    }
}
