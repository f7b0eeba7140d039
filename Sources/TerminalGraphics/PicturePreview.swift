import SpaceImaging

/// The ways `space` draws a picture itself.
public enum DrawingProtocol: Sendable, Equatable {
    /// Unicode half blocks in text colours.
    case blocks(ColorDepth)
    /// The kitty graphics protocol with raw pixels.
    case kitty
    /// DEC sixel graphics.
    case sixel
    /// iTerm2 inline images (the file as it is; the terminal decodes it).
    case iTerm
    /// The kitty graphics protocol with Unicode placeholders (text cells that show the picture),
    /// its pixels through tmux's passthrough when `tmux`.
    case kittyPlaceholders(tmux: Bool)

    /// Whether a picture placed under an id is taken away by deleting that id (kitty keeps its
    /// pictures in the terminal, apart from the text).
    public var deletesByID: Bool {
        switch self {
        case .kitty, .kittyPlaceholders: return true
        case .blocks, .sixel, .iTerm: return false
        }
    }

    /// Whether the picture is in the cells (text, placeholders or pixels drawn there), so writing
    /// the cells again is what erases it.
    public var drawsInCells: Bool {
        if case .kitty = self { return false }
        return true
    }

    /// Whether the terminal plays an animation itself once its frames are sent (kitty's
    /// protocol; iTerm2 plays the file); blocks and sixel are drawn frame by frame.
    public var drawsFramesItself: Bool {
        switch self {
        case .kitty, .kittyPlaceholders, .iTerm: return true
        case .blocks, .sixel: return false
        }
    }

    /// The largest picture number this drawing counts to (placeholders name up to 255 by a colour
    /// index; kitty's ids keep their high byte for the run).
    public var maxPictureID: UInt32 {
        switch self {
        case .kittyPlaceholders: return 255
        case .kitty: return 0xFF_FFFF
        default: return UInt32.max
        }
    }

    /// The id the terminal knows picture number `number` by: with the run's own high byte where the
    /// terminal keeps pictures by id (kitty, its placeholders), so two runs on one terminal (two
    /// browsers in two tmux panes) never replace or delete each other's pictures.
    public func pictureID(_ number: UInt32, run: UInt32 = KittyPlaceholders.runByte) -> UInt32 {
        switch self {
        case .kittyPlaceholders: return KittyPlaceholders.id(colour: number, high: run)
        case .kitty: return (run & 0xFF) << 24 | (number & 0xFF_FFFF)
        default: return number
        }
    }
}

/// From a picture file to the escape sequences that draw it: decode only as much as the box
/// needs (a JPEG at 1/2, 1/4 or 1/8), fit the whole picture in the box with its aspect kept,
/// downsize by area averaging, and encode for the terminal.
public enum PicturePreview {
    /// The box: at most `columns`×`rows` cells of `cellWidth`×`cellHeight` pixels (nil when the
    /// terminal does not say; cells are then taken as 1:2, and 10×20 pixels for sixel and kitty).
    public struct Box: Sendable, Equatable {
        public var columns: Int
        public var rows: Int
        public var cellWidth: Int?
        public var cellHeight: Int?

        public init(columns: Int, rows: Int, cellWidth: Int? = nil, cellHeight: Int? = nil) {
            self.columns = max(1, columns)
            self.rows = max(1, rows)
            self.cellWidth = cellWidth
            self.cellHeight = cellHeight
        }

        /// A cell's pixels: the terminal's, else 10×20 (what most terminals use at common sizes).
        public var cellPixels: (width: Int, height: Int) { (cellWidth ?? 10, cellHeight ?? 20) }
    }

    /// The escape sequences (or block text) and the cells they take.
    public struct Drawing: Sendable, Equatable {
        public var text: String
        public var fit: CellFit
        /// An animation's frames, the first too, each with how long it stays, for drawings the
        /// terminal cannot play itself (blocks, sixel): drawn in place by the caller. Empty for a
        /// still, and where the terminal plays it (kitty's frames are in `text`).
        public var frames: [FrameText] = []
        /// How many times the animation plays (nil: for ever).
        public var plays: Int? = 1
    }

    /// One frame of an animation drawn by the caller: its text, and how long it stays.
    public struct FrameText: Sendable, Equatable {
        public var text: String
        public var milliseconds: Int
    }

    /// Decodes, fits and encodes in one step.
    public static func render(
        _ file: [UInt8], as drawing: DrawingProtocol, in box: Box, limits: DecodeLimits = .standard
    ) throws(ImageDecodingError) -> Drawing {
        let decoded = try decode(file, as: drawing, in: box, limits: limits)
        return decoded.draw(in: box)
    }

