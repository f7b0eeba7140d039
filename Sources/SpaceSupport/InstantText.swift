import Foundation

/// ISO-8601 instants as `space` writes and reads them (`2024-02-08T14:30:00Z`), without
/// `ISO8601DateFormatter` or the `.iso8601` coding strategies: their first use costs a millisecond
/// of set-up, a third of a warm `space apod`.
public enum InstantText {
    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, whole seconds (rounded down).
    public static func string(_ instant: Date) -> String {
        let total = Int(instant.timeIntervalSince1970.rounded(.down))
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let seconds = total - days * 86_400
        let (year, month, day) = CivilCalendar.parts(of: days)
        return CivilCalendar.digits(year, 4) + "-" + CivilCalendar.digits(month, 2) + "-" + CivilCalendar.digits(day, 2)
            + "T"
            + CivilCalendar.digits(seconds / 3600, 2) + ":" + CivilCalendar.digits(seconds / 60 % 60, 2) + ":"
            + CivilCalendar.digits(seconds % 60, 2) + "Z"
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds, then `Z` or `±HH:MM`; nil otherwise.
    public static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54 || bytes[10] == 0x74,
            bytes[13] == 0x3A, bytes[16] == 0x3A,
            let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
            let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
            (1...12).contains(month), day >= 1, day <= CivilCalendar.daysIn(month: month, year: year),
            hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == 0x2E {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        guard index < bytes.count else { return nil }
        var offset = 0
        switch bytes[index] {
        case 0x5A, 0x7A:
            index += 1
        case 0x2B, 0x2D:
            guard bytes.count == index + 6, bytes[index + 3] == 0x3A,
                let hours = number(bytes, index + 1, 2), let minutes = number(bytes, index + 4, 2), hours < 24,
                minutes < 60
            else { return nil }
            offset = (hours * 3600 + minutes * 60) * (bytes[index] == 0x2D ? -1 : 1)
            index += 6
        default:
            return nil
        }
        guard index == bytes.count else { return nil }
        let seconds =
            CivilCalendar.dayNumber(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
            - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}

extension JSONEncoder.DateEncodingStrategy {
    /// Instants as `InstantText` writes them (the same text as `.iso8601`).
    public static var instantText: JSONEncoder.DateEncodingStrategy {
        .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(InstantText.string(date))
        }
    }
}

extension JSONDecoder.DateDecodingStrategy {
    /// Instants as `InstantText` reads them (what `.iso8601` wrote, and fractional seconds).
    public static var instantText: JSONDecoder.DateDecodingStrategy {
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = InstantText.date(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "not an ISO-8601 instant: \(text)")
            }
            return date
        }
    }
}
