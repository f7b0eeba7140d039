/// Bounds on what a decoder may allocate, so a hostile file cannot take the machine's memory.
public struct DecodeLimits: Sendable, Equatable {
    /// The most pixels a picture may declare (before any scaling on decode).
    public var maxPixels: Int
    /// The most pixels the decoded result may hold (after scaling).
    public var maxOutputPixels: Int

    /// The most bytes a progressive JPEG's coefficients may take while its scans arrive. A 1/8
    /// preview over it keeps only each block's DC coefficient (every component drawn from one
    /// value a block, as luma already is), and a preview that would need more at 1/2 or 1/4 is
    /// decoded at 1/8 instead: a 120-megapixel progressive file costs a few MB, not 150.
    public var maxCoefficientBytes: Int

    /// From how many pixels (of the file, decoded at any scale) a JPEG decode shares its work with a second core (the
    /// Huffman decoding on one, the transforms and colours on the other). Tests set it to 0 so
    /// that small files take the shared path too.
    public var sharedFromPixels: Int

    public init(
        maxPixels: Int = 120_000_000, maxOutputPixels: Int = 40_000_000, maxCoefficientBytes: Int = 64 << 20,
        sharedFromPixels: Int = 500_000
    ) {
        self.maxPixels = maxPixels
        self.maxOutputPixels = maxOutputPixels
        self.maxCoefficientBytes = maxCoefficientBytes
        self.sharedFromPixels = sharedFromPixels
    }

    public static let standard = DecodeLimits()

    /// The longest side decoded, in pixels.
    public static let maxSide = 1_000_000

    func check(format: String, width: Int, height: Int) throws(ImageDecodingError) {
        guard width > 0, height > 0 else {
            throw ImageDecodingError.corrupt(format: format, reason: "its size is zero")
        }
        // As libpng's default limits: no side past a million pixels (a 1 × 120,000,000 strip is
        // within the pixel budget, yet no screen shows it, and its rows cost as much as a picture's).
        guard width <= Self.maxSide, height <= Self.maxSide else {
            throw ImageDecodingError.unsupported(
                format: format, feature: "a side of \(max(width, height)) pixels (at most \(Self.maxSide))")
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maxPixels {
            throw ImageDecodingError.tooLarge(format: format, width: width, height: height, budget: maxPixels)
        }
    }
}