    /// A picture decoded for drawing in `box` or any smaller box: a picture can be measured first
    /// (how many rows it takes) and drawn after, fitted to the rows its text leaves.
    public struct Decoded: Sendable {
        /// The pixels, decoded only as finely as the box needs.
        public let image: PixelImage
        /// The file (iTerm2 gets the file itself).
        let file: [UInt8]
        /// How it will be drawn.
        public let drawing: DrawingProtocol
        /// Every frame, when the file is an animation decoded to play (the first is `image`).
        public let animation: GIFAnimation?

        init(image: PixelImage, file: [UInt8], drawing: DrawingProtocol, animation: GIFAnimation? = nil) {
            self.image = image
            self.file = file
            self.drawing = drawing
            self.animation = animation.flatMap { $0.isAnimated ? $0 : nil }
        }

        /// The same picture without its other frames (what is kept of it where memory is short).
        public var still: Decoded { Decoded(image: image, file: file, drawing: drawing) }

        /// The bytes its frames after the first take.
        public var animationBytes: Int {
            animation.map { $0.frames.dropFirst().reduce(0) { $0 + $1.image.pixels.count } } ?? 0
        }

        /// The cells the whole picture takes in `box`, aspect kept (for sixel, never more pixels
        /// across or down than terminals draw: xterm ignores a larger picture).
        public func fit(in box: Box) -> CellFit {
            PicturePreview.fit(width: image.width, height: image.height, as: drawing, in: box)
        }

        /// The escape sequences (or block text) that draw it in `box`.
        public func draw(in box: Box) -> Drawing {
            let fit = fit(in: box)
            if case .iTerm = drawing {
                // iTerm2 decodes the file itself; it is asked for exactly the cells measured here.
                return Drawing(text: ITermRenderer.render(file: file, columns: fit.columns, rows: fit.rows), fit: fit)
            }
            let perCell = PicturePreview.perCell(drawing, box: box)
            guard let animation else {
                return Drawing(text: PicturePreview.encode(image, as: drawing, fit: fit, perCell: perCell), fit: fit)
            }
            var drawn = Drawing(
                text: PicturePreview.encode(image, as: drawing, fit: fit, perCell: perCell, named: true), fit: fit)
            drawn.plays = animation.plays
            let size = (width: fit.columns * perCell.width, height: fit.rows * perCell.height)
            switch drawing {
            case .kitty, .kittyPlaceholders:
                // The terminal plays it: its frames follow the first one's picture, under its id.
                guard let id = PicturePreview.kittyID(in: drawn.text) else { return drawn }
                var tmux = false
                if case .kittyPlaceholders(let inTmux) = drawing { tmux = inTmux }
                let commands = KittyAnimation.commands(
                    animation, width: size.width, height: size.height, id: id, tmux: tmux)
                drawn.text = PicturePreview.insert(commands, afterPictureIn: drawn.text)
            case .blocks, .sixel:
                drawn.frames = animation.frames.map { frame in
                    FrameText(
                        text: PicturePreview.encode(frame.image, as: drawing, fit: fit, perCell: perCell),
                        milliseconds: frame.milliseconds)
                }
            case .iTerm:
                break  // iTerm2 plays the GIF file itself
            }
            return drawn
        }
    }

