/// What is in flight follows from the requests themselves: a request goes out as
/// `BrowserEffect.request` and its answer comes back as `BrowserEvent.answered` with the same
/// request, and the state's three doors (start, resume, update) keep the count, so no screen's
/// code begins or ends work by hand and none can forget to. Whether a list's next page is on its
/// way is read from it too (`loadingPage`).
extension BrowserState {
    /// The effects of starting: the latest picture and the favorites.
    public mutating func start() -> [BrowserEffect] { tracking(starting()) }

    /// The effects of starting where the last browse was left (`ResumePoint`), or of starting
    /// afresh when there is no point to resume.
    public mutating func start(resuming point: ResumePoint?) -> [BrowserEffect] { tracking(resuming(point)) }

    /// Applies an event; returns what to ask of the outside world. `size` is the screen's, in cells.
    public mutating func update(_ event: BrowserEvent, size: (width: Int, height: Int)) -> [BrowserEffect] {
        // An answer ends its work, wanted or superseded: the spinner stops when the last is in.
        if case .answered(let request, _) = event { inFlight.end(request) }
        return tracking(applying(event, size: size))
    }

    private mutating func tracking(_ effects: [BrowserEffect]) -> [BrowserEffect] {
        for case .request(let request) in effects { inFlight.begin(request) }
        return effects
    }

    /// Whether a page of the list shown now (its generation) is on its way.
    public func loadingPage(_ list: PagedList) -> Bool {
        let generation: Int
        switch list {
        case .search: generation = search.list.generation
        case .archive: generation = search.archive.generation
        case .roster: generation = roster.list.generation
        }
        return inFlight.contains { $0.page.map { $0 == (list, generation) } ?? false }
    }
}
