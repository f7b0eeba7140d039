import Foundation

/// How pictures can be drawn in this terminal, in order of preference: `chafa` on the PATH (it
/// speaks kitty, iTerm2, sixel and Unicode blocks, and knows tmux), the kitty graphics protocol,
/// iTerm2 inline images, or none.
enum PictureSupport: Sendable, Equatable {
    case chafa(path: String)
    case kitty
    case iTerm
    case none

    /// What this terminal offers; nothing when stdout is not a terminal.
    static func detect(environment: [String: String], stdoutIsTTY: Bool) -> PictureSupport {
        guard stdoutIsTTY else { return .none }
        if let chafa = ExecutableSearch.find("chafa", environment: environment) { return .chafa(path: chafa) }
        // Inside tmux the raw protocols do not reach the terminal; chafa knows how, the rest does not.
        if !(environment["TMUX"] ?? "").isEmpty { return .none }
        if environment["TERM"] == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil { return .kitty }
        if ["iTerm.app", "WezTerm"].contains(environment["TERM_PROGRAM"] ?? "") { return .iTerm }
        return .none
    }

    /// In words, for `space status`.
    var description: String {
        switch self {
        case .chafa(let path): return "chafa (\(path))"
        case .kitty: return "kitty graphics (PNG only)"
        case .iTerm: return "iTerm2 inline images"
        case .none: return "none (install chafa for previews)"
        }
    }

    /// A short name, for JSON.
    var name: String {
        switch self {
        case .chafa: return "chafa"
        case .kitty: return "kitty"
        case .iTerm: return "iterm2"
        case .none: return "none"
        }
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
