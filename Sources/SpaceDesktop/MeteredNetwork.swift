import Foundation
import SpaceSupport

/// Whether the network costs by the byte (a phone's hotspot, a capped plan), so a wallpaper is
/// fetched at the size the screen needs rather than as a 4K original: the `metered` setting
/// (`on`/`off`), else NetworkManager's word for the devices connected (`nmcli`: metered when one
/// of them says `yes`, its guess included), else not metered. macOS says it only to its own
/// network framework: there, the setting.
public struct MeteredNetwork: Sendable, Equatable {
    public var metered: Bool
    /// Where it was learned: the setting or the program.
    public var source: String

    /// `setting`: the `metered` setting when it is on or off, and where it was set; nil for auto.
    public static func detect(
        setting: (metered: Bool, origin: String)?, environment: [String: String]
    ) -> MeteredNetwork {
        if let setting { return MeteredNetwork(metered: setting.metered, source: setting.origin) }
        guard let program = DesktopProgramSearch.find("nmcli", environment: environment),
            let outcome = BoundedRun.run(
                program, ["--terse", "--fields", "GENERAL.STATE,GENERAL.METERED", "device", "show"],
                environment: environment, limit: 65_536, seconds: 1),
            outcome.status == 0, let metered = parse(nmcli: String(decoding: outcome.output, as: UTF8.self))
        else { return MeteredNetwork(metered: false, source: "") }
        return MeteredNetwork(metered: metered, source: "nmcli")
    }

    /// `nmcli --terse --fields GENERAL.STATE,GENERAL.METERED device show`: a state line then a
    /// metered line for each device. True when a device connected (`100 (connected)`) says `yes`
    /// or `yes (guessed)`; nil when no device is connected.
    static func parse(nmcli text: String) -> Bool? {
        var connected = false
        var anyConnected = false
        var metered = false
        for line in text.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("GENERAL.STATE:") {
                connected = line.dropFirst("GENERAL.STATE:".count).hasPrefix("100 (connected)")
                anyConnected = anyConnected || connected
            } else if line.hasPrefix("GENERAL.METERED:"), connected {
                if line.dropFirst("GENERAL.METERED:".count).hasPrefix("yes") { metered = true }
            }
        }
        return anyConnected ? metered : nil
    }
}
