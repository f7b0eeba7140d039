import APODFeature

/// What is in flight follows from the requests themselves: every effect that asks for something
/// names the work it starts (`BrowserEffect.work`), every answer names the work it ends
/// (`BrowserEvent.answers`), and the state's three doors (start, resume, update) keep the count,
/// so no screen's code begins or ends work by hand and none can forget to.
extension BrowserState {
    /// The effects of starting: the latest picture and the favorites.
    public mutating func start() -> [BrowserEffect] { tracking(starting()) }

    /// The effects of starting where the last browse was left (`ResumePoint`), or of starting
    /// afresh when there is no point to resume.
    public mutating func start(resuming point: ResumePoint?) -> [BrowserEffect] { tracking(resuming(point)) }

    /// Applies an event; returns what to ask of the outside world. `size` is the screen's, in cells.
    public mutating func update(_ event: BrowserEvent, size: (width: Int, height: Int)) -> [BrowserEffect] {
        // An answer ends its work, wanted or superseded: the spinner stops when the last is in.
        if let work = event.answers { inFlight.end(work) }
        return tracking(applying(event, size: size))
    }

    private mutating func tracking(_ effects: [BrowserEffect]) -> [BrowserEffect] {
        for work in effects.compactMap(\.work) { inFlight.begin(work) }
        return effects
    }
}

extension BrowserEffect {
    /// The work this effect starts, awaited until its answer; nil for one nobody waits on (a
    /// favorite set, a download, the picture stage's work, which has its own count).
    public var work: Work? {
        switch self {
        case .loadLatest: return .day(.latest)
        case .loadDay(let date): return .day(.day(date))
        case .loadRandom: return .day(.random)
        case .loadRange(let start, let end): return .range(start, end)
        case .loadSameDay(let monthDay): return .sameDay(monthDay)
        case .loadFavorites: return .favorites
        case .search(let generation, _, _): return .search(generation: generation)
        case .archiveSearch(let generation, _), .archiveMore(let generation, _, _):
            return .archive(generation: generation)
        case .asset(let id): return .asset(id)
        case .roster(let generation, _, _, _, _): return .roster(generation: generation)
        case .loadAstronaut(let id): return .astronaut(id)
        case .setFavorite, .open, .download, .setWallpaper, .shown, .suspend, .redrawAll, .copy, .fetchPicture,
            .reusePicture, .cancelPicture, .preload, .cancelPreload, .syncArchive, .cancelSync, .keepCommandHistory,
            .seenThrough:
            return nil
        }
    }
}

extension BrowserEvent {
    /// The work this event answers; nil for one that answers none.
    public var answers: Work? {
        switch self {
        case .dayLoaded(let request, _, _): return .day(request)
        case .rangeLoaded(let start, let end, _, _): return .range(start, end)
        case .sameDayLoaded(let monthDay, _): return .sameDay(monthDay)
        case .favoritesLoaded: return .favorites
        case .searchLoaded(let generation, _): return .search(generation: generation)
        case .archiveLoaded(let generation, _): return .archive(generation: generation)
        case .assetLoaded(let id, _): return .asset(id)
        case .rosterLoaded(let generation, _, _): return .roster(generation: generation)
        case .astronautLoaded(let id, _): return .astronaut(id)
        case .key, .tick, .measured, .laidOut, .favoriteSet, .done, .syncProgress, .synced, .offline, .framed,
            .pictureArrived, .picturesForgotten, .preloaded, .screenLost:
            return nil
        }
    }
}
