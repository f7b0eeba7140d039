import Foundation

/// Many small entries in one file. APOD keeps a month of days in one pack, so the whole archive is
/// about 370 files instead of 11,000 (creating the files was most of a whole-archive run).
///
/// The file: the line `space-pack 2`, one header line per entry (key, status, fetch and expiry
/// times, body length and hash, then header names and values, separated by tabs, with `\`, tab and
/// newline escaped), an empty line, then the bodies one after another in the headers' order. Packs
/// of earlier versions, whose header was one line of JSON, are still read. (A JSON header cost
/// about 15 µs an entry to decode, half of reading the whole archive from the cache.) A pack whose
/// header does not parse, or whose bodies do not add up, is corrupt; a body whose hash does not
/// match is dropped on its own.
struct CachePack: Sendable, Equatable {
    /// The entries, by key.
    var entries: [String: CacheEntry] = [:]

    static let magic = Array("space-pack 2\n".utf8)

    /// The bytes of the file, entries in key order.
    func encoded() throws -> Data {
        let ordered = entries.values.sorted { $0.key < $1.key }
        var bytes = Self.magic
        bytes.reserveCapacity(ordered.reduce(64) { $0 + $1.body.count + 128 })
        for entry in ordered {
            let header = entry.header
            var fields = [
                header.key, String(header.status), String(header.fetchedAt), header.expiresAt.map { String($0) } ?? "",
                String(header.length), header.hash,
            ]
            for (name, value) in header.headers.sorted(by: { $0.key < $1.key }) { fields += [name, value] }
            for (index, field) in fields.enumerated() {
                if index > 0 { bytes.append(0x09) }
                Self.appendEscaped(field, to: &bytes)
            }
            bytes.append(0x0A)
        }
        bytes.append(0x0A)
        var data = Data(bytes)
        for entry in ordered { data.append(entry.body) }
        return data
    }

    /// Reads a file's bytes; nil when they are corrupt.
    static func decode(_ data: Data) -> CachePack? {
        guard let (headers, bodiesStart) = headerSection(data) else { return nil }
        var offset = bodiesStart
        // Every length is read from the file: each checked against what the file holds, and
        // their sum never allowed to overflow (a damaged pack is one dropped pack, never a trap).
        let room = data.endIndex - offset
        var total = 0
        for header in headers {
            guard header.length >= 0, header.length <= room else { return nil }
            let (sum, overflow) = total.addingReportingOverflow(header.length)
            guard !overflow, sum <= room else { return nil }
            total = sum
        }
        guard total == room else { return nil }
        var pack = CachePack()
        pack.entries.reserveCapacity(headers.count)
        for header in headers {
            let body = data.subdata(in: offset..<(offset + header.length))
            offset += header.length
            if let entry = CacheEntry(header: header, body: body) { pack.entries[entry.key] = entry }
        }
        return pack
    }

    /// One entry of a pack file, its body alone checked (a search reads one day of each of twenty
    /// months, not thirty); nil when absent or corrupt. The other entries' header lines are only
    /// scanned for their key and length (a whole header parsed into strings and dictionaries cost
    /// most of a search's reading).
    static func entry(_ key: String, in data: Data) -> CacheEntry? {
        guard data.starts(with: magic) else {
            guard let (headers, bodiesStart) = headerSection(data) else { return nil }
            return entry(key, headers: headers, bodiesStart: bodiesStart, in: data)
        }
        let location = data.withUnsafeBytes { locate(key, inHead: $0.bindMemory(to: UInt8.self)) }
        guard case .found(let header, let start) = location, header.length <= data.count - start else { return nil }
        let body = data.startIndex + start
        return CacheEntry(header: header, body: data.subdata(in: body..<(body + header.length)))
    }

    /// Where an entry lies in a pack, as far as the file's first bytes tell.
    enum Location {
        /// Its header, and where its body starts in the file (not yet checked against the file's size).
        case found(CacheEntry.Header, bodyStart: Int)
        case absent
        case corrupt
        /// The header section goes on past these bytes (or the pack is of an earlier version).
        case needMore
    }

