import Foundation
import TerminalText
import AstronautsFeature

/// How astronauts look: the roster table, the detail view, and JSON.
struct AstronautRenderer {
    let console: Console

    func table(_ astronauts: [Astronaut], wide: Bool) -> [String] {
        let columns = [
            TableColumn(header: "ID", minWidth: 2, alignRight: true),
            TableColumn(header: "NAME", minWidth: 12, maxWidth: 32, flexible: true),
            TableColumn(header: "NATIONALITY", minWidth: 8, maxWidth: 20, dropPriority: 2),
            TableColumn(header: "AGENCY", minWidth: 6, maxWidth: 10, dropPriority: 3),
            TableColumn(header: "STATUS", minWidth: 6, maxWidth: 16, dropPriority: 1),
            TableColumn(header: "THUMBNAIL", minWidth: wide ? 20 : 60, dropPriority: 4),
        ]
        let rows = astronauts.map { a in
            [String(a.id), Sanitizer.line(a.name), a.nationality.map(Sanitizer.line) ?? "", (a.agencyAbbreviation ?? a.agencyName).map(Sanitizer.line) ?? "",
             a.status.map(Sanitizer.line) ?? "", a.profileImageThumbnail.map(Sanitizer.line) ?? ""]
        }
        let width = wide ? max(console.terminal.width, 400) : console.terminal.width
        return TableRenderer(columns: columns, rows: rows).lines(for: console, width: width)
    }

    func detail(_ a: Astronaut, now: Date) -> [String] {
        let style = console.style
        let width = min(console.terminal.width, 100)
        var lines = WordWrap.lines(Sanitizer.line(a.name), width: width).map(style.bold)
        let agency: String? = {
            switch (a.agencyName, a.agencyAbbreviation) {
            case let (name?, abbrev?) where name != abbrev: return "\(name) (\(abbrev))"
            case let (name, abbrev): return name ?? abbrev
            }
        }()
        let age = a.age(at: now)
        let born = a.dateOfBirth.map { date in date + (a.dateOfDeath == nil ? age.map { " (age \($0))" } ?? "" : "") }
        let died = a.dateOfDeath.map { date in date + (age.map { " (aged \($0))" } ?? "") }
        let facts: [(String, String?)] = [
            ("ID", String(a.id)), ("Nationality", a.nationality), ("Agency", agency), ("Status", a.status), ("Type", a.type),
            ("Born", born), ("Died", died), ("In space", a.inSpace.map { $0 ? "yes" : "no" }),
            ("Flights", a.flightsCount.map(String.init)), ("Landings", a.landingsCount.map(String.init)), ("Spacewalks", a.spacewalksCount.map(String.init)),
            ("First flight", a.firstFlight.map { String($0.prefix(10)) }), ("Last flight", a.lastFlight.map { String($0.prefix(10)) }),
            ("Time in space", a.timeInSpace.map { ISODuration.words($0) ?? $0 }), ("EVA time", a.evaTime.map { ISODuration.words($0) ?? $0 }),
            ("Wiki", a.wiki), ("Image", a.profileImage), ("Thumbnail", a.profileImageThumbnail),
        ]
        lines += FactLines.render(facts, labelWidth: 15, width: width, style: style)
        if let bio = a.bio.map(Sanitizer.clean), !bio.isEmpty {
            lines.append("")
            lines += WordWrap.lines(bio.replacingOccurrences(of: "\n", with: "\n\n").replacingOccurrences(of: "\n\n\n\n", with: "\n\n"), width: width)
        }
        return lines
    }

    /// A page of the roster: `{total, page, page_size, items}`.
    static func rosterJSON(total: Int, page: Int?, pageSize: Int, items: [Astronaut]) -> JSONValue {
        .object([("total", .int(total)), ("page", .optional(page)), ("page_size", .int(pageSize)),
                 ("items", .array(items.map { .object(listJSON($0)) }))])
    }

    static func listJSON(_ a: Astronaut) -> [(String, JSONValue)] {
        [("id", .int(a.id)), ("name", .string(a.name)), ("nationality", .optional(a.nationality)), ("agency", .optional(a.agencyAbbreviation ?? a.agencyName)),
         ("status", .optional(a.status)), ("profile_image_thumbnail", .optional(a.profileImageThumbnail)), ("profile_image", .optional(a.profileImage)),
         ("date_of_birth", .optional(a.dateOfBirth)), ("date_of_death", .optional(a.dateOfDeath)), ("in_space", .optional(a.inSpace)),
         ("flights_count", .optional(a.flightsCount))]
    }

    static func detailJSON(_ a: Astronaut, now: Date) -> JSONValue {
        .object(listJSON(a) + [
            ("agency_name", .optional(a.agencyName)), ("type", .optional(a.type)), ("age", .optional(a.age(at: now))), ("bio", .optional(a.bio)),
            ("landings_count", .optional(a.landingsCount)), ("spacewalks_count", .optional(a.spacewalksCount)),
            ("first_flight", .optional(a.firstFlight)), ("last_flight", .optional(a.lastFlight)),
            ("time_in_space", .optional(a.timeInSpace)), ("eva_time", .optional(a.evaTime)), ("wiki", .optional(a.wiki)),
        ])
    }
}
