import Foundation
import SpaceLocalization
import SpaceDesktop
import TerminalSession
import TerminalText
import SpaceSupport
import SpaceImaging
import SpaceNetworking
import TerminalGraphics

/// Draws a picture in the terminal, the whole picture fitted to the terminal's width and height
/// with its aspect kept: by `space`'s own decoders and renderers, or through `chafa` when chosen.
/// Nothing is drawn unless standard output is a terminal.
public enum TerminalPicture: Sendable {
    /// The renderer for this run: `--renderer`, else the `renderer` setting, else auto. nil when
    /// nothing may be drawn (not a terminal, `TERM=dumb`).
    /// `drawsSixel` asks the terminal, when nothing else decided (the browser passes what it
    /// already learned, having asked once for everything).
    public static func renderer(
        _ flag: RendererSetting?, context: PictureContext, drawsSixel: (() -> Bool)? = nil
    ) throws -> PictureRenderer? {
        let text = flag?.rawValue ?? context.renderer.setting
        guard let setting = RendererSetting(rawValue: text) else {
            let origin = flag != nil ? "--renderer" : context.renderer.origin
            // A setting's wrong value, not a command typed wrong: no usage line follows (exit 64).
            throw SpaceError(
                .usage,
                tr(
                    "{setting} must be {choices}; got '{value}'.",
                    [
                        "setting": origin, "choices": Localization.alternatives(RendererSetting.names),
                        "value": Sanitizer.line(text),
                    ]))
        }
        let terminal = context.console.terminal
        let renderer = RendererChoice.resolve(
            setting, environment: context.environment, stdoutIsTTY: terminal.stdoutIsTTY,
            askTerminal: drawsSixel ?? { terminal.stdinIsTTY && TerminalQuery.drawsSixel() },
            tmux: { TmuxProbe.graphics(environment: context.environment) })
        if setting == .chafa, renderer == nil, terminal.stdoutIsTTY, context.environment["TERM"] != "dumb" {
            throw SpaceError(
                .failure, tr("The chafa renderer was chosen, but chafa is not installed."),
                hint: tr("Install it (https://hpjansson.org/chafa/), or leave --renderer out to let space draw."))
        }
        return renderer
    }

    /// Whether animated GIFs play: not with `--no-animate`, nor with the `animate` setting off.
    public static func animates(noAnimate: Bool, context: PictureContext) -> Bool {
        !noAnimate && context.animate
    }

    /// The cells a picture may take: the terminal's width, and `rows` (by default its height less
    /// the row of the shell's prompt; `ShowLayout` gives fewer when text is printed with it).
    /// Never more than the window the terminal reports (`COLUMNS=1000` in a 100-column window would
    /// send ten times the pixels it can show), nor past what any screen has.
    public static func box(for terminal: TerminalInfo, rows: Int? = nil) -> PicturePreview.Box {
        let columns = min(terminal.width, terminal.window?.columns ?? terminal.width, maxColumns)
        let available = min(terminal.height, terminal.window?.rows ?? terminal.height, maxRows + 1)
        return PicturePreview.Box(
            columns: columns, rows: max(1, min(rows ?? available - 1, available - 1)),
            cellWidth: terminal.cellPixels?.width, cellHeight: terminal.cellPixels?.height)
    }

    /// Past what any screen shows in cells (an 8K screen with a 6-pixel font is about 640 × 360).
    public static let maxColumns = 640
    public static let maxRows = 360

    /// The longest edge in pixels a picture needs to fill the box, rounded up to a step of 128 so
    /// that terminals of about the same size share cached renditions.
    public static func edge(of box: PicturePreview.Box, renderer: PictureRenderer) -> Int {
        switch renderer {
        case .drawn(.blocks): return resizerEdge(max(box.columns, box.rows * 2))
        case .drawn, .chafa:
            return resizerEdge(max(box.columns * box.cellPixels.width, box.rows * box.cellPixels.height))
        }
    }

    /// A longest edge asked of the resizer: `pixels` rounded up to a step of 128, from 128 to 4096.
    public static func resizerEdge(_ pixels: Int) -> Int {
        min(4096, max(128, (pixels + 127) / 128 * 128))
    }

    /// A fetched picture made ready to draw: decoded (so its size is known before anything is
    /// drawn, and a damaged file is refused for every renderer), or a file for chafa, or for iTerm2
    /// in a format our decoders do not read (fitted by the terminal to the whole box), or the one
    /// line to print instead.
    public enum Prepared: Sendable {
        case decoded(PicturePreview.Decoded)
        case iTermFile(FetchedPicture)
        case chafa(String, FetchedPicture, size: PixelSize?)
        case notice(String)

        /// The rows the whole picture takes in `box` (the box's rows when its size is not known).
        public func rows(in box: PicturePreview.Box) -> Int {
            switch self {
            case .decoded(let decoded): return decoded.fit(in: box).rows
            case .iTermFile: return box.rows
            case .chafa(_, _, let size):
                guard let size else { return box.rows }
                let cell = box.cellPixels
                return CellFit.fit(
                    width: size.width, height: size.height, maxColumns: box.columns, maxRows: box.rows,
                    cellWidth: cell.width, cellHeight: cell.height
                ).rows
            case .notice: return 0
            }
        }
    }

