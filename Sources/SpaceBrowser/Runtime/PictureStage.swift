import Foundation
import SpaceSupport
import SpaceImaging
import TerminalGraphics
import SpacePresentation
import APODFeature

/// The browser's pictures, carried out as the state decides (`BrowserState+Pictures`): fetched
/// and decoded off the loop for the slot they will fill, kept for the most recent 64 slots,
/// placed under ids the screen does not use, and taken away. It decides nothing about what is
/// fetched: the loop hands it the state's effects and each frame's slots; it hands back the
/// escape sequences to write and posts what its tasks found as events for the state.
final class PictureStage {
    /// What posts a picture's arrival (or failure) back to the loop.
    typealias Post = @Sendable (BrowserLoop.Event) -> Void

    let drawing: DrawingProtocol
    let pictures: BrowserLoop.Pictures
    let services: any BrowserServices
    let failure: @Sendable (any Error) -> BrowserFailure
    let post: Post
    /// The terminal's cell in pixels, when it says.
    let cellPixels: (width: Int, height: Int)?

    /// Pictures placed, by key: their id, cells, and the cells an overlay draws over them.
    var placed: [PictureKey: (id: UInt32, cells: CellRect, covered: CellRect?)] = [:]
    /// Pictures decoded for their slot, by key (the most recent 64).
    var decoded: [PictureKey: (picture: PicturePreview.Decoded, fit: CellFit)] = [:]
    var decodedOrder: [PictureKey] = []
    /// Animated pictures stopped where they are (Space).
    var paused = false
    /// The fetches under way, to cancel them.
    var fetches: [PictureKey: Task<Void, Never>] = [:]
    var nextID: UInt32 = 1
    /// The days being loaded ahead, to cancel them.
    var preloads: [APODDate: Task<Void, Never>] = [:]
    /// Animations drawn frame by frame, by key (see `PictureStage+Animation`).
    var playing: [PictureKey: Playing] = [:]
    /// Animations whose frames are being encoded for their cells.
    var encoding: [PictureKey: Task<Void, Never>] = [:]
    /// Where pictures are decoded and frames encoded: threads of their own, so the loop's keys are
    /// never queued behind a long decode on Swift's cooperative pool.
    let work = WorkThreads()

    init(
        drawing: DrawingProtocol, pictures: BrowserLoop.Pictures, services: any BrowserServices,
        failure: @escaping @Sendable (any Error) -> BrowserFailure, cellPixels: (width: Int, height: Int)?,
        post: @escaping Post
    ) {
        self.drawing = drawing
        self.pictures = pictures
        self.services = services
        self.failure = BrowserFailure.keeping(failure)
        self.cellPixels = cellPixels
        self.post = post
    }

    /// Each slot of a frame whose picture is decoded: placed, unless it is already (around what
    /// covers it, where the terminal puts pictures above the text). The escape sequences. (What
    /// is missing the state asks for after the frame, as `fetchPicture`.)
    func place(_ slots: [PictureSlot], with placement: PicturePlacement) -> String {
        var output = ""
        for slot in slots {
            guard let ready = decoded[slot.key] else { continue }
            // In use: the most recent, so the 64 kept are those seen last.
            touch(slot.key)
            guard placed[slot.key] == nil else { continue }
            let id = freeID()
            if let drawn = placement.place(ready.picture, id: id, in: slot.rect, around: slot.covered) {
                output += drawn.text
                // Placed while animations are stopped: the terminal's own play is stopped at once.
                if paused, ready.picture.animation?.isAnimated == true, let stop = animationControl(id) {
                    output += stop
                }
                placed[slot.key] = (id, drawn.cells, slot.covered)
                // Frames drawn in place would draw over what covers it: a covered picture is still.
                if pictures.animate && slot.covered == nil {
                    startFrames(slot.key, ready.picture, in: drawn.cells, placement)
                }
            }
        }
        return output
    }

    /// Takes away the pictures a frame no longer shows where they were, or shows covered
    /// otherwise (their cells forgotten in `last` where pictures are drawn in cells, so the frame
    /// writes them again).
    func takeAway(leaving wanted: [PictureKey: PictureSlot], last: inout CellBuffer?) -> String {
        var output = ""
        for (key, shown) in placed
        where wanted[key].map({ !shown.cells.isInside($0.rect) || $0.covered != shown.covered }) ?? true {
            output += deletion(of: shown.id)
            if drawing.drawsInCells {
                // A picture drawn in the cells (text, placeholders, sixel) is on the screen until
                // they are written again: whatever the new frame has there (text, blanks,
                // another picture's blanking) is written whole.
                last?.forget(shown.cells)
            }
            placed[key] = nil
        }
        stopFrames()
        return output
    }

    /// Stops fetching a picture (it left the screen).
    func cancel(_ key: PictureKey) {
        fetches.removeValue(forKey: key)?.cancel()
    }

    /// A picture arrived, decoded for its slot: kept. The keys forgotten to keep it (the state is
    /// told them).
    func arrived(_ key: PictureKey, _ picture: PicturePreview.Decoded, _ fit: CellFit) -> [PictureKey] {
        fetches[key] = nil
        return remember(key, picture, fit)
    }

