import Foundation
import SpaceSupport

/// Removes what a hostile or sloppy service could put into text to take over a terminal: escape
/// sequences (CSI, OSC such as clipboard writes and forged links, DCS), C0 and C1 controls, DEL,
/// and bidi overrides; a byte-order mark is dropped. Line breaks (the Unicode line and paragraph
/// separators too, which terminals draw as a box, nothing or a break) are normalised to `\n`;
/// tabs become spaces.
public enum Sanitizer {
    /// The text, safe to print; line breaks kept.
    public static func clean(_ text: String) -> String {
        if isPlain(text) { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let scalar = pending { pending = nil; return scalar }
            return scalars.next()
        }
        while let scalar = next() {
            switch scalar.value {
            case 0x1B:
                skipEscape(&scalars)
            case 0x9B:
                skipCSI(&scalars)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                skipString(&scalars)
            case 0x0D:
                let following = scalars.next()
                output.append("\n")
                if let following, following.value != 0x0A { pending = following }
            case 0x0A, 0x2028, 0x2029:
                output.append("\n")
            case 0xFEFF:
                continue
            case 0x09:
                output.append(" ")
            case 0x00...0x1F, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// The text sanitized with its line breaks as spaces and its other spacing kept (a piece of a
    /// line: a snippet between its bold words).
    public static func inline(_ text: String) -> String {
        let cleaned = clean(text)
        return cleaned.contains("\n") ? cleaned.replacingOccurrences(of: "\n", with: " ") : cleaned
    }

    /// The text on one line: sanitized, every run of white space (line breaks too) folded to one space.
    public static func line(_ text: String) -> String {
        if text.isFoldedASCII { return text }
        return clean(text).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Whether nothing in the text needs removing: every byte is visible ASCII, a space or line
    /// feed, or part of a character that is not a C1 control, a bidi control or a line separator
    /// (whose UTF-8 forms start with C2, D8 or E2), nor a byte-order mark (EF). Checked on the
    /// bytes, since most text is plain.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            switch byte {
            case 0x20...0x7E, 0x0A, 0x80...0xC1, 0xC3...0xD7, 0xD9...0xE1, 0xE3...0xEE, 0xF0...0xF4: return true
            default: return false
            }
        }
    }

    private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[": skipCSI(&scalars)
        case "]", "P", "X", "^", "_": skipString(&scalars)
        case "(", ")", "*", "+", "#", "%": _ = scalars.next()
        default: break
        }
    }

    private static func skipCSI(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) { return }
        }
    }

    /// Skips an OSC/DCS/APC/PM/SOS string up to BEL, ST (ESC \) or C1 ST.
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if scalar.value == 0x07 || scalar.value == 0x9C { return }
            if scalar.value == 0x1B { _ = scalars.next(); return }
        }
    }
}
