import Foundation

/// The response cache in front of the network: fresh entries answer without a request, `--refresh`
/// skips them, `--offline` serves any entry however old, and when the service fails (no answer, a
/// 5xx after the retries, a 429) a stale entry is served and the observer is told.
extension APIClient {
    func sendCached<Response>(
        _ endpoint: Endpoint<Response>, policy: CachePolicy, cache: ResponseCache, service: ServiceDescriptor
    ) async throws -> APIResponse<Response> {
        let key = redactor.redact(url: endpoint.url)
        if cacheMode != .refresh, let hit = usable(endpoint, key: key, policy: policy, cache: cache, anyAge: cacheMode == .offline) {
            return hit
        }
        if cacheMode == .offline { throw SpaceError.offlineMiss(policy.label) }
        do {
            let response = try await sendLive(endpoint, service: service)
            store(response.raw, key: key, policy: policy, in: cache)
            return response
        } catch let error as SpaceError {
            guard let reason = Self.staleReason(for: error),
                  let stale = usable(endpoint, key: key, policy: policy, cache: cache, anyAge: true) else { throw error }
            cacheObserver?(.servedStale(fetchedAt: stale.cachedAt ?? now(), reason: reason, service: service.name))
            return stale
        }
    }

    /// The value cached for `endpoint` as this client's mode allows (fresh only normally, any age
    /// offline, never with `--refresh`), without touching the network.
    public func cachedValue<Response>(_ endpoint: Endpoint<Response>) -> Response? {
        guard cacheMode != .refresh, let policy = endpoint.cache, let cache else { return nil }
        return usable(endpoint, key: redactor.redact(url: endpoint.url), policy: policy, cache: cache, anyAge: cacheMode == .offline)?.value
    }

    /// Stores `body` as the answer of `endpoint` (used to fill per-day entries from a range answer).
    public func storeInCache<Response>(_ endpoint: Endpoint<Response>, body: Data) {
        guard let policy = endpoint.cache, let cache else { return }
        store(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body),
              key: redactor.redact(url: endpoint.url), policy: policy, in: cache)
    }

    private func usable<Response>(
        _ endpoint: Endpoint<Response>, key: String, policy: CachePolicy, cache: ResponseCache, anyAge: Bool
    ) -> APIResponse<Response>? {
        guard let entry = cache.entry(for: key, namespace: policy.namespace), anyAge || entry.isFresh(at: now()) else { return nil }
        guard let value = try? endpoint.decode(entry.body) else {
            cache.remove(key: key, namespace: policy.namespace)
            return nil
        }
        return APIResponse(value: value, status: entry.status, rateLimit: nil, raw: entry.response, cachedAt: entry.fetchedAt)
    }

    private func store(_ response: HTTPResponse, key: String, policy: CachePolicy, in cache: ResponseCache) {
        let fetchedAt = now()
        let expiresAt: Date?
        switch policy.lifetime(response.body, fetchedAt) {
        case .none: return
        case .forever: expiresAt = nil
        case .until(let date): expiresAt = date
        }
        let entry = CacheEntry(key: key, status: response.status, fetchedAt: fetchedAt, expiresAt: expiresAt,
                               headers: response.headers, body: response.body)
        do {
            try cache.store(entry, namespace: policy.namespace)
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
