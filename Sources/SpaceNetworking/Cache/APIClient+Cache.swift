import Foundation
import SpaceSupport

/// The response cache in front of the network: fresh entries answer without a request, `--refresh`
/// skips them, `--offline` serves any entry however old, and when the service fails (no answer, a
/// 5xx after the retries, a 429) a stale entry is served and the observer is told.
extension APIClient {
    func sendCached<Response>(
        _ endpoint: Endpoint<Response>, policy: CachePolicy, cache: ResponseCache, service: ServiceDescriptor
    ) async throws -> APIResponse<Response> {
        let key = cacheKey(endpoint, policy)
        if cacheMode != .refresh,
            let hit = usable(endpoint, key: key, policy: policy, cache: cache, anyAge: cacheMode == .offline)
        {
            // `--verbose` shows why no request was made.
            observer?(
                RequestRecord(
                    method: "GET", redactedURL: redactor.redact(url: endpoint.url), status: hit.status, milliseconds: 0,
                    bytes: hit.raw.body.count, failure: nil, rateLimit: nil, service: service.name,
                    cachedAge: now().timeIntervalSince(hit.cachedAt ?? now())))
            return hit
        }
        if cacheMode == .offline { throw SpaceError.offlineMiss(policy.label) }
        do {
            let response = try await sendLive(endpoint, service: service)
            store(response.raw, key: key, policy: policy, in: cache)
            return response
        } catch let error as SpaceError {
            guard let reason = Self.staleReason(for: error), policy.staleWhenUnreachable || !error.isUnreachable,
                let stale = usable(endpoint, key: key, policy: policy, cache: cache, anyAge: true)
            else { throw error }
            cacheObserver?(.servedStale(fetchedAt: stale.cachedAt ?? now(), reason: reason, service: service.name))
            return stale
        }
    }

    /// What the cache holds for an endpoint.
    public enum Lookup<Value> {
        /// A stored answer.
        case value(Value)
        /// A stored "there is none" (see `storeInCache(_:absent:)`).
        case absent
        /// Nothing usable.
        case miss
    }

    /// What is cached for `endpoint` as this client's mode allows (fresh only normally, any age
    /// offline, nothing with `--refresh`), without touching the network.
    /// With `report` (a single lookup, not a range's thousands), `--verbose` shows the answer the
    /// cache gave instead of a request, as a `RequestRecord` with its age.
    public func cachedLookup<Response>(
        _ endpoint: Endpoint<Response>, report: Bool = false, service: String = ""
    ) -> Lookup<Response> {
        guard cacheMode != .refresh, let policy = endpoint.cache, let cache else { return .miss }
        let key = cacheKey(endpoint, policy)
        guard let entry = cache.entry(for: key, namespace: policy.namespace, pack: policy.pack),
            cacheMode == .offline || entry.isFresh(at: now())
        else { return .miss }
        let lookup = self.lookup(entry, endpoint, policy: policy, cache: cache)
        if case .miss = lookup { return .miss }
        if report {
            observer?(
                RequestRecord(
                    method: "GET", redactedURL: redactor.redact(url: endpoint.url), status: entry.status,
                    milliseconds: 0,
                    bytes: entry.body.count, failure: nil, rateLimit: nil, service: service,
                    cachedAge: now().timeIntervalSince(entry.fetchedAt)))
        }
        return lookup
    }

    /// What the cache holds for `endpoint`, however old and whatever the mode (`--refresh` too),
    /// when `failure` is one a stale entry may cover (no answer, a server error, a rate limit):
    /// a range's days the service failed to send are shown from the cache, as single days are.
    /// The observer is told, so the person is told how old it is.
    public func staleLookup<Response>(
        _ endpoint: Endpoint<Response>, after failure: SpaceError, service: String
    ) -> Lookup<Response> {
        guard let reason = Self.staleReason(for: failure), let policy = endpoint.cache, let cache,
            policy.staleWhenUnreachable || !failure.isUnreachable
        else { return .miss }
        let key = cacheKey(endpoint, policy)
        guard let entry = cache.entry(for: key, namespace: policy.namespace, pack: policy.pack) else { return .miss }
        let lookup = self.lookup(entry, endpoint, policy: policy, cache: cache)
        if case .miss = lookup { return .miss }
        cacheObserver?(.servedStale(fetchedAt: entry.fetchedAt, reason: reason, service: service))
        return lookup
    }

    /// A stored entry as a lookup: a remembered 404 is "there is none"; an entry that no longer
    /// decodes is a miss.
    private func lookup<Response>(
        _ entry: CacheEntry, _ endpoint: Endpoint<Response>, policy: CachePolicy, cache: ResponseCache
    ) -> Lookup<Response> {
        if entry.status == 404 { return .absent }
        if let value = decoded(entry, endpoint, policy: policy, cache: cache)?.value { return .value(value) }
        return .miss
    }

