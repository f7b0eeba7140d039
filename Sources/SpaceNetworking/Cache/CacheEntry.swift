import Foundation

/// One stored answer: a header line of JSON (key, status, times, the headers that matter, the
/// body's length and hash), a newline, then the body bytes as received. A file that does not
/// parse, or whose body does not match its length and hash, is corrupt.
public struct CacheEntry: Sendable, Equatable {
    /// The request URL with secrets redacted, or the key the cache policy names.
    public var key: String
    /// The HTTP status.
    public var status: Int
    /// When it was fetched.
    public var fetchedAt: Date
    /// When it stops being fresh; nil for never.
    public var expiresAt: Date?
    /// The headers worth keeping (content type, rate limit, validators).
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Headers kept with an entry.
    static let keptHeaders: Set<String> = ["content-type", "etag", "last-modified", "date"]

    /// Creates an entry.
    public init(key: String, status: Int, fetchedAt: Date, expiresAt: Date?, headers: [String: String], body: Data) {
        self.key = key
        self.status = status
        self.fetchedAt = fetchedAt
        self.expiresAt = expiresAt
        self.headers = headers.filter { Self.keptHeaders.contains($0.key.lowercased()) }
        self.body = body
    }

    /// Whether it is still fresh at `now`.
    public func isFresh(at now: Date) -> Bool {
        guard let expiresAt else { return true }
        return now < expiresAt
    }

    /// The answer as the transport gave it.
    public var response: HTTPResponse { HTTPResponse(status: status, headers: headers, body: body) }

    /// What precedes the body in a file.
    struct Header: Codable {
        var key: String
        var status: Int
        var fetchedAt: Double
        var expiresAt: Double?
        var headers: [String: String]
        var length: Int
        var hash: String
    }

    var header: Header {
        Header(
            key: key, status: status, fetchedAt: fetchedAt.timeIntervalSince1970,
            expiresAt: expiresAt?.timeIntervalSince1970, headers: headers, length: body.count, hash: Self.hash(body))
    }

    /// An entry from its header and body; nil when the body does not match the header.
    init?(header: Header, body: Data) {
        // Compared as numbers: versions before 2026-11 wrote the hash without leading zeros.
        guard body.count == header.length, UInt64(header.hash, radix: 16) == Self.hashValue(body) else { return nil }
        self.init(
            key: header.key, status: header.status, fetchedAt: Date(timeIntervalSince1970: header.fetchedAt),
            expiresAt: header.expiresAt.map(Date.init(timeIntervalSince1970:)), headers: header.headers, body: body)
    }

    /// The bytes of the file.
    func encoded() throws -> Data {
        var data = try JSONEncoder().encode(header)
        data.append(0x0A)
        data.append(body)
        return data
    }

    /// Reads a file's bytes; nil when they are corrupt.
    static func decode(_ data: Data) -> CacheEntry? {
        guard let newline = data.firstIndex(of: 0x0A),
            let header = try? JSONDecoder().decode(Header.self, from: data[data.startIndex..<newline])
        else { return nil }
        return CacheEntry(header: header, body: Data(data[(newline + 1)...]))
    }

    /// FNV-1a 64 of the body, in 16 hex digits (an entry's size does not depend on its hash):
    /// enough to catch a torn or edited file.
    static func hash(_ body: Data) -> String {
        let digits = String(hashValue(body), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// FNV-1a 64 of the body.
    static func hashValue(_ body: Data) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        body.withUnsafeBytes { buffer in
            for byte in buffer { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        }
        return value
    }
}
