import SpaceLocalization
import Foundation
import TerminalText
import AstronautsFeature

/// How astronauts look: the roster table, the detail view, and JSON.
public enum AstronautView {
    /// The roster table; `wide` keeps the thumbnail column however narrow the terminal.
    public static func table(_ astronauts: [Astronaut], wide: Bool) -> Table {
        let columns = [
            TableColumn(header: tr("ID"), minWidth: 2, alignRight: true),
            TableColumn(header: tr("NAME"), minWidth: 12, maxWidth: 32, flexible: true),
            TableColumn(header: tr("NATIONALITY"), minWidth: 8, maxWidth: 20, dropPriority: 2),
            TableColumn(header: tr("AGENCY"), minWidth: 6, maxWidth: 10, dropPriority: 3),
            TableColumn(header: tr("STATUS"), minWidth: 6, maxWidth: 16, dropPriority: 1),
            TableColumn(header: tr("THUMBNAIL"), minWidth: wide ? 20 : 60, dropPriority: 4),
        ]
        let rows = astronauts.map { a in
            [
                String(a.id), Sanitizer.line(a.name), a.nationality.map(Sanitizer.line) ?? "",
                (a.agencyAbbreviation ?? a.agencyName).map(Sanitizer.line) ?? "",
                a.status.map(Sanitizer.line) ?? "", a.profileImageThumbnail.map(Sanitizer.line) ?? "",
            ]
        }
        return Table(columns: columns, rows: rows, minimumWidth: wide ? 400 : nil)
    }

    /// One astronaut in full: the name, the facts, the biography; ages at `now`.
    public static func document(_ a: Astronaut, now: Date) -> Document {
        var document = Document([.title(Sanitizer.line(a.name))], measure: 100)
        let agency: String? = {
            switch (a.agencyName, a.agencyAbbreviation) {
            case let (name?, abbrev?) where name != abbrev: return "\(name) (\(abbrev))"
            case let (name, abbrev): return name ?? abbrev
            }
        }()
        let age = a.age(at: now)
        let born = a.dateOfBirth.map { date in
            date + (a.dateOfDeath == nil ? age.map { " " + tr("(age {age})", ["age": String($0)]) } ?? "" : "")
        }
        let died = a.dateOfDeath.map { date in date + (age.map { " " + tr("(aged {age})", ["age": String($0)]) } ?? "")
        }
        document.append(
            .facts(
                [
                    Fact(tr("ID"), String(a.id)), Fact(tr("Nationality"), a.nationality), Fact(tr("Agency"), agency),
                    Fact(tr("Status"), a.status), Fact(tr("Type"), a.type),
                    Fact(tr("Born"), born), Fact(tr("Died"), died),
                    Fact(tr("In space now"), a.inSpace.map { $0 ? tr("yes") : tr("no") }),
                    Fact(tr("Flights"), a.flightsCount.map(String.init)),
                    Fact(tr("Landings"), a.landingsCount.map(String.init)),
                    Fact(tr("Spacewalks"), a.spacewalksCount.map(String.init)),
                    Fact(tr("First flight"), a.firstFlight.map { String($0.prefix(10)) }),
                    Fact(tr("Last flight"), a.lastFlight.map { String($0.prefix(10)) }),
                    Fact(tr("Time in space"), a.timeInSpace.map { ISODuration.words($0) ?? $0 }),
                    Fact(tr("EVA time"), a.evaTime.map { ISODuration.words($0) ?? $0 }),
                    Fact(tr("Wiki"), a.wiki), Fact(tr("Image"), a.profileImage),
                    Fact(tr("Thumbnail"), a.profileImageThumbnail),
                ], labelWidth: 15))
        if let bio = a.bio.map(Sanitizer.clean), !bio.isEmpty {
            document.append(.blank)
            document.append(
                .paragraph(
                    bio.replacingOccurrences(of: "\n", with: "\n\n").replacingOccurrences(of: "\n\n\n\n", with: "\n\n"))
            )
        }
        return document
    }

    /// A page of the roster: `{total, page, page_size, items}`.
    public static func rosterJSON(total: Int, page: Int?, pageSize: Int, items: [Astronaut]) -> JSONValue {
        .object([
            ("total", .int(total)), ("page", .optional(page)), ("page_size", .int(pageSize)),
            ("items", .array(items.map { .object(listMembers($0)) })),
        ])
    }

    /// One astronaut of a list, as JSON members.
    static func listMembers(_ a: Astronaut) -> [(String, JSONValue)] {
        [
            ("id", .int(a.id)), ("name", .string(a.name)), ("nationality", .optional(a.nationality)),
            ("agency", .optional(a.agencyAbbreviation ?? a.agencyName)),
            ("status", .optional(a.status)), ("profile_image_thumbnail", .optional(a.profileImageThumbnail)),
            ("profile_image", .optional(a.profileImage)),
            ("date_of_birth", .optional(a.dateOfBirth)), ("date_of_death", .optional(a.dateOfDeath)),
            ("in_space", .optional(a.inSpace)),
            ("flights_count", .optional(a.flightsCount)),
        ]
    }

    /// One astronaut in full as JSON, with the age at `now`.
    public static func detailJSON(_ a: Astronaut, now: Date) -> JSONValue {
        .object(
            listMembers(a) + [
                ("agency_name", .optional(a.agencyName)), ("type", .optional(a.type)),
                ("age", .optional(a.age(at: now))), ("bio", .optional(a.bio)),
                ("landings_count", .optional(a.landingsCount)), ("spacewalks_count", .optional(a.spacewalksCount)),
                ("first_flight", .optional(a.firstFlight)), ("last_flight", .optional(a.lastFlight)),
                ("time_in_space", .optional(a.timeInSpace)), ("eva_time", .optional(a.evaTime)),
                ("wiki", .optional(a.wiki)),
            ])
    }
}
