import Foundation
import SpaceSupport
import SpaceLocalization
import SpacePictures
import SpaceCommandLine
import TerminalSession
import TerminalText
import TerminalGraphics
import SpaceBrowser
import SpaceNetworking

/// `space browse`: the pictures of the day full-screen, with their pictures and keys.
enum BrowseCommand {
    static let noMouse = Option.flag("no-mouse", help: "Do not take the mouse (the terminal keeps its own selection).")
    static let fresh = Option.flag(
        "fresh", help: "Start from today's picture rather than where the browser was left.")

    static func spec(keys: @escaping @Sendable () -> [String]) -> CommandSpec {
        CommandSpec(
            name: "browse",
            summary:
                "Browse full-screen: the pictures of the day one by one, an album, your favorites, the image library and the astronauts.",
            discussion:
                "Opens where it was left (the screen, the day, the album's window, the search and their places), or on the latest picture the first time or with --fresh; a picture is drawn beside its text or above it, as --show draws it; the days next to the one shown are loaded ahead. Everything already seen works offline from the cache. Inside tmux, real pictures in kitty 0.28+ or Ghostty need tmux set -g allow-passthrough on. The terminal is given back as it was on q, Ctrl-C, a signal or a failure; Ctrl-Z stops it and fg takes the screen back.",
            options: [noMouse.spec, fresh.spec, PictureOptions.noAnimate.spec],
            examples: [
                "space browse", "space browse --fresh", "space browse --no-mouse", "space browse --no-animate",
                "space browse --offline",
            ],
            table: ("Keys", keys),  // indented by two in help
            run: { try await run($0) }
        )
    }

    /// Whether the terminal is known to draw an emoji cluster (a ZWJ family, a flag, a skin tone)
    /// as one character, as `space` counts it: kitty, Ghostty, WezTerm, iTerm2, and never inside
    /// tmux or screen, which count its parts.
    static func drawsClusters(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        guard (environment["TMUX"] ?? "").isEmpty, !term.hasPrefix("tmux"), !term.hasPrefix("screen") else {
            return false
        }
        return term == "xterm-kitty" || term == "xterm-ghostty"
            || ["ghostty", "WezTerm", "iTerm.app"].contains(environment["TERM_PROGRAM"] ?? "")
    }

    static func run(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        let terminal = context.console.terminal
        guard terminal.stdoutIsTTY, terminal.stdinIsTTY, context.environment["TERM"] != "dumb" else {
            // One sentence: nothing about the command line was wrong, so no usage line under it.
            throw SpaceError(
                .usage,
                tr("space browse needs a terminal to draw in: run it in one, not in a pipe and not with TERM=dumb."))
        }
        if context.json {
            throw UsageError(
                tr("--json does not apply to browse; the other commands print JSON."), path: invocation.path)
        }
        let services = try LiveBrowserServices(context: context)
        // A bad setting is one sentence, before the screen is taken.
        _ = try TerminalPicture.renderer(nil, context: context.pictures, drawsSixel: { false })
        let screen = FullScreenTerminal(mouse: !invocation[noMouse])
        guard screen.enter() else { throw SpaceError(.failure, tr("The terminal could not be set up for browsing.")) }
        defer { screen.leave() }
        // One round trip for what the terminal can do; the renderer --show would use follows from it
        // (chafa draws whole screens of its own, so blocks instead).
        let (synchronized, sixel, background, typed) = screen.ask(environment: context.environment)
        let palette = BrowserPalette.choose(
            color: context.console.terminal.color, theme: context.settings.theme.rawValue, background: background,
            colorFGBG: context.environment["COLORFGBG"])
        let chosen = (try? TerminalPicture.renderer(nil, context: context.pictures, drawsSixel: { sixel })) ?? nil
        let drawing: DrawingProtocol
        switch chosen {
        case .drawn(let protocolChosen)?: drawing = protocolChosen
        case .chafa?, nil: drawing = .blocks(ColorDepth.detect(context.environment))
        }
        let renderer = chosen ?? .drawn(drawing)
        let fetcher = context.pictureFetcher()
        // A picture on its way (loaded ahead, then shown; asked by held keys) is fetched once.
        let sharedPictures = SharedWork<[URL], Data>()
        let pictures = BrowserLoop.Pictures(
            edge: { TerminalPicture.edge(of: $0, renderer: renderer) },
            fetch: { links, what in
                try await sharedPictures.value(links) { try await fetcher.fetch(links, what: what).data }
            },
            animate: TerminalPicture.animates(
                noAnimate: invocation[PictureOptions.noAnimate], context: context.pictures))
        await BrowserLoop(
            services: services, console: context.console, now: context.now(), pictures: pictures,
            failure: LiveBrowserServices.failure, drawing: drawing, terminal: screen, synchronized: synchronized,
            typed: typed,
            // OSC 8 links everywhere but the Linux console, which would show them.
            hyperlinks: !(context.environment["TERM"] ?? "").hasPrefix("linux"),
            clusters: Self.drawsClusters(context.environment), palette: palette, fresh: invocation[fresh],
            keys: BrowseKeys.load(context.files)
        ).run()
        return .none
    }
}
