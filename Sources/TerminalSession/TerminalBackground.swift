import Foundation

/// The terminal's background colour, as it answers OSC 11 (`ESC ] 11 ; rgb:ffff/ffff/ffff ST`,
/// which kitty, Ghostty, iTerm2, xterm, foot and WezTerm give) or as `COLORFGBG` names it
/// (`15;0`: white on black). What a dark or a light theme is chosen from.
public struct TerminalBackground: Sendable, Equatable {
    /// Each channel from 0 to 1.
    public var red: Double, green: Double, blue: Double

    public init(red: Double, green: Double, blue: Double) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// WCAG's relative luminance, from 0 (black) to 1 (white).
    public var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.039_28 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Whether dark text reads better on it than light text (black has the larger contrast).
    public var isLight: Bool { luminance > 0.179 }

    /// The colour of an OSC 11 answer's body (`rgb:RRRR/GGGG/BBBB`, 1 to 4 hex digits a channel).
    public init?(osc11 body: String) {
        guard body.hasPrefix("rgb:") else { return nil }
        let channels = body.dropFirst(4).split(separator: "/")
        guard channels.count == 3 else { return nil }
        var values: [Double] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else { return nil }
            values.append(Double(value) / Double((1 << (4 * channel.count)) - 1))
        }
        self.init(red: values[0], green: values[1], blue: values[2])
    }

    /// The background `COLORFGBG` names (`fg;bg` or `fg;default;bg`, colour numbers): 7 and 9 to 15
    /// are light, 0 to 6 and 8 dark; nil for anything else.
    public static func colorFGBG(_ text: String?) -> Bool? {
        guard let text, let last = text.split(separator: ";").last, let index = Int(last), (0...15).contains(index)
        else { return nil }
        return index == 7 || index >= 9
    }
}
