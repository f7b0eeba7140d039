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
        /// A picture decoded for its slot: its pixels to the stage, what it is to the state.
        case picture(PictureKey, PicturePreview.Decoded, CellFit)
        /// An animation's frames encoded for the cells it was placed in, and how often it plays.
        case frames(PictureKey, CellRect, [PicturePreview.FrameText], Int?)
    }

    var state: BrowserState
    let console: Console
    let drawing: DrawingProtocol
    private let terminal: FullScreenTerminal
    let continuation: AsyncStream<Event>.Continuation
    private let events: AsyncStream<Event>

    /// What the screen shows now (nil: unknown, everything is drawn again).
    var last: CellBuffer?
    var size: (width: Int, height: Int) = (80, 24)
    /// The pictures: fetched, decoded, placed and taken away.
    let stage: PictureStage
    /// Runs what the state asks for; its answers come back as events.
    private let effects: EffectRunner
    /// When the loop started, on the monotonic clock.
    private let started = DispatchTime.now().uptimeNanoseconds
    private var ticks = 0
    private var resumes = TerminalModes.resumeCount
    /// Whether frames are bracketed as synchronized updates (the terminal said it draws them).
    private let synchronized: Bool
    /// The accent and faintness for the terminal's background (no accent colour under NO_COLOR,
    /// --no-color, TERM=dumb).
    private let palette: BrowserPalette
    /// Whether links are written as OSC 8 hyperlinks.
    private let hyperlinks: Bool
    /// Whether the terminal draws a multi-code-point cluster as one character (see `FrameWriter`).
    private let clusters: Bool
    /// Keys typed before the loop started.
    private let typed: [UInt8]
    /// Whether to start from today rather than where the browser was left (`--fresh`).
    private let fresh: Bool
    /// Where the browser was left and where it is kept.
    private let services: any BrowserServices
    /// The keys file's lines left out, said when the screen opens.
    private var keyProblems: [String] = []

    /// `failure` words an error the services or the pictures threw for the status line (the
    /// services' own `BrowserFailure`s are kept as they are).
    public init(
        services: any BrowserServices, console: Console, now: Date, pictures: Pictures,
        failure: @escaping @Sendable (any Error) -> BrowserFailure, drawing: DrawingProtocol,
        terminal: FullScreenTerminal,
        synchronized: Bool, typed: [UInt8], hyperlinks: Bool = true, clusters: Bool = false,
        palette: BrowserPalette = .dark, fresh: Bool = false, keys: KeyFile.Reading? = nil
    ) {
        self.synchronized = synchronized
        self.palette = palette
        self.fresh = fresh
        self.services = services
        self.hyperlinks = hyperlinks
        self.clusters = clusters
        self.typed = typed
        self.console = console
        self.drawing = drawing
        self.terminal = terminal
        state = BrowserState(today: services.today(), now: now)
        if let keys {
            state.keys = keys.keys
            keyProblems = keys.problems
        }
        state.seenBefore = services.newestSeen()
        state.seenAhead = Set(services.seenAhead())
        state.commandHistory = services.commandHistory()
        // Before any search, the Search screen names the side its words will search first.
        if services.archiveIsSynced() {
            state.search.archiveSynced = true
            state.search.source = .archive
        }
        state.pictures.drawing = drawing
        state.pictures.cell = console.terminal.cellPixels.map { ($0.width, $0.height) }
        let (stream, sink) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
        (events, continuation) = (stream, sink)
        effects = EffectRunner(services: services, failure: failure) { sink.yield(.browser($0)) }
        stage = PictureStage(
            drawing: drawing, pictures: pictures, services: services, failure: failure,
            cellPixels: console.terminal.cellPixels.map { ($0.width, $0.height) }
        ) { sink.yield($0) }
    }

    /// Carries out what the state decided: the terminal's own (a stop, a redraw of everything)
    /// here, the rest by the effect runner.
    func perform(_ effects: [BrowserEffect]) {
        for effect in effects {
            switch effect {
            case .suspend:
                terminal.suspend()
                resumes = TerminalModes.resumeCount
                forgetScreen()
            case .redrawAll:
                forgetScreen()
            case .copy(let text):
                write(Self.clipboard(text))
            case .fetchPicture(let slot):
                stage.fetch(slot)
            case .cancelPicture(let key):
                stage.cancel(key)
            case .reusePicture(let source, let slot):
                forgotten(stage.reuse(source, for: slot))
            case .preload(let date):
                stage.preload(date)
            case .cancelPreload(let date):
                stage.cancelPreload(date)
            default:
                self.effects.run([effect])
            }
        }
    }

    /// Tells the state which pictures the stage let go of to keep others.
    private func forgotten(_ keys: [PictureKey]) {
        if !keys.isEmpty { perform(state.update(.picturesForgotten(keys), size: size)) }
    }

    /// Runs until the person quits.
    public func run() async {
        let reader = KeyReaderThread()
        let continuation = self.continuation
        reader.start(typed: typed) { keys in continuation.yield(.keys(keys)) }
        defer { reader.stop() }
        size = FullScreenTerminal.size() ?? (console.terminal.width, console.terminal.height)
        switch fresh ? ResumePoint.Reading.none : services.resumePoint() {
        case .point(let point): perform(state.start(resuming: point))
        case .none: perform(state.start())
        case .unreadable:
            perform(state.start())
            state.note(tr("Where the browser was left could not be read; it opens on the latest day."), on: nil)
            // Kept anew at once, so it is said this once.
            services.keepResumePoint(state.resumePoint)
        }
        // A line of the keys file left out is said when the screen opens (`space help keys` says all).
        if let first = keyProblems.first {
            let more = keyProblems.count - 1
            state.note(
                more == 0
                    ? first
                    : tr(
                        "{problem} ({count, plural, one {# more line} other {# more lines}}: space help keys)",
                        ["problem": first, "count": more]), on: nil)
        }
        var kept = state.resumePoint
        draw()
        for await event in events {
            defer {
                // Where the browser is, kept as it changes: a quit, a stop or a signal leaves it.
                let point = state.resumePoint
                if point != kept {
                    services.keepResumePoint(point)
                    kept = point
                }
            }
            switch event {
            case .keys(let keys):
                if keys.isEmpty { tick(); continue }
                // Ctrl-C comes before anything queued with it: the state is told it alone.
                if keys.contains(.control("c")) {
                    perform(state.update(.key(.control("c")), size: size))
                    if state.quitting { break }
                }
                // Each key to the state, in order: a stop (Ctrl-Z) happens before the keys typed
                // after it are looked at.
                for key in keys { perform(state.update(.key(key), size: size)) }
            case .browser(let event):
                perform(state.update(event, size: size))
            case .picture(let key, let picture, let fit):
                let kept = stage.arrived(key, picture, fit)
                let ready = PictureLoads.Ready(
                    fit: fit, width: picture.image.width, height: picture.image.height,
                    animated: picture.animation?.isAnimated == true)
                perform(state.update(.pictureArrived(key, .success(ready)), size: size))
                forgotten(kept)
            case .frames(let key, let cells, let frames, let plays):
                stage.framesReady(key, cells, frames, plays: plays, now: DispatchTime.now().uptimeNanoseconds)
                continue
            }
            if state.quitting { break }
            draw()
        }
        stage.cancelAll()
        write(stage.deletionOfAll())
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
            perform(state.update(.screenLost, size: size))
            redraw = true
        }
        if TerminalModes.resumeCount != resumes {
            resumes = TerminalModes.resumeCount
            perform(state.update(.screenLost, size: size))
            redraw = true
        }
        if state.loading > 0 && ticks % 3 == 0 { redraw = true }
        if redraw { draw() }
        write(stage.pause(state.animationsPaused))
        let frames = stage.framesDue(now: DispatchTime.now().uptimeNanoseconds)
        write(synchronized && !frames.isEmpty ? "\u{1B}[?2026h" + frames + "\u{1B}[?2026l" : frames)
    }

    /// After a resize or a stop: nothing on the screen is known; kitty's pictures go.
    private func forgetScreen() {
        last = nil
        write(stage.deletionOfAll())
        stage.forgetPlaced()
    }

    /// Draws the state: pictures that left are taken away (their cells are written again), the
    /// cells that changed, then the pictures that changed.
    private func draw() {
        let frame = BrowserView.frame(
            state, width: size.width, height: size.height, ready: state.pictures.ready.mapValues(\.fit),
            failed: state.pictures.failed, spinner: ticks / 3)
        let placement = PicturePlacement(drawing: drawing, screenRows: size.height, cell: stage.cellPixels)
        let wanted = Dictionary(frame.pictures.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var output = stage.takeAway(leaving: wanted, last: &last)
        output += FrameWriter.update(
            from: last, to: frame.buffer, palette: palette, hyperlinks: hyperlinks, clusters: clusters)
        last = frame.buffer
        let placed = stage.place(frame.pictures, with: placement)
        output += placed
        // A picture drawn in cells under the key help is drawn whole: the box's cells are written
        // again after it, which replaces it there (kitty's own placements go around the box).
        let covers = Set(frame.pictures.compactMap(\.covered))
        if !placed.isEmpty, drawing.drawsInCells, !covers.isEmpty {
            var under = frame.buffer
            for cover in covers { under.forget(cover) }
            output += FrameWriter.update(
                from: under, to: frame.buffer, palette: palette, hyperlinks: hyperlinks, clusters: clusters)
        }
        // A whole frame at once: bracketed, where the terminal draws synchronized updates.
        write(synchronized && !output.isEmpty ? "\u{1B}[?2026h" + output + "\u{1B}[?2026l" : output)
        // The state decides what the frame lacks: fetched, cancelled, loaded ahead, or drawn from
        // another size of the same picture, which asks for the frame again (it reports what scrolls).
        let effects = state.update(.framed(frame.pictures), size: size)
        perform(effects)
        if effects.contains(where: { if case .reusePicture = $0 { return true } else { return false } }) {
            draw()
            return
        }
        // What scrolls, and how far, as drawing found it: the state clamps with it.
        let limits = BrowserView.limits(state, from: frame)
        if state.limits != limits { perform(state.update(.laidOut(limits), size: size)) }
    }

    /// OSC 52 with the text in base64: the terminal puts it on the clipboard (kitty, Ghostty,
    /// iTerm2, WezTerm, foot, xterm with allowWindowOps; inside tmux with `set -g set-clipboard on`,
    /// which forwards it). Control characters cannot reach the terminal this way.
    static func clipboard(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{1B}\\"
    }

    func write(_ text: String) {
        guard !text.isEmpty else { return }
        console.stdout.write(text)
    }
}
