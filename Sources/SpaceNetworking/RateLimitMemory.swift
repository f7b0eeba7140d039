import Foundation
import SpaceSupport

/// `<cache>/rate-limits.json`: the last `X-RateLimit-*` values seen per service, with the time.
public struct RateLimitMemory: Sendable {
    /// One service's last values.
    public struct Seen: Codable, Sendable, Equatable {
        public var status: RateLimitStatus
        public var seenAt: Date

        public init(status: RateLimitStatus, seenAt: Date) {
            self.status = status
            self.seenAt = seenAt
        }
    }

    /// The file.
    public var url: URL

    public init(url: URL) { self.url = url }

    /// What was saved; nothing when absent or unreadable (it is only a hint).
    public func load() -> [String: Seen] {
        guard let data = LocalFile.readOwn(url, limit: 1_000_000) else { return [:] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .instantText
        return (try? decoder.decode([String: Seen].self, from: data)) ?? [:]
    }

    /// Merges newer values into the file.
    public func save(_ seen: [String: Seen]) throws {
        guard !seen.isEmpty else { return }
        try AtomicFile.withLock(on: url) {
            var all = load()
            for (service, value) in seen { all[service] = value }
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .instantText
            encoder.outputFormatting = [.sortedKeys]
            try AtomicFile.write(try encoder.encode(all), to: url, mode: 0o600, durable: false)
        }
    }
}
