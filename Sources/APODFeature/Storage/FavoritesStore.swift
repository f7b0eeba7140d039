import Foundation
import SpaceLocalization
import SpaceSupport
import Synchronization
import SpaceNetworking

/// Favorite pictures, kept whole in `favorites.json` so they work without a network. Every change
/// is a locked read-modify-write with an atomic replace; a file that cannot be read is moved aside,
/// never overwritten.
public struct FavoritesStore: Sendable {
    /// The file.
    public let url: URL
    /// The clock, for the name of a moved-aside corrupt file.
    public let now: @Sendable () -> Date

    /// Creates a store at `folder/favorites.json`.
    public init(folder: URL, now: @escaping @Sendable () -> Date) {
        url = folder.appendingPathComponent("favorites.json", isDirectory: false)
        self.now = now
    }

    /// Every favorite in date order, oldest first (as every list of days is shown). With `explanations: false` every explanation is left
    /// empty and not even decoded, for lists that show only titles (a tenth of the work of a large
    /// file); such pictures are for showing, never for saving back.
    public func all(explanations: Bool = true) throws -> [APODPicture] {
        let file = try index()
        let skipping: Set<String> = explanations ? [] : ["explanation"]
        // Records are independent: a large file is decoded in slices on every core.
        let slices = file.records.count < 2000 ? 1 : min(ProcessInfo.processInfo.activeProcessorCount, 8)
        let size = (file.records.count + slices - 1) / max(slices, 1)
        let decoded = Mutex<[Int: [APODPicture?]]>([:])
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            let records = file.records[
                min(slice * size, file.records.count)..<min((slice + 1) * size, file.records.count)]
            let pictures = records.map { record in try? picture(record, in: file, skipping: skipping) }
            decoded.withLock { $0[slice] = pictures }
        }
        var favorites: [APODPicture] = []
        favorites.reserveCapacity(file.records.count)
        for slice in 0..<slices {
            for picture in decoded.withLock({ $0[slice] ?? [] }) {
                guard let picture else { throw moveAside() }
                favorites.append(picture)
            }
        }
        return favorites.sorted { $0.date < $1.date }
    }

    /// How many favorites there are; no record is decoded.
    public func count() throws -> Int {
        try index().records.count
    }

    /// The favorite of that day, if it is one; only its record is decoded.
    public func favorite(on date: APODDate) throws -> APODPicture? {
        try favorites(on: [date])[date]
    }

    /// The favorites of those days (the first record of a day written twice); only their records
    /// are decoded.
    public func favorites(on dates: Set<APODDate>) throws -> [APODDate: APODPicture] {
        let file = try index()
        var found: [APODDate: APODPicture] = [:]
        for record in file.records where dates.contains(record.date) && found[record.date] == nil {
            found[record.date] = try picture(record, in: file)
        }
        return found
    }

    /// Adds pictures (a day already there is refreshed, not duplicated); returns the days that were new.
    /// The records of other days are copied as they are, without decoding them.
    @discardableResult
    public func add(_ pictures: [APODPicture]) throws -> [APODDate] {
        try AtomicFile.withLock(on: url) {
            let file = try index()
            var entries = file.records.map { Entry(date: $0.date, bytes: .stored($0.range)) }
            var added: [APODDate] = []
            for picture in pictures {
                var record: [UInt8] = []
                picture.appendRecord(to: &record, indent: 2)
                if let index = entries.firstIndex(where: { $0.date == picture.date }) {
                    entries[index].bytes = .written(record)
                } else {
                    entries.append(Entry(date: picture.date, bytes: .written(record)))
                    added.append(picture.date)
                }
            }
            try save(entries, from: file)
            return added
        }
    }

    /// Removes days; throws `.notFound` naming the first day that is not a favorite, changing nothing.
    public func remove(_ dates: [APODDate]) throws {
        try AtomicFile.withLock(on: url) {
            let file = try index()
            let stored = Set(file.records.map(\.date))
            for date in dates where !stored.contains(date) {
                throw SpaceError(
                    .notFound, tr("{date} is not among your favorites.", ["date": date.description]),
                    remedy: .listFavorites)
            }
            let removed = Set(dates)
            try save(
                file.records.filter { !removed.contains($0.date) }.map {
                    Entry(date: $0.date, bytes: .stored($0.range))
                }, from: file)
        }
    }

    /// The file's bytes and where each record lies, with its day: found by scanning, without
    /// decoding the records (`JSONDecoder` took most of a second for 11,000 favorites).
    struct Index {
        var data = Data()
        var records: [(date: APODDate, range: Range<Int>)] = []
    }

    /// One record of the file to be written: its bytes as stored, or newly written.
    struct Entry {
        enum Bytes { case stored(Range<Int>), written([UInt8]) }
        var date: APODDate
        var bytes: Bytes
    }

    private func index() throws -> Index {
        let data: Data
        switch LocalFile.read(url) {
        case .missing: return Index()
        case .data(let bytes): data = bytes
        case .unreadable(let reason):
            throw SpaceError(
                .ioError,
                tr("The favorites file {path} cannot be read: {reason}.", ["path": url.path, "reason": reason.words]),
                hint: tr("Nothing was changed; fix it and try again."))
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A }) { return Index() }
        guard let elements = try? JSONReader.elements(of: data, member: "favorites", field: "date") else {
            throw moveAside()
        }
        var records: [(date: APODDate, range: Range<Int>)] = []
        records.reserveCapacity(elements.count)
        for element in elements {
            guard let text = element.field, let date = APODDate(text) else { throw moveAside() }
            records.append((date, element.range))
        }
        return Index(data: data, records: records)
    }

    private func picture(
        _ record: (date: APODDate, range: Range<Int>), in file: Index, skipping: Set<String> = []
    ) throws -> APODPicture {
        guard let node = try? JSONReader.read(file.data, range: record.range, skipping: skipping),
            let picture = APODPicture(record: node)
        else { throw moveAside() }
        return picture
    }

    private func moveAside() -> SpaceError {
        let stamp = InstantText.string(now()).replacingOccurrences(of: ":", with: "")
        var target = URL(fileURLWithPath: url.path + ".corrupt-\(stamp)")
        var suffix = 1
        while FileManager.default.fileExists(atPath: target.path) {
            target = URL(fileURLWithPath: url.path + ".corrupt-\(stamp)-\(suffix)")
            suffix += 1
        }
        do {
            try FileManager.default.moveItem(at: url, to: target)
        } catch {
            return SpaceError(
                .badResponse,
                tr("The favorites file {path} cannot be read, and it could not be moved aside.", ["path": url.path]),
                hint: tr("Move or repair it yourself; space will not overwrite it."))
        }
        return SpaceError(
            .badResponse, tr("The favorites file could not be read; it was moved to {path}.", ["path": target.path]),
            hint: tr("Repair it and move it back, or start afresh; nothing was overwritten."))
    }

    private func save(_ entries: [Entry], from file: Index) throws {
        try AtomicFile.write(Self.document(entries, from: file.data), to: url, links: .follow)
        // What a run killed outright (SIGKILL, a power cut) left beside the file goes after an hour.
        AtomicFile.removeStaleTemporaries(of: url, now: now())
    }

    /// The file's text: `{"favorites": [records, newest first], "version": 1}`, one field per line
    /// (records kept from the old file keep their own layout).
    static func document(_ entries: [Entry], from data: Data) -> Data {
        // Built as Data, the type the write takes: a copy of 50 MB less.
        var bytes = Data(
            capacity: data.count
                + entries.reduce(64) { total, entry in
                    if case .written(let record) = entry.bytes { return total + record.count + 8 }
                    return total + 8
                })
        var separator: [UInt8] = []
        bytes.append(contentsOf: "{\n  \"favorites\": [".utf8)
        // Stable, so days written twice by hand keep their order.
        let sorted = entries.enumerated().sorted {
            $0.element.date != $1.element.date ? $0.element.date > $1.element.date : $0.offset < $1.offset
        }
        data.withUnsafeBytes { raw in
            for (index, entry) in sorted.map(\.element).enumerated() {
                separator.removeAll(keepingCapacity: true)
                if index > 0 { separator.append(UInt8(ascii: ",")) }
                JSONString.newline(&separator, indent: 2)
                bytes.append(contentsOf: separator)
                switch entry.bytes {
                case .stored(let range): bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[range]))
                case .written(let record): bytes.append(contentsOf: record)
                }
            }
        }
        bytes.append(contentsOf: (entries.isEmpty ? "" : "\n  ").utf8)
        bytes.append(contentsOf: "],\n  \"version\": 1\n}\n".utf8)
        return bytes
    }
}
