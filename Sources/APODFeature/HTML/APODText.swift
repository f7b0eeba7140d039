import Foundation

/// The APOD service's text fields made plain, by the rules of `reference/apod-basic.md`: the
/// explanation without its label and trailer, the title without the migrated `APOD: date – `
/// prefix, the credit without its label, and no boilerplate alt text.
public enum APODText {
    /// The explanation: cut at the first double line break (site notices, "Tomorrow's picture",
    /// "Retrospective", "Follow APOD on" follow it), or failing that at the first trailer marker;
    /// then plain text without a leading `Explanation:` label.
    public static func explanation(_ html: String) -> String {
        let body = withoutPlainNotice(String(cutAtTrailer(html)))
        var text = HTMLText.plain(body)
        if let rest = dropLabel(text, words: ["explanation"]) { text = rest }
        return text
    }

    /// A migrated post's explanation is text whose site notice follows after a gap of three or more
    /// spaces (where the line breaks were; read before white space is folded): a headline with a
    /// short label and a colon
    /// ("New: APOD now available in Arabic from Syria", "Explore Your Universe: Random APOD
    /// Generator", "Now Available: APOD 2015 Wall Calendars", "Today: …", "Gallery: …"), or the
    /// old site's script (`digg_url = '…'`). Both are left out; a gap before anything else stays.
    static func withoutPlainNotice(_ text: String) -> String {
        if let script = text.range(of: "digg_url = '"), script.lowerBound > text.startIndex {
            return String(text[..<script.lowerBound])
        }
        guard let gap = text.range(of: "   ", options: .backwards) else { return text }
        let tail = HTMLText.plain(String(text[gap.upperBound...]))
        guard !tail.isEmpty, tail.count <= 200, let colon = tail.firstIndex(of: ":"),
            tail.first.map({ $0.isUppercase || $0.isNumber }) == true
        else { return text }
        let label = tail[..<colon]
        let words = label.split(separator: " ")
        // A headline's label: a few words, none ending a sentence; and no sentence after it.
        guard (1...5).contains(words.count), !label.contains("."),
            !tail[tail.index(after: colon)...].contains(". ")
        else { return text }
        let before = String(text[..<gap.lowerBound])
        guard let last = HTMLText.plain(before).last, ".!?\"')”’".contains(last) else { return text }
        return before
    }

    /// The title: entities decoded, tags stripped, a leading `APOD: 2024 December 7 – ` removed.
    public static func title(_ html: String) -> String {
        let text = HTMLText.plain(html)
        return dropDatePrefix(text) ?? text
    }

    /// The credit: plain text, one leading label (`Image Credit & Copyright:`, `Video Credit:`,
    /// `Image Credit & Licence:` …) removed, inner labels kept; nil when nothing is left.
    public static func credit(_ html: String) -> String? {
        var text = HTMLText.plain(html)
        if let rest = dropCreditLabel(text) { text = rest }
        if ByteSearch.contains(" ,", in: text) { text = text.replacingOccurrences(of: " ,", with: ",") }
        return text.isEmpty ? nil : text
    }

    /// The alt text, or nil for none and for the migrated boilerplate ("See Explanation. Clicking
    /// on the picture will download the highest resolution version available.").
    public static func alt(_ html: String) -> String? {
        let text = HTMLText.plain(html)
        if text.isEmpty || text.lowercased().hasPrefix("see explanation") { return nil }
        return text
    }

    // MARK: - Explanation

    /// The HTML before the first `<br>` that is followed (after white space) by another `<br>`;
    /// else before the first trailer marker; else all of it.
    static func cutAtTrailer(_ html: String) -> Substring {
        let bytes = Array(html.utf8)
        let cut =
            firstDoubleBreak(bytes)
            ?? trailerMarkers.compactMap { ByteSearch.offsetIgnoringASCIICase(of: $0, in: bytes) }.min()
        guard let cut, cut > 0 else { return html[...] }
        return html[..<html.utf8.index(html.utf8.startIndex, offsetBy: cut)]
    }

