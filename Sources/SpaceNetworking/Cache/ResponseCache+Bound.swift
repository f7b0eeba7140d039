import Foundation
import SpaceSupport

extension ResponseCache {
    /// Keeps the cache under its bound at the end of a run that wrote `written` bytes. The size is
    /// kept in `.size` (measured at the last trim, plus what runs wrote since), so a run whose
    /// writes pass the bound trims at once without walking the cache every time; a full walk also
    /// happens at least hourly (`.trimmed`'s time), for what the estimate misses.
    public func keepBounded(afterWriting written: Int) {
        let ledger = root.appendingPathComponent(".size", isDirectory: false)
        let stamp = root.appendingPathComponent(".trimmed", isDirectory: false)
        let estimate =
            (LocalFile.readOwn(ledger, limit: 64).flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0) + written
        let modified = (try? FileManager.default.attributesOfItem(atPath: stamp.path)[.modificationDate]) as? Date
        let hourly = modified.map { Date().timeIntervalSince($0) > 3600 } ?? true
        var size = estimate
        if estimate > maxBytes || hourly {
            size = trim().remainingBytes
            _ = FileManager.default.createFile(atPath: stamp.path, contents: nil)
        }
        _ = try? AtomicFile.write(Data(String(size).utf8), to: ledger, mode: 0o600, durable: false)
    }
}
