/// What a terminal answered to the browser's start-up questions: whether it draws synchronized
/// frames (DECRQM for mode 2026), its background colour (OSC 11), read up to its answer to DA1,
/// which every terminal gives and so ends the wait. Keys typed meanwhile are kept for the key reader.
public struct TerminalReplies: Sendable, Equatable {
    /// Whether `CSI ? 2026 $ y` said the mode is known (1 set, 2 reset).
    public var synchronizedOutput: Bool
    /// Whether the DA1 answer lists sixel graphics (attribute 4).
    public var sixel = false
    /// The background colour, where it was told (OSC 11).
    public var background: TerminalBackground?
    /// Bytes that were not part of an answer (keys typed early).
    public var rest: [UInt8]

    /// Answers.
    public init(
        synchronizedOutput: Bool, sixel: Bool = false, background: TerminalBackground? = nil, rest: [UInt8]
    ) {
        self.synchronizedOutput = synchronizedOutput
        self.sixel = sixel
        self.background = background
        self.rest = rest
    }

    /// The questions, in one write.
    public static let questions = "\u{1B}[?2026$p\u{1B}]11;?\u{1B}\\\u{1B}[c"

    /// The answers in `bytes`, or nil while the DA1 answer has not come.
    public static func parse(_ bytes: [UInt8]) -> TerminalReplies? {
        var index = 0
        var synchronized = false
        var background: TerminalBackground?
        var rest: [UInt8] = []
        while index < bytes.count {
            // OSC 11's answer, ended by ST (ESC \) or BEL.
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "]") {
                var end = index + 2
                while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
                guard end < bytes.count, bytes[end] == 0x07 || end + 1 < bytes.count else { return nil }
                let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                if body.hasPrefix("11;") { background = TerminalBackground(osc11: String(body.dropFirst(3))) }
                index = end + (bytes[end] == 0x07 ? 1 : 2)
                continue
            }
            guard bytes[index] == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "["),
                bytes[index + 2] == UInt8(ascii: "?")
            else {
                rest.append(bytes[index])
                index += 1
                continue
            }
            var end = index + 3
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return nil }
            let body = String(decoding: bytes[(index + 3)..<end], as: UTF8.self)
            if bytes[end] == UInt8(ascii: "c") {
                let attributes = body.split(separator: ";").map(String.init)
                return TerminalReplies(
                    synchronizedOutput: synchronized, sixel: attributes.dropFirst().contains("4"),
                    background: background, rest: rest + bytes[(end + 1)...])
            }
            if bytes[end] == UInt8(ascii: "y"), body.hasPrefix("2026;") {
                let state = body.dropFirst(5).prefix { $0 != "$" }
                synchronized = state == "1" || state == "2"
            }
            index = end + 1
        }
        return nil
    }
}
