import Foundation
import SpaceSupport
import SpacePresentation
import TerminalText
import AstronautsFeature
import ImageSearchFeature
import SpaceImaging
import TerminalGraphics

/// `search --show` and `astronauts --show`: a small picture beside each row of the list.
public enum ListThumbnails: Sendable {
    /// A result's thumbnail is 12 cells by 4 rows (a 4:3 picture fills 11×4).
    public static func search(
        _ items: [SearchItem], firstPosition: Int, style: ListPictures.Style, context: PictureContext
    ) async -> [String] {
        let links = items.map { PictureSubject.links([$0.thumbnailURL]) }
        let images = await ListPictures.thumbnails(
            links, columns: 12, rows: 4, perCell: style.perCell, context: context)
        let rows = zip(items.indices, images).map { index, image -> (image: PixelImage?, text: [String]) in
            let item = items[index]
            let facts = [item.nasaID, item.day, item.mediaType, item.center].compactMap { $0 }.map(Sanitizer.line)
            return (
                image, ["\(firstPosition + index). \(Sanitizer.line(item.title))", facts.joined(separator: " · "), ""]
            )
        }
        return ThumbnailLayout.list(
            rows, width: context.console.terminal.width, thumbColumns: 12, thumbRows: 4, style: style)
    }

    /// A portrait is 8 cells by 4 rows (a square picture fills it).
    public static func astronauts(
        _ astronauts: [Astronaut], style: ListPictures.Style, context: PictureContext
    ) async -> [String] {
        let links = astronauts.map { PictureSubject.links([$0.profileImageThumbnail, $0.profileImage]) }
        let images = await ListPictures.thumbnails(links, columns: 8, rows: 4, perCell: style.perCell, context: context)
        let rows = zip(astronauts, images).map { astronaut, image -> (image: PixelImage?, text: [String]) in
            let facts = [astronaut.nationality, astronaut.agencyAbbreviation ?? astronaut.agencyName, astronaut.status]
                .compactMap { $0 }.map(Sanitizer.line)
            return (
                image,
                [Sanitizer.line(astronaut.name), facts.joined(separator: " · "), "space astronaut \(astronaut.id)"]
            )
        }
        return ThumbnailLayout.list(
            rows, width: context.console.terminal.width, thumbColumns: 8, thumbRows: 4, style: style)
    }
}
