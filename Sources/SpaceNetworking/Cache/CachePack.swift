import Foundation

/// Many small entries in one file: a header line holding a JSON array (one header per entry, as in
/// `CacheEntry`), a newline, then the bodies one after another in the headers' order. APOD keeps a
/// month of days in one pack, so the whole archive is about 370 files instead of 11,000 (creating
/// the files was most of the time of a whole-archive run). A pack whose header does not parse, or
/// whose bodies do not add up, is corrupt; a body whose hash does not match is dropped on its own.
struct CachePack: Sendable, Equatable {
    /// The entries, by key.
    var entries: [String: CacheEntry] = [:]

    /// The bytes of the file, entries in key order.
    func encoded() throws -> Data {
        let ordered = entries.values.sorted { $0.key < $1.key }
        var data = try JSONEncoder().encode(ordered.map(\.header))
        data.append(0x0A)
        for entry in ordered { data.append(entry.body) }
        return data
    }

    /// Reads a file's bytes; nil when they are corrupt.
    static func decode(_ data: Data) -> CachePack? {
        guard let newline = data.firstIndex(of: 0x0A),
              let headers = try? JSONDecoder().decode([CacheEntry.Header].self, from: data[data.startIndex..<newline]) else { return nil }
        var offset = newline + 1
        guard headers.allSatisfy({ $0.length >= 0 }), headers.reduce(0, { $0 + $1.length }) == data.endIndex - offset else { return nil }
        var pack = CachePack()
        pack.entries.reserveCapacity(headers.count)
        for header in headers {
            let body = data.subdata(in: offset..<(offset + header.length))
            offset += header.length
            if let entry = CacheEntry(header: header, body: body) { pack.entries[entry.key] = entry }
        }
        return pack
    }

    /// How many entries a pack file holds, from its header line alone.
    static func count(_ data: Data) -> Int {
        guard let newline = data.firstIndex(of: 0x0A),
              let headers = try? JSONDecoder().decode([CacheEntry.Header].self, from: data[data.startIndex..<newline]) else { return 0 }
        return headers.count
    }
}
