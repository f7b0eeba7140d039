import Foundation
import SpaceLocalization
import SpaceSupport

/// The screen a wallpaper is composed for: the largest one the session reports, in pixels.
/// `SPACE_SCREEN_SIZE` (`WIDTHxHEIGHT`, the `screen-size` setting) when set; else sway's
/// `swaymsg -t get_outputs -r`, Hyprland's `hyprctl monitors -j`, X11's `xrandr --current`
/// (each bounded: a second and 64 KB); nil when none answers, and the picture is set as it is.
/// Every size, whatever reported it, is taken only within `sides` (16 to 16384 pixels a side), so
/// no tool's answer can overflow an area or ask for gigabytes; one past them is said and left out.
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

    /// The screen here, from the first source that answers; `notice` hears of each size a source
    /// reported past `sides` (left out).
    public static func detect(environment: [String: String], notice: (String) -> Void = { _ in }) -> ScreenSize? {
        if let text = environment["SPACE_SCREEN_SIZE"], !text.isEmpty {
            return parse(size: text).map { ScreenSize(width: $0.width, height: $0.height, source: "SPACE_SCREEN_SIZE") }
        }
        func ask(_ name: String, _ arguments: [String]) -> String? { answer(name, arguments, environment) }
        func set(_ variable: String) -> Bool { !(environment[variable] ?? "").isEmpty }
        func pick(_ sizes: [(width: Int, height: Int)], from source: String) -> ScreenSize? {
            for size in sizes where !within(size.width, size.height) {
                notice(
                    tr(
                        "{tool} reported a screen of {width}×{height} pixels, more than {most} a side; it was left out.",
                        [
                            "tool": source, "width": String(size.width), "height": String(size.height),
                            "most": String(sides.upperBound),
                        ]))
            }
            return largest(sizes).map { ScreenSize(width: $0.width, height: $0.height, source: source) }
        }
        if set("SWAYSOCK"), let json = ask("swaymsg", ["-t", "get_outputs", "-r"]),
            let size = pick(
                sizes(json: json, width: ["current_mode", "width"], height: ["current_mode", "height"]), from: "swaymsg"
            )
        {
            return size
        }
        if set("HYPRLAND_INSTANCE_SIGNATURE"), let json = ask("hyprctl", ["monitors", "-j"]),
            let size = pick(sizes(json: json, width: ["width"], height: ["height"]), from: "hyprctl")
        {
            return size
        }
        let desktop = (environment["XDG_CURRENT_DESKTOP"] ?? "").lowercased()
        let wayland = set("WAYLAND_DISPLAY") || environment["XDG_SESSION_TYPE"] == "wayland"
        if wayland, desktop.contains("kde"), let json = ask("kscreen-doctor", ["--json"]),
            let size = pick(sizes(kscreen: json), from: "kscreen-doctor")
        {
            return size
        }
        if wayland, desktop.contains("gnome"),
            let size = pick(
                modes(monitorsXML: monitorsFile(environment), connected: connectedConnectors(environment)),
                from: "monitors.xml")
        {
            return size
        }
        if wayland, let text = ask("wlr-randr", []), let size = pick(sizes(wlrRandr: text), from: "wlr-randr") {
            return size
        }
        if let text = ask("xrandr", ["--current"]), let size = pick(sizes(xrandr: text), from: "xrandr") {
            return size
        }
        return nil
    }

    /// Whether a size is one a screen can have here (`sides` both ways).
    static func within(_ width: Int, _ height: Int) -> Bool { sides.contains(width) && sides.contains(height) }

    /// The largest of `sizes` within `sides` (whose areas cannot overflow); nil when none is.
    static func largest(_ sizes: [(width: Int, height: Int)]) -> (width: Int, height: Int)? {
        sizes.filter { within($0.width, $0.height) }.max { $0.width * $0.height < $1.width * $1.height }
    }

    /// GNOME's record of the displays as last set up (`$XDG_CONFIG_HOME/monitors.xml`), read
    /// only when it is a small regular file of ours.
    static func monitorsFile(_ environment: [String: String]) -> String {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].map { $0 + "/.config" }
        guard let base,
            let data = LocalFile.readOwn(URL(fileURLWithPath: base + "/monitors.xml"), limit: 1 << 20)
        else { return "" }
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

    /// Each active output sway or Hyprland reports, or on XFCE each connected one xrandr does, by
    /// name (empty elsewhere, or when the tool does not answer): what a wallpaper composed per
    /// screen is made for.
    public static func outputs(environment: [String: String]) -> [Output] {
        func ask(_ name: String, _ arguments: [String]) -> String? { answer(name, arguments, environment) }
        if !(environment["SWAYSOCK"] ?? "").isEmpty, let json = ask("swaymsg", ["-t", "get_outputs", "-r"]) {
            return named(json: json, width: ["current_mode", "width"], height: ["current_mode", "height"])
        }
        if !(environment["HYPRLAND_INSTANCE_SIGNATURE"] ?? "").isEmpty, let json = ask("hyprctl", ["monitors", "-j"]) {
            return named(json: json, width: ["width"], height: ["height"])
        }
        if (environment["XDG_CURRENT_DESKTOP"] ?? "").lowercased().contains("xfce"),
            let text = ask("xrandr", ["--current"])
        {
            return named(xrandr: text)
        }
        return []
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

    /// What a desktop's tool prints, asked with a second's bound; nil when it is not there or fails.
    private static func answer(_ name: String, _ arguments: [String], _ environment: [String: String]) -> String? {
        guard let program = DesktopProgramSearch.find(name, environment: environment),
            let outcome = BoundedRun.run(program, arguments, environment: environment, limit: 65_536, seconds: 1),
            outcome.status == 0
        else { return nil }
        return String(decoding: outcome.output, as: UTF8.self)
    }
}
