import Foundation
import SpaceLocalization
import TerminalSession
import SpacePresentation
import SpaceSupport
import SpaceImaging
import SpaceNetworking
import TerminalGraphics

/// Thumbnails for lists (`apod --last N --show`, `favorites --show`, `search --show`,
/// `astronauts --show`): fetched at most four at a time through the picture cache, drawn in list
/// order. A thumbnail that fails leaves a blank cell and one notice; it never fails the list.
public enum ListPictures: Sendable {
    /// The bytes the decodes of a list's pictures share (see `MemoryBudget`).
    public static let previewBudget = 128 << 20

    /// How list pictures are drawn: half blocks, or a graphics protocol that can place a picture
    /// without moving the cursor (kitty's `C=1`; sixel between saving and restoring the cursor).
    public enum Style: Equatable, Sendable {
        case blocks(ColorDepth)
        /// A cell is this many pixels.
        case graphics(Graphics, cellWidth: Int, cellHeight: Int)
        /// kitty's Unicode placeholders (text cells, so laid out as half blocks are), through
        /// tmux's passthrough when `tmux`.
        case placeholders(tmux: Bool, cellWidth: Int, cellHeight: Int)

        public enum Graphics: Equatable, Sendable { case kitty, sixel }

        /// Pixels per cell of a thumbnail in this style.
        public var perCell: (width: Int, height: Int) {
            switch self {
            case .blocks: return (1, 2)
            case .graphics(_, let width, let height), .placeholders(_, let width, let height): return (width, height)
            }
        }
    }

    /// The style for pictures in lists: kitty graphics in kitty, sixel where sixel is drawn and the
    /// terminal reports its cell size (pictures are placed without moving the cursor, so text can
    /// go beside and under them), else half blocks. nil (with the notice said) when nothing may be
    /// drawn here.
    public static func style(renderer: RendererSetting?, context: PictureContext) throws -> Style? {
        let terminal = context.console.terminal
        guard terminal.stdoutIsTTY else {
            context.notice(tr("The pictures are not drawn because the output is not a terminal."))
            return nil
        }
        switch try TerminalPicture.renderer(renderer, context: context) {
        case nil:
            context.notice(tr("The pictures are not drawn because TERM=dumb."))
            return nil
        case .drawn(.kitty)?:
            let cell = TerminalPicture.box(for: terminal).cellPixels
            return .graphics(.kitty, cellWidth: cell.width, cellHeight: cell.height)
        case .drawn(.kittyPlaceholders(let tmux))?:
            let cell = TerminalPicture.box(for: terminal).cellPixels
            return .placeholders(tmux: tmux, cellWidth: cell.width, cellHeight: cell.height)
        case .drawn(.sixel)? where terminal.cellPixels != nil:
            // Sixel is drawn at its own pixel size: without the cell's pixels, rows cannot be counted.
            return .graphics(.sixel, cellWidth: terminal.cellPixels!.width, cellHeight: terminal.cellPixels!.height)
        case .drawn(.blocks(let depth))?:
            return .blocks(depth)
        case .drawn, .chafa:
            // Half blocks sit beside text in any terminal.
            return .blocks(ColorDepth.detect(context.environment))
        }
    }

    /// Each item's thumbnail fitted to `columns`×`rows` cells of `perCell` pixels (nil where it failed).
    public static func thumbnails(
        _ items: [[URL]], columns: Int, rows: Int, perCell: (width: Int, height: Int) = (1, 2),
        context: PictureContext
    ) async -> [PixelImage?] {
        let fetcher = context.fetcher()
        // Four are fetched at once, but their decodes share one budget: large pictures are
        // decoded one after another, each within what a single preview may hold.
        let budget = MemoryBudget(capacity: previewBudget)
        let total = NumberText.grouped(items.count)
        let done = ProgressCount()
        let fetching = try? await Spinner.run(
            label: tr("Fetching {total} pictures…", ["total": total]), console: context.console,
            progress: { done.value.map { tr("Fetching {done} of {total} pictures…", ["done": $0, "total": total]) } }
        ) {
            await mapConcurrentlyCollectingResults(items, maxInFlight: 4) { links -> (PixelImage, Int) in
                defer { done.increment() }
                guard !links.isEmpty else { throw SpaceError(.notFound, "no picture") }
                let picture = try await fetcher.fetch(links, what: tr("a thumbnail"))
                let file = [UInt8](picture.data)
                let size = (width: columns * perCell.width, height: rows * perCell.height)
                let image = try await budget.withReserved(ImageDecoder.workingSetEstimate(file, fitting: size)) {
                    () throws(SpaceError) -> PixelImage in
                    do throws(ImageDecodingError) {
                        return try PicturePreview.thumbnail(file, width: size.width, height: size.height)
                    } catch {
                        throw SpaceError(.badResponse, error.sentence)
                    }
                }
                return (image, picture.wroteBytes)
            }
        }
        let results: [Result<(PixelImage, Int), any Error>] =
            fetching ?? items.map { _ in .failure(SpaceError(.failure, "not fetched")) }
        var failed = 0
        let images = results.map { result -> PixelImage? in
            switch result {
            case .success(let (image, wrote)):
                context.addCacheBytes(wrote)
                return image
            case .failure:
                failed += 1
                return nil
            }
        }
        if failed > 0 {
            context.notice(
                tr(
                    "{count, plural, one {# picture could not be drawn; its place is left blank.} other {# pictures could not be drawn; their places are left blank.}}",
                    ["count": failed]))
        }
        return images
    }
}
