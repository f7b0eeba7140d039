import Foundation
import SpaceSupport

/// The screen a wallpaper is composed for: the largest one the session reports, in pixels.
/// `SPACE_SCREEN_SIZE` (`WIDTHxHEIGHT`, the `screen-size` setting) when set; else sway's
/// `swaymsg -t get_outputs -r`, Hyprland's `hyprctl monitors -j`, X11's `xrandr --current`
/// (each bounded: a second and 64 KB); nil when none answers, and the picture is set as it is.
public struct ScreenSize: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Where it was learned (the variable, or the program).
    public var source: String

    public static func detect(environment: [String: String]) -> ScreenSize? {
        if let text = environment["SPACE_SCREEN_SIZE"], !text.isEmpty {
            return parse(size: text).map { ScreenSize(width: $0.width, height: $0.height, source: "SPACE_SCREEN_SIZE") }
        }
        func ask(_ name: String, _ arguments: [String]) -> String? {
            guard let program = DesktopProgramSearch.find(name, environment: environment),
                let outcome = BoundedRun.run(program, arguments, environment: environment, limit: 65_536, seconds: 1),
                outcome.status == 0
            else { return nil }
            return String(decoding: outcome.output, as: UTF8.self)
        }
        func set(_ variable: String) -> Bool { !(environment[variable] ?? "").isEmpty }
        if set("SWAYSOCK"), let json = ask("swaymsg", ["-t", "get_outputs", "-r"]),
            let size = largest(json: json, width: ["current_mode", "width"], height: ["current_mode", "height"])
        {
            return ScreenSize(width: size.width, height: size.height, source: "swaymsg")
        }
        if set("HYPRLAND_INSTANCE_SIGNATURE"), let json = ask("hyprctl", ["monitors", "-j"]),
            let size = largest(json: json, width: ["width"], height: ["height"])
        {
            return ScreenSize(width: size.width, height: size.height, source: "hyprctl")
        }
        if let text = ask("xrandr", ["--current"]), let size = largest(xrandr: text) {
            return ScreenSize(width: size.width, height: size.height, source: "xrandr")
        }
        return nil
    }

    /// `3840x2160` (or `3840×2160`), each side 16 to 16384.
    public static func parse(size text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (16...16_384).contains(width), (16...16_384).contains(height)
        else { return nil }
        return (width, height)
    }

    /// The largest connected output of `xrandr --current` (`HDMI-1 connected primary
    /// 2560x1440+0+0 …`): the screens, not the desktop spanning them.
    static func largest(xrandr text: String) -> (width: Int, height: Int)? {
        var best: (width: Int, height: Int)?
        for line in text.split(whereSeparator: \.isNewline) where line.contains(" connected") {
            for word in line.split(separator: " ") {
                let geometry = word.split(separator: "+", maxSplits: 1).first.map(String.init) ?? ""
                guard word.contains("+"), let size = parse(size: geometry) else { continue }
                if size.width * size.height > (best.map { $0.width * $0.height } ?? 0) { best = size }
                break
            }
        }
        return best
    }

    /// The largest of a JSON array of outputs, each side found by its key path.
    static func largest(json text: String, width: [String], height: [String]) -> (width: Int, height: Int)? {
        guard let outputs = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
            return nil
        }
        func number(_ output: [String: Any], _ path: [String]) -> Int? {
            var value: Any? = output
            for key in path { value = (value as? [String: Any])?[key] }
            return value as? Int
        }
        return outputs.compactMap { output -> (width: Int, height: Int)? in
            if output["active"] as? Bool == false { return nil }
            guard let w = number(output, width), let h = number(output, height), w >= 16, h >= 16 else { return nil }
            return (w, h)
        }.max { $0.width * $0.height < $1.width * $1.height }
    }
}