    /// Finds `key` in the header section at the start of a pack's bytes.
    static func locate(_ key: String, inHead bytes: UnsafeBufferPointer<UInt8>) -> Location {
        guard bytes.starts(with: magic) else { return .needMore }
        var wanted: [UInt8] = []
        appendEscaped(key, to: &wanted)
        var index = magic.count
        var before = 0
        var found: (fields: [String], offset: Int)?
        while index < bytes.count, bytes[index] != 0x0A {
            guard let end = bytes[index...].firstIndex(of: 0x0A) else { return .needMore }
            let line = bytes[index..<end]
            guard let length = lengthField(line) else { return .corrupt }
            if found == nil, line.starts(with: wanted), line.dropFirst(wanted.count).first == 0x09 {
                guard let fields = Self.fields(bytes, from: index)?.fields else { return .corrupt }
                found = (fields, before)
            }
            let (sum, overflow) = before.addingReportingOverflow(length)
            guard !overflow else { return .corrupt }
            before = sum
            index = end + 1
        }
        guard index < bytes.count else { return .needMore }
        guard let found else { return .absent }
        guard let header = header(found.fields) else { return .corrupt }
        let (start, overflow) = (index + 1).addingReportingOverflow(found.offset)
        return overflow ? .corrupt : .found(header, bodyStart: start)
    }

    /// The entry of `key` among parsed headers, its body checked against the file's bounds.
    private static func entry(
        _ key: String, headers: [CacheEntry.Header], bodiesStart: Int, in data: Data
    ) -> CacheEntry? {
        var offset = bodiesStart
        for header in headers {
            guard header.length >= 0, header.length <= data.endIndex - offset else { return nil }
            if header.key == key {
                return CacheEntry(header: header, body: data.subdata(in: offset..<(offset + header.length)))
            }
            offset += header.length
        }
        return nil
    }

    /// A header line's body length (its fifth field: decimal digits, no sign), read in place.
    private static func lengthField(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var field = 0
        var value = 0
        var digits = 0
        for byte in line {
            if byte == 0x09 {
                if field == 4 { break }
                field += 1
            } else if field == 4 {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 18 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            }
        }
        return field == 4 && digits > 0 ? value : nil
    }

    /// How many entries a pack file holds, from its header alone.
    static func count(_ data: Data) -> Int {
        headers(data).count
    }

    /// The entries' headers, from the header alone; none when it does not parse.
    static func headers(_ data: Data) -> [CacheEntry.Header] {
        headerSection(data)?.headers ?? []
    }

    /// The headers and where the bodies start.
    private static func headerSection(_ data: Data) -> (headers: [CacheEntry.Header], bodiesStart: Int)? {
        guard data.starts(with: magic) else {
            // An earlier version's pack: one line of JSON.
            guard let newline = data.firstIndex(of: 0x0A),
                let headers = try? JSONDecoder().decode([CacheEntry.Header].self, from: data[data.startIndex..<newline])
            else { return nil }
            return (headers, newline + 1)
        }
        return data.withUnsafeBytes { raw -> (headers: [CacheEntry.Header], bodiesStart: Int)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var headers: [CacheEntry.Header] = []
            var index = magic.count
            while index < bytes.count {
                if bytes[index] == 0x0A { return (headers, data.startIndex + index + 1) }
                guard let (fields, next) = Self.fields(bytes, from: index) else { return nil }
                index = next
                guard let header = header(fields) else { return nil }
                headers.append(header)
            }
            return nil
        }
    }

    /// The fields of the header line at `start` (unescaped) and where the next line starts; nil
    /// when the line has no end.
    private static func fields(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (fields: [String], next: Int)? {
        var index = start
        var fields: [String] = []
        var field: [UInt8] = []
        while index < bytes.count, bytes[index] != 0x0A {
            let byte = bytes[index]
            if byte == 0x09 {
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            } else if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index += 1
                switch bytes[index] {
                case UInt8(ascii: "t"): field.append(0x09)
                case UInt8(ascii: "n"): field.append(0x0A)
                default: field.append(bytes[index])
                }
            } else {
                field.append(byte)
            }
            index += 1
        }
        guard index < bytes.count else { return nil }
        fields.append(String(decoding: field, as: UTF8.self))
        return (fields, index + 1)
    }

    private static func header(_ fields: [String]) -> CacheEntry.Header? {
        guard fields.count >= 6, fields.count % 2 == 0, let status = Int(fields[1]), let fetchedAt = Double(fields[2]),
            fetchedAt.isFinite,
            let length = Int(fields[4]), length >= 0
        else { return nil }
        let expiresAt = fields[3].isEmpty ? nil : Double(fields[3])
        if !fields[3].isEmpty && (expiresAt == nil || expiresAt?.isFinite == false) { return nil }
        var headers: [String: String] = [:]
        var index = 6
        while index + 1 < fields.count {
            headers[fields[index]] = fields[index + 1]
            index += 2
        }
        return CacheEntry.Header(
            key: fields[0], status: status, fetchedAt: fetchedAt, expiresAt: expiresAt, headers: headers,
            length: length, hash: fields[5])
    }

    private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            default: bytes.append(byte)
            }
        }
    }
}