    /// A picture's size in pixels.
    public struct PixelSize: Equatable, Sendable {
        public var width: Int
        public var height: Int
    }

    /// Decodes the picture for `box` (the largest it will be drawn in); with `animate`, every
    /// frame of an animated GIF.
    public static func prepare(
        _ picture: FetchedPicture, renderer: PictureRenderer, box: PicturePreview.Box, what: String,
        animate: Bool = false, isCancelled: () -> Bool = { false }
    ) throws -> Prepared {
        guard picture.format.isStill else {
            return .notice(tr("{link} is a video file, not a picture to draw.", ["link": picture.url.absoluteString]))
        }
        let readable = [ImageFormat.jpeg, .png, .gif].contains(picture.format)
        switch renderer {
        case .chafa(let path):
            // chafa decodes for itself; ours only measure, and a file they cannot read is left to chafa.
            let size =
                readable
                ? (try? PicturePreview.decode([UInt8](picture.data), as: .blocks(.trueColor), in: box)).map {
                    PixelSize(width: $0.image.width, height: $0.image.height)
                } : nil
            return .chafa(path, picture, size: size)
        case .drawn(let drawing):
            if !readable {
                // iTerm2 reads more formats than ours (a WebP is a notice elsewhere, not a failure).
                if drawing == .iTerm { return .iTermFile(picture) }
                return .notice(
                    tr(
                        "space draws JPEG, PNG and GIF pictures; this one is {format}, at {link}",
                        ["format": picture.format.rawValue.uppercased(), "link": picture.url.absoluteString]))
            }
            do {
                return .decoded(
                    try PicturePreview.decode(
                        [UInt8](picture.data), as: drawing, in: box, animate: animate, isCancelled: isCancelled))
            } catch {
                throw SpaceError(
                    .badResponse,
                    tr("Cannot draw {what}: {reason}", ["what": what, "reason": lowercasedFirst(error.sentence)]),
                    hint: tr("The file is at {link}", ["link": picture.url.absoluteString]))
            }
        }
    }

    /// Draws a prepared picture fitted to `box`; returns the line to print instead when there is one.
    public static func draw(_ prepared: Prepared, in box: PicturePreview.Box, context: PictureContext) throws -> String?
    {
        switch prepared {
        case .decoded(let decoded):
            play(decoded.draw(in: box), on: context.console.stdout)
        case .iTermFile(let picture):
            context.console.stdout.write(
                ITermRenderer.render(file: [UInt8](picture.data), columns: box.columns, rows: box.rows))
        case .chafa(let path, let picture, _):
            try runChafa(path, picture: picture, columns: box.columns, rows: box.rows, context: context)
        case .notice(let line):
            return line
        }
        return nil
    }

    /// The longest an animation drawn frame by frame holds the command (it plays once, or less).
    public static let longestPlay = 10_000

    /// Writes a drawing; an animation the terminal does not play itself is drawn frame by frame in
    /// place, once through (at most `longestPlay` ms), and the command goes on. Room is made
    /// first (the picture's rows and one or two more, written as newlines and gone back over),
    /// so nothing scrolls while it plays and the saved cursor (`ESC 7`) stays at its top left.
    static func play(
        _ drawn: PicturePreview.Drawing, on output: any TextOutput, sleep: (Int) -> Void = sleepMilliseconds
    ) {
        guard drawn.frames.count > 1 else {
            output.write(drawn.text)
            return
        }
        let room = drawn.fit.rows + 2
        output.write(String(repeating: "\n", count: room) + "\u{1B}[\(room)A\u{1B}7" + drawn.text)
        var elapsed = 0
        for (index, frame) in drawn.frames.enumerated().dropFirst() {
            let wait = drawn.frames[index - 1].milliseconds
            guard elapsed + wait <= longestPlay else { break }
            sleep(wait)
            elapsed += wait
            output.write("\u{1B}8" + frame.text)
        }
    }

    static func sleepMilliseconds(_ milliseconds: Int) { usleep(UInt32(milliseconds) * 1000) }

    static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    private static func runChafa(
        _ path: String, picture: FetchedPicture, columns: Int, rows: Int, context: PictureContext
    ) throws {
        // chafa reads a file: the cached copy, or else a temporary one removed afterwards.
        let file: URL
        var temporary: URL?
        if let cached = picture.cachedFile {
            file = cached
        } else {
            file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "space-\(getpid())-\(UUID().uuidString).\(picture.format.fileExtension)", isDirectory: false)
            // Registered before it exists: a signal at any moment after finds it, or it is never made.
            TemporaryFiles.register(file.path)
            temporary = file
            try AtomicFile.write(picture.data, to: file, mode: 0o600, durable: false)
        }
        defer {
            if let temporary {
                try? FileManager.default.removeItem(at: temporary); TemporaryFiles.unregister(temporary.path)
            }
        }
        let drawn = try ExternalProgram.run(
            path, ["--size=\(columns)x\(rows)", "--animate=off", file.path],
            environment: context.environment, what: tr("draw the picture"), keepOutput: true)
        context.console.stdout.write(bytes: [UInt8](drawn))
    }
}
