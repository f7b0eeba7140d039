import APODFeature

/// The pictures, decided here: after each frame the slots it shows come in, and out come the
/// fetches of what is missing (or the reuse of another size of the same picture), the cancelling
/// of what left the screen, and the days to load ahead (`BrowserState+LoadAhead`). Answers (a
/// picture decoded, one that failed, one the stage forgot) change `pictures` here.
extension BrowserState {
    /// A frame was drawn with these slots.
    mutating func framed(_ slots: [PictureSlot]) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        let wanted = Set(slots.map(\.key))
        for key in pictures.fetching.sorted(by: { $0.description < $1.description }) where !wanted.contains(key) {
            pictures.fetching.remove(key)
            effects.append(.cancelPicture(key))
        }
        for slot in slots where pictures.ready[slot.key] == nil {
            // Drawn from another size of the same picture when it has the pixels (its shape moved
            // it above its text); a day loaded ahead brings its own: nothing is fetched twice.
            if let standIn = pictures.standIn(for: slot) {
                pictures.ready[slot.key] = standIn.ready
                effects.append(.reusePicture(standIn.key, for: slot))
                continue
            }
            guard !pictures.fetching.contains(slot.key), pictures.failed[slot.key] == nil,
                !pictures.isPreloading(slot.name)
            else { continue }
            pictures.fetching.insert(slot.key)
            effects.append(.fetchPicture(slot))
        }
        return effects + loadAhead()
    }

    /// A picture's answer: decoded (its shape remembered under its name) or why not. A day loaded
    /// ahead goes on from there (`aheadArrived`).
    mutating func pictureArrived(
        _ key: PictureKey, _ result: Result<PictureLoads.Ready, BrowserFailure>, size: (width: Int, height: Int)
    ) -> [BrowserEffect] {
        if let ahead = aheadArrived(key, result, size: size) { return ahead }
        pictures.fetching.remove(key)
        switch result {
        case .success(let ready):
            keep(key, ready)
        case .failure(let failure):
            if pictures.failed.count >= 256 { pictures.failed.removeAll() }
            pictures.failed[key] = failure.message
        }
        return []
    }

    /// A picture decoded and kept by the stage: ready for its slot, its shape and whether it moves
    /// remembered under its name.
    mutating func keep(_ key: PictureKey, _ ready: PictureLoads.Ready) {
        pictures.ready[key] = ready
        pictures.failed[key] = nil
        if ready.width > 0, ready.height > 0 {
            if aspects.count > 256 { aspects.removeAll() }
            aspects[key.name] = Double(ready.width) / Double(ready.height)
        }
        if ready.animated {
            if animated.count > 256 { animated.removeAll() }
            animated.insert(key.name)
        }
    }

    /// Pictures the stage no longer keeps (the least recently used past its bound).
    mutating func picturesForgotten(_ keys: [PictureKey]) {
        for key in keys { pictures.ready[key] = nil }
    }
}