    /// Where a trailer starts when there is no double line break, in lower case.
    static let trailerMarkers: [[UInt8]] = [
        "<strong>tomorrow", "<b> tomorrow", "<b>tomorrow", "tomorrow's picture",
        "tomorrow\u{2019}s picture", "apod's email", "apod's main nasa site",
    ].map { Array($0.utf8) }

    /// The offset of the first `<br…>` that another `<br…>` follows with only white space between.
    static func firstDoubleBreak(_ bytes: [UInt8]) -> Int? {
        func breakTag(at position: Int) -> Int? {
            guard position + 3 < bytes.count, bytes[position] == UInt8(ascii: "<"),
                bytes[position + 1] | 0x20 == UInt8(ascii: "b"),
                bytes[position + 2] | 0x20 == UInt8(ascii: "r"),
                [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "/")].contains(bytes[position + 3])
            else { return nil }
            guard let close = bytes[(position + 3)...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            return close + 1
        }
        var from = 0
        while let open = bytes[from...].firstIndex(of: UInt8(ascii: "<")) {
            guard let end = breakTag(at: open) else { from = open + 1; continue }
            var next = end
            while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
            if next + 1 < bytes.count, bytes[next] == 0xC2, bytes[next + 1] == 0xA0 { next += 2 }
            if breakTag(at: next) != nil { return open }
            from = end
        }
        return nil
    }

    /// The text after a leading label made of `words` and a colon (`Explanation:`, `Explanation :`).
    static func dropLabel(_ text: String, words: [String]) -> String? {
        let lower = text.lowercased()
        for word in words where lower.hasPrefix(word) {
            var rest = text.dropFirst(word.count)
            while rest.first == " " { rest = rest.dropFirst() }
            guard rest.first == ":" else { continue }
            rest = rest.dropFirst()
            while rest.first == " " { rest = rest.dropFirst() }
            return String(rest)
        }
        return nil
    }

    // MARK: - Title

    static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december",
    ]

    /// `APOD: 2024 December 7 – Rocket Engine Fireplace` → `Rocket Engine Fireplace`; nil when the
    /// prefix is not there.
    static func dropDatePrefix(_ title: String) -> String? {
        let words = title.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard words.count == 6, words[0].lowercased() == "apod:", words[1].count == 4, Int(words[1]) != nil,
            months.contains(words[2].lowercased()), let day = Int(words[3]), (1...31).contains(day),
            ["\u{2013}", "\u{2014}", "-"].contains(String(words[4]))
        else { return nil }
        let rest = String(words[5])
        return rest.isEmpty ? nil : rest
    }

    // MARK: - Credit

    /// The text after one leading credit label: an optional kind (Image, Video, Illustration,
    /// Animation), `Credit` or `Credits`, optionally `&`/`and` with `Copyright`/`Licence`/`License`,
    /// then a colon.
    static func dropCreditLabel(_ text: String) -> String? {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[...]
        func take(_ options: [String]) -> Bool {
            guard let first = words.first else { return false }
            var word = first.lowercased()
            if word.hasSuffix(":") { word.removeLast() }
            guard options.contains(word) else { return false }
            return true
        }
        func consume() -> Bool {
            let ended = words.first?.hasSuffix(":") ?? false
            words = words.dropFirst()
            return ended
        }
        var colon = false
        if take(["image", "video", "illustration", "animation", "photo"]) { colon = consume() }
        guard !colon, take(["credit", "credits"]) else { return nil }
        colon = consume()
        if !colon, take(["&", "and"]) {
            _ = consume()
            guard take(["copyright", "licence", "license"]) else { return nil }
            colon = consume()
        }
        if !colon, words.first == ":" { colon = consume() || true }
        guard colon else { return nil }
        return words.joined(separator: " ")
    }
}
