import Foundation

extension APODPicture {
    /// The day a post's page names (`…/image-article/apod-2007-july-13-…/`), when it names one.
    /// The migrated archive files some posts under the wrong date; the page keeps the right one.
    public var pageDate: APODDate? {
        guard let page, let start = page.range(of: "/apod-") else { return nil }
        let parts = page[start.upperBound...].split(separator: "-", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, let year = Int(parts[0]), let day = Int(parts[2]),
            let month = Self.monthNames.firstIndex(of: parts[1].lowercased())
        else { return nil }
        return APODDate(year: year, month: month + 1, day: day)
    }

    private static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august",
        "september", "october", "november", "december",
    ]

    /// Each date's own post, and the strays: where several posts are filed under one date, the one
    /// whose page names that date is kept (else one whose page names no date, else the first) and
    /// the others are strays, never shown or stored as that day. Order is kept.
    public static func ownPosts(_ pictures: [APODPicture]) -> (kept: [APODPicture], strays: [APODPicture]) {
        let counts = Dictionary(grouping: pictures.indices, by: { pictures[$0].date })
        var keep = Set<Int>()
        for (date, indices) in counts {
            if indices.count == 1 { keep.insert(indices[0]); continue }
            let own =
                indices.first { pictures[$0].pageDate == date } ?? indices.first { pictures[$0].pageDate == nil }
                ?? indices[0]
            keep.insert(own)
        }
        var kept: [APODPicture] = [], strays: [APODPicture] = []
        for index in pictures.indices {
            if keep.contains(index) { kept.append(pictures[index]) } else { strays.append(pictures[index]) }
        }
        return (kept, strays)
    }
}
