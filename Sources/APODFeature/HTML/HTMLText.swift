import Foundation

/// Plain text from the HTML fragments the APOD service puts in its text fields: tags stripped,
/// entities decoded, no-break spaces and line breaks as spaces, whitespace collapsed, and the
/// space that migrated posts put before punctuation after a link (`</a> ,`, `</a> 's`) closed up.
///
/// One pass over the UTF-8 bytes, with no regular expressions: a whole-archive range cleans about
/// 11,000 explanations, and this must stay a small part of that.
public enum HTMLText {
    /// The fragment as one line of plain text, trimmed.
    public static func plain(_ html: String) -> String {
        var html = html
        return html.withUTF8 { plain(bytes: $0) }
    }

    static func plain(bytes: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingSpace = false
        var afterLinkClose = false
        var index = 0
        let count = bytes.count

        /// Writes the pending space unless the text at `first` closes up to the link before it.
        func beforeText(at first: Int, firstByte: UInt8, possessive: Bool? = nil) {
            if pendingSpace && !output.isEmpty {
                let closesUp =
                    afterLinkClose
                    && (Self.isClosingPunctuation(firstByte) || (possessive ?? startsPossessive(at: first)))
                if !closesUp { output.append(0x20) }
            }
            pendingSpace = false
            afterLinkClose = false
        }

        /// `'s` or `’s` followed by something that is not a letter: the possessive after a link.
        func startsPossessive(at position: Int) -> Bool {
            var next = position
            if bytes[position] == 0x27 {
                next += 1
            } else if position + 2 < count, bytes[position] == 0xE2, bytes[position + 1] == 0x80,
                bytes[position + 2] == 0x99
            {
                next += 3
            } else {
                return false
            }
            guard next < count, bytes[next] == UInt8(ascii: "s") else { return false }
            return next + 1 >= count || !Self.isASCIILetter(bytes[next + 1])
        }

        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                let opensTag =
                    index + 1 < count
                    && (isASCIILetter(bytes[index + 1]) || bytes[index + 1] == UInt8(ascii: "/")
                        || bytes[index + 1] == UInt8(ascii: "!"))
                guard opensTag, let close = find(UInt8(ascii: ">"), in: bytes, from: index + 1, limit: 4096) else {
                    beforeText(at: index, firstByte: byte)
                    output.append(byte)
                    index += 1
                    continue
                }
                let name = tagKey(bytes, from: index + 1, to: close)
                if name == Self.linkClose {
                    afterLinkClose = true
                } else if Self.spacingTags.contains(name) {
                    pendingSpace = true
                    afterLinkClose = false
                }
                index = close + 1
            case UInt8(ascii: "&"):
                if let (decoded, end) = entity(bytes, at: index) {
                    if decoded == [0x20] || decoded == [0xC2, 0xA0] {
                        pendingSpace = true
                    } else {
                        let apostrophe = decoded == [0x27] || decoded == [0xE2, 0x80, 0x99]
                        let possessive =
                            apostrophe && end < count && bytes[end] == UInt8(ascii: "s")
                            && (end + 1 >= count || !Self.isASCIILetter(bytes[end + 1]))
                        beforeText(at: index, firstByte: decoded[0], possessive: possessive)
                        output += decoded
                    }
                    index = end
                } else {
                    beforeText(at: index, firstByte: byte)
                    output.append(byte)
                    index += 1
                }
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
                pendingSpace = true
                index += 1
            case 0xC2 where index + 1 < count && bytes[index + 1] == 0xA0:
                pendingSpace = true
                index += 2
            default:
                // A run of plain text, copied at once.
                var end = index + 1
                while end < count {
                    let next = bytes[end]
                    if next == UInt8(ascii: "<") || next == UInt8(ascii: "&") || next == 0x20 || next == 0x09
                        || next == 0x0A || next == 0x0D
                        || next == 0x0C || (next == 0xC2 && end + 1 < count && bytes[end + 1] == 0xA0)
                    {
                        break
                    }
                    end += 1
                }
                beforeText(at: index, firstByte: byte)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes entities only (for URLs inside attributes and titles without tags).
    public static func decodeEntities(_ text: String) -> String {
        guard ByteSearch.contains("&", in: text) else { return text }
        var text = text
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "&"), let (decoded, end) = entity(bytes, at: index) {
                    output += decoded
                    index = end
                } else {
                    output.append(bytes[index])
                    index += 1
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    // MARK: - Pieces

    /// Tags that separate words (a line break, a paragraph); every other tag is inline.
    static let spacingTags: Set<UInt64> = Set(
        [
            "br", "br/", "/p", "p", "div", "/div", "li", "/li", "hr", "hr/", "center", "/center",
            "tr", "td", "/td",
        ].map(key))
    /// `</a>`.
    static let linkClose = key("/a")

    static func isClosingPunctuation(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ")")
    }

    /// A tag name of up to 8 bytes packed into an integer, so tags are told apart without a String.
    static func key(_ name: String) -> UInt64 {
        name.utf8.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func find(_ target: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int? {
        var index = start
        let end = min(bytes.count, start + limit)
        while index < end {
            if bytes[index] == target { return index }
            index += 1
        }
        return nil
    }

    /// The lower-cased tag name, with a leading `/` kept and a trailing `/` attached (`br/`), as a `key`.
    static func tagKey(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        var key: UInt64 = 0
        var length = 0
        var index = start
        while index < end, bytes[index] == 0x20 { index += 1 }
        if index < end, bytes[index] == UInt8(ascii: "/") { key = UInt64(UInt8(ascii: "/")); length = 1; index += 1 }
        while index < end, isASCIILetter(bytes[index]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
        {
            if length < 8 { key = key << 8 | UInt64(bytes[index] | (isASCIILetter(bytes[index]) ? 0x20 : 0)) }
            length += 1
            index += 1
        }
        if length > 7 { return 0 }
        if end > start, bytes[end - 1] == UInt8(ascii: "/"), start < end, bytes[start] != UInt8(ascii: "/") {
            key = key << 8 | UInt64(UInt8(ascii: "/"))
        }
        return key
    }

    /// The entity at `start` (`&amp;`, `&#8211;`, `&#x2019;`) as UTF-8 bytes and the index after
    /// its `;`; nil when it is not one (the `&` is then literal text).
    static func entity(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> ([UInt8], Int)? {
        guard let semicolon = find(UInt8(ascii: ";"), in: bytes, from: start + 1, limit: 12), semicolon > start + 1
        else { return nil }
        let body = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<semicolon]), as: UTF8.self)
        let scalar: Unicode.Scalar?
        if body.hasPrefix("#x") || body.hasPrefix("#X") {
            scalar = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if body.hasPrefix("#") {
            scalar = UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init)
        } else {
            scalar = namedEntities[body]
        }
        guard let scalar, scalar.value != 0 else { return nil }
        return (Array(String(Character(scalar)).utf8), semicolon + 1)
    }

    /// The named entities that occur in APOD text (HTML 4's common set).
    static let namedEntities: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "ndash": "\u{2013}", "mdash": "\u{2014}", "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}",
        "rdquo": "\u{201D}", "hellip": "\u{2026}", "deg": "\u{B0}", "copy": "\u{A9}", "reg": "\u{AE}",
        "times": "\u{D7}",
        "plusmn": "\u{B1}", "micro": "\u{B5}", "middot": "\u{B7}", "prime": "\u{2032}", "Prime": "\u{2033}",
        "eacute": "\u{E9}", "Eacute": "\u{C9}", "egrave": "\u{E8}", "aacute": "\u{E1}", "agrave": "\u{E0}",
        "iacute": "\u{ED}", "oacute": "\u{F3}", "uacute": "\u{FA}", "ouml": "\u{F6}", "uuml": "\u{FC}",
        "auml": "\u{E4}",
        "Ouml": "\u{D6}", "Uuml": "\u{DC}", "Auml": "\u{C4}", "ccedil": "\u{E7}", "ntilde": "\u{F1}", "szlig": "\u{DF}",
        "aring": "\u{E5}", "Aring": "\u{C5}", "oslash": "\u{F8}", "alpha": "\u{3B1}", "beta": "\u{3B2}",
        "gamma": "\u{3B3}",
        "delta": "\u{3B4}", "lambda": "\u{3BB}", "mu": "\u{3BC}", "pi": "\u{3C0}", "sigma": "\u{3C3}",
        "omega": "\u{3C9}",
        "Omega": "\u{3A9}", "frac12": "\u{BD}", "frac14": "\u{BC}", "sup2": "\u{B2}", "sup3": "\u{B3}",
        "laquo": "\u{AB}", "raquo": "\u{BB}",
    ]
}
