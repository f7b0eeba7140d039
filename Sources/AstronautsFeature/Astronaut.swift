import Foundation
import SpaceNetworking

/// An astronaut as `space` shows one, whichever API generation sent it: Space Launch Now 3.5.0,
/// Launch Library 2.2.0 (string nationality, `profile_image`) or 2.3.0 (countries, `image`).
public struct Astronaut: Sendable, Equatable {
    public var id: Int
    public var name: String
    /// Nationalities joined with ", " ("Canadian"; "American, Russian").
    public var nationality: String?
    /// The agency's abbreviation ("NASA").
    public var agencyAbbreviation: String?
    /// The agency's full name.
    public var agencyName: String?
    public var status: String?
    public var type: String?
    public var profileImage: String?
    public var profileImageThumbnail: String?
    /// `YYYY-MM-DD`.
    public var dateOfBirth: String?
    /// `YYYY-MM-DD`.
    public var dateOfDeath: String?
    public var inSpace: Bool?
    public var flightsCount: Int?
    public var landingsCount: Int?
    public var spacewalksCount: Int?
    public var bio: String?
    public var wiki: String?
    /// ISO-8601 instant of the first flight.
    public var firstFlight: String?
    /// ISO-8601 instant of the last flight.
    public var lastFlight: String?
    /// ISO-8601 duration (`P165DT16H19M`).
    public var timeInSpace: String?
    /// ISO-8601 duration.
    public var evaTime: String?
}

extension Astronaut: Decodable {
    private enum Keys: String, CodingKey {
        case id, name, nationality, agency, status, type, image, bio, wiki, age
        case profileImage = "profile_image", profileImageThumbnail = "profile_image_thumbnail"
        case dateOfBirth = "date_of_birth", dateOfDeath = "date_of_death", inSpace = "in_space"
        case flightsCount = "flights_count", landingsCount = "landings_count", spacewalksCount = "spacewalks_count"
        case firstFlight = "first_flight", lastFlight = "last_flight", timeInSpace = "time_in_space", evaTime =
            "eva_time"
        case flights, landings
    }

    private struct Named: Decodable { let name: String? }
    private struct Agency: Decodable { let name: String?; let abbrev: String? }
    private struct Country: Decodable { let nationality_name: String?; let name: String? }
    private struct Image: Decodable { let image_url: String?; let thumbnail_url: String? }
    private struct AnyArray: Decodable {
        let count: Int
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var n = 0
            while !container.isAtEnd { _ = try container.decode(Skip.self); n += 1 }
            count = n
        }
    }
    private struct Skip: Decodable { init(from decoder: any Decoder) throws {} }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        func text(_ key: Keys) -> String? {
            (try? c.decodeIfPresent(String.self, forKey: key)).flatMap { $0?.isEmpty == false ? $0 : nil }
        }
        if let single = text(.nationality) {
            nationality = single
        } else if let countries = try? c.decodeIfPresent([Country].self, forKey: .nationality) {
            let names = countries.compactMap { $0.nationality_name ?? $0.name }.filter { !$0.isEmpty }
            nationality = names.isEmpty ? nil : names.joined(separator: ", ")
        }
        if let agency = try? c.decodeIfPresent(Agency.self, forKey: .agency) {
            agencyName = agency.name
            agencyAbbreviation = agency.abbrev
        } else if let agency = text(.agency) {
            agencyName = agency
        }
        status = (try? c.decodeIfPresent(Named.self, forKey: .status))??.name ?? text(.status)
        type = (try? c.decodeIfPresent(Named.self, forKey: .type))??.name ?? text(.type)
        let image = (try? c.decodeIfPresent(Image.self, forKey: .image)) ?? nil
        profileImage = (text(.profileImage) ?? image?.image_url).map(LinkUpgrade.upgrade)
        profileImageThumbnail = (text(.profileImageThumbnail) ?? image?.thumbnail_url).map(LinkUpgrade.upgrade)
        dateOfBirth = text(.dateOfBirth).map { String($0.prefix(10)) }
        dateOfDeath = text(.dateOfDeath).map { String($0.prefix(10)) }
        inSpace = (try? c.decodeIfPresent(Bool.self, forKey: .inSpace)) ?? nil
        let flights = (try? c.decodeIfPresent(AnyArray.self, forKey: .flights))??.count
        let landings = (try? c.decodeIfPresent(AnyArray.self, forKey: .landings))??.count
        flightsCount = ((try? c.decodeIfPresent(Int.self, forKey: .flightsCount)) ?? nil) ?? flights
        landingsCount = ((try? c.decodeIfPresent(Int.self, forKey: .landingsCount)) ?? nil) ?? landings
        spacewalksCount = (try? c.decodeIfPresent(Int.self, forKey: .spacewalksCount)) ?? nil
        bio = text(.bio).map {
            $0.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        wiki = text(.wiki).map(LinkUpgrade.upgrade)
        firstFlight = text(.firstFlight)
        lastFlight = text(.lastFlight)
        timeInSpace = text(.timeInSpace)
        evaTime = text(.evaTime)
    }
}

/// One page of the roster (Django REST framework's envelope).
public struct AstronautPage: Sendable, Equatable, Decodable {
    /// Astronauts matching, in all.
    public var count: Int
    /// This page.
    public var results: [Astronaut]
    /// The next page's URL, if any.
    public var next: String?
}
