import Foundation
import SpaceLocalization
import TerminalSession
import SpaceSupport
import SpaceImaging
import TerminalGraphics
import SpacePresentation
import APODFeature

/// The browser's loop: keys and answers in, the state updated, a frame drawn. Requests and
/// picture decoding run in tasks of their own and come back as events, so a key is never kept
/// waiting by the network or a decoder; what leaves the screen is cancelled.
public final class BrowserLoop {
    enum Event: Sendable {
        case keys([Key])
        case browser(BrowserEvent)
        case picture(String, String, PicturePreview.Decoded?, CellFit?)
        case failedPicture(String, String)
    }

    private var state: BrowserState
    private let services: any BrowserServices
    private let console: Console
    private let pictures: Pictures
    private let failure: @Sendable (any Error) -> BrowserFailure
    private let drawing: DrawingProtocol
    private let terminal: FullScreenTerminal
    private let continuation: AsyncStream<Event>.Continuation
    private let events: AsyncStream<Event>

    /// What the screen shows now (nil: unknown, everything is drawn again).
    private var last: CellBuffer?
    private var size: (width: Int, height: Int) = (80, 24)
    /// Pictures placed, by key: their id and cells.
    private var placed: [String: (id: UInt32, cells: CellRect)] = [:]
    /// Pictures decoded for their slot, by key (the most recent 64).
    private var decoded: [String: (picture: PicturePreview.Decoded, fit: CellFit)] = [:]
    private var decodedOrder: [String] = []
    /// Pictures being fetched or decoded.
    private var pending: [String: Task<Void, Never>] = [:]
    /// Pictures that could not be drawn, and why (not asked for again).
    private var failed: [String: String] = [:]
    private var nextID: UInt32 = 1
    /// When the loop started, on the monotonic clock.
    private let started = DispatchTime.now().uptimeNanoseconds
    /// The day request in flight: a newer one cancels it (a held arrow asks for many days; only
    /// the last one asked for matters).
    private var dayRequest: Task<Void, Never>?
    private var ticks = 0
    private var resumes = TerminalModes.resumeCount
    /// Whether frames are bracketed as synchronized updates (the terminal said it draws them).
    private let synchronized: Bool
    /// Whether the accent is a colour (off under NO_COLOR, --no-color, TERM=dumb).
    private var color: Bool { console.terminal.color }
    /// Keys typed before the loop started.
    private let typed: [UInt8]

    /// Where the browser's pictures come from: the longest edge a slot's picture is fetched at,
    /// and the file's bytes for links (the picture cache, in the command line).
    public struct Pictures: Sendable {
        public var edge: @Sendable (PicturePreview.Box) -> Int
        public var fetch: @Sendable (_ links: [URL], _ what: String) async throws -> Data

        public init(edge: @escaping @Sendable (PicturePreview.Box) -> Int, fetch: @escaping @Sendable ([URL], String) async throws -> Data) {
            self.edge = edge
            self.fetch = fetch
        }
    }

