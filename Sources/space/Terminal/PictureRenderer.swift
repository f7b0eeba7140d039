import Foundation
import TerminalGraphics

/// How a picture is drawn in this terminal: by `space` itself (kitty graphics, iTerm2 inline
/// images, sixel or Unicode half blocks) or through `chafa`.
enum PictureRenderer: Sendable, Equatable {
    case drawn(DrawingProtocol)
    case chafa(path: String)

    /// A short name, for JSON and `--renderer`.
    var name: String {
        switch self {
        case .drawn(.kitty): return "kitty"
        case .drawn(.iTerm): return "iterm"
        case .drawn(.sixel): return "sixel"
        case .drawn(.blocks): return "blocks"
        case .chafa: return "chafa"
        }
    }

    /// In words, for `space status`.
    var description: String {
        switch self {
        case .drawn(.kitty): return "kitty graphics"
        case .drawn(.iTerm): return "iTerm2 inline images"
        case .drawn(.sixel): return "sixel"
        case .drawn(.blocks(.trueColor)): return "Unicode half blocks in 24-bit colour"
        case .drawn(.blocks(.palette256)): return "Unicode half blocks in 256 colours"
        case .drawn(.blocks(.ansi16)): return "Unicode half blocks in 16 colours"
        case .chafa(let path): return "chafa (\(path))"
        }
    }
}

/// The `--renderer` setting (and the `renderer` config key).
enum RendererSetting: String, CaseIterable, Sendable {
    case auto, kitty, iterm, sixel, blocks, chafa

    static let names = allCases.map(\.rawValue)
}

/// Chooses the renderer. `auto` takes the best the terminal supports: kitty's protocol in kitty
/// (and Ghostty), iTerm2's in iTerm2 and WezTerm, sixel in terminals known for it or that say so
/// when asked, then `chafa` when installed, then half blocks. Inside tmux the graphics protocols
/// would need passthrough, which tmux turns off by default, so blocks (or chafa, which knows tmux).
enum RendererChoice {
    /// Terminals that draw sixel: `TERM` prefixes, and `TERM_PROGRAM` values.
    static let sixelTerms = ["foot", "mlterm", "contour", "yaft", "st-sixel", "xterm-sixel"]
    static let sixelPrograms = ["mintty", "contour", "foot", "BlackBox", "Konsole"]

    /// nil when nothing may be drawn: standard output is not a terminal, or `TERM=dumb`.
    /// `askTerminal` asks the terminal itself whether it draws sixel (called only for `auto`, and
    /// only when nothing else decided).
    static func resolve(_ setting: RendererSetting, environment: [String: String], stdoutIsTTY: Bool,
                        askTerminal: () -> Bool = { false }) -> PictureRenderer? {
        guard stdoutIsTTY, environment["TERM"] != "dumb" else { return nil }
        let depth = ColorDepth.detect(environment)
        let chafa = ExecutableSearch.find("chafa", environment: environment).map { PictureRenderer.chafa(path: $0) }
        switch setting {
        case .kitty: return .drawn(.kitty)
        case .iterm: return .drawn(.iTerm)
        case .sixel: return .drawn(.sixel)
        case .blocks: return .drawn(.blocks(depth))
        case .chafa: return chafa
        case .auto: break
        }
        let term = environment["TERM"] ?? "", program = environment["TERM_PROGRAM"] ?? ""
        if !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("tmux") || term.hasPrefix("screen") {
            return chafa ?? .drawn(.blocks(depth))
        }
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || program == "ghostty" || term == "xterm-ghostty" {
            return .drawn(.kitty)
        }
        if program == "iTerm.app" || program == "WezTerm" || environment["WEZTERM_EXECUTABLE"] != nil { return .drawn(.iTerm) }
        if sixelTerms.contains(where: { term.hasPrefix($0) }) || sixelPrograms.contains(program) || environment["KONSOLE_VERSION"] != nil
            || environment["WT_SESSION"] != nil {
            return .drawn(.sixel)
        }
        if askTerminal() { return .drawn(.sixel) }
        return chafa ?? .drawn(.blocks(depth))
    }
}

/// Finds programs on `PATH`.
enum ExecutableSearch {
    /// The full path of the first executable named `name` on the environment's `PATH`.
    static func find(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