    /// The image id of the first kitty command in `text` (`i=`), nil when it has none.
    static func kittyID(in text: String) -> UInt32? {
        guard let range = text.range(of: ",i=") ?? text.range(of: "Gi=") else { return nil }
        return UInt32(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// `commands` after the last kitty command (or passthrough) of `text`, before its cells.
    static func insert(_ commands: String, afterPictureIn text: String) -> String {
        guard let end = text.range(of: "\u{1B}\\", options: .backwards) else { return commands + text }
        return String(text[..<end.upperBound]) + commands + String(text[end.upperBound...])
    }

    /// Decodes a picture for drawing in `box` (or a smaller box). Every renderer decodes, iTerm2
    /// too: a damaged file is refused here rather than handed to the terminal.
    /// With `animate`, an animated GIF keeps every frame (within `animationBudget` bytes; past
    /// it, the first frame alone), except for iTerm2, which plays the file itself. `isCancelled` is
    /// asked between its frames (what is decoded once it says yes is for throwing away).
    public static func decode(
        _ file: [UInt8], as drawing: DrawingProtocol, in box: Box, limits: DecodeLimits = .standard,
        animate: Bool = false, animationBudget: Int = GIFAnimation.budget, isCancelled: () -> Bool = { false }
    ) throws(ImageDecodingError) -> Decoded {
        let perCell = perCell(drawing, box: box)
        let target = (box.columns * perCell.width, box.rows * perCell.height)
        if animate, drawing != .iTerm, file.starts(with: [0x47, 0x49, 0x46, 0x38]) {
            let animation = try GIFAnimation.decode(
                file, fitting: target, limits: limits, budget: animationBudget, isCancelled: isCancelled)
            return Decoded(image: animation.frames[0].image, file: file, drawing: drawing, animation: animation)
        }
        let image = try ImageDecoder.decode(file, fitting: target, limits: limits)
        return Decoded(image: image, file: file, drawing: drawing)
    }

    /// Pixels per cell the drawing can show: blocks show 1×2, the graphics protocols the cell's pixels.
    /// The cells a `width`×`height` picture takes in `box`, aspect kept (for sixel, never more
    /// pixels across or down than terminals draw: xterm ignores a larger picture).
    public static func fit(width: Int, height: Int, as drawing: DrawingProtocol, in box: Box) -> CellFit {
        let cell = box.cellPixels
        var (columns, rows) = (box.columns, box.rows)
        if drawing == .sixel {
            columns = max(1, min(columns, SixelRenderer.maxPixels / max(1, cell.width)))
            rows = max(1, min(rows, SixelRenderer.maxPixels / max(1, cell.height)))
        }
        return CellFit.fit(
            width: width, height: height, maxColumns: columns, maxRows: rows, cellWidth: cell.width,
            cellHeight: cell.height)
    }

    /// Whether a picture decoded at `width`×`height` pixels has what `box` needs (within a tenth
    /// across or down), so it can be drawn there rather than fetched and decoded again.
    public static func canStandIn(width: Int, height: Int, as drawing: DrawingProtocol, in box: Box) -> Bool {
        let fit = fit(width: width, height: height, as: drawing, in: box)
        let perCell = perCell(drawing, box: box)
        return width * 10 >= fit.columns * perCell.width * 9 || height * 10 >= fit.rows * perCell.height * 9
    }

    static func perCell(_ drawing: DrawingProtocol, box: Box) -> (width: Int, height: Int) {
        if case .blocks = drawing { return (1, 2) }
        return box.cellPixels
    }

    /// Encodes decoded pixels fitted to `fit` cells.
    /// `named`: a kitty picture is sent under an id of this run's (its animation's frames follow it).
    static func encode(
        _ image: PixelImage, as drawing: DrawingProtocol, fit: CellFit, perCell: (width: Int, height: Int),
        named: Bool = false
    ) -> String {
        // Sixel draws pixels as sent, so a small picture is enlarged to its room; the others are
        // scaled by the terminal (or are cells).
        let sized =
            drawing == .sixel
            ? Enlarger.fitted(image, width: fit.columns * perCell.width, height: fit.rows * perCell.height)
            : AreaResampler.resize(image, width: fit.columns * perCell.width, height: fit.rows * perCell.height)
        switch drawing {
        case .blocks(let depth): return BlockRenderer.render(sized, depth: depth)
        case .kitty where named:
            let keys = "a=T,q=2,i=\(KittyPlaceholders.nextID()),"
            return KittyRenderer.commands(sized, columns: fit.columns, rows: fit.rows, keys: keys).joined() + "\n"
        case .kitty: return KittyRenderer.render(sized, columns: fit.columns, rows: fit.rows)
        case .kittyPlaceholders(let tmux):
            return KittyPlaceholders.render(
                sized, columns: fit.columns, rows: fit.rows, id: KittyPlaceholders.nextID(), tmux: tmux)
        case .sixel: return SixelRenderer.render(sized)
        case .iTerm: return ""
        }
    }

    /// A picture fitted inside `width`×`height` pixels, aspect kept: for thumbnails drawn side by side.
    public static func thumbnail(
        _ file: [UInt8], width: Int, height: Int, limits: DecodeLimits = .standard
    ) throws(ImageDecodingError) -> PixelImage {
        let image = try ImageDecoder.decode(file, fitting: (width, height), limits: limits)
        let scale = min(Double(width) / Double(image.width), Double(height) / Double(image.height), 1)
        return AreaResampler.resize(
            image, width: max(1, Int((Double(image.width) * scale).rounded())),
            height: max(1, Int((Double(image.height) * scale).rounded())))
    }
}