    /// Stores each body as the answer of its endpoint (used to fill per-day entries from a range
    /// answer), and that the service has nothing for each of `absent` (a day without a picture),
    /// for as long as the policy gives an empty body. Entries that share a pack are written together.
    /// With `replacingPacks`, the entries are all their packs hold (a month of which every day is
    /// here), so the packs are replaced rather than read and merged.
    public func storeInCache<Response>(
        _ answers: [(endpoint: Endpoint<Response>, body: Data)], absent: [Endpoint<Response>] = [],
        replacingPacks: Bool = false
    ) {
        store(
            answers.map {
                ($0.endpoint, HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: $0.body))
            }
                + absent.map { ($0, HTTPResponse(status: 404, headers: [:], body: Data())) },
            replacingPacks: replacingPacks)
    }

    private func cacheKey<Response>(_ endpoint: Endpoint<Response>, _ policy: CachePolicy) -> String {
        policy.key ?? redactor.redact(url: endpoint.url)
    }

    private func usable<Response>(
        _ endpoint: Endpoint<Response>, key: String, policy: CachePolicy, cache: ResponseCache, anyAge: Bool
    ) -> APIResponse<Response>? {
        guard let entry = cache.entry(for: key, namespace: policy.namespace, pack: policy.pack),
            anyAge || entry.isFresh(at: now())
        else { return nil }
        return decoded(entry, endpoint, policy: policy, cache: cache)
    }

    /// A stored answer's value; nil for a stored absence, and for a body that no longer decodes
    /// (which is removed).
    private func decoded<Response>(
        _ entry: CacheEntry, _ endpoint: Endpoint<Response>, policy: CachePolicy, cache: ResponseCache
    ) -> APIResponse<Response>? {
        guard (200..<300).contains(entry.status) else { return nil }
        guard let value = try? endpoint.decode(TextRepair.repairedJSON(entry.body)) else {
            cache.remove(key: entry.key, namespace: policy.namespace, pack: policy.pack)
            return nil
        }
        return APIResponse(
            value: value, status: entry.status, rateLimit: nil, raw: entry.response, cachedAt: entry.fetchedAt)
    }

    private func store(_ response: HTTPResponse, key: String, policy: CachePolicy, in cache: ResponseCache) {
        if let entry = entry(response, key: key, policy: policy) { write([(entry, policy)], to: cache) }
    }

    private func store<Response>(_ answers: [(Endpoint<Response>, HTTPResponse)], replacingPacks: Bool) {
        guard let cache else { return }
        write(
            answers.compactMap { endpoint, response in
                endpoint.cache.flatMap { policy in
                    entry(response, key: cacheKey(endpoint, policy), policy: policy).map { ($0, policy) }
                }
            }, to: cache, replacingPacks: replacingPacks)
    }

    /// Writes entries: one file each, or one write per pack for those that share it.
    private func write(_ entries: [(CacheEntry, CachePolicy)], to cache: ResponseCache, replacingPacks: Bool = false) {
        var packs: [String: (namespace: String, pack: String, entries: [CacheEntry])] = [:]
        for (entry, policy) in entries {
            if let pack = policy.pack {
                packs[policy.namespace + "/" + pack, default: (policy.namespace, pack, [])].entries.append(entry)
            } else {
                report { try cache.store(entry, namespace: policy.namespace) }
            }
        }
        for group in packs.values {
            report {
                try cache.store(group.entries, namespace: group.namespace, pack: group.pack, replacing: replacingPacks)
            }
        }
    }

    private func entry(_ response: HTTPResponse, key: String, policy: CachePolicy) -> CacheEntry? {
        let fetchedAt = now()
        let expiresAt: Date?
        switch policy.lifetime(response.body, fetchedAt) {
        case .none: return nil
        case .forever: expiresAt = nil
        case .until(let date): expiresAt = date
        }
        return CacheEntry(
            key: key, status: response.status, fetchedAt: fetchedAt, expiresAt: expiresAt,
            headers: response.headers, body: response.body)
    }

    private func report(_ write: () throws -> Int) {
        do {
            // Written first: `observer?(…)` would not evaluate its argument without an observer.
            let bytes = try write()
            cacheObserver?(.wrote(bytes))
        } catch {
            cacheObserver?(.writeFailed((error as? SpaceError)?.message ?? "\(error)"))
        }
    }

    /// Which failures a stale entry may cover: no answer, a server error after the retries, a rate limit.
    static func staleReason(for error: SpaceError) -> StaleReason? {
        if let failure = error.transportFailure, failure != .offline { return .noAnswer }
        if error.kind == .rateLimited { return .rateLimited }
        if error.kind == .unavailable, let status = error.status, status >= 500 { return .serverError }
        return nil
    }
}
