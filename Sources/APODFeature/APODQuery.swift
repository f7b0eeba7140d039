import Foundation
import SpaceNetworking

/// What to ask APOD for.
public enum APODQuery: Sendable, Equatable {
    /// The latest published picture (the service decides which day that is).
    case latest
    /// One day.
    case day(APODDate)
    /// Every day from start through end, inclusive.
    case range(APODDate, APODDate)
    /// N random days.
    case random(Int)

    /// The query items, always with `thumbs=true` and the key.
    func items(apiKey: String) -> [URLQueryItem] {
        var items = [URLQueryItem(name: "api_key", value: apiKey), URLQueryItem(name: "thumbs", value: "true")]
        switch self {
        case .latest: break
        case .day(let date): items.append(URLQueryItem(name: "date", value: date.description))
        case .range(let start, let end):
            items.append(URLQueryItem(name: "start_date", value: start.description))
            items.append(URLQueryItem(name: "end_date", value: end.description))
        case .random(let count): items.append(URLQueryItem(name: "count", value: String(count)))
        }
        return items
    }
}

/// The endpoints of APOD.
enum APODEndpoints {
    static func one(base: URL, query: APODQuery, apiKey: String) -> Endpoint<APODPicture> {
        let endpoint = Endpoint<APODPicture>(baseURL: base, query: query.items(apiKey: apiKey))
        switch query {
        case .latest: return endpoint.cached(APODCachePolicies.latest)
        case .day(let date): return endpoint.cached(APODCachePolicies.day(date))
        case .range, .random: return endpoint
        }
    }

    static func many(base: URL, query: APODQuery, apiKey: String) -> Endpoint<[APODPicture]> {
        Endpoint(baseURL: base, query: query.items(apiKey: apiKey)) { data in
            let elements = try JSONDecoder().decode([LenientPicture].self, from: data)
            let pictures = elements.compactMap(\.picture)
            if pictures.isEmpty && !elements.isEmpty {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no element of the array is a picture"))
            }
            return pictures
        }
    }
}

/// One element of an array answer; an element that cannot be read is skipped, not fatal.
struct LenientPicture: Decodable {
    let picture: APODPicture?
    init(from decoder: any Decoder) throws { picture = try? APODPicture(from: decoder) }
}
