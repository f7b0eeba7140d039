import Foundation
import SpaceSupport
import SpaceNetworking

/// A calendar day as APOD names it (`YYYY-MM-DD`), with day arithmetic that needs no calendar
/// object and no time zone.
public struct APODDate: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// Days since 1970-01-01 (proleptic Gregorian).
    public let dayNumber: Int

    /// The first APOD: 1995-06-16.
    public static let first = APODDate(year: 1995, month: 6, day: 16)!

    /// The day with these parts, or nil when they do not name a real day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CivilCalendar.daysIn(month: month, year: year),
            (1...9999).contains(year)
        else { return nil }
        dayNumber = CivilCalendar.dayNumber(year: year, month: month, day: day)
    }

    /// The day `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) { self.dayNumber = dayNumber }

    /// Parses exactly `YYYY-MM-DD`.
    public init?(_ text: String) {
        // On the bytes: favorites and ranges parse thousands of these.
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day of an instant in a time zone.
    public init(_ instant: Date, in timeZone: TimeZone) {
        let seconds = instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))
        dayNumber = Int((seconds / 86_400).rounded(.down))
    }

    /// Where APOD is published: US Eastern time, daylight saving included. Made once: the cache
    /// asks for today once per day it stores.
    public static let eastern = TimeZone(identifier: "America/New_York") ?? TimeZone(secondsFromGMT: -5 * 3600)!

    /// Today where APOD is published.
    public static func today(at instant: Date) -> APODDate {
        APODDate(instant, in: eastern)
    }

    /// `(year, month, day)`.
    public var parts: (year: Int, month: Int, day: Int) { CivilCalendar.parts(of: dayNumber) }

    /// `YYYY-MM-DD`.
    public var description: String {
        let (y, m, d) = parts
        return CivilCalendar.digits(y, 4) + "-" + CivilCalendar.digits(m, 2) + "-" + CivilCalendar.digits(d, 2)
    }

    /// `YYMMDD`, as in APOD page names.
    public var compact: String {
        let (y, m, d) = parts
        return CivilCalendar.digits(y % 100, 2) + CivilCalendar.digits(m, 2) + CivilCalendar.digits(d, 2)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> APODDate { APODDate(dayNumber: dayNumber + count) }

    /// Days from `self` to `other`.
    public func days(to other: APODDate) -> Int { other.dayNumber - dayNumber }

    public static func < (lhs: APODDate, rhs: APODDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = APODDate(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
