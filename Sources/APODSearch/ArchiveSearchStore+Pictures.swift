import Foundation
import Synchronization
import SpaceSupport
import SpaceNetworking
import APODFeature

extension ArchiveSearchStore {
    /// The cached records of some days, whatever their age, read from the cache's month packs,
    /// on every core (twenty packs are twenty files). A day whose record is missing, failed or
    /// is another day's is left out.
    public func pictures(on dates: [APODDate]) -> [APODDate: APODPicture] {
        let found = Mutex<[APODDate: APODPicture]>([:])
        let cache = self.cache
        DispatchQueue.concurrentPerform(iterations: dates.count) { index in
            let date = dates[index]
            let policy = APODCachePolicies.day(date)
            guard let key = policy.key, let pack = policy.pack,
                let entry = cache.packedEntry(key, namespace: APODCachePolicies.namespace, pack: pack),
                (200..<300).contains(entry.status), let node = try? JSONReader.read(entry.body),
                let picture = APODPicture(record: node),
                picture.date == date
            else { return }
            found.withLock { $0[date] = picture }
        }
        return found.withLock { $0 }
    }
}
