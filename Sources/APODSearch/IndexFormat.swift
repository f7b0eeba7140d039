import Foundation
import APODFeature

/// What the index remembers besides the days: the last whole sync, and the state of the cache's
/// packs it was built from (so a search sees at once whether days were cached since).
public struct IndexMeta: Sendable, Equatable {
    /// The last day a whole-archive sync reached; nil when none finished.
    public var syncedThrough: APODDate?
    /// Each cache pack read, by name: its size and modification time.
    public var packs: [String: PackSignature]
    /// The cache folder's own signature when the packs were read.
    public var folder: PackSignature

    public init(syncedThrough: APODDate? = nil, packs: [String: PackSignature] = [:], folder: PackSignature = PackSignature(size: 0, modified: 0)) {
        self.syncedThrough = syncedThrough
        self.packs = packs
        self.folder = folder
    }
}

/// A file's size and modification time (nanoseconds), which change with every write.
public struct PackSignature: Sendable, Hashable {
    public var size: Int
    public var modified: Int

    public init(size: Int, modified: Int) {
        self.size = size
        self.modified = modified
    }
}

/// The index file, a format of our own, versioned and checked on open:
///
/// ```
/// header   "SPACEIDX", version u32, days u32, terms u32, 0 u32, checksum u64 (of all that follows
///          it), folder size u64, folder mtime u64, synced-through day i32, 0 u32
/// sections 8 offsets u64: days, strings, term offsets, term bytes, term info, postings,
///          positions, meta (each section runs to the next; meta to the end)
/// days     24 bytes each: day u32, media u8, 0 u8, title/credit/text lengths u16 ×3,
///          strings offset u32, fingerprint u64
/// strings  per day: u16 length + title, u16 length + url
/// terms    offsets u32 × (terms + 1) into the term bytes, sorted by bytes
/// info     per term and one past the last: postings offset u32, positions offset u32, df u32
/// meta     lines `name size mtime` of the cache packs read
/// ```
public enum IndexFormat {
    static let magic = Array("SPACEIDX".utf8)
    /// Bumped when the format or the tokenizer changes: an index of another version is rebuilt.
    public static let version: UInt32 = 1
    static let headerSize = 56
    static let sectionCount = 8
    static var bodyStart: Int { headerSize + sectionCount * 8 }
    static let dayEntrySize = 24
    static let termInfoSize = 12

    static func encode(_ builder: IndexBuilder, meta: IndexMeta) -> [UInt8] {
        let order = builder.terms.indices.sorted { builder.terms[$0].utf8.lexicographicallyPrecedes(builder.terms[$1].utf8) }
        var days: [UInt8] = []
        var strings: [UInt8] = []
        days.reserveCapacity(builder.days.count * dayEntrySize)
        for day in builder.days {
            IndexBytes.append(UInt32(truncatingIfNeeded: day.date.dayNumber), to: &days)
            days.append(UInt8(APODPicture.MediaType.allCases.firstIndex(of: day.mediaType) ?? 2))
            days.append(0)
            for length in day.lengths { IndexBytes.append(UInt16(clamping: length), to: &days) }
            IndexBytes.append(UInt32(strings.count), to: &days)
            IndexBytes.append(day.fingerprint, to: &days)
            for text in [day.title, day.url] {
                let bytes = Array(text.utf8.prefix(Int(UInt16.max)))
                IndexBytes.append(UInt16(bytes.count), to: &strings)
                strings += bytes
            }
        }
        var termOffsets: [UInt8] = []
        var termBytes: [UInt8] = []
        var info: [UInt8] = []
        var postings: [UInt8] = []
        var positions: [UInt8] = []
        postings.reserveCapacity(builder.postings.reduce(0) { $0 + $1.count })
        positions.reserveCapacity(builder.positions.reduce(0) { $0 + $1.count })
        for id in order {
            IndexBytes.append(UInt32(termBytes.count), to: &termOffsets)
            termBytes += builder.terms[id].utf8
            IndexBytes.append(UInt32(postings.count), to: &info)
            IndexBytes.append(UInt32(positions.count), to: &info)
            IndexBytes.append(UInt32(builder.documentFrequency[id]), to: &info)
            postings += builder.postings[id]
            positions += builder.positions[id]
        }
        IndexBytes.append(UInt32(termBytes.count), to: &termOffsets)
        IndexBytes.append(UInt32(postings.count), to: &info)
        IndexBytes.append(UInt32(positions.count), to: &info)
        IndexBytes.append(UInt32(0), to: &info)
        var metaText = ""
        for name in meta.packs.keys.sorted() {
            let signature = meta.packs[name]!
            metaText += "\(name) \(signature.size) \(signature.modified)\n"
        }
        let sections = [days, strings, termOffsets, termBytes, info, postings, positions, Array(metaText.utf8)]
        var out: [UInt8] = []
        out.reserveCapacity(bodyStart + sections.reduce(0) { $0 + $1.count })
        out += magic
        IndexBytes.append(version, to: &out)
        IndexBytes.append(UInt32(builder.days.count), to: &out)
        IndexBytes.append(UInt32(builder.terms.count), to: &out)
        IndexBytes.append(UInt32(0), to: &out)
        IndexBytes.append(UInt64(0), to: &out)  // the checksum, written last
        IndexBytes.append(UInt64(meta.folder.size), to: &out)
        IndexBytes.append(UInt64(bitPattern: Int64(meta.folder.modified)), to: &out)
        IndexBytes.append(Int32(meta.syncedThrough.map { Int32(truncatingIfNeeded: $0.dayNumber) } ?? -1), to: &out)
        IndexBytes.append(UInt32(0), to: &out)
        var offset = bodyStart
        for section in sections {
            IndexBytes.append(UInt64(offset), to: &out)
            offset += section.count
        }
        for section in sections { out += section }
        let sum = out.withUnsafeBufferPointer { IndexBytes.checksum($0, from: 32) }
        IndexBytes.write(sum, into: &out, at: 24)
        return out
    }
}
