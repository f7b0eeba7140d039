import Foundation

/// A bitmap font of the project's own for captions drawn into pictures: X11's public-domain
/// misc-fixed 9x18 and its bold (`CaptionFont+Regular`, `+Bold` and `+CodePoints`, made by
/// `Scripts/make-caption-font`), 380 characters (ASCII, Latin-1, Latin Extended-A, Greek, typographic quotes and dashes).
/// Text is made `drawable` first: a character it lacks is drawn as its base letter when it has one (ș as s), else
/// left out.
public struct CaptionFont: Sendable {
    /// A glyph's cell in pixels, and the baseline's row in it.
    public static let cellWidth = 9
    public static let cellHeight = 18
    public static let ascent = 14

    /// Each glyph's rows (the leftmost column is bit 8).
    private let rows: [UInt16]
    private let index: [UInt32: Int]

    public static let regular = CaptionFont(hex: regularGlyphs)
    public static let bold = CaptionFont(hex: boldGlyphs)

    init(hex: String) {
        var rows: [UInt16] = []
        rows.reserveCapacity(Self.codePoints.count * Self.cellHeight)
        var value: UInt16 = 0
        var digits = 0
        for byte in hex.utf8 {
            let digit: UInt16
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt16(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt16(byte - UInt8(ascii: "a") + 10)
            default: continue
            }
            value = value << 4 | digit
            digits += 1
            if digits == 3 {
                rows.append(value)
                value = 0
                digits = 0
            }
        }
        precondition(rows.count == Self.codePoints.count * Self.cellHeight, "a glyph table of whole glyphs")
        self.rows = rows
        var index: [UInt32: Int] = [:]
        for (number, code) in Self.codePoints.enumerated() { index[code] = number }
        self.index = index
    }

    /// The glyph drawn for `scalar`: its own, its base letter's, or `?`'s.
    public func glyph(_ scalar: Unicode.Scalar) -> ArraySlice<UInt16> {
        if let number = index[scalar.value] { return slice(number) }
        if let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first,
            base != scalar, let number = index[base.value]
        {
            return slice(number)
        }
        return slice(index[0x3F]!)
    }

    /// Whether the font has `scalar` itself.
    public func has(_ scalar: Unicode.Scalar) -> Bool { index[scalar.value] != nil }

    /// `text` as the font can draw it, never a `?` for what it lacks: composed first (`Cafe` and a
    /// combining acute are `Café`); a character it lacks drawn as its base letter when it has one
    /// (ș as s); a combining mark left over dropped; anything else (Hebrew, emoji, ℃) left out, a
    /// run of them as one space between its neighbours. With how many letters were left out of how
    /// many, so a caption can leave out a line that would be mostly gaps.
    public func drawable(_ text: String) -> (text: String, leftOut: Int, letters: Int) {
        var out = ""
        var leftOut = 0, letters = 0
        var gap = false
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.isWhitespace {
                gap = true
                continue
            }
            if [.nonspacingMark, .enclosingMark, .spacingMark].contains(scalar.properties.generalCategory) {
                continue  // a mark that did not compose with its letter
            }
            letters += 1
            var drawn: Unicode.Scalar?
            if has(scalar) {
                drawn = scalar
            } else if let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first,
                base != scalar, has(base)
            {
                drawn = base
            }
            guard let drawn else {
                leftOut += 1
                gap = true
                continue
            }
            if gap && !out.isEmpty { out += " " }
            gap = false
            out.unicodeScalars.append(drawn)
        }
        return (out, leftOut, letters)
    }

    private func slice(_ number: Int) -> ArraySlice<UInt16> {
        rows[(number * Self.cellHeight)..<((number + 1) * Self.cellHeight)]
    }
}
