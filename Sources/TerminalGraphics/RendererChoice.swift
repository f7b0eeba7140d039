import SpaceLocalization
import Foundation
import SpaceSupport

/// How a picture is drawn in this terminal: by `space` itself (kitty graphics, iTerm2 inline
/// images, sixel or Unicode half blocks) or through `chafa`.
public enum PictureRenderer: Sendable, Equatable {
    /// Drawn by `space` itself.
    case drawn(DrawingProtocol)
    /// Handed to the `chafa` program at this path.
    case chafa(path: String)

    /// A short name, for JSON and `--renderer`.
    public var name: String {
        switch self {
        case .drawn(.kitty): return "kitty"
        case .drawn(.iTerm): return "iterm"
        case .drawn(.sixel): return "sixel"
        case .drawn(.blocks): return "blocks"
        case .chafa: return "chafa"
        }
    }

    /// In words, for `space status`.
    public var description: String {
        switch self {
        case .drawn(.kitty): return tr("kitty graphics")
        case .drawn(.iTerm): return tr("iTerm2 inline images")
        case .drawn(.sixel): return "sixel"
        case .drawn(.blocks(.trueColor)): return tr("Unicode half blocks in 24-bit colour")
        case .drawn(.blocks(.palette256)): return tr("Unicode half blocks in 256 colours")
        case .drawn(.blocks(.ansi16)): return tr("Unicode half blocks in 16 colours")
        case .chafa(let path): return "chafa (\(path))"
        }
    }
}

/// The `--renderer` setting (and the `renderer` config key).
public enum RendererSetting: String, CaseIterable, Sendable {
    case auto, kitty, iterm, sixel, blocks, chafa

    /// The words, in order.
    public static let names = allCases.map(\.rawValue)
}

/// Chooses the renderer. `auto` takes the best the terminal supports: kitty's protocol in kitty
/// (and Ghostty), iTerm2's in iTerm2 and WezTerm, sixel in terminals known for it or that say so
/// when asked, then `chafa` when installed, then half blocks. Inside tmux the graphics protocols
/// would need passthrough, which tmux turns off by default, so blocks (or chafa, which knows tmux).
public enum RendererChoice {
    /// Terminals that draw sixel: `TERM` prefixes.
    public static let sixelTerms = ["foot", "mlterm", "contour", "yaft", "st-sixel", "xterm-sixel"]
    /// Terminals that draw sixel: `TERM_PROGRAM` values.
    public static let sixelPrograms = ["mintty", "contour", "foot", "BlackBox", "Konsole"]

    /// nil when nothing may be drawn: standard output is not a terminal, or `TERM=dumb`.
    /// `askTerminal` asks the terminal itself whether it draws sixel (called only for `auto`, and
    /// only when nothing else decided).
    public static func resolve(_ setting: RendererSetting, environment: [String: String], stdoutIsTTY: Bool,
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
