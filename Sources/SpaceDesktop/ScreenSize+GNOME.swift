import Foundation
import SpaceSupport

/// GNOME under Wayland keeps its displays' layouts in `$XDG_CONFIG_HOME/monitors.xml`: one
/// `<configuration>` for each set of monitors it has met (the laptop alone, the laptop at its dock),
/// never saying which is in use. The one in use is the one whose monitors are the connectors
/// connected now, as the kernel lists them (`/sys/class/drm/card*-CONNECTOR/status`); a past
/// configuration (a 5K display met once at a dock) is never read as this screen.
extension ScreenSize {
    /// The connectors connected now (`eDP-1`, `DP-2`), nil when the kernel's list cannot be read.
    /// Under stand-ins (`SPACE_DESKTOP_PROGRAMS`), the list is the stand-in folder's `drm` folder.
    static func connectedConnectors(_ environment: [String: String]) -> Set<String>? {
        #if os(Linux)
            let kernel: String? = "/sys/class/drm"
        #else
            let kernel: String? = nil
        #endif
        guard let folder = DesktopProgramSearch.standInFolder(environment).map({ $0 + "/drm" }) ?? kernel,
            let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return nil }
        var connected: Set<String> = []
        for entry in entries where entry.hasPrefix("card") {
            // card0-eDP-1: the card, then the connector's name.
            guard let dash = entry.firstIndex(of: "-"),
                let status = LocalFile.readOwn(URL(fileURLWithPath: "\(folder)/\(entry)/status"), limit: 4096)
            else { continue }
            if String(decoding: status, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "connected" {
                connected.insert(String(entry[entry.index(after: dash)...]))
            }
        }
        return connected
    }

    /// The modes of the monitors of `monitors.xml`'s configuration in use: the one whose monitors
    /// are exactly the `connected` connectors; with no list of them, the file's only configuration.
    /// Empty when none can be told to be in use.
    static func modes(monitorsXML text: String, connected: Set<String>?) -> [(width: Int, height: Int)] {
        let configurations = text.components(separatedBy: "<configuration>").dropFirst().map {
            Substring($0.components(separatedBy: "</configuration>")[0])
        }
        // A file without configurations (a bare list of modes) is read as one.
        let all = configurations.isEmpty ? [Substring(text)] : configurations
        let inUse: Substring?
        if let connected {
            inUse = all.first { configuration in
                let used = Set(elements("connector", in: configuration).map(String.init))
                return !used.isEmpty && used == connected
            }
        } else {
            inUse = all.count == 1 ? all.first : nil
        }
        guard let configuration = inUse else { return [] }
        // The monitors shown (a disabled one is listed under <disabled>, without a mode).
        return configuration.components(separatedBy: "<mode>").dropFirst().compactMap { part in
            let mode = Substring(part.components(separatedBy: "</mode>")[0])
            guard let width = elements("width", in: mode).first.flatMap({ Int($0) }),
                let height = elements("height", in: mode).first.flatMap({ Int($0) })
            else { return nil }
            return (width, height)
        }
    }

    /// The text of each `<tag>…</tag>` in `part`, trimmed.
    private static func elements(_ tag: String, in part: Substring) -> [Substring] {
        part.components(separatedBy: "<\(tag)>").dropFirst().compactMap { piece in
            guard let close = piece.range(of: "</\(tag)>") else { return nil }
            return Substring(piece[..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
