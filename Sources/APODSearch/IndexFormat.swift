import Foundation
import APODFeature

/// The index file, a format of our own, versioned and checked on open:
///
/// ```
/// header   "SPACEIDX", version u32, days u32, terms u32, 0 u32, checksum u64 (of all that follows
///          it), folder size u64, folder mtime u64, 0 u64
/// sections 8 offsets u64: days, titles, term offsets, term bytes, term info, postings,
///          positions, meta (each section runs to the next; meta to the end)
/// days     24 bytes each: day u32, media u8, 0 u8, title/credit/text lengths u16 ×3,
///          title offset u32, fingerprint u64
/// titles   per day: u16 length + title
/// terms    offsets u32 × (terms + 1) into the term bytes, sorted by bytes
/// info     per term and one past the last: postings offset u32, positions offset u32, df u32
/// postings per word, per day: see `Posting`
/// positions per word, per day: the deltas of its places (as many as its counts)
/// meta     lines `name size inode` of the cache packs read
/// ```
public enum IndexFormat {
    static let magic = Array("SPACEIDX".utf8)
    /// Bumped when the format, the tokenizer or the text indexed changes: an index of another
    /// version is rebuilt from the cache (4: migrated posts' site notices are no longer their text).
    public static let version: UInt32 = 4
    static let headerSize = 56
    static let sectionCount = 8
    static var bodyStart: Int { headerSize + sectionCount * 8 }
    static let dayEntrySize = 24
    static let termInfoSize = 12

    /// An index's bytes under new meta (the cache's folder and packs as they are now), the days
    /// and words as they were: the header's folder and the meta section rewritten, the checksum
    /// made again. Nil when the index's sections do not allow it.
    static func restamped(_ index: ArchiveIndex, meta: IndexMeta) -> [UInt8]? {
        index.withBuffer { buffer -> [UInt8]? in
            let metaStart = index.sections[7]
            guard metaStart <= buffer.count else { return nil }
            var out = Array(buffer[0..<metaStart])
            IndexBytes.write(UInt64(meta.folder.size), into: &out, at: 32)
            IndexBytes.write(UInt64(bitPattern: Int64(meta.folder.stamp)), into: &out, at: 40)
            out += metaText(meta).utf8
            let sum = out.withUnsafeBufferPointer { IndexBytes.checksum($0, from: 32) }
            IndexBytes.write(sum, into: &out, at: 24)
            return out
        }
    }

    /// The meta section: a line `name size stamp` per cache pack, sorted.
    static func metaText(_ meta: IndexMeta) -> String {
        meta.packs.keys.sorted().map { name in "\(name) \(meta.packs[name]!.size) \(meta.packs[name]!.stamp)\n" }
            .joined()
    }

    static func encode(_ builder: IndexBuilder, meta: IndexMeta) -> [UInt8] {
        let order = builder.terms.indices.sorted {
            builder.terms[$0].utf8.lexicographicallyPrecedes(builder.terms[$1].utf8)
        }
        let metaText = Self.metaText(meta)
        let titles = builder.days.map { Array($0.title.utf8.prefix(Int(UInt16.max))) }
        let sizes = [
            builder.days.count * dayEntrySize, titles.reduce(0) { $0 + 2 + $1.count }, (builder.terms.count + 1) * 4,
            builder.terms.reduce(0) { $0 + $1.utf8.count }, (builder.terms.count + 1) * termInfoSize,
            builder.postings.reduce(0) { $0 + $1.count }, builder.positions.reduce(0) { $0 + $1.count },
            metaText.utf8.count,
        ]
        // Written in place, section after section: no section is built apart and copied.
        var out: [UInt8] = []
        out.reserveCapacity(bodyStart + sizes.reduce(0, +))
        out += magic
        IndexBytes.append(version, to: &out)
        IndexBytes.append(UInt32(builder.days.count), to: &out)
        IndexBytes.append(UInt32(builder.terms.count), to: &out)
        IndexBytes.append(UInt32(0), to: &out)
        IndexBytes.append(UInt64(0), to: &out)  // the checksum, written last
        IndexBytes.append(UInt64(meta.folder.size), to: &out)
        IndexBytes.append(UInt64(bitPattern: Int64(meta.folder.stamp)), to: &out)
        IndexBytes.append(UInt64(0), to: &out)
        var offset = bodyStart
        for size in sizes {
            IndexBytes.append(UInt64(offset), to: &out)
            offset += size
        }
        var stringOffset = 0
        for (index, day) in builder.days.enumerated() {
            IndexBytes.append(UInt32(truncatingIfNeeded: day.date.dayNumber), to: &out)
            out.append(UInt8(APODPicture.MediaType.allCases.firstIndex(of: day.mediaType) ?? 2))
            out.append(0)
            for field in 0..<3 { IndexBytes.append(day.lengths[field], to: &out) }
            IndexBytes.append(UInt32(stringOffset), to: &out)
            IndexBytes.append(day.fingerprint, to: &out)
            stringOffset += 2 + titles[index].count
        }
        for title in titles {
            IndexBytes.append(UInt16(title.count), to: &out)
            out += title
        }
        var termOffset = 0
        for id in order {
            IndexBytes.append(UInt32(termOffset), to: &out)
            termOffset += builder.terms[id].utf8.count
        }
        IndexBytes.append(UInt32(termOffset), to: &out)
        for id in order { out += builder.terms[id].utf8 }
        var postingsOffset = 0, positionsOffset = 0
        for id in order {
            IndexBytes.append(UInt32(postingsOffset), to: &out)
            IndexBytes.append(UInt32(positionsOffset), to: &out)
            IndexBytes.append(UInt32(builder.documentFrequency[id]), to: &out)
            postingsOffset += builder.postings[id].count
            positionsOffset += builder.positions[id].count
        }
        IndexBytes.append(UInt32(postingsOffset), to: &out)
        IndexBytes.append(UInt32(positionsOffset), to: &out)
        IndexBytes.append(UInt32(0), to: &out)
        // Each word's lists are let go once copied: the file grows as the builder shrinks.
        for id in order {
            out += builder.postings[id]
            builder.postings[id] = []
        }
        for id in order {
            out += builder.positions[id]
            builder.positions[id] = []
        }
        out += metaText.utf8
        let sum = out.withUnsafeBufferPointer { IndexBytes.checksum($0, from: 32) }
        IndexBytes.write(sum, into: &out, at: 24)
        return out
    }
}
