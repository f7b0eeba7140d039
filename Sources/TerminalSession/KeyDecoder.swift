/// Turns the bytes a terminal sends into keys: characters (UTF-8), controls, the escape sequences
/// of arrows and editing keys (CSI and SS3 forms), and SGR mouse reports. A lone escape byte is
/// ambiguous until time passes: the first byte of a sequence, or the Esc key. The decoder keeps
/// it and the reader calls `timeout()` when no byte followed within a few milliseconds, as
/// terminals send a sequence in one write; Esc then a digit typed as two keys stays two keys.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// A bracketed paste being read (`ESC [ 200 ~` … `ESC [ 201 ~`), at most `pasteLimit` bytes kept.
    private var pasting: [UInt8]?
    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The most of one paste kept; the rest is dropped.
    public static let pasteLimit = 4096
    /// Set while the rest of an over-long control sequence is dropped, up to its final byte.
    private var discarding = false
    /// Whether a terminal's DA1 answer (`ESC [ ? … c`) went by since last asked: it is no key.
    private var deviceAttributesSeen = false

    /// Whether a DA1 answer went by since the last call.
    public mutating func takeDeviceAttributesSeen() -> Bool {
        defer { deviceAttributesSeen = false }
        return deviceAttributesSeen
    }

    /// A decoder with nothing pending.
    public init() {}

    /// Whether bytes wait for more (or for `timeout()`).
    public var hasPending: Bool { !pending.isEmpty || pasting != nil || discarding }

    /// The keys these bytes complete.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        if discarding {
            // The rest of a sequence too long to be a key: its parameter and intermediate bytes
            // are dropped up to its final byte; any other byte ends it (and is read).
            guard let end = pending.firstIndex(where: { !(0x20...0x3F).contains($0) }) else {
                pending.removeAll(); return []
            }
            discarding = false
            index = (0x40...0x7E).contains(pending[end]) ? end + 1 : end
        }
        while index < pending.count {
            if pasting != nil {
                if let end = Self.find(Self.pasteEnd, in: pending, from: index) {
                    keep(pending[index..<end])
                    keys.append(.paste(String(decoding: pasting ?? [], as: UTF8.self)))
                    pasting = nil
                    index = end + Self.pasteEnd.count
                    continue
                }
                // All but what could be the start of the end marker.
                let safe = max(index, pending.count - (Self.pasteEnd.count - 1))
                keep(pending[index..<safe])
                index = safe
                break
            }
            if pending[index] == 0x1B, pending.count - index < Self.pasteStart.count,
                Array(pending[index...]) == Array(Self.pasteStart.prefix(pending.count - index))
            {
                break
            }
            if Self.find(Self.pasteStart, in: pending, from: index) == index {
                pasting = []
                index += Self.pasteStart.count
                continue
            }
            guard let (key, used) = Self.decode(pending, at: index) else { break }
            if let key {
                keys.append(key)
            } else if used >= 4, pending[index] == 0x1B, pending[index + 1] == UInt8(ascii: "["),
                pending[index + 2] == UInt8(ascii: "?"), pending[index + used - 1] == UInt8(ascii: "c")
            {
                deviceAttributesSeen = true
            }
            index += used
        }
        pending.removeFirst(index)
        // Never hold more than a sequence could be: garbage is dropped, not kept forever; an
        // unfinished control sequence (a terminal's megabyte answer) is dropped to its end.
        if pending.count > 64 {
            discarding = pending.count > 1 && pending[0] == 0x1B && pending[1] == UInt8(ascii: "[")
            pending.removeAll()
        }
        return keys
    }

    /// No byte came after what is pending: a lone escape is the Esc key, and an unfinished
    /// sequence is Esc followed by what came with it.
    public mutating func timeout() -> [Key] {
        // Time passed: a sequence still being dropped is over.
        discarding = false
        if pasting != nil {
            // A paste whose end never came: what came is the paste.
            keep(pending[...])
            pending.removeAll()
            defer { pasting = nil }
            return [.paste(String(decoding: pasting ?? [], as: UTF8.self))]
        }
        guard !pending.isEmpty else { return [] }
        let bytes = pending
        pending.removeAll()
        guard bytes[0] == 0x1B else { return [] }  // an unfinished UTF-8 character: dropped
        return [.escape] + feed(Array(bytes.dropFirst()))
    }

    private mutating func keep(_ bytes: ArraySlice<UInt8>) {
        let room = max(0, Self.pasteLimit - (pasting?.count ?? 0))
        pasting? += bytes.prefix(room)
    }

    private static func find(_ marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= marker.count else { return nil }
        for position in start...(bytes.count - marker.count) where bytes[position] == marker[0] {
            if Array(bytes[position..<(position + marker.count)]) == marker { return position }
        }
        return nil
    }

    /// The key at `index` and the bytes it takes; nil when more bytes are needed. A nil key with
    /// a count skips bytes that mean nothing here.
    public static func decode(_ bytes: [UInt8], at index: Int) -> (Key?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escape(bytes, at: index)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8(bytes, at: index)
        }
    }

    private static func utf8(_ bytes: [UInt8], at index: Int) -> (Key?, Int)? {
        let byte = bytes[index]
        let length: Int
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)
        }
        guard index + length <= bytes.count else { return nil }
        let slice = Array(bytes[index..<(index + length)])
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }), let text = String(validating: slice, as: UTF8.self),
            let character = text.first
        else { return (nil, 1) }
        return (.character(character), length)
    }

    private static func escape(_ bytes: [UInt8], at index: Int) -> (Key?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let next = bytes[index + 1]
        if next == UInt8(ascii: "O") {
            guard index + 2 < bytes.count else { return nil }
            let key: Key? =
                switch bytes[index + 2] {
                case UInt8(ascii: "A"): .up
                case UInt8(ascii: "B"): .down
                case UInt8(ascii: "C"): .right
                case UInt8(ascii: "D"): .left
                case UInt8(ascii: "H"): .home
                case UInt8(ascii: "F"): .end
                default: nil
                }
            return (key, 3)
        }
        guard next == UInt8(ascii: "[") else { return (.escape, 1) }
        // CSI: parameter and intermediate bytes, then one final byte.
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
            guard (0x20...0x3F).contains(bytes[end]) else { return (.escape, 1) }
            end += 1
        }
        guard end < bytes.count else { return nil }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        return (csi(parameters, final: bytes[end]), end - index + 1)
    }

    private static func csi(_ parameters: String, final: UInt8) -> Key? {
        if parameters.hasPrefix("<") {
            return mouse(String(parameters.dropFirst()), pressed: final == UInt8(ascii: "M"))
        }
        let first = parameters.split(separator: ";").first.flatMap { Int($0) }
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch first {
            case 1, 7: return .home
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            case 3: return .delete
            default: return nil
            }
        default: return nil
        }
    }

    /// `CSI < button ; column ; row M` (press) or `m` (release): the wheel and left clicks.
    private static func mouse(_ text: String, pressed: Bool) -> Key? {
        let numbers = text.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, pressed else { return nil }
        switch numbers[0] {
        case 64: return .wheelUp
        case 65: return .wheelDown
        case 0: return .click(row: numbers[2], column: numbers[1])
        default: return nil
        }
    }
}
