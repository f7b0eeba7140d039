import Foundation
import SpaceImaging
import SpaceNetworking
import TerminalGraphics

/// Draws a picture in the terminal, the whole picture fitted to the terminal's width and height
/// with its aspect kept: by `space`'s own decoders and renderers, or through `chafa` when chosen.
/// Nothing is drawn unless standard output is a terminal.
enum TerminalPicture {
    /// Rows left free under the picture for the text that follows.
    static let reservedRows = 4

    /// The renderer for this run: `--renderer`, else the `renderer` setting, else auto. nil when
    /// nothing may be drawn (not a terminal, `TERM=dumb`).
    static func renderer(_ flag: String?, context: AppContext, askTerminal: Bool = true) throws -> PictureRenderer? {
        let text = flag ?? configuredSetting(context.environment)
        guard let setting = RendererSetting(rawValue: text) else {
            throw UsageError("SPACE_RENDERER must be one of \(RendererSetting.names.joined(separator: ", ")); got '\(Sanitizer.line(text))'.")
        }
        let terminal = context.console.terminal
        let renderer = RendererChoice.resolve(setting, environment: context.environment, stdoutIsTTY: terminal.stdoutIsTTY,
                                              askTerminal: { askTerminal && terminal.stdinIsTTY && TerminalQuery.drawsSixel() })
        if setting == .chafa, renderer == nil, terminal.stdoutIsTTY, context.environment["TERM"] != "dumb" {
            throw SpaceError(.failure, "The chafa renderer was chosen, but chafa is not installed.",
                             hint: "Install it (https://hpjansson.org/chafa/), or leave --renderer out to let space draw.")
        }
        return renderer
    }

    /// The renderer setting in effect without a flag: `SPACE_RENDERER` (or the config file's
    /// `renderer`, merged into it), else auto.
    static func configuredSetting(_ environment: [String: String]) -> String {
        environment["SPACE_RENDERER"].flatMap { $0.isEmpty ? nil : $0 } ?? RendererSetting.auto.rawValue
    }

    /// The cells a picture may take: the terminal's width, and its height less the lines printed with it.
    static func box(for terminal: TerminalInfo) -> PicturePreview.Box {
        PicturePreview.Box(columns: terminal.width, rows: max(4, terminal.height - reservedRows),
                           cellWidth: terminal.cellPixels?.width, cellHeight: terminal.cellPixels?.height)
    }

    /// The longest edge in pixels a picture needs to fill the box, rounded up to a step of 128 so
    /// that terminals of about the same size share cached renditions.
    static func edge(of box: PicturePreview.Box, renderer: PictureRenderer) -> Int {
        switch renderer {
        case .drawn(.blocks): return resizerEdge(max(box.columns, box.rows * 2))
        case .drawn, .chafa: return resizerEdge(max(box.columns * box.cellPixels.width, box.rows * box.cellPixels.height))
        }
    }

    /// A longest edge asked of the resizer: `pixels` rounded up to a step of 128, from 128 to 4096.
    static func resizerEdge(_ pixels: Int) -> Int {
        min(4096, max(128, (pixels + 127) / 128 * 128))
    }

    /// Draws the picture, or returns the one line to print instead when it cannot be drawn.
    static func draw(_ picture: FetchedPicture, renderer: PictureRenderer, box: PicturePreview.Box, what: String, context: AppContext) throws -> String? {
        guard picture.format.isStill else { return "\(picture.url.absoluteString) is a video file, not a picture to draw." }
        switch renderer {
        case .chafa(let path):
            try runChafa(path, picture: picture, columns: box.columns, rows: box.rows, context: context)
            return nil
        case .drawn(let drawing):
            // iTerm2 decodes the file itself; our decoders read these three (a WebP is a notice, not a failure).
            if drawing != .iTerm, ![.jpeg, .png, .gif].contains(picture.format) {
                return "space draws JPEG, PNG and GIF pictures; this one is \(picture.format.rawValue.uppercased()), at \(picture.url.absoluteString)"
            }
            do {
                let rendered = try PicturePreview.render([UInt8](picture.data), as: drawing, in: box)
                context.console.stdout.write(rendered.text)
            } catch {
                throw SpaceError(.badResponse, "Cannot draw \(what): \(lowercasedFirst(error.description))",
                                 hint: "The file is at \(picture.url.absoluteString)")
            }
            return nil
        }
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    private static func runChafa(_ path: String, picture: FetchedPicture, columns: Int, rows: Int, context: AppContext) throws {
        // chafa reads a file: the cached copy, or else a temporary one removed afterwards.
        let file: URL
        var temporary: URL?
        if let cached = picture.cachedFile {
            file = cached
        } else {
            file = FileManager.default.temporaryDirectory.appendingPathComponent("space-\(getpid())-\(UUID().uuidString).\(picture.format.fileExtension)", isDirectory: false)
            try AtomicFile.write(picture.data, to: file, mode: 0o600, durable: false)
            TemporaryFiles.register(file.path)   // removed by a signal too
            temporary = file
        }
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary); TemporaryFiles.unregister(temporary.path) } }
        let drawn = try ExternalProgram.run(path, ["--size=\(columns)x\(rows)", "--animate=off", file.path],
                                            environment: context.environment, what: "draw the picture", keepOutput: true)
        context.console.stdout.write(bytes: [UInt8](drawn))
    }
}
