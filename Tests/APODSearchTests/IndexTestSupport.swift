import Foundation
import Testing
import APODFeature
@testable import APODSearch

/// Days for the index tests: the archive sample (39 real days' text from the retired API's
/// records), or days written here.
enum IndexFixtures {
    static func sample() throws -> [APODPicture] {
        let url = try #require(
            Bundle.module.url(forResource: "archive-sample", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode([APODPicture].self, from: Data(contentsOf: url))
    }

    static func day(
        _ date: String, title: String, credit: String? = nil, text: String, media: APODPicture.MediaType = .image
    ) -> APODPicture {
        APODPicture(
            date: APODDate(date)!, title: title, explanation: text, mediaType: media,
            url: "https://apod.example/\(date).jpg",
            hdurl: nil, thumbnailURL: nil, copyright: credit)
    }

    static func index(_ pictures: [APODPicture], meta: IndexMeta = IndexMeta()) throws -> ArchiveIndex {
        let builder = IndexBuilder()
        for picture in pictures { builder.add(picture) }
        return try ArchiveIndex(bytes: builder.finish(meta: meta))
    }
}

extension ArchiveIndex {
    /// The dates a query finds, best first.
    func dates(
        _ text: String, filter: SearchFilter = SearchFilter(), order: SearchOrder = .relevance, limit: Int = 50
    ) throws -> [String] {
        search(try ArchiveQuery(parsing: text), filter: filter, order: order, limit: limit).hits.map(
            \.day.date.description)
    }
}
