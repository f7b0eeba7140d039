/// One colour component of a JPEG frame, and the pixels decoded for it so far.
final class JPEGComponent {
    let id: UInt8
    let h: Int
    let v: Int
    let quantIndex: Int
    /// Blocks per line and per column, padded to whole MCUs.
    let blocksPerLine: Int
    let blocksPerColumn: Int
    /// The component's own size in samples at full scale (T.81 A.1.1).
    let width: Int
    let height: Int
    /// The side of a decoded block: 8 at full size, 4, 2 or 1 when reduced.
    let blockSize: Int
    /// Decoded samples, `blocksPerLine × blockSize` wide.
    let plane: UnsafeMutableBufferPointer<UInt8>
    var planeStride: Int { blocksPerLine * blockSize }
    /// Rows of `plane` in use: every row of the component, or (in a shared baseline decode, see
    /// `JPEGPipeline`) a ring of the few rows not yet converted, so the rest of the plane's pages
    /// are never touched.
    var planeRows: Int
    /// Where sample row `row` lies in `plane`.
    @inline(__always) func planeRow(_ row: Int) -> UnsafeMutablePointer<UInt8> {
        plane.baseAddress! + (row % planeRows) * planeStride
    }
    /// Progressive scans gather coefficients here (64 per block, or only the DC one for a 1/8
    /// preview); empty for sequential files, whose blocks go straight to `plane`.
    var coefficients: UnsafeMutableBufferPointer<Int16>
    var coefficientsPerBlock = 0
    var dcTable = 0
    var acTable = 0

    init(
        id: UInt8, h: Int, v: Int, quantIndex: Int, frameWidth: Int, frameHeight: Int, hMax: Int, vMax: Int, mcusX: Int,
        mcusY: Int, blockSize: Int
    ) {
        self.id = id
        self.h = h
        self.v = v
        self.quantIndex = quantIndex
        width = (frameWidth * h + hMax - 1) / hMax
        height = (frameHeight * v + vMax - 1) / vMax
        blocksPerLine = mcusX * h
        blocksPerColumn = mcusY * v
        self.blockSize = blockSize
        // Left unwritten until a scan needs it gray (see `prepare()`): a scan that writes every
        // block (a baseline scan of all components, the progressive transform) never does.
        plane = .allocate(capacity: blocksPerLine * blockSize * blocksPerColumn * blockSize)
        planeRows = blocksPerColumn * blockSize
        coefficients = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    /// Whether every sample of `plane` has been written (gray, or by the blocks).
    var planeWritten = false

    /// Makes the plane mid-gray before a scan that may leave blocks unwritten, or before the
    /// conversion reads a component no scan wrote.
    func prepare() {
        guard !planeWritten else { return }
        plane.update(repeating: 128)
        planeWritten = true
    }

    /// Blocks that hold real samples (a scan of this component alone covers only these).
    var usedBlocksPerLine: Int { (width + 7) / 8 }
    var usedBlocksPerColumn: Int { (height + 7) / 8 }

    func allocateCoefficients(perBlock: Int) {
        coefficientsPerBlock = perBlock
        coefficients = .allocate(capacity: blocksPerLine * blocksPerColumn * perBlock)
        coefficients.initialize(repeating: 0)
    }

    deinit {
        plane.deallocate()
        if coefficients.baseAddress != nil { coefficients.deallocate() }
    }
}

/// The frame header (SOF) and everything the scans need: tables, restart interval, sizes.
struct JPEGFrame {
    var width = 0
    var height = 0
    var progressive = false
    var components: [JPEGComponent] = []
    var hMax = 1
    var vMax = 1
    var mcusX = 0
    var mcusY = 0
}

/// T.81's zig-zag order: the natural (row-major) index of the k-th coefficient, padded with 63s
/// so that a corrupt run past the end writes into the last coefficient, never out of the block.
let jpegNaturalOrder: [Int] =
    [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14,
        21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54,
        47, 55, 62, 63,
    ] + [Int](repeating: 63, count: 16)
