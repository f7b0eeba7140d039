import Foundation

/// Runs `transform` over `items` with at most `maxInFlight` at once and returns the outcomes in
/// input order; pagination and date-range chunking use it.
public func mapConcurrentlyCollectingResults<Item: Sendable, Output: Sendable>(
    _ items: [Item], maxInFlight: Int = 4, _ transform: @escaping @Sendable (Item) async throws -> Output
) async -> [Result<Output, any Error>] {
    var results = [Result<Output, any Error>?](repeating: nil, count: items.count)
    await withTaskGroup(of: (Int, Result<Output, any Error>).self) { group in
        var next = 0
        func startNext() {
            guard next < items.count else { return }
            let index = next
            let item = items[index]
            next += 1
            group.addTask {
                do { return (index, .success(try await transform(item))) } catch { return (index, .failure(error)) }
            }
        }
        for _ in 0..<max(1, maxInFlight) { startNext() }
        while let (index, result) = await group.next() {
            results[index] = result
            startNext()
        }
    }
    return results.map { $0! }
}

/// Like `mapConcurrentlyCollectingResults`, but throws the first error (in input order).
public func mapConcurrently<Item: Sendable, Output: Sendable>(
    _ items: [Item], maxInFlight: Int = 4, _ transform: @escaping @Sendable (Item) async throws -> Output
) async throws -> [Output] {
    try await mapConcurrentlyCollectingResults(items, maxInFlight: maxInFlight, transform).map { try $0.get() }
}

/// Runs `transform` over `items` with at most `maxInFlight` at once and hands each output to
/// `consume` in input order, as soon as it and every one before it are done, so a long list can
/// be printed while it loads. At most `maxAhead` outputs wait for their turn, which bounds memory.
/// When `consume` throws, nothing new starts, the ones in flight are awaited (none is cut off
/// halfway), and the error is rethrown.
public func forEachConcurrentlyInOrder<Item: Sendable, Output: Sendable>(
    _ items: [Item], maxInFlight: Int = 4, maxAhead: Int = 16,
    _ transform: @escaping @Sendable (Item) async -> Output,
    consume: (Output) async throws -> Void
) async throws {
    var failure: (any Error)?
    await withTaskGroup(of: (Int, Output).self) { group in
        var next = 0
        var consumed = 0
        var inFlight = 0
        var waiting: [Int: Output] = [:]
        func startMore() {
            while failure == nil, inFlight < max(1, maxInFlight), next < items.count,
                next < consumed + max(maxInFlight, maxAhead)
            {
                let index = next
                let item = items[index]
                next += 1
                inFlight += 1
                group.addTask { (index, await transform(item)) }
            }
        }
        startMore()
        while let (index, output) = await group.next() {
            inFlight -= 1
            guard failure == nil else { continue }
            waiting[index] = output
            while let ready = waiting.removeValue(forKey: consumed) {
                do {
                    try await consume(ready)
                } catch {
                    failure = error
                    waiting.removeAll()
                    break
                }
                consumed += 1
            }
            startMore()
        }
    }
    if let failure { throw failure }
}
