import Foundation
import SpaceSupport
import SpacePresentation
import TerminalText
import APODFeature
import TerminalGraphics

/// `space apod --last N --show` (and ranges, random picks, `favorites --show`): the pictures as an
/// album, a grid of thumbnails with the date and title under each, as many across as fit.
public enum APODAlbum: Sendable {
    /// The width of one picture in cells, and its height in rows (a 4:3 picture fills 21×8).
    public static let tileColumns = 24
    public static let tileRows = 8

    /// The album's lines, pictures drawn in them; nil (and a notice) when nothing may be drawn, so
    /// the caller prints the list.
    public static func lines(
        _ pictures: [APODPicture], renderer: RendererSetting?, context: PictureContext
    ) async throws -> [String]? {
        guard let style = try ListPictures.style(renderer: renderer, context: context) else { return nil }
        let width = context.console.terminal.width
        let columns = min(tileColumns, width)
        // A row of tiles (pictures, two caption lines) stays whole on screen with the prompt's
        // row under it: in a short terminal the pictures get fewer rows.
        let tileRows = min(Self.tileRows, max(1, context.console.terminal.height - 3))
        // The resizer is asked for a small copy: a tile needs only its cells' pixels.
        let perCell = style.perCell
        let edge = TerminalPicture.resizerEdge(max(columns * perCell.width, tileRows * perCell.height))
        let links = pictures.map { PictureSubject.apod($0).showLinks(edge: edge) }
        let images = await ListPictures.thumbnails(
            links, columns: columns, rows: tileRows, perCell: perCell, context: context)
        let tiles = zip(pictures, images).map { picture, image in
            ThumbnailLayout.Tile(
                image: image,
                caption: [
                    picture.date.description + (picture.mediaType == .image ? "" : " · \(picture.mediaType.rawValue)"),
                    Sanitizer.line(picture.title),
                ])
        }
        return ThumbnailLayout.grid(tiles, width: width, tileColumns: columns, tileRows: tileRows, style: style)
    }
}
