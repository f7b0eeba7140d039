import Foundation
import SpaceLocalization
import SpaceImaging
import TerminalGraphics
import SpacePresentation
import APODFeature

/// The browser's pictures: fetched and decoded off the loop for the slot they will fill, kept
/// for the most recent 64 slots, placed under ids the screen does not use, and taken away. The
/// loop hands it each frame's slots and the events its tasks post; it hands back the escape
/// sequences to write.
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

    /// Pictures placed, by key: their id and cells.
    var placed: [PictureKey: (id: UInt32, cells: CellRect)] = [:]
    /// Pictures decoded for their slot, by key (the most recent 64).
    var decoded: [PictureKey: (picture: PicturePreview.Decoded, fit: CellFit)] = [:]
    var decodedOrder: [PictureKey] = []
    /// Pictures being fetched or decoded.
    var pending: [PictureKey: Task<Void, Never>] = [:]
    /// Pictures that could not be drawn, and why (not asked for again).
    var failed: [PictureKey: String] = [:]
    var nextID: UInt32 = 1
    /// Days next to the one shown being loaded ahead (text, then the picture for its slot).
    var preloads: [APODDate: Task<Void, Never>] = [:]
    /// Days loaded ahead already (not loaded again; forgotten past 64).
    var preloaded: Set<APODDate> = []
    /// Animations drawn frame by frame, by key (see `PictureStage+Animation`).
    var playing: [PictureKey: Playing] = [:]
    /// Animations whose frames are being encoded for their cells.
    var encoding: [PictureKey: Task<Void, Never>] = [:]

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

    /// Each slot of a frame: its picture placed when decoded (or one decoded for another size of
    /// it reused), else fetched unless on its way, failed or coming with a neighbour loaded
    /// ahead. The escape sequences, and whether a reused picture asks for another frame.
    func place(_ slots: [PictureSlot], with placement: PicturePlacement) -> (text: String, again: Bool) {
        var output = ""
        var again = false
        for slot in slots {
            guard let ready = decoded[slot.key] else {
                // The same picture decoded for another size of its slot (its shape moved it
                // above its text) is drawn from what is here; a neighbour loaded ahead brings its
                // own picture: nothing is fetched twice.
                if reuseDecoded(for: slot) { again = true; continue }
                if pending[slot.key] == nil && failed[slot.key] == nil && !isPreloading(slot.name) { fetch(slot) }
                continue
            }
            // In use: the most recent, so the 64 kept are those seen last.
            touch(slot.key)
            guard placed[slot.key] == nil else { continue }
            let id = freeID()
            if let drawn = placement.place(ready.picture, id: id, in: slot.rect) {
                output += drawn.text
                placed[slot.key] = (id, drawn.cells)
                if pictures.animate { startFrames(slot.key, ready.picture, in: drawn.cells, placement) }
            }
        }
        return (output, again)
    }

    /// Takes away the pictures a frame no longer shows where they were (their cells forgotten in
    /// `last` where pictures are drawn in cells, so the frame writes them again).
    func takeAway(leaving wanted: [PictureKey: PictureSlot], last: inout CellBuffer?) -> String {
        var output = ""
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
        stopFrames()
        return output
    }

    /// Cancels the fetches of pictures the frame does not show.
    func cancel(unwanted wanted: [PictureKey: PictureSlot]) {
        for (key, task) in pending where wanted[key] == nil {
            task.cancel()
            pending[key] = nil
        }
    }

    /// A picture arrived (nil: it could not be decoded).
    func arrived(_ key: PictureKey, _ picture: PicturePreview.Decoded?, _ fit: CellFit?) {
        pending[key] = nil
        if let picture, let fit {
            remember(key, picture, fit)
        } else {
            failed[key] = tr("The picture could not be decoded.")
        }
    }

    /// A picture that could not be fetched or decoded, and why.
    func couldNotDraw(_ key: PictureKey, _ reason: String) {
        pending[key] = nil
        failed[key] = reason
    }

    /// Nothing of the screen is known (a resize, a stop): what was placed is forgotten.
    func forgetPlaced() {
        placed.removeAll()
        stopFrames()
    }

    /// At the end: every fetch and load ahead cancelled.
    func cancelAll() {
        for task in pending.values { task.cancel() }
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

    /// Fetches and decodes a slot's picture off the loop.
    func fetch(_ slot: PictureSlot) {
        let box = PicturePreview.Box(
            columns: slot.rect.columns, rows: slot.rect.rows, cellWidth: cellPixels?.width,
            cellHeight: cellPixels?.height)
        let links = slot.subject.showLinks(edge: pictures.edge(box))
        let (fetch, failure, post) = (pictures.fetch, failure, post)
        let (drawing, key, what) = (drawing, slot.key, slot.subject.what)
        let (animate, budget) = (pictures.animate, PictureStage.animationBudget)
        pending[key] = Task.detached {
            do {
                let file = try await fetch(links, what)
                try Task.checkCancellation()
                let decoded = try PicturePreview.decode(
                    [UInt8](file), as: drawing, in: box, animate: animate, animationBudget: budget)
                post(.picture(key, decoded, decoded.fit(in: box)))
            } catch is CancellationError {
                // Left the screen: asked for again if it comes back.
            } catch {
                post(.failedPicture(key, failure(error).message))
            }
        }
    }

    /// Takes a picture decoded for another size of the same slot when it has the pixels this
    /// size needs (within a tenth); true when it did.
    func reuseDecoded(for slot: PictureSlot) -> Bool {
        let box = PicturePreview.Box(
            columns: slot.rect.columns, rows: slot.rect.rows, cellWidth: cellPixels?.width,
            cellHeight: cellPixels?.height)
        let perCell: (width: Int, height: Int)
        if case .blocks = drawing { perCell = (1, 2) } else { perCell = box.cellPixels }
        for (key, entry) in decoded where key.name == slot.name && key != slot.key {
            let fit = entry.picture.fit(in: box)
            let image = entry.picture.image
            guard
                image.width * 10 >= fit.columns * perCell.width * 9
                    || image.height * 10 >= fit.rows * perCell.height * 9
            else { continue }
            remember(slot.key, entry.picture, fit)
            return true
        }
        return false
    }

    /// Keeps a decoded picture, and forgets the least recently used past 64, never one placed on
    /// the screen: a placed picture forgotten would stay marked placed while its frame blanks its
    /// cells (it came back blank until Ctrl-L after a tour of the screens).
    func remember(_ key: PictureKey, _ picture: PicturePreview.Decoded, _ fit: CellFit) {
        decoded[key] = (picture, fit)
        touch(key)
        var index = 0
        while decodedOrder.count > 64, index < decodedOrder.count {
            let oldest = decodedOrder[index]
            if placed[oldest] != nil || oldest == key {
                index += 1
                continue
            }
            decodedOrder.remove(at: index)
            decoded[oldest] = nil
        }
        boundFrames()
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