    /// `failure` words an error the services or the pictures threw for the status line (the
    /// services' own `BrowserFailure`s are kept as they are).
    public init(services: any BrowserServices, console: Console, now: Date, pictures: Pictures,
                failure: @escaping @Sendable (any Error) -> BrowserFailure, drawing: DrawingProtocol, terminal: FullScreenTerminal,
                synchronized: Bool, typed: [UInt8]) {
        self.synchronized = synchronized
        self.typed = typed
        self.console = console
        self.services = services
        self.pictures = pictures
        self.failure = { ($0 as? BrowserFailure) ?? failure($0) }
        self.drawing = drawing
        self.terminal = terminal
        state = BrowserState(today: services.today(), now: now)
        (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
    }

    /// Runs until the person quits.
    public func run() async {
        let reader = KeyReaderThread()
        let continuation = self.continuation
        reader.start(typed: typed) { keys in continuation.yield(.keys(keys)) }
        defer { reader.stop() }
        size = FullScreenTerminal.size() ?? (console.terminal.width, console.terminal.height)
        perform(state.start())
        draw()
        for await event in events {
            switch event {
            case .keys(let keys):
                if keys.isEmpty { tick(); continue }
                for key in keys {
                    if key == .control("z") {
                        terminal.suspend()
                        resumes = TerminalModes.resumeCount
                        forgetScreen()
                        continue
                    }
                    if key == .control("l") {
                        // Redraw everything, as every full-screen program does.
                        forgetScreen()
                        continue
                    }
                    perform(state.update(.key(key), size: size))
                }
            case .browser(let event):
                perform(state.update(event, size: size))
            case .picture(let key, let name, let picture, let fit):
                pending[key] = nil
                if let picture, let fit {
                    remember(key, picture, fit)
                    if picture.image.height > 0 {
                        perform(state.update(.measured(name, Double(picture.image.width) / Double(picture.image.height)), size: size))
                    }
                } else { failed[key] = tr("The picture could not be decoded.") }
            case .failedPicture(let key, let reason):
                pending[key] = nil
                failed[key] = reason
            }
            if state.quitting { break }
            draw()
        }
        for task in pending.values { task.cancel() }
        write(deletionOfAll())
    }

    /// What takes picture `id` out of the terminal, where pictures live apart from the text.
    private func deletion(of id: UInt32) -> String {
        switch drawing {
        case .kitty: return KittyRenderer.delete(id: id)
        case .kittyPlaceholders(let tmux): return KittyPlaceholders.delete(id: id, tmux: tmux)
        case .blocks, .sixel, .iTerm: return ""
        }
    }

    /// What takes every picture placed out of the terminal (virtual placements go only by id).
    private func deletionOfAll() -> String {
        switch drawing {
        case .kitty: return "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
        case .kittyPlaceholders: return placed.values.map { deletion(of: $0.id) }.joined()
        case .blocks, .sixel, .iTerm: return ""
        }
    }

    /// Every 40 ms without a key: a resize, a `fg` after a stop from outside, the spinner.
    private func tick() {
        ticks += 1
        var redraw = false
        if ticks % 5 == 0 {
            let before = state.notice
            perform(state.update(.tick(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9), size: size))
            if state.notice != before { redraw = true }
        }
        if let now = FullScreenTerminal.size(), now != size {
            size = now
            forgetScreen()
            redraw = true
        }
        if TerminalModes.resumeCount != resumes {
            resumes = TerminalModes.resumeCount
            forgetScreen()
            redraw = true
        }
        if state.loading > 0 && ticks % 3 == 0 { redraw = true }
        if redraw { draw() }
    }

    /// After a resize or a stop: nothing on the screen is known; kitty's pictures go.
    private func forgetScreen() {
        last = nil
        write(deletionOfAll())
        placed.removeAll()
    }

    private func perform(_ effects: [BrowserEffect]) {
        for effect in effects {
            let (services, continuation, failure) = (self.services, self.continuation, self.failure)
            if Self.isRequest(effect) {
                let task = Task.detached { await BrowserLoop.answer(effect, services: services, failure: failure, continuation: continuation) }
                switch effect {
                case .loadDay, .loadLatest, .loadRandom:
                    dayRequest?.cancel()
                    dayRequest = task
                default: break
                }
                continue
            }
            switch effect {
            case .setFavorite(let picture, let on):
                let result: Result<Bool, BrowserFailure>
                do { try services.setFavorite(picture, on); result = .success(on) } catch { result = .failure(failure(error)) }
                continuation.yield(.browser(.favoriteSet(picture, result)))
            case .open(let picture):
                let result: Result<String, BrowserFailure>
                do { result = .success(try services.open(picture)) } catch { result = .failure(failure(error)) }
                continuation.yield(.browser(.done(result)))
            case .shown(let picture):
                services.shown(picture)
            default:
                break
            }
        }
    }

    /// Asks the services for what an effect needs, off the loop, and posts the answer.
    private static func answer(_ effect: BrowserEffect, services: any BrowserServices, failure: @Sendable (any Error) -> BrowserFailure,
                               continuation: AsyncStream<Event>.Continuation) async {
        let event: BrowserEvent
        switch effect {
        case .loadLatest:
            do {
                let answer = try await services.latest()
                event = .dayLoaded(.latest, .success((answer.picture, notice: answer.notice)), source: answer.source)
            } catch { event = .dayLoaded(.latest, .failure(failure(error))) }
        case .loadDay(let date):
            do {
                let answer = try await services.day(date)
                event = .dayLoaded(.day(date), .success((answer.picture, notice: answer.notice)), source: answer.source)
            } catch { event = .dayLoaded(.day(date), .failure(failure(error))) }
        case .loadRandom:
            do { event = .dayLoaded(.random, .success((try await services.random(), notice: nil))) } catch { event = .dayLoaded(.random, .failure(failure(error))) }
        case .loadRange(let start, let end):
            do { event = .rangeLoaded(start, end, .success(try await services.range(from: start, through: end))) }
            catch { event = .rangeLoaded(start, end, .failure(failure(error))) }
        case .loadFavorites:
            // The whole file is read: off the loop, so a large one never holds up a key.
            do { event = .favoritesLoaded(.success(try services.favorites())) } catch { event = .favoritesLoaded(.failure(failure(error))) }
        case .download(let picture):
            do { event = .done(.success(try await services.download(picture))) } catch { event = .done(.failure(failure(error))) }
        case .search(let generation, let words, let page):
            do { event = .searchLoaded(generation, .success(try await services.search(words, page: page, pageSize: BrowserState.listPageSize))) }
            catch { event = .searchLoaded(generation, .failure(failure(error))) }
        case .asset(let id):
            do { event = .assetLoaded(id, .success(try await services.asset(id))) } catch { event = .assetLoaded(id, .failure(failure(error))) }
        case .roster(let generation, let sort, let filter, let page, let refresh):
            do {
                let answer = try await services.roster(sort: sort, filter: filter, page: page, pageSize: BrowserState.listPageSize, refresh: refresh)
                event = .rosterLoaded(generation, .success(answer))
            } catch { event = .rosterLoaded(generation, .failure(failure(error))) }
        default:
            return
        }
        continuation.yield(.browser(event))
    }

    /// Whether an effect waits for the network or reads a large file (and so runs in a task of its own).
    private static func isRequest(_ effect: BrowserEffect) -> Bool {
        switch effect {
        case .loadLatest, .loadDay, .loadRandom, .loadRange, .loadFavorites, .download, .search, .asset, .roster: return true
        case .setFavorite, .open, .shown: return false
        }
    }

    /// Draws the state: pictures that left are taken away (their cells are written again), the
    /// cells that changed, then the pictures that changed.
    private func draw() {
        let frame = BrowserView.frame(state, width: size.width, height: size.height, ready: decoded.mapValues(\.fit), failed: failed, spinner: ticks / 3)
        let placement = PicturePlacement(drawing: drawing, screenRows: size.height, cell: cellPixels)
        let wanted = Dictionary(frame.pictures.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var output = ""
        for (key, shown) in placed where wanted[key] == nil || wanted[key].map({ !shown.cells.isInside($0.rect) }) == true {
            output += deletion(of: shown.id)
            if drawing.drawsInCells {
                // A picture drawn in the cells (text, placeholders, sixel) is on the screen until
                // they are written again: whatever the new frame has there (text, blanks,
                // another picture's blanking) is written whole.
                last?.forget(shown.cells)
            }
            placed[key] = nil
        }
        output += FrameWriter.update(from: last, to: frame.buffer, color: color)
        last = frame.buffer
        for slot in frame.pictures {
            guard let ready = decoded[slot.key] else {
                if pending[slot.key] == nil && failed[slot.key] == nil { fetch(slot) }
                continue
            }
            guard placed[slot.key] == nil else { continue }
            let id = freeID()
            if let drawn = placement.place(ready.picture, id: id, in: slot.rect) {
                output += drawn.text
                placed[slot.key] = (id, drawn.cells)
            }
        }
        for (key, task) in pending where wanted[key] == nil {
            task.cancel()
            pending[key] = nil
        }
        // A whole frame at once: bracketed, where the terminal draws synchronized updates.
        write(synchronized && !output.isEmpty ? "\u{1B}[?2026h" + output + "\u{1B}[?2026l" : output)
    }

    /// The next picture id not on the screen (ids go round: placeholders have 255).
    private func freeID() -> UInt32 {
        let inUse = Set(placed.values.map(\.id))
        for _ in 0..<Int(min(drawing.maxPictureID, 100_000)) {
            let id = nextID
            nextID = nextID >= drawing.maxPictureID ? 1 : nextID + 1
            if !inUse.contains(id) { return id }
        }
        return nextID
    }

    private var cellPixels: (width: Int, height: Int)? {
        console.terminal.cellPixels.map { ($0.width, $0.height) }
    }

    /// Fetches and decodes a slot's picture off the loop.
    private func fetch(_ slot: PictureSlot) {
        let box = PicturePreview.Box(columns: slot.rect.columns, rows: slot.rect.rows, cellWidth: cellPixels?.width, cellHeight: cellPixels?.height)
        let links = slot.subject.showLinks(edge: pictures.edge(box))
        let (fetch, failure) = (pictures.fetch, failure)
        let (drawing, continuation, key, name, what) = (drawing, continuation, slot.key, slot.name, slot.subject.what)
        pending[key] = Task.detached {
            do {
                let file = try await fetch(links, what)
                try Task.checkCancellation()
                let decoded = try PicturePreview.decode([UInt8](file), as: drawing, in: box)
                continuation.yield(.picture(key, name, decoded, decoded.fit(in: box)))
            } catch is CancellationError {
                // Left the screen: asked for again if it comes back.
            } catch {
                continuation.yield(.failedPicture(key, failure(error).message))
            }
        }
    }

    private func remember(_ key: String, _ picture: PicturePreview.Decoded, _ fit: CellFit) {
        decoded[key] = (picture, fit)
        decodedOrder.removeAll { $0 == key }
        decodedOrder.append(key)
        while decodedOrder.count > 64 { decoded[decodedOrder.removeFirst()] = nil }
    }

    private func write(_ text: String) {
        guard !text.isEmpty else { return }
        console.stdout.write(text)
    }
}

extension CellRect {
    /// Whether these cells lie inside `other`.
    func isInside(_ other: CellRect) -> Bool {
        row >= other.row && column >= other.column && row + rows <= other.row + other.rows && column + columns <= other.column + other.columns
    }
}
