import Foundation
import SpaceLocalization
import SpaceSupport

/// A screen a wallpaper is composed for, in pixels, and where it was learned; and the readers of
/// what each tool reports (asked by the desktops and `DesktopSession.screenSize`, each bounded: a
/// second and 64 KB). Every size, whatever reported it, is taken only within `sides` (16 to 16384
/// pixels a side), so no tool's answer can overflow an area or ask for gigabytes; one past them is
/// said and left out.
public struct ScreenSize: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Where it was learned (the variable, or the program).
    public var source: String

    public init(width: Int, height: Int, source: String) {
        self.width = width
        self.height = height
        self.source = source
    }

    /// The pixels a side of a screen may have, from any source.
    public static let sides = 16...16_384

    /// The sizes one source reported (a desktop's tool, `wlr-randr`, `xrandr`), by its name.
    public struct Reported: Sendable {
        public var source: String
        public var sizes: [(width: Int, height: Int)]

        public init(source: String, sizes: [(width: Int, height: Int)]) {
            self.source = source
            self.sizes = sizes
        }

        /// The largest within `sides`; `notice` hears of each past them (left out).
        public func largest(notice: (String) -> Void) -> ScreenSize? {
            for size in sizes where !within(size.width, size.height) {
                notice(
                    tr(
                        "{tool} reported a screen of {width}×{height} pixels, more than {most} a side; it was left out.",
                        [
                            "tool": source, "width": String(size.width), "height": String(size.height),
                            "most": String(sides.upperBound),
                        ]))
            }
            return ScreenSize.largest(sizes).map { ScreenSize(width: $0.width, height: $0.height, source: source) }
        }
    }

    /// Whether a size is one a screen can have here (`sides` both ways).
    static func within(_ width: Int, _ height: Int) -> Bool { sides.contains(width) && sides.contains(height) }

    /// A screen's size in pixels from its size in points and its backing scale, as AppKit gives
    /// them; nil past `sides` (or not a number), before any conversion that could trap.
    static func pixels(points width: Double, _ height: Double, scale: Double) -> (width: Int, height: Int)? {
        let (w, h) = ((width * scale).rounded(), (height * scale).rounded())
        let range = Double(sides.lowerBound)...Double(sides.upperBound)
        guard range.contains(w), range.contains(h) else { return nil }
        return (Int(w), Int(h))
    }

    /// The largest of `sizes` within `sides` (whose areas cannot overflow); nil when none is.
    static func largest(_ sizes: [(width: Int, height: Int)]) -> (width: Int, height: Int)? {
        sizes.filter { within($0.width, $0.height) }.max { $0.width * $0.height < $1.width * $1.height }
    }

    /// GNOME's record of the displays as last set up (`$XDG_CONFIG_HOME/monitors.xml`), read
    /// only when it is a small regular file of ours.
    static func monitorsFile(_ environment: [String: String]) -> String {
        let file = XDGBase.configHome(environment).appendingPathComponent("monitors.xml", isDirectory: false)
        guard let data = LocalFile.readOwn(file, limit: 1 << 20) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The largest mode of GNOME's `monitors.xml` configuration in use (see `ScreenSize+GNOME`).
    static func largest(monitorsXML text: String, connected: Set<String>? = nil) -> (width: Int, height: Int)? {
        largest(modes(monitorsXML: text, connected: connected))
    }

    /// The current mode of each enabled head in `wlr-randr`'s listing (a head's name at the start
    /// of a line, `  Enabled: yes`, `    1920x1080 px, 60.000000 Hz (preferred, current)`).
    static func sizes(wlrRandr text: String) -> [(width: Int, height: Int)] {
        var found: [(width: Int, height: Int)] = []
        var enabled = false
        var current: (width: Int, height: Int)?
        func finish() {
            if enabled, let size = current { found.append(size) }
            enabled = false
            current = nil
        }
        for line in text.split(whereSeparator: \.isNewline) {
            if !line.hasPrefix(" ") {
                finish()
            } else if line.trimmingCharacters(in: .whitespaces) == "Enabled: yes" {
                enabled = true
            } else if line.contains(" px"), line.contains("current") {
                let first = line.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init)
                current = first.flatMap { number(size: $0) }
            }
        }
        finish()
        return found
    }

    static func largest(wlrRandr text: String) -> (width: Int, height: Int)? { largest(sizes(wlrRandr: text)) }

    /// The current mode of each enabled output in `kscreen-doctor --json` (libkscreen's
    /// configuration: each output's `currentModeId` among its `modes`, each with a `size`).
    static func sizes(kscreen text: String) -> [(width: Int, height: Int)] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let outputs = root["outputs"] as? [[String: Any]]
        else { return [] }
        func size(_ value: Any?) -> (width: Int, height: Int)? {
            guard let size = value as? [String: Any], let width = size["width"] as? Int,
                let height = size["height"] as? Int
            else { return nil }
            return (width, height)
        }
        return outputs.compactMap { output -> (width: Int, height: Int)? in
            guard output["enabled"] as? Bool == true, output["connected"] as? Bool != false else { return nil }
            let modes = output["modes"] as? [[String: Any]] ?? []
            let currentID = output["currentModeId"].map { "\($0)" }
            let mode = modes.first { mode in mode["id"].map { "\($0)" } == currentID }
            return size(mode?["size"]) ?? size(output["size"])
        }
    }

    static func largest(kscreen text: String) -> (width: Int, height: Int)? { largest(sizes(kscreen: text)) }

    /// `3840x2160` (or `3840×2160`), each side within `sides`.
    public static func parse(size text: String) -> (width: Int, height: Int)? {
        number(size: text).flatMap { within($0.width, $0.height) ? $0 : nil }
    }

    /// `WIDTHxHEIGHT` as written, any size (`within` decides what is taken).
    static func number(size text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }

    /// The connected outputs of `xrandr --current` (`HDMI-1 connected primary 2560x1440+0+0 …`):
    /// the screens, not the desktop spanning them.
    static func sizes(xrandr text: String) -> [(width: Int, height: Int)] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            guard line.contains(" connected") else { return nil }
            for word in line.split(separator: " ") where word.contains("+") {
                let geometry = word.split(separator: "+", maxSplits: 1).first.map(String.init) ?? ""
                if let size = number(size: geometry) { return size }
            }
            return nil
        }
    }

    static func largest(xrandr text: String) -> (width: Int, height: Int)? { largest(sizes(xrandr: text)) }

    /// A screen the desktop names, for desktops that take a picture per screen (sway, Hyprland).
    public struct Output: Sendable, Equatable {
        public var name: String
        public var width: Int
        public var height: Int

        public init(name: String, width: Int, height: Int) {
            self.name = name
            self.width = width
            self.height = height
        }
    }

    /// The connected outputs of `xrandr --current` with their names and current sizes.
    static func named(xrandr text: String) -> [Output] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            guard line.contains(" connected"), let name = line.split(separator: " ").first else { return nil }
            for word in line.split(separator: " ") where word.contains("+") {
                let geometry = word.split(separator: "+", maxSplits: 1).first.map(String.init) ?? ""
                if let size = parse(size: geometry) {
                    return Output(name: String(name), width: size.width, height: size.height)
                }
            }
            return nil
        }
    }

    /// The active outputs of a JSON array, with their names.
    static func named(json text: String, width: [String], height: [String]) -> [Output] {
        guard let outputs = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
            return []
        }
        func number(_ output: [String: Any], _ path: [String]) -> Int? {
            var value: Any? = output
            for key in path { value = (value as? [String: Any])?[key] }
            return value as? Int
        }
        return outputs.compactMap { output in
            guard output["active"] as? Bool != false, let name = output["name"] as? String, !name.isEmpty,
                let w = number(output, width), let h = number(output, height), parse(size: "\(w)x\(h)") != nil
            else { return nil }
            return Output(name: name, width: w, height: h)
        }
    }

    /// The sizes of a JSON array of outputs (active, named), each side found by its key path.
    static func sizes(json text: String, width: [String], height: [String]) -> [(width: Int, height: Int)] {
        guard let outputs = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
            return []
        }
        func number(_ output: [String: Any], _ path: [String]) -> Int? {
            var value: Any? = output
            for key in path { value = (value as? [String: Any])?[key] }
            return value as? Int
        }
        return outputs.compactMap { output in
            guard output["active"] as? Bool != false, let name = output["name"] as? String, !name.isEmpty,
                let w = number(output, width), let h = number(output, height)
            else { return nil }
            return (w, h)
        }
    }

    static func largest(json text: String, width: [String], height: [String]) -> (width: Int, height: Int)? {
        largest(sizes(json: text, width: width, height: height))
    }
}
