import Foundation
import SpaceImaging
import SpaceNetworking
import TerminalGraphics

/// Thumbnails for lists (`apod --last N --show`, `favorites --show`, `search --show`,
/// `astronauts --show`): fetched at most four at a time through the picture cache, drawn in list
/// order. A thumbnail that fails leaves a blank cell and one notice; it never fails the list.
enum ListPictures {
    /// How list pictures are drawn: half blocks, or a graphics protocol that can place a picture
    /// without moving the cursor (kitty's `C=1`; sixel between saving and restoring the cursor).
    enum Style: Equatable {
        case blocks(ColorDepth)
        /// A cell is this many pixels.
        case graphics(Graphics, cellWidth: Int, cellHeight: Int)

        enum Graphics: Equatable { case kitty, sixel }

        /// Pixels per cell of a thumbnail in this style.
        var perCell: (width: Int, height: Int) {
            switch self {
            case .blocks: return (1, 2)
            case .graphics(_, let width, let height): return (width, height)
            }
        }
    }

    /// The style for pictures in lists: kitty graphics in kitty, sixel where sixel is drawn and the
    /// terminal reports its cell size (pictures are placed without moving the cursor, so text can
    /// go beside and under them), else half blocks. nil (with the notice said) when nothing may be
    /// drawn here.
    static func style(_ request: PictureRequest, context: AppContext) throws -> Style? {
        guard let depth = try depth(request, context: context) else { return nil }
        let cell = context.console.terminal.cellPixels
        switch try TerminalPicture.renderer(request.renderer, context: context) {
        case .drawn(.kitty)?:
            return .graphics(.kitty, cellWidth: cell?.width ?? 10, cellHeight: cell?.height ?? 20)
        case .drawn(.sixel)? where cell != nil:
            // Sixel is drawn at its own pixel size: without the cell's pixels, rows cannot be counted.
            return .graphics(.sixel, cellWidth: cell!.width, cellHeight: cell!.height)
        default:
            return .blocks(depth)
        }
    }

    /// The colours to draw in, or nil (with the notice said) when nothing may be drawn here.
    static func depth(_ request: PictureRequest, context: AppContext) throws -> ColorDepth? {
        guard context.console.terminal.stdoutIsTTY else {
            context.console.notice("The pictures are not drawn because the output is not a terminal.")
            return nil
        }
        guard let renderer = try TerminalPicture.renderer(request.renderer, context: context, askTerminal: false) else {
            context.console.notice("The pictures are not drawn because TERM=dumb.")
            return nil
        }
        // Lists are drawn in half blocks whatever the renderer: they sit beside and under text.
        if case .drawn(.blocks(let depth)) = renderer { return depth }
        return ColorDepth.detect(context.environment)
    }

    /// Each item's thumbnail fitted to `columns`×`rows` cells of `perCell` pixels (nil where it failed).
    static func thumbnails(_ items: [[URL]], columns: Int, rows: Int, perCell: (width: Int, height: Int) = (1, 2),
                           context: AppContext) async -> [PixelImage?] {
        let fetcher = context.pictureFetcher()
        let fetching = try? await Spinner.run(label: "Fetching \(NumberText.grouped(items.count)) pictures…", console: context.console) {
            await mapConcurrentlyCollectingResults(items, maxInFlight: 4) { links -> (PixelImage, Int) in
                guard !links.isEmpty else { throw SpaceError(.notFound, "no picture") }
                let picture = try await fetcher.fetch(links, what: "a thumbnail")
                do throws(ImageDecodingError) {
                    return (try PicturePreview.thumbnail([UInt8](picture.data), width: columns * perCell.width, height: rows * perCell.height),
                            picture.wroteBytes)
                } catch {
                    throw SpaceError(.badResponse, error.description)
                }
            }
        }
        let results: [Result<(PixelImage, Int), any Error>] = fetching ?? items.map { _ in .failure(SpaceError(.failure, "not fetched")) }
        var failed = 0
        let images = results.map { result -> PixelImage? in
            switch result {
            case .success(let (image, wrote)):
                context.run.addCacheBytes(wrote)
                return image
            case .failure:
                failed += 1
                return nil
            }
        }
        if failed > 0 {
            context.console.notice(failed == 1 ? "1 picture could not be drawn; its place is left blank."
                                               : "\(NumberText.grouped(failed)) pictures could not be drawn; their places are left blank.")
        }
        return images
    }
}
