/// The logical screen of an animated GIF as it will be drawn: at 1/`reduction` of the screen, each cell
/// standing for a block of `reduction`² screen pixels and keeping what the composed pixels there add up to
/// (their colour sums and how many are opaque, as `GIFDecoder.reduced` makes the still). A frame is
/// painted into the cells its rectangle touches, and disposed of there: the memory is the reduced screen
/// and the work a frame's own pixels, never the whole screen (a 4000×4000 screen with 2,000 frames of
/// 1×1 pixel walked 32 billion pixels before).
///
/// Inside a cell it is not known which screen pixels a frame leaves and which it covers, so the pixels a
/// frame covers are taken to have held the cell's mean: exact where a frame covers whole cells or an empty
/// one, and at 1/1, where a cell is a pixel (and the sums are whole numbers a `Float` holds exactly).
struct GIFCanvas {
    let screenWidth: Int, screenHeight: Int, reduction: Int
    let width: Int, height: Int
    /// Per cell: red, green and blue summed over its opaque pixels, and how many pixels are opaque.
    private var cells: [Float]

    init(screenWidth: Int, screenHeight: Int, reduction: Int) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.reduction = reduction
        width = (screenWidth + reduction - 1) / reduction
        height = (screenHeight + reduction - 1) / reduction
        cells = [Float](repeating: 0, count: width * height * 4)
    }

    /// The bytes one cell takes, for budgets.
    static let bytesPerCell = 4 * MemoryLayout<Float>.size

    /// A rectangle of cells, and what they held (to restore a frame that disposes to "previous").
    struct Saved {
        let columns: Range<Int>, rows: Range<Int>
        let cells: [Float]
    }

    /// The cells a screen rectangle touches (clipped to the screen).
    func cellRange(left: Int, top: Int, width frameWidth: Int, height frameHeight: Int) -> (Range<Int>, Range<Int>) {
        let right = min(screenWidth, left + frameWidth), bottom = min(screenHeight, top + frameHeight)
        guard left < right, top < bottom else { return (0..<0, 0..<0) }
        return (
            (left / reduction)..<((right - 1) / reduction + 1), (top / reduction)..<((bottom - 1) / reduction + 1)
        )
    }

    /// The screen pixels cell (x, y) stands for (fewer at the right and bottom edges).
    private func cellArea(_ x: Int, _ y: Int) -> Float {
        let w = min(reduction, screenWidth - x * reduction), h = min(reduction, screenHeight - y * reduction)
        return Float(w * h)
    }

    func save(_ image: GIFStream.Image) -> Saved {
        let (columns, rows) = cellRange(left: image.left, top: image.top, width: image.width, height: image.height)
        var kept: [Float] = []
        kept.reserveCapacity(columns.count * rows.count * 4)
        for y in rows {
            kept.append(
                contentsOf: cells[((y * width + columns.lowerBound) * 4)..<((y * width + columns.upperBound) * 4)])
        }
        return Saved(columns: columns, rows: rows, cells: kept)
    }

    mutating func restore(_ saved: Saved) {
        var at = 0
        let count = saved.columns.count * 4
        for y in saved.rows {
            let start = (y * width + saved.columns.lowerBound) * 4
            cells.replaceSubrange(start..<(start + count), with: saved.cells[at..<(at + count)])
            at += count
        }
    }

    /// Lays an image on the screen: its opaque pixels replace what they cover (black where the index is
    /// past the palette), its transparent ones leave it; what reaches past the screen is cut off.
    mutating func paint(_ image: GIFStream.Image) {
        let (columns, rows) = cellRange(left: image.left, top: image.top, width: image.width, height: image.height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        // What the image brings to each cell it touches: colour sums and opaque pixels.
        let spanWidth = columns.count
        var added = [Float](repeating: 0, count: spanWidth * rows.count * 4)
        let colors = image.palette.count / 3
        let visible = max(0, min(image.width, screenWidth - image.left))
        for (sourceRow, row) in image.rowOrder.enumerated() where image.top + row < screenHeight {
            let cellRow = (image.top + row) / reduction - rows.lowerBound
            let base = sourceRow * image.width
            for x in 0..<visible {
                let index = Int(image.indices[base + x])
                if index == image.transparentIndex { continue }
                let at = (cellRow * spanWidth + (image.left + x) / reduction - columns.lowerBound) * 4
                if index < colors {
                    added[at] += Float(image.palette[index * 3])
                    added[at + 1] += Float(image.palette[index * 3 + 1])
                    added[at + 2] += Float(image.palette[index * 3 + 2])
                }
                added[at + 3] += 1
            }
        }
        for y in rows {
            for x in columns {
                let from = ((y - rows.lowerBound) * spanWidth + x - columns.lowerBound) * 4
                let covered = added[from + 3]
                guard covered > 0 else { continue }
                let keep = max(0, 1 - covered / cellArea(x, y))
                let at = (y * width + x) * 4
                for k in 0..<3 { cells[at + k] = cells[at + k] * keep + added[from + k] }
                cells[at + 3] = cells[at + 3] * keep + covered
            }
        }
    }

    /// The image's rectangle (as far as it lies on the screen) set to `colour` (RGBA; alpha 0 clears it).
    mutating func fill(_ image: GIFStream.Image, with colour: [UInt8]) {
        let (columns, rows) = cellRange(left: image.left, top: image.top, width: image.width, height: image.height)
        let right = min(screenWidth, image.left + image.width), bottom = min(screenHeight, image.top + image.height)
        for y in rows {
            let spanTop = max(image.top, y * reduction), spanBottom = min(bottom, (y + 1) * reduction)
            for x in columns {
                let spanLeft = max(image.left, x * reduction), spanRight = min(right, (x + 1) * reduction)
                let filled = Float((spanRight - spanLeft) * (spanBottom - spanTop))
                let keep = max(0, 1 - filled / cellArea(x, y))
                let at = (y * width + x) * 4
                let opaque: Float = colour[3] == 0 ? 0 : filled
                for k in 0..<3 { cells[at + k] = cells[at + k] * keep + Float(colour[k]) * opaque }
                cells[at + 3] = cells[at + 3] * keep + opaque
            }
        }
    }

    /// The screen as RGBA pixels: each the mean colour of the opaque pixels it stands for, its alpha the
    /// share of them among `reduction`² (as `GIFDecoder.reduced` gives the still).
    func image() -> PixelImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let area = Float(reduction * reduction)
        for cell in 0..<(width * height) {
            let covered = cells[cell * 4 + 3]
            guard covered > 0 else { continue }
            for k in 0..<3 {
                pixels[cell * 4 + k] = UInt8(min(255, max(0, (cells[cell * 4 + k] / covered).rounded(.down))))
            }
            pixels[cell * 4 + 3] = UInt8(min(255, max(0, (covered * 255 / area).rounded(.down))))
        }
        return PixelImage(width: width, height: height, channels: 4, pixels: pixels)
    }
}
