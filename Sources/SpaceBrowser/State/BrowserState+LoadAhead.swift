import APODFeature
import SpacePresentation

/// Never waiting on the network for what a person will ask next: while a day is shown, the day
/// before and the day after are loaded ahead, as yazi's pre-loader does. Decided here, step by
/// step: which days (`daysToLoadAhead`), their text (`preload`, answered by `dayAhead`), then their
/// picture fetched for the very slot the Day screen will give it at this size (`DetailView.slot`),
/// and once its shape is measured, for the slot that shape gives if it is another. The picture
/// stage only carries the effects out.
extension BrowserState {
    /// The days to load ahead started, and those no longer next to the day shown cancelled (their
    /// text, and their picture if it is on its way).
    mutating func loadAhead() -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        let near = daysToLoadAhead
        for date in pictures.preloading.sorted() where !near.contains(date) {
            if let ahead = pictures.fetchingAhead[date] { effects.append(.cancelPicture(ahead.slot.key)) }
            preloadEnded(date)
            pictures.preloaded.remove(date)
            effects.append(.cancelPreload(date))
        }
        if pictures.preloaded.count > 64 { pictures.preloaded = pictures.preloading }
        for date in near where !pictures.preloaded.contains(date) {
            pictures.preloading.insert(date)
            pictures.preloaded.insert(date)
            effects.append(.preload(date))
        }
        return effects
    }

    /// A day's text loaded ahead: its picture is asked for next, unless the day was left meanwhile
    /// or did not come (a stand-in for another day is not this day's).
    mutating func dayAhead(
        _ date: APODDate, _ picture: APODPicture?, size: (width: Int, height: Int)
    ) -> [BrowserEffect] {
        guard pictures.preloading.contains(date) else { return [] }
        guard let picture, picture.date == date else {
            preloadEnded(date)
            return []
        }
        return fetchAhead(date, .apod(picture), again: false, size: size)
    }

    /// The picture of a day loaded ahead, for the slot the Day screen gives it with what is known
    /// of its shape (declared by its links, or measured); the load ahead ends when that slot's
    /// picture is kept already, or can be drawn from another size of it.
    private mutating func fetchAhead(
        _ date: APODDate, _ subject: PictureSubject, again: Bool, size: (width: Int, height: Int)
    ) -> [BrowserEffect] {
        let name = PictureName.day(date)
        guard
            let slot = DetailView.slot(
                name: name, subject: subject, width: size.width, height: size.height,
                aspect: aspects[name] ?? subject.declaredAspect),
            pictures.ready[slot.key] == nil
        else {
            preloadEnded(date)
            return []
        }
        if let standIn = pictures.standIn(for: slot) {
            pictures.ready[slot.key] = standIn.ready
            preloadEnded(date)
            return [.reusePicture(standIn.key, for: slot)]
        }
        pictures.fetchingAhead[date] = (slot, again)
        return [.fetchPicture(slot)]
    }

    /// A picture fetched ahead arrived (nil when `key` is not one): kept as any picture is, and
    /// its shape now known, fetched once more for the slot that shape gives if it is another. A
    /// failure is not kept: shown, the day asks again.
    mutating func aheadArrived(
        _ key: PictureKey, _ result: Result<PictureLoads.Ready, BrowserFailure>, size: (width: Int, height: Int)
    ) -> [BrowserEffect]? {
        guard case .day(let date) = key.name, let ahead = pictures.fetchingAhead[date], ahead.slot.key == key else {
            return nil
        }
        pictures.fetchingAhead[date] = nil
        guard case .success(let ready) = result else {
            preloadEnded(date)
            return []
        }
        keep(key, ready)
        guard !ahead.again else {
            preloadEnded(date)
            return []
        }
        return fetchAhead(date, ahead.slot.subject, again: true, size: size)
    }

    /// A day's load ahead ended (its picture, if any, kept as its own answer).
    mutating func preloadEnded(_ date: APODDate) {
        pictures.preloading.remove(date)
        pictures.fetchingAhead[date] = nil
    }
}
