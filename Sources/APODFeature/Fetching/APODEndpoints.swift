import Foundation
import SpaceSupport
import SpaceLocalization
import SpaceNetworking

/// The endpoints of the APOD service, each with the checks its answer must pass before it is
/// shown or stored. No key, and none of the retired API's parameters (`date`, `start_date`,
/// `count`, `api_key`…), which the service ignores silently, answering with the latest 25.
enum APODEndpoints {
    /// The most the service sends in one page.
    static let pageLimit = 25

    /// `?per_page=1`: the newest post. An empty list is a failure of the service.
    static func latest(base: URL) -> Endpoint<APODPicture> {
        Endpoint<APODPicture>(baseURL: base, query: [URLQueryItem(name: "per_page", value: "1")]) { data in
            let pictures = try decodeList(data)
            guard let newest = pictures.max(by: { $0.date < $1.date }) else {
                throw SpaceError(
                    .unavailable, tr("NASA APOD answered with an empty list instead of its latest picture."),
                    hint: tr("Try again in a few minutes."))
            }
            return newest
        }.cached(APODCachePolicies.latest)
    }

    /// `/YYMMDD`: one post, which must be of that day and a real picture.
    static func day(base: URL, _ date: APODDate) -> Endpoint<APODPicture> {
        Endpoint<APODPicture>(baseURL: base, pathSegments: [date.compact]) { data in
            let picture = try JSONDecoder().decode(APODPicture.self, from: data)
            guard picture.date == date else { throw APODService.differentDay("asked for \(date), got \(picture.date)") }
            guard !picture.isLegacyPlaceholder else {
                throw SpaceError(
                    .badResponse,
                    tr(
                        "NASA APOD answered with the retired service's placeholder instead of the picture of {date}.",
                        ["date": date.description]),
                    remedy: .checkServiceURL(variable: Seam.apodURL.variable, standard: APODService.defaultURL))
            }
            return picture
        }.cached(APODCachePolicies.day(date))
    }

    /// `?date_from=YYMMDD&date_to=YYMMDD&per_page=25` for a window of at most 25 days: the posts
    /// of those days, newest first, every one of which must fall inside the window.
    static func window(base: URL, from start: APODDate, through end: APODDate) -> Endpoint<[APODPicture]> {
        precondition(start.days(to: end) < pageLimit, "a window fits one page")
        let query = [
            URLQueryItem(name: "date_from", value: start.compact), URLQueryItem(name: "date_to", value: end.compact),
            URLQueryItem(name: "per_page", value: String(pageLimit)),
        ]
        return Endpoint<[APODPicture]>(baseURL: base, query: query) { data in
            let pictures = try decodeList(data)
            if let outside = pictures.first(where: { $0.date < start || $0.date > end }) {
                throw APODService.differentDay("asked for \(start) to \(end), got \(outside.date)")
            }
            return pictures
        }
    }

    /// A list answer: an element that cannot be read is skipped, not fatal, unless none can; the
    /// retired API's placeholders are never pictures.
    static func decodeList(_ data: Data) throws -> [APODPicture] {
        let elements = try JSONDecoder().decode([LenientPicture].self, from: data)
        let pictures = elements.compactMap(\.picture)
        if pictures.isEmpty && !elements.isEmpty {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "no element of the array is a picture"))
        }
        if pictures.contains(where: \.isLegacyPlaceholder) {
            throw APODService.differentDay("the list holds the retired service's placeholder")
        }
        return pictures
    }
}

/// One element of an array answer; an element that cannot be read is skipped, not fatal.
struct LenientPicture: Decodable {
    let picture: APODPicture?
    init(from decoder: any Decoder) throws { picture = try? APODPicture(from: decoder) }
}
