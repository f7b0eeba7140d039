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
        /// A neighbour's pre-load ended (its picture, if any, came as `.picture`).
        case preloaded(APODDate)
    }

    var state: BrowserState
    let services: any BrowserServices
    let console: Console
    let pictures: Pictures
    let failure: @Sendable (any Error) -> BrowserFailure
    let drawing: DrawingProtocol
    private let terminal: FullScreenTerminal
    let continuation: AsyncStream<Event>.Continuation
    private let events: AsyncStream<Event>

    /// What the screen shows now (nil: unknown, everything is drawn again).
    var last: CellBuffer?
    var size: (width: Int, height: Int) = (80, 24)
    /// Pictures placed, by key: their id and cells.
    var placed: [String: (id: UInt32, cells: CellRect)] = [:]
    /// Pictures decoded for their slot, by key (the most recent 64).
    var decoded: [String: (picture: PicturePreview.Decoded, fit: CellFit)] = [:]
    var decodedOrder: [String] = []
    /// Pictures being fetched or decoded.
    var pending: [String: Task<Void, Never>] = [:]
    /// Pictures that could not be drawn, and why (not asked for again).
    var failed: [String: String] = [:]
    var nextID: UInt32 = 1
    /// When the loop started, on the monotonic clock.
    private let started = DispatchTime.now().uptimeNanoseconds
    /// The day request in flight: a newer one cancels it (a held arrow asks for many days; only
    /// the last one asked for matters).
    var dayRequest: Task<Void, Never>?
    /// Days next to the one shown being loaded ahead (text, then the picture for its slot).
    var preloads: [APODDate: Task<Void, Never>] = [:]
    /// Days loaded ahead already (not loaded again; forgotten past 64).
    var preloaded: Set<APODDate> = []
    private var ticks = 0
    private var resumes = TerminalModes.resumeCount
    /// Whether frames are bracketed as synchronized updates (the terminal said it draws them).
    private let synchronized: Bool
    /// Whether the accent is a colour (off under NO_COLOR, --no-color, TERM=dumb).
    private var color: Bool { console.terminal.color }
    /// Whether links are written as OSC 8 hyperlinks.
    private let hyperlinks: Bool
    /// Whether the terminal draws a multi-code-point cluster as one character (see `FrameWriter`).
    private let clusters: Bool
    /// Keys typed before the loop started.
    private let typed: [UInt8]

    /// Where the browser's pictures come from: the longest edge a slot's picture is fetched at,
    /// and the file's bytes for links (the picture cache, in the command line).
    public struct Pictures: Sendable {
        public var edge: @Sendable (PicturePreview.Box) -> Int
        public var fetch: @Sendable (_ links: [URL], _ what: String) async throws -> Data

        public init(
            edge: @escaping @Sendable (PicturePreview.Box) -> Int,
            fetch: @escaping @Sendable ([URL], String) async throws -> Data
        ) {
            self.edge = edge
            self.fetch = fetch
        }
    }

    /// `failure` words an error the services or the pictures threw for the status line (the
    /// services' own `BrowserFailure`s are kept as they are).
    public init(
        services: any BrowserServices, console: Console, now: Date, pictures: Pictures,
        failure: @escaping @Sendable (any Error) -> BrowserFailure, drawing: DrawingProtocol,
        terminal: FullScreenTerminal,
        synchronized: Bool, typed: [UInt8], hyperlinks: Bool = true, clusters: Bool = false
    ) {
        self.synchronized = synchronized
        self.hyperlinks = hyperlinks
        self.clusters = clusters
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
                // Ctrl-C comes before anything queued with it.
                if keys.contains(.control("c")) { state.quitting = true; break }
                for key in keys {
                    switch KeyTable.action(for: key, on: state.screen) {
                    case .suspend?:
                        terminal.suspend()
                        resumes = TerminalModes.resumeCount
                        forgetScreen()
                    case .redraw?:
                        // Redraw everything, as every full-screen program does.
                        forgetScreen()
                    default:
                        perform(state.update(.key(key), size: size))
                    }
                }
            case .browser(let event):
                perform(state.update(event, size: size))
            case .picture(let key, let name, let picture, let fit):
                pending[key] = nil
                if let picture, let fit {
                    remember(key, picture, fit)
                    if picture.image.height > 0 {
                        perform(
                            state.update(
                                .measured(name, Double(picture.image.width) / Double(picture.image.height)), size: size)
                        )
                    }
                } else {
                    failed[key] = tr("The picture could not be decoded.")
                }
            case .failedPicture(let key, let reason):
                pending[key] = nil
                failed[key] = reason
            case .preloaded(let date):
                preloads[date] = nil
            }
            if state.quitting { break }
            preloadNeighbours()
            draw()
        }
        for task in pending.values { task.cancel() }
        for task in preloads.values { task.cancel() }
        write(deletionOfAll())
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

    /// Draws the state: pictures that left are taken away (their cells are written again), the
    /// cells that changed, then the pictures that changed.
    private func draw() {
        let frame = BrowserView.frame(
            state, width: size.width, height: size.height, ready: decoded.mapValues(\.fit), failed: failed,
            spinner: ticks / 3)
        let placement = PicturePlacement(drawing: drawing, screenRows: size.height, cell: cellPixels)
        let wanted = Dictionary(frame.pictures.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var output = ""
        var again = false
        for (key, shown) in placed
        where wanted[key] == nil || wanted[key].map({ !shown.cells.isInside($0.rect) }) == true {
            output += deletion(of: shown.id)
            if drawing.drawsInCells {
                // A picture drawn in the cells (text, placeholders, sixel) is on the screen until
                // they are written again: whatever the new frame has there (text, blanks,
                // another picture's blanking) is written whole.
                last?.forget(shown.cells)
            }
            placed[key] = nil
        }
        output += FrameWriter.update(
            from: last, to: frame.buffer, color: color, hyperlinks: hyperlinks, clusters: clusters)
        last = frame.buffer
        for slot in frame.pictures {
            guard let ready = decoded[slot.key] else {
                // The same picture decoded for another size of its slot (its shape moved it
                // above its text) is drawn from what is here; a neighbour loaded ahead brings its
                // own picture: nothing is fetched twice.
                if reuseDecoded(for: slot) { again = true; continue }
                if pending[slot.key] == nil && failed[slot.key] == nil && !isPreloading(slot.name) { fetch(slot) }
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
        if again { draw() }
    }

    func write(_ text: String) {
        guard !text.isEmpty else { return }
        console.stdout.write(text)
    }
}

extension CellRect {
    /// Whether these cells lie inside `other`.
    func isInside(_ other: CellRect) -> Bool {
        row >= other.row && column >= other.column && row + rows <= other.row + other.rows
            && column + columns <= other.column + other.columns
    }
}
