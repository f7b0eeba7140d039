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
        case .drawn(.kitty), .drawn(.kittyPlaceholders): return "kitty"
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
        case .drawn(.kittyPlaceholders(true)): return tr("kitty graphics with Unicode placeholders, through tmux")
        case .drawn(.kittyPlaceholders(false)): return tr("kitty graphics with Unicode placeholders")
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

/// What tmux lets through to the terminal outside it, for pictures.
public enum TmuxGraphics: Sendable, Equatable {
    /// Passthrough is on and the terminal outside draws kitty's Unicode placeholders (kitty 0.28
    /// or later, Ghostty), named here.
    case placeholders(outer: String)
    /// `allow-passthrough` is off (tmux's default): nothing but text reaches the terminal outside.
    case passthroughOff
    /// The terminal outside is not one known to draw placeholders (its name when tmux says it).
    case otherTerminal(String?)
    /// kitty older than 0.28, which has no placeholders (its version).
    case oldKitty(String)

    /// Why pictures inside tmux are half blocks, for `space status` (nil: they are not).
    public var reason: String? {
        switch self {
        case .placeholders: return nil
        case .passthroughOff:
            return tr(
                "inside tmux with allow-passthrough off: run 'tmux set -g allow-passthrough on' for real pictures in kitty or Ghostty"
            )
        case .otherTerminal(let name?):
            return tr("inside tmux, in {terminal}, which is not known to draw kitty's placeholders", ["terminal": name])
        case .otherTerminal(nil): return tr("inside tmux, in a terminal that is not known to draw kitty's placeholders")
        case .oldKitty(let version):
            return tr(
                "inside tmux, in kitty {version}, which has no placeholders (0.28 and later do)", ["version": version])
        }
    }
}

/// Chooses the renderer. `auto` takes the best the terminal supports: kitty's protocol in kitty
/// (and Ghostty), iTerm2's in iTerm2 and WezTerm, sixel in terminals known for it or that say so
/// when asked, then `chafa` when installed, then half blocks. Inside tmux, kitty's Unicode
/// placeholders through tmux's passthrough when the terminal outside draws them and passthrough
/// is on (`tmux` says which); else blocks (or chafa, which knows tmux).
public enum RendererChoice {
    /// Terminals that draw sixel: `TERM` prefixes.
    public static let sixelTerms = ["foot", "mlterm", "contour", "yaft", "st-sixel", "xterm-sixel"]
    /// Terminals that draw sixel: `TERM_PROGRAM` values.
    public static let sixelPrograms = ["mintty", "contour", "foot", "BlackBox", "Konsole"]

    /// nil when nothing may be drawn: standard output is not a terminal, or `TERM=dumb`.
    /// `askTerminal` asks the terminal itself whether it draws sixel (called only for `auto`, and
    /// only when nothing else decided).
    /// `tmux` asks tmux what it lets through (called only inside tmux, for `auto` and `kitty`).
    public static func resolve(
        _ setting: RendererSetting, environment: [String: String], stdoutIsTTY: Bool,
        askTerminal: () -> Bool = { false }, tmux: () -> TmuxGraphics = { .otherTerminal(nil) }
    ) -> PictureRenderer? {
        guard stdoutIsTTY, environment["TERM"] != "dumb" else { return nil }
        let depth = ColorDepth.detect(environment)
        let chafa = ExecutableSearch.find("chafa", environment: environment).map { PictureRenderer.chafa(path: $0) }
        let inTmux = !(environment["TMUX"] ?? "").isEmpty
        switch setting {
        case .kitty: return .drawn(inTmux ? .kittyPlaceholders(tmux: true) : .kitty)
        case .iterm: return .drawn(.iTerm)
        case .sixel: return .drawn(.sixel)
        case .blocks: return .drawn(.blocks(depth))
        case .chafa: return chafa
        case .auto: break
        }
        let term = environment["TERM"] ?? "", program = environment["TERM_PROGRAM"] ?? ""
        if inTmux, case .placeholders = tmux() { return .drawn(.kittyPlaceholders(tmux: true)) }
        if inTmux || term.hasPrefix("tmux") || term.hasPrefix("screen") {
            return chafa ?? .drawn(.blocks(depth))
        }
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || program == "ghostty"
            || term == "xterm-ghostty"
        {
            return .drawn(.kitty)
        }
        if program == "iTerm.app" || program == "WezTerm" || environment["WEZTERM_EXECUTABLE"] != nil {
            return .drawn(.iTerm)
        }
        if sixelTerms.contains(where: { term.hasPrefix($0) }) || sixelPrograms.contains(program)
            || environment["KONSOLE_VERSION"] != nil
            || environment["WT_SESSION"] != nil
        {
            return .drawn(.sixel)
        }
        if askTerminal() { return .drawn(.sixel) }
        return chafa ?? .drawn(.blocks(depth))
    }
}
