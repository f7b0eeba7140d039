import Foundation

/// One posting: a day and the word's count in each field.
struct Posting {
    var doc: Int
    var title: Int
    var credit: Int
    var text: Int
    var total: Int { title + credit + text }

    /// `varint(docDelta << 4 | min(text, 3) << 2 | inTitle << 1 | inCredit)`, then `text − 3` when
    /// it is 3 or more, then the title's and the credit's counts when present. Most postings are
    /// one word once in the text: one or two bytes.
    func encode(after previous: Int, into bytes: inout [UInt8]) {
        let inline = min(text, 3)
        IndexBytes.appendVarint(
            (doc - previous) << 4 | inline << 2 | (title > 0 ? 2 : 0) | (credit > 0 ? 1 : 0), to: &bytes)
        if inline == 3 { IndexBytes.appendVarint(text - 3, to: &bytes) }
        if title > 0 { IndexBytes.appendVarint(title, to: &bytes) }
        if credit > 0 { IndexBytes.appendVarint(credit, to: &bytes) }
    }

    /// Reads the posting after `previous` at `offset`; nil when the bytes end or are not one.
    @inline(__always)
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ offset: inout Int, end: Int, after previous: Int
    ) -> Posting? {
        guard let head = IndexBytes.varint(bytes, &offset, end: end) else { return nil }
        var posting = Posting(doc: previous + (head >> 4), title: 0, credit: 0, text: (head >> 2) & 3)
        if posting.text == 3 {
            guard let more = IndexBytes.varint(bytes, &offset, end: end) else { return nil }
            posting.text += more
        }
        if head & 2 != 0 {
            guard let title = IndexBytes.varint(bytes, &offset, end: end) else { return nil }
            posting.title = title
        }
        if head & 1 != 0 {
            guard let credit = IndexBytes.varint(bytes, &offset, end: end) else { return nil }
            posting.credit = credit
        }
        return posting
    }
}