    /// Nothing of the screen is known (a resize, a stop): what was placed is forgotten.
    func forgetPlaced() {
        placed.removeAll()
        stopFrames()
    }

    /// At the end: every fetch and load ahead cancelled.
    func cancelAll() {
        for task in fetches.values { task.cancel() }
        for task in preloads.values { task.cancel() }
        for task in encoding.values { task.cancel() }
    }

    /// The next picture id not on the screen (numbers go round: placeholders have 255), with this
    /// run's own high byte (`DrawingProtocol.pictureID`).
    func freeID() -> UInt32 {
        let inUse = Set(placed.values.map(\.id))
        for _ in 0..<Int(min(drawing.maxPictureID, 100_000)) {
            let id = drawing.pictureID(nextID)
            nextID = nextID >= drawing.maxPictureID ? 1 : nextID + 1
            if !inUse.contains(id) { return id }
        }
        return drawing.pictureID(nextID)
    }

    /// Fetches and decodes a slot's picture off the loop; posts it, or why it could not.
    func fetch(_ slot: PictureSlot) {
        let box = PicturePreview.Box(
            columns: slot.rect.columns, rows: slot.rect.rows, cellWidth: cellPixels?.width,
            cellHeight: cellPixels?.height)
        let links = slot.subject.showLinks(edge: pictures.edge(box))
        let (fetch, failure, post) = (pictures.fetch, failure, post)
        let (drawing, key, what) = (drawing, slot.key, slot.subject.what)
        let (animate, budget, work) = (pictures.animate, PictureStage.animationBudget, work)
        fetches[key]?.cancel()
        fetches[key] = Task.detached {
            do {
                let file = try await fetch(links, what)
                try Task.checkCancellation()
                let decoded = try await work.run { cancellation in
                    try PicturePreview.decode(
                        [UInt8](file), as: drawing, in: box, animate: animate, animationBudget: budget,
                        isCancelled: { cancellation.isCancelled })
                }
                post(.picture(key, decoded, decoded.fit(in: box)))
            } catch is CancellationError {
                // Left the screen: asked for again if it comes back.
            } catch {
                post(.browser(.pictureArrived(key, .failure(failure(error)))))
            }
        }
    }

    /// Keeps the picture kept under `source` for `slot` too (the state found it has the pixels
    /// the slot needs). The keys forgotten to keep it (the slot's own when `source` is gone, so
    /// the state asks for it rather than wait for a picture that will not come).
    func reuse(_ source: PictureKey, for slot: PictureSlot) -> [PictureKey] {
        guard let entry = decoded[source] else { return [slot.key] }
        let box = PicturePreview.Box(
            columns: slot.rect.columns, rows: slot.rect.rows, cellWidth: cellPixels?.width,
            cellHeight: cellPixels?.height)
        return remember(slot.key, entry.picture, entry.picture.fit(in: box))
    }

    /// Keeps a decoded picture, and forgets the least recently used past 64, never one placed on
    /// the screen: a placed picture forgotten would stay marked placed while its frame blanks its
    /// cells (it came back blank until Ctrl-L after a tour of the screens). The keys forgotten.
    @discardableResult
    func remember(_ key: PictureKey, _ picture: PicturePreview.Decoded, _ fit: CellFit) -> [PictureKey] {
        decoded[key] = (picture, fit)
        touch(key)
        var forgotten: [PictureKey] = []
        var index = 0
        while decodedOrder.count > 64, index < decodedOrder.count {
            let oldest = decodedOrder[index]
            if placed[oldest] != nil || oldest == key {
                index += 1
                continue
            }
            decodedOrder.remove(at: index)
            decoded[oldest] = nil
            forgotten.append(oldest)
        }
        boundFrames()
        return forgotten
    }

    /// Marks a picture as the most recently used.
    private func touch(_ key: PictureKey) {
        if decodedOrder.last == key { return }
        decodedOrder.removeAll { $0 == key }
        decodedOrder.append(key)
    }

    /// What takes picture `id` out of the terminal, where pictures live apart from the text.
    func deletion(of id: UInt32) -> String {
        switch drawing {
        case .kitty: return KittyRenderer.delete(id: id)
        case .kittyPlaceholders(let tmux): return KittyPlaceholders.delete(id: id, tmux: tmux)
        case .blocks, .sixel, .iTerm: return ""
        }
    }

    /// What takes every picture placed out of the terminal (virtual placements go only by id).
    func deletionOfAll() -> String {
        switch drawing {
        case .kitty: return "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
        case .kittyPlaceholders: return placed.values.map { deletion(of: $0.id) }.joined()
        case .blocks, .sixel, .iTerm: return ""
        }
    }
}

extension CellRect {
    /// Whether these cells lie inside `other`.
    func isInside(_ other: CellRect) -> Bool {
        row >= other.row && column >= other.column && row + rows <= other.row + other.rows
            && column + columns <= other.column + other.columns
    }
}
