import Foundation
import SpaceLocalization
import SpaceImaging
import TerminalGraphics
import SpacePresentation

/// The browser's pictures: fetched and decoded off the loop for the slot they will fill, kept
/// for the most recent 64 slots, placed under ids the screen does not use, and taken away.
extension BrowserLoop {
    /// The next picture id not on the screen (ids go round: placeholders have 255).
    func freeID() -> UInt32 {
        let inUse = Set(placed.values.map(\.id))
        for _ in 0..<Int(min(drawing.maxPictureID, 100_000)) {
            let id = nextID
            nextID = nextID >= drawing.maxPictureID ? 1 : nextID + 1
            if !inUse.contains(id) { return id }
        }
        return nextID
    }

    var cellPixels: (width: Int, height: Int)? {
        console.terminal.cellPixels.map { ($0.width, $0.height) }
    }

    /// Fetches and decodes a slot's picture off the loop.
    func fetch(_ slot: PictureSlot) {
        let box = PicturePreview.Box(
            columns: slot.rect.columns, rows: slot.rect.rows, cellWidth: cellPixels?.width,
            cellHeight: cellPixels?.height)
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

    /// Takes a picture decoded for another size of the same slot when it has the pixels this
    /// size needs (within a tenth); true when it did.
    func reuseDecoded(for slot: PictureSlot) -> Bool {
        guard slot.name != slot.key else { return false }
        let box = PicturePreview.Box(
            columns: slot.rect.columns, rows: slot.rect.rows, cellWidth: cellPixels?.width,
            cellHeight: cellPixels?.height)
        let perCell: (width: Int, height: Int)
        if case .blocks = drawing { perCell = (1, 2) } else { perCell = box.cellPixels }
        for (key, entry) in decoded where key.hasPrefix(slot.name + " ") {
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

    func remember(_ key: String, _ picture: PicturePreview.Decoded, _ fit: CellFit) {
        decoded[key] = (picture, fit)
        decodedOrder.removeAll { $0 == key }
        decodedOrder.append(key)
        while decodedOrder.count > 64 { decoded[decodedOrder.removeFirst()] = nil }
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
