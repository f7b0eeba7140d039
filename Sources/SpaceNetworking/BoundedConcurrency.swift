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
