import Foundation
import SpaceNetworking

/// Draws a picture in the terminal, fitted to its width and height with the aspect ratio kept:
/// through `chafa` when it is installed, else the kitty or iTerm2 protocols. Nothing is drawn
/// unless standard output is a terminal.
enum TerminalPicture {
    /// Rows left free under the picture for the text that follows.
    static let reservedRows = 4

    /// Draws the picture, or returns the one line to print instead when this terminal cannot.
    static func draw(_ picture: FetchedPicture, support: PictureSupport, context: AppContext) throws -> String? {
        let terminal = context.console.terminal
        let columns = terminal.width
        let rows = max(4, terminal.height - reservedRows)
        guard picture.format.isStill else { return "\(picture.url.absoluteString) is a video file, not a picture to draw." }
        switch support {
        case .chafa(let path):
            try runChafa(path, picture: picture, columns: columns, rows: rows, context: context)
            return nil
        case .kitty where picture.format == .png:
            context.console.stdout.write(kittyEscape(picture.data, columns: fittedColumns(picture.data, columns: columns, rows: rows)) + "\n")
            return nil
        case .iTerm:
            context.console.stdout.write(iTermEscape(picture.data, columns: columns, rows: rows) + "\n")
            return nil
        case .kitty, .none:
            return installAdvice(link: picture.url.absoluteString)
        }
    }

    /// The line printed instead of a picture when the terminal cannot draw it.
    static func installAdvice(link: String) -> String {
        "Install chafa (https://hpjansson.org/chafa/) to see pictures in the terminal; this one is at \(link)"
    }

    /// The widest the picture can be drawn so that its height also fits, taking a cell as twice as
    /// tall as it is wide.
    static func fittedColumns(_ data: Data, columns: Int, rows: Int) -> Int {
        guard let size = ImageFormat.dimensions(data) else { return columns }
        let byHeight = Int((Double(rows) * 2 * Double(size.width) / Double(size.height)).rounded(.down))
        return max(1, min(columns, byHeight))
    }

    /// The kitty graphics protocol: PNG data sent in base64 chunks of 4096; kitty scales to the
    /// given columns and keeps the aspect ratio.
    static func kittyEscape(_ png: Data, columns: Int) -> String {
        let encoded = Array(png.base64EncodedString().utf8)
        var output = ""
        var offset = 0
        repeat {
            let end = min(encoded.count, offset + 4096)
            let chunk = String(decoding: encoded[offset..<end], as: UTF8.self)
            let more = end < encoded.count ? 1 : 0
            let control = offset == 0 ? "a=T,f=100,c=\(columns),m=\(more)" : "m=\(more)"
            output += "\u{1B}_G\(control);\(chunk)\u{1B}\\"
            offset = end
        } while offset < encoded.count
        return output
    }

    /// iTerm2's inline image (OSC 1337), fitted into a box of columns × rows with the aspect kept.
    static func iTermEscape(_ data: Data, columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(data.count);width=\(columns);height=\(rows);preserveAspectRatio=1:\(data.base64EncodedString())\u{07}"
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
            temporary = file
        }
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        let drawn = try ExternalProgram.run(path, ["--size=\(columns)x\(rows)", "--animate=off", file.path],
                                            environment: context.environment, what: "draw the picture", keepOutput: true)
        context.console.stdout.write(bytes: [UInt8](drawn))
    }
}
