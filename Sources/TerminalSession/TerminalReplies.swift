/// What a terminal answered to the browser's start-up questions: whether it draws synchronized
/// frames (DECRQM for mode 2026), read up to its answer to DA1, which every terminal gives and so
/// ends the wait. Keys typed meanwhile are kept for the key reader.
public struct TerminalReplies: Sendable, Equatable {
    /// Whether `CSI ? 2026 $ y` said the mode is known (1 set, 2 reset).
    public var synchronizedOutput: Bool
    /// Whether the DA1 answer lists sixel graphics (attribute 4).
    public var sixel = false
    /// Bytes that were not part of an answer (keys typed early).
    public var rest: [UInt8]

    /// Answers.
    public init(synchronizedOutput: Bool, sixel: Bool = false, rest: [UInt8]) {
        self.synchronizedOutput = synchronizedOutput
        self.sixel = sixel
        self.rest = rest
    }

    /// The questions, in one write.
    public static let questions = "\u{1B}[?2026$p\u{1B}[c"

    /// The answers in `bytes`, or nil while the DA1 answer has not come.
    public static func parse(_ bytes: [UInt8]) -> TerminalReplies? {
        var index = 0
        var synchronized = false
        var rest: [UInt8] = []
        while index < bytes.count {
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
                    rest: rest + bytes[(end + 1)...])
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
